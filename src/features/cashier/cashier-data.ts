/**
 * The history tabs' reads (SPEC §4 "History tabs", §9 page size 4; decision 009 "History"), shaped as pages for
 * usePagedRead: deposits and withdrawals from cashier.gethistory, bonuses from bonuses.get, cashbacks from
 * cashbacks.get. A page is the last when the total is reached, or, without a total, when it came back short.
 * The receipt reads one transaction by id.
 */
import * as bonuses from '../../api/bonuses.ts';
import * as cashbacks from '../../api/cashbacks.ts';
import { getHistory, type CashierHistoryItem } from '../../api/cashier.ts';
import { defineRead, type Page, type PageParams } from '../../server-data/reads.ts';
import '../../i18n/texts/cashier.receipt.ts';

export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** SPEC §2: the history page takes a tab query; anything else is the first tab. */
export function tabOf(value: string | null): HistoryTab {
  return (HISTORY_TABS as readonly string[]).includes(value ?? '') ? (value as HistoryTab) : 'deposit';
}

/** SPEC §9: history page size 4. */
export const HISTORY_PAGE = 4;

export function pageOf<T>(items: T[], total: number | undefined, asked: PageParams): Page<T> {
  return { items, total, done: total !== undefined ? asked.offset + items.length >= total : items.length < asked.count };
}

export const transactionsPage = defineRead<{ type: 'deposit' | 'withdrawal' } & PageParams, Page<CashierHistoryItem>>('cashier.historyPage', ['cashier.gethistory'], async (params, { signal }) => {
  const answer = await getHistory({ type: params.type, offset: params.offset, count: params.count }, { signal });
  return pageOf(answer.items, answer.count, params);
});

export const bonusesPage = defineRead<PageParams, Page<bonuses.Bonus>>('cashier.bonusesPage', ['bonuses.get'], async (params, { signal }) => {
  const answer = await bonuses.get({ offset: params.offset, count: params.count }, { signal });
  return pageOf(answer.items, answer.count ?? answer.total, params);
});

export const cashbacksPage = defineRead<PageParams, Page<cashbacks.Cashback>>('cashier.cashbacksPage', ['cashbacks.get'], async (params, { signal }) => {
  const answer = await cashbacks.get({ offset: params.offset, count: params.count, sort: 'end_date', order: 'desc' }, { signal });
  return pageOf(answer.items, answer.count ?? answer.total, params);
});

/** One transaction for the receipt; null when the player has none with this id. */
export const receiptRead = defineRead<{ id: number }, CashierHistoryItem | null>('cashier.receipt', ['cashier.gethistory'], async ({ id }, { signal }) => {
  const answer = await getHistory({ id, count: 1 }, { signal });
  return answer.items.find((entry) => entry.id === id) ?? null;
});
