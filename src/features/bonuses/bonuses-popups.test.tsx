// @vitest-environment jsdom
/** The bonus confirm popups (SPEC §4): what they say, the call they make on yes, and a failure kept in place. */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../api/client.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../server-data/reads.ts';
import { t } from '../../i18n/index.ts';
import { closePopup, popupState } from '../../stores/popup-store.ts';
import { resetSession } from '../../stores/session-store.ts';
import { BonusConfirmPopup, BurnBonusesConfirmPopup } from './bonuses-popups.tsx';
import { settle } from '../../testing/react-act.ts';

let root: Root;
let container: HTMLElement;
// The popups live under the app's server data (src/app/app.tsx): their changes go through its write primitive.
let client: QueryClient;
let calls: { operation: string; body: string }[];
let answer: (operation: string) => TransportResponse;

beforeEach(() => {
  calls = [];
  client = createServerDataClient();
  answer = () => ({ status: 200, body: { data: 1 } });
  configureApi({
    transport: (request: TransportRequest) => {
      const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
      const id = request.body instanceof FormData ? request.body.get('bonus_id') : null;
      calls.push({ operation, body: typeof id === 'string' ? id : '' });
      return Promise.resolve(answer(operation));
    },
  });
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  client.clear();
  resetSession();
  if (popupState.current) closePopup({ id: popupState.current.id, force: true });
});

const buttons = () => [...container.querySelectorAll('button')];

describe('bonus confirm popups', () => {
  it('removing a casino bonus says what burns; yes calls bonuses.remove with its id and closes', async () => {
    const close = vi.fn();
    act(() => root.render(<ServerData client={client} locale="uz" session={0}><BonusConfirmPopup props={{ bonus: { kind: 'casino', action: 'remove', bonusId: 9 }, title: 'Xush kelibsiz', burnt: { amount: 50_000, currency: 'UZS' } }} close={close} /></ServerData>));
    expect(container.textContent).toContain(t('bonuses.confirm.burnt', { amount: '50,000 UZS' }));
    act(() => buttons()[0]?.click());
    await settle();
    expect(calls[0]).toEqual({ operation: 'bonuses.remove', body: '9' });
    expect(close).toHaveBeenCalled();
  });

  it('a betting bonus is activated with BettingBonuses.activate; a refusal stays in the popup', async () => {
    const close = vi.fn();
    answer = (operation) => (operation === 'BettingBonuses.activate' ? { status: 422, body: { error: { type: 'InvalidParameterException', message: 'x', code: 422 } } } : { status: 200, body: { data: 1 } });
    act(() => root.render(<ServerData client={client} locale="uz" session={0}><BonusConfirmPopup props={{ bonus: { kind: 'betting', action: 'activate', bonusId: 4 }, title: 'Sport' }} close={close} /></ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(calls[0]?.operation).toBe('BettingBonuses.activate');
    expect(close).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(t('bonuses.actionFailed'));
  });

  it('an activated betting bonus closes the confirm and opens betting-bonus-activated with the new betting-bonus balance (issue 15)', async () => {
    const close = vi.fn();
    answer = (operation) =>
      operation === 'account.getInfo'
        ? { status: 200, body: { data: { uid: 7, login: 'player@omad.test', balance_main: { amount: 1000, currency: 'UZS' }, balance_betting_bonus: { amount: 100_000, currency: 'UZS' } } } }
        : { status: 200, body: { data: 1 } };
    act(() => root.render(<ServerData client={client} locale="uz" session={0}><BonusConfirmPopup props={{ bonus: { kind: 'betting', action: 'activate', bonusId: 6 }, title: 'Sport', minOdds: 1.5 }} close={close} /></ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(calls[0]).toEqual({ operation: 'BettingBonuses.activate', body: '6' });
    expect(close).toHaveBeenCalled();
    expect(popupState.current?.sysname).toBe('betting-bonus-activated');
    expect(popupState.current?.props).toEqual({ title: 'Sport', amount: { amount: 100_000, currency: 'UZS' }, minOdds: 1.5 });
  });

  it('burn bonuses explains the loss and removes every given bonus', async () => {
    const close = vi.fn();
    act(() => root.render(<ServerData client={client} locale="uz" session={0}><BurnBonusesConfirmPopup props={{ bonusIds: [1, 2], burnt: { amount: 70_000, currency: 'UZS' } }} close={close} /></ServerData>));
    expect(container.textContent).toContain(t('bonuses.burn.explain'));
    act(() => buttons()[0]?.click());
    await settle();
    expect(calls.filter((call) => call.operation === 'bonuses.remove').map((call) => call.body)).toEqual(['1', '2']);
    expect(close).toHaveBeenCalled();
  });
});
