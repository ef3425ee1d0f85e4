import { describe, expect, it } from 'vitest';
import { netFigures, periodStart } from './net-position.ts';
import { Wallet } from './wallet.ts';

const AT = Date.UTC(2025, 0, 15, 12);

describe('periodStart', () => {
  it('follows Tashkent (UTC+5): its midnight, its Monday, its 1st', () => {
    // 20:30 UTC on Sunday the 2nd of February is 01:30 on Monday the 3rd in Tashkent.
    const late = Date.UTC(2025, 1, 2, 20, 30);
    expect(periodStart('today', late)).toBe(Date.UTC(2025, 1, 2, 19));
    expect(periodStart('week', late)).toBe(Date.UTC(2025, 1, 2, 19));
    expect(periodStart('month', late)).toBe(Date.UTC(2025, 0, 31, 19));
    // 18:59 UTC on the same Sunday is still Sunday 23:59 in Tashkent: last week, and February.
    const sunday = Date.UTC(2025, 1, 2, 18, 59);
    expect(periodStart('week', sunday)).toBe(Date.UTC(2025, 0, 26, 19));
    expect(periodStart('month', sunday)).toBe(Date.UTC(2025, 0, 31, 19));
  });
});

describe('netFigures', () => {
  it('counts deposits not refunded, withdrawals not given back, and play on the main balance only', () => {
    const wallet = new Wallet();
    wallet.postOnce(1, 'main', 100_00, 'deposit', AT, 'deposit:1');
    wallet.postOnce(1, 'main', 50_00, 'deposit', AT, 'deposit:2');
    wallet.reverse(1, 'deposit', 'deposit:2', 'deposit_refund', AT + 1);
    wallet.post(1, 'main', -10_00, 'bet', AT + 2, 'r1');
    wallet.post(1, 'main', 4_00, 'win', AT + 2, 'r1');
    wallet.post(1, 'bonus', 30_00, 'bonus_credit', AT + 3, 'b1');
    wallet.post(1, 'bonus', -5_00, 'bet', AT + 3, 'r2');
    wallet.post(1, 'main', 2_00, 'cashback', AT + 4, 'c1');
    wallet.postOnce(1, 'main', -20_00, 'withdrawal', AT + 5, 'withdrawal:1');
    wallet.postOnce(1, 'main', -30_00, 'withdrawal', AT + 5, 'withdrawal:2');
    wallet.reverse(1, 'withdrawal', 'withdrawal:2', 'withdrawal_cancel', AT + 6);
    wallet.postOnce(1, 'main', -7_00, 'withdrawal', AT + 7, 'withdrawal:3');
    const entries = wallet.entries(1);
    expect(netFigures(entries, 0, AT + 10, new Set(['withdrawal:3']))).toEqual({
      depositsMinor: 100_00,
      withdrawalsMinor: 27_00,
      pendingWithdrawalsMinor: 7_00,
      netResultMinor: -6_00,
    });
    // Only what lies in the period counts.
    expect(netFigures(entries, AT + 5, AT + 6, new Set())).toMatchObject({ depositsMinor: 0, withdrawalsMinor: 20_00, netResultMinor: 0 });
  });
});
