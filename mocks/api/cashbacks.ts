/**
 * cashbacks.get (SPEC §7 "Cashbacks"), answering src/api/cashbacks.ts: the player's weekly cashbacks
 * (mocks/state/cashbacks.ts), filtered by status, newest or oldest first, paged. cashbacks.payout receives a
 * paid-out, receivable cashback into the main balance once (a ledger entry keyed by the cashback);
 * cashbacks.remove declines it. Both refuse anything else with `cashback_id` NOT_FOUND or NOT_RECEIVABLE.
 */
import { fail } from '../http/wire.ts';
import * as cashbacks from '../../src/api/requests/cashbacks.ts';
import type { Cashback } from '../../src/api/cashbacks.ts';
import type { Locale } from '../state/accounts.ts';
import { CASHBACK_PERCENT, isReceivable, type CashbackRecord } from '../state/cashbacks.ts';
import { toMajor } from '../state/money.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';


const TITLE: Record<Locale, string> = { uz: 'Haftalik keshbek', ru: 'Еженедельный кешбэк' };
const TEXT: Record<Locale, string> = {
  uz: `Hafta davomidagi yo'qotishlaringizning ${CASHBACK_PERCENT}% qaytariladi.`,
  ru: `Возвращаем ${CASHBACK_PERCENT}% от проигрышей за неделю.`,
};

function cashbackOut(entry: CashbackRecord, locale: Locale, nowSeconds: number): Cashback {
  return {
    id: entry.id,
    status: entry.status,
    receiving_expired_at: entry.receivingExpiredAt,
    amount: { amount: toMajor(entry.amountMinor, entry.currency), currency: entry.currency },
    start_date: entry.start,
    end_date: entry.end,
    created_at: entry.createdAt,
    is_receivable: isReceivable(entry, nowSeconds),
    received_at: entry.receivedAt ?? null,
    declined_at: entry.declinedAt ?? null,
    description: { title: TITLE[locale], text: TEXT[locale], image: null },
  };
}

/** The player's receivable cashback named by `cashback_id`, or the refusal. */
function receivable(context: OperationContext, id: number): { uid: number; entry: CashbackRecord; nowSeconds: number } {
  const me = context.requireAccount();
  const entry = context.state.cashbacks.list(me.uid, context.now()).find((item) => item.id === id);
  if (!entry) throw fail.invalidParameter({ cashback_id: ['NOT_FOUND'] }, 'No such cashback');
  const nowSeconds = Math.floor(context.now() / 1000);
  if (!isReceivable(entry, nowSeconds)) throw fail.invalidParameter({ cashback_id: ['NOT_RECEIVABLE'] }, 'This cashback cannot be received (not paid out yet, already received or declined, or its time ended)');
  return { uid: me.uid, entry, nowSeconds };
}

export const operations: readonly OperationHandler[] = [
  implement(cashbacks.get, (context, { offset = 0, count = 20, sort = 'created_at', order = 'asc', statuses }) => {
    const me = context.requireAccount();
    const key = (entry: CashbackRecord) => (sort === 'start_date' ? entry.start : sort === 'end_date' ? entry.end : entry.createdAt);
    const all = context.state.cashbacks
      .list(me.uid, context.now())
      .filter((entry) => !statuses || statuses.length === 0 || statuses.includes(entry.status))
      .sort((a, b) => (order === 'desc' ? key(b) - key(a) || b.id - a.id : key(a) - key(b) || a.id - b.id));
    return { items: all.slice(offset, offset + count).map((entry) => cashbackOut(entry, context.locale, Math.floor(context.now() / 1000))), count: all.length, total: all.length };
  }),
  implement(cashbacks.payout, (context, { cashback_id: id }) => {
    const { uid, entry, nowSeconds } = receivable(context, id);
    if (entry.amountMinor > 0) context.state.wallet.postOnce(uid, 'main', entry.amountMinor, 'cashback', context.now(), `cashback:${entry.id}`);
    entry.receivedAt = nowSeconds;
    return 1;
  }),
  implement(cashbacks.remove, (context, { cashback_id: id }) => {
    const { entry, nowSeconds } = receivable(context, id);
    entry.declinedAt = nowSeconds;
    return 1;
  }),
];
