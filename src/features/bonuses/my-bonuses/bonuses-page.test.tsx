// @vitest-environment jsdom
/**
 * The bonuses page against a fake platform (issue 16 part 2 and 3): the wagering bar with its value, the promo code
 * refused in the CMS's words (never a sign-in message) and activated with its popup.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../../api/client.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { t } from '../../../i18n/index.ts';
import { popupState, resetPopups } from '../../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../../stores/session-store.ts';
import BonusesPage from './bonuses-page.tsx';
import { settle } from '../../../testing/react-act.ts';

const ok = (data: unknown): TransportResponse => ({ status: 200, body: { data } });
const refused = (key: string): TransportResponse => ({ status: 422, body: { error: { type: 'InvalidParameterException', message: 'Invalid parameter', code: 422, error_data: { promo_code: [key] } } } });

const bonus = {
  id: 11,
  status: 'active',
  amount: { amount: 100_000, currency: 'UZS' },
  balance: { amount: 80_000, currency: 'UZS' },
  wager: { wagered: 1_200_000, required: 3_000_000, multiplier: 30, to_wager: 1_800_000, progress: { current: 1_200_000, min: 0, max: 3_000_000 }, contribution: [{ game_type: 'slots', percent: 100 }] },
  max_bet: { amount: 25_000, currency: 'UZS' },
  created_at: 1,
  expired_at: Math.floor(Date.now() / 1000) + 3 * 86400,
  description: { name: null, title: 'Xush kelibsiz', text: null, image: null },
};

let root: Root;
let container: HTMLElement;
let client: QueryClient;
let calls: string[];
let promoAnswer: (operation: string) => TransportResponse;

function answer(request: TransportRequest): TransportResponse {
  const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
  calls.push(operation);
  if (operation === 'bonuses.get') return ok({ items: [bonus], count: 1 });
  if (operation === 'BettingBonuses.get' || operation === 'freespins.get') return ok({ items: [], count: 0 });
  if (operation === 'campaigns.checkPromocode' || operation === 'campaigns.activateOffer') return promoAnswer(operation);
  return { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } };
}

beforeEach(() => {
  calls = [];
  client = createServerDataClient();
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  sessionState.info = { uid: 7, login: 'player@omad.test' };
  ({ root, container } = mountTestRoot());
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={7}>
        <Router hook={memoryLocation({ path: '/profile/bonuses' }).hook}>
          <BonusesPage />
        </Router>
      </ServerData>,
    ),
  );
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  client.clear();
  resetSession();
  resetPopups();
  cmsState.promoCodeErrors = {};
});

async function submitCode(code: string): Promise<void> {
  const input = container.querySelector<HTMLInputElement>('input[name="promo_code"]');
  if (!input) throw new Error('no promo code field');
  act(() => {
    // React tracks the value it set: the prototype's setter makes the change one React sees.
    Reflect.set(HTMLInputElement.prototype, 'value', code, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

describe('bonuses page', () => {
  it('an active bonus shows its wagering as a progress bar with its value, what is left, the max bet and contribution', async () => {
    await settle();
    const bar = container.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('40');
    expect(bar?.getAttribute('aria-valuemin')).toBe('0');
    expect(bar?.getAttribute('aria-valuemax')).toBe('100');
    const card = container.querySelector('[data-testid="bonus-card"]')?.textContent ?? '';
    expect(card).toContain('1,800,000');
    expect(card).toContain('25,000');
    expect(card).toContain('100%');
  });

  it('a refused promo code is told in the CMS words for its key, falling back to INVALID; the field is marked invalid', async () => {
    cmsState.promoCodeErrors = { EXPIRED: 'Promokod muddati tugagan', INVALID: 'Promokod yaroqsiz' };
    promoAnswer = () => refused('EXPIRED');
    await settle();
    await submitCode('EXPIRED2025');
    expect(container.textContent).toContain('Promokod muddati tugagan');
    expect(container.querySelector('input[name="promo_code"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('campaigns.activateOffer');

    promoAnswer = () => refused('SOMETHING_NEW');
    await submitCode('XYZ');
    expect(container.textContent).toContain('Promokod yaroqsiz');
  });

  it('a valid code is checked, then activated, and the promo-code-activated popup opens', async () => {
    promoAnswer = (operation) => (operation === 'campaigns.checkPromocode' ? ok(1) : ok({ id: 5, description: { title: '50 bepul aylantirish', subtitle: null, text: null, image: null } }));
    await settle();
    await submitCode('FREESPINS50');
    expect(calls.filter((call) => call.startsWith('campaigns.'))).toEqual(['campaigns.checkPromocode', 'campaigns.activateOffer']);
    expect(popupState.current?.sysname).toBe('promo-code-activated');
    expect(t('bonuses.promo.activated', { code: 'X' })).toContain('X');
  });
});
