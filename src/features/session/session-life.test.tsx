// @vitest-environment jsdom
import { act, lazy } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getResponsibleGaming } from '../../api/account.ts';
import { configureApi, fetchTransport } from '../../api/client.ts';
import { createServerDataClient, ServerData, setReadData, type QueryClient } from '../../server-data/reads.ts';
import { popupState, resetPopups } from '../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import { resetToasts } from '../../stores/toast-store.ts';
import { resetStartForTests } from '../../services/quiet-start.ts';
import { SessionLife } from './session-life.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MINUTE = 60_000;
const settings = { countSecondsForDelayBetweenClick: 1, isEnabledInterval: true, countSecondsForInterval: 10, isEnabledTurnOffRequests: false, countMinutesAfterWhichRequestsTurnedOff: 5, isEnabledRequestsAfterClick: true };
const general = {
  available_currencies: ['UZS'],
  available_locales: ['uz', 'ru'],
  default_currency: 'UZS',
  is_seon_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 0,
  is_bonus_isolation_enabled: false,
  is_game_history_export_enabled: false,
  user_inactivity_cashier_time: 0,
  user_inactivity_pp_time: 0,
  balance_update_settings: settings,
};
const gaming = { reality_check_minutes: null, break_kind: null, break_until: null };
const balance = { amount: 1000, currency: 'UZS' };

let calls: string[];
let client: QueryClient;
let root: Root;

/**
 * Lets `ms` pass. React applies what the timers set off when act() ends, so the work due now (an answer arriving, a
 * store change) is settled first: effects that start timers then start them at the present time.
 */
async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  if (ms > 0) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }
}

/** The signed-in life as the app hands it in (lazy; src/app/signed-in-prize-watch.tsx composes it with other features). */
const Life = lazy(() => import('./signed-in-life.tsx'));

/** Renders the app's part, and waits until the signed-in life (loaded lazily, as in the app) is on the page. */
async function render(gamePage: boolean): Promise<void> {
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={7}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <SessionLife gamePage={gamePage} life={Life} />
        </Router>
      </ServerData>,
    ),
  );
  // Decision 030: the life waits for the start to be over; the player's first input ends it.
  act(() => void window.dispatchEvent(new Event('pointerdown')));
  await settle(1000);
  // React.lazy's import, awaited here for real: fake timers do not move module loading along.
  await act(async () => {
    await import('./signed-in-life.tsx');
  });
  await settle();
  expect(document.querySelector('.notices')).not.toBeNull();
}

describe('the session life (issue 12 part 3): started by the signed-in session, driven by what the app hands in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    resetStartForTests();
    calls = [];
    client = createServerDataClient();
    configureApi({
      transport: (request) => {
        const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
        calls.push(operation);
        const data: Record<string, unknown> = {
          'metadata.getgeneralinfo': general,
          'account.getResponsibleGaming': gaming,
          'account.getBalance': { balance_main: balance, balance_bonus: balance },
        };
        if (operation in data) return Promise.resolve({ status: 200, body: { data: data[operation] } });
        return Promise.resolve({ status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } });
      },
    });
    sessionState.info = { uid: 7, login: 'player@omad.test', reg_time: 0 };
    root = createRoot(document.body.appendChild(document.createElement('div')));
  });
  afterEach(() => {
    act(() => root.unmount());
    configureApi({ transport: fetchTransport });
    client.clear();
    resetSession();
    resetPopups();
    resetToasts();
    sessionStorage.clear();
    vi.useRealTimers();
  });

  const balanceReads = () => calls.filter((operation) => operation === 'account.getBalance').length;

  it('polls the balance with the platform settings, and pauses while the route is a game page', async () => {
    await render(false);
    await settle(30_000);
    expect(balanceReads()).toBe(3);
    await render(true);
    await settle(60_000);
    expect(balanceReads()).toBe(3);
    await render(false);
    await settle(10_000);
    expect(balanceReads()).toBe(4);
  });

  it('a reality-check interval saved elsewhere reaches the running reminder through the server-data cache', async () => {
    await render(false);
    await settle(60 * MINUTE);
    expect(popupState.current).toBeUndefined();
    // What the profile page does with the platform's answer to account.setRealityCheck.
    act(() => setReadData(getResponsibleGaming, {}, { ...gaming, reality_check_minutes: 15 }, client));
    await settle(15 * MINUTE);
    expect(popupState.current).toMatchObject({ sysname: 'reality-check', props: { playedMinutes: 75 } });
  });

  it('a sign-out stops it all', async () => {
    await render(false);
    await settle(10_000);
    expect(balanceReads()).toBe(1);
    act(() => {
      sessionState.info = { uid: 0 };
    });
    await settle(60_000);
    expect(balanceReads()).toBe(1);
    expect(document.querySelector('.notices')).toBeNull();
  });
});
