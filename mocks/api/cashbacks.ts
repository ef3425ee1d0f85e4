/**
 * cashbacks.get (SPEC §7 "Cashbacks"), answering src/api/cashbacks.ts: the player's weekly cashbacks
 * (mocks/state/cashbacks.ts), filtered by status, newest or oldest first, paged. Payout and the
 * cashback pages belong to the cashback issue (MethodNotFoundException until then).
 */
import { enums, optional, type } from 'superstruct';
import * as cashbacks from '../../src/api/cashbacks.ts';
import type { Cashback } from '../../src/api/cashbacks.ts';
import type { Locale } from '../state/accounts.ts';
import { CASHBACK_PERCENT, type CashbackRecord } from '../state/cashbacks.ts';
import { toMajor } from '../state/money.ts';
import { implement, type OperationHandler } from './registry.ts';
import { intRange, listOf, text } from './rules.ts';

export const MAX_CASHBACK_PAGE = 100;

const TITLE: Record<Locale, string> = { uz: 'Haftalik keshbek', ru: 'Еженедельный кешбэк' };
const TEXT: Record<Locale, string> = {
  uz: `Hafta davomidagi yo'qotishlaringizning ${CASHBACK_PERCENT}% qaytariladi.`,
  ru: `Возвращаем ${CASHBACK_PERCENT}% от проигрышей за неделю.`,
};

function cashbackOut(entry: CashbackRecord, locale: Locale): Cashback {
  return {
    id: entry.id,
    status: entry.status,
    receiving_expired_at: entry.receivingExpiredAt,
    amount: { amount: toMajor(entry.amountMinor, entry.currency), currency: entry.currency },
    start_date: entry.start,
    end_date: entry.end,
    created_at: entry.createdAt,
    description: { title: TITLE[locale], text: TEXT[locale], image: null },
  };
}

export const operations: readonly OperationHandler[] = [
  implement(cashbacks.get, (context) => {
    const me = context.requireAccount();
    const input = context.input(
      type({
        offset: optional(intRange(0)),
        count: optional(intRange(1, MAX_CASHBACK_PAGE)),
        sort: optional(enums(['created_at', 'start_date', 'end_date'])),
        order: optional(enums(['asc', 'desc'])),
        fields: optional(text(200)),
        statuses: optional(listOf(['active', 'paid_out'])),
      }),
    );
    const { offset = 0, count = 20, sort = 'created_at', order = 'asc', statuses } = input;
    const key = (entry: CashbackRecord) => (sort === 'start_date' ? entry.start : sort === 'end_date' ? entry.end : entry.createdAt);
    const all = context.state.cashbacks
      .list(me.uid, context.now())
      .filter((entry) => !statuses || statuses.length === 0 || statuses.includes(entry.status))
      .sort((a, b) => (order === 'desc' ? key(b) - key(a) || b.id - a.id : key(a) - key(b) || a.id - b.id));
    return { items: all.slice(offset, offset + count).map((entry) => cashbackOut(entry, context.locale)), count: all.length, total: all.length };
  }),
];
