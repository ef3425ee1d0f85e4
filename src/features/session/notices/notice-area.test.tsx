// @vitest-environment jsdom
/**
 * Loyalty notices say what an amount is (SPEC §3 amountType): points in the operator's word (pointsAlias of
 * loyalty.getinfo, then of the CMS) or in the dictionary's, money in the player's currency; and the CMS notification
 * settings (delay, duration, volume, sound) replace SPEC §9's built-in 300 ms, 5 s and 0.5 where given.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../../api/client.ts';
import type { LoyaltyNotification } from '../../../api/loyalty.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { cmsState, cmsDefaults } from '../../../stores/cms-store.ts';
import { setLocale } from '../../../i18n/index.ts';
import { resetSession, sessionState } from '../../../stores/session-store.ts';
import { NoticeArea } from './notice-area.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
let client: QueryClient;
let platformAlias: string | null;
const played: { url: string; volume: number }[] = [];

class FakeAudio {
  volume = 1;
  constructor(readonly url: string) {}
  play(): Promise<void> {
    played.push({ url: this.url, volume: this.volume });
    return Promise.resolve();
  }
}

function answer(request: TransportRequest): TransportResponse {
  const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
  if (operation === 'loyalty.getinfo') return { status: 200, body: { data: { id: 1, is_active: true, points: 500, pointsAlias: platformAlias } } };
  return { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } };
}

const notice = (id: number, amount: number, amountType: string | null): LoyaltyNotification => ({ id, trigger: 'quest', type: 'credit', title: 'Vazifa bajarildi!', message: null, amount, amountType, image: null });

async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function show(notices: LoyaltyNotification[]): Promise<void> {
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={7}>
        <NoticeArea notices={notices} />
      </ServerData>,
    ),
  );
  await pass(0);
}

const amountText = () => container.querySelector('.notice__amount')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Audio', FakeAudio);
  played.length = 0;
  localStorage.clear();
  platformAlias = null;
  client = createServerDataClient();
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  sessionState.info = { uid: 7, login: 'player@omad.test', balance_main: { amount: 1000, currency: 'UZS' } };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  configureApi({ transport: fetchTransport });
  client.clear();
  resetSession();
  Object.assign(cmsState, { loyalty: cmsDefaults().loyalty });
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await setLocale('uz');
});

describe('loyalty notice amounts', () => {
  it('points in the dictionary’s words without an alias, in uz and ru', async () => {
    await show([notice(1, 500, 'points')]);
    await pass(300);
    expect(amountText()).toBe('+500 ball');
    act(() => root.unmount());
    root = createRoot(container);
    localStorage.clear();
    await setLocale('ru');
    await show([notice(2, 500, 'points')]);
    await pass(300);
    expect(amountText()).toBe('+500 баллов');
  });

  it('an alias that is the app’s own word in another form keeps the app’s plural (“баллы” says “500 баллов”)', async () => {
    await setLocale('ru');
    cmsState.loyalty = { ...cmsState.loyalty, pointsAlias: 'баллы' };
    await show([notice(8, 500, 'points')]);
    await pass(300);
    expect(amountText()).toBe('+500 баллов');
  });

  it('points in the operator’s word: the platform’s pointsAlias first, else the CMS’s', async () => {
    cmsState.loyalty = { ...cmsState.loyalty, pointsAlias: 'tanga' };
    await show([notice(3, 500, 'points')]);
    await pass(300);
    expect(amountText()).toBe('+500 tanga');
    act(() => root.unmount());
    root = createRoot(container);
    client.clear();
    localStorage.clear();
    platformAlias = 'omad-ball';
    await show([notice(4, 500, 'points')]);
    await pass(300);
    expect(amountText()).toBe('+500 omad-ball');
  });

  it('money in the player’s currency (amountType money), or in the currency it names', async () => {
    await show([notice(5, 20_000, 'money')]);
    await pass(300);
    expect(amountText()).toBe('+20,000 UZS');
    act(() => root.unmount());
    root = createRoot(container);
    await show([notice(6, 100, 'RUB')]);
    await pass(300);
    expect(amountText()).toBe('+100 RUB');
  });
});

describe('loyalty notice settings from the CMS', () => {
  it('the delay, duration, volume and sound of loyalty.notification replace the built-in ones', async () => {
    cmsState.loyalty = { ...cmsState.loyalty, notification: { delayMs: 1000, durationMs: 8000, volume: 0.2, sound: '/cms/uploads/coin.mp3' } };
    await show([notice(7, 10, 'points')]);
    await pass(500);
    expect(container.querySelector('[data-testid="notice"]')).toBeNull();
    await pass(500);
    expect(container.querySelector('[data-testid="notice"]')).not.toBeNull();
    expect(played).toEqual([{ url: '/cms/uploads/coin.mp3', volume: 0.2 }]);
    // SPEC §9's 5 s would have closed it by now.
    await pass(6000);
    expect(container.querySelector('[data-testid="notice"]')).not.toBeNull();
    await pass(2000);
    expect(container.querySelector('[data-testid="notice"]')).toBeNull();
  });
});
