// @vitest-environment jsdom
/** The unseen-cashback popup's Claim (issue 16): shown for a receivable cashback only; it calls cashbacks.payout once. */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Cashback } from '../../api/cashbacks.ts';
import { configureApi, fetchTransport, type TransportRequest } from '../../api/client.ts';
import { t } from '../../i18n/index.ts';
import { createServerDataClient, ServerData } from '../../server-data/reads.ts';
import { resetSession } from '../../stores/session-store.ts';
import { UnseenCashbackPopup } from './session-popups.tsx';

let root: Root;
let container: HTMLElement;
let calls: string[];

beforeEach(() => {
  calls = [];
  configureApi({
    transport: (request: TransportRequest) => {
      calls.push(new URL(request.url, 'http://x').pathname.replace('/api/', ''));
      return Promise.resolve({ status: 200, body: { data: 1 } });
    },
  });
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  resetSession();
});

const cashback = (patch: Partial<Cashback>): Cashback => ({ id: 3, status: 'paid_out', receiving_expired_at: null, amount: { amount: 21_300, currency: 'UZS' }, ...patch });

function show(value: Cashback): void {
  act(() =>
    root.render(
      <ServerData client={createServerDataClient()} locale="uz" session={0}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <UnseenCashbackPopup props={{ cashback: value }} close={() => undefined} />
        </Router>
      </ServerData>,
    ),
  );
}

const claimButton = () => [...container.querySelectorAll('button')].find((button) => button.textContent === t('auth.cashback.claim'));

describe('unseen cashback popup: Claim', () => {
  it('a receivable cashback is claimed with cashbacks.payout and says so', async () => {
    show(cashback({ is_receivable: true }));
    act(() => claimButton()?.click());
    for (let round = 0; round < 5; round++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
    expect(calls[0]).toBe('cashbacks.payout');
    expect(container.textContent).toContain(t('auth.cashback.claimed'));
    expect(claimButton()).toBeUndefined();
  });

  it('no Claim for a running cashback, a received one or one the platform says is not receivable', () => {
    show(cashback({ status: 'active' }));
    expect(claimButton()).toBeUndefined();
    show(cashback({ received_at: 100 }));
    expect(claimButton()).toBeUndefined();
    show(cashback({ is_receivable: false }));
    expect(claimButton()).toBeUndefined();
  });
});
