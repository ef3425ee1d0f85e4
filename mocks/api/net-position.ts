/** account.getNetPosition (src/api/net-position.ts): the ledger's figures over Tashkent's calendar periods (decision 035). */
import type { NetFigures as NetFiguresOut } from '../../src/api/net-position.ts';
import * as requests from '../../src/api/requests/account.ts';
import { money, type Currency } from '../state/money.ts';
import { netFigures, periodStart } from '../state/net-position.ts';
import { withdrawalRef } from '../state/payments.ts';
import { implement, type OperationHandler } from './registry.ts';

function figuresOut(figures: ReturnType<typeof netFigures>, from: number, currency: Currency): NetFiguresOut {
  return {
    from: Math.floor(from / 1000),
    deposits: money(figures.depositsMinor, currency),
    withdrawals: money(figures.withdrawalsMinor, currency),
    pending_withdrawals: money(figures.pendingWithdrawalsMinor, currency),
    net_result: money(figures.netResultMinor, currency),
  };
}

export const operations: OperationHandler[] = [
  implement(requests.getNetPosition, (context) => {
    const me = context.requireAccount();
    const now = context.now();
    const { state } = context;
    const entries = state.wallet.entries(me.uid);
    const pending = new Set(
      state.payments
        .list(me.uid)
        .filter((record) => record.kind === 'withdrawal' && record.status === 'pending')
        .map((record) => withdrawalRef(record.id)),
    );
    const over = (from: number) => figuresOut(netFigures(entries, from, now, pending), from, me.currency);
    // Since registration: the account's first moment (seeded history may predate the registration time it shows).
    const registered = entries.reduce((first, entry) => Math.min(first, entry.at), me.regTime * 1000);
    const sessionStart = state.sessions.firstStartOf(me.uid, now);
    return {
      timezone: 'Asia/Tashkent',
      today: over(periodStart('today', now)),
      week: over(periodStart('week', now)),
      month: over(periodStart('month', now)),
      all: over(registered),
      session: sessionStart === undefined ? null : over(sessionStart),
    };
  }),
];
