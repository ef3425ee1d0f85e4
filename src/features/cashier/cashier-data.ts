/**
 * The cashier's reads and writes, by operation (decision 031). What a page writes goes through `useWrite` with the
 * request and the reads it makes stale from here; the deposit and the withdrawal carry the payment's Idempotency-Key
 * kept across reloads (payment/attempt.ts, decision 010) rather than a new one.
 *
 * The history tabs' reads (SPEC §4 "History tabs", §9 page size 4; decision 009 "History") are shaped as pages for
 * usePagedRead: deposits and withdrawals from cashier.gethistory, bonuses from bonuses.get, cashbacks from
 * cashbacks.get. A page is the last when the total is reached, or, without a total, when it came back short. The
 * receipt reads one transaction by id.
 */
import { getDepositLimit, setCurrency, setDepositLimit, type DepositLimit, type SetDepositLimitParams } from '../../api/account.ts';
import * as bonuses from '../../api/bonuses.ts';
import * as cashbacks from '../../api/cashbacks.ts';
import { cancelWithdrawal, getHistory, makeDeposit, makeWithdrawal, type CashierHistoryItem, type DepositResult, type MakeDepositParams, type MakeWithdrawalParams, type WithdrawalResult } from '../../api/cashier.ts';
import { expectOne } from '../../api/client.ts';
import { defineRead, setReadData, type OperationName, type Page, type PageParams } from '../../server-data/reads.ts';
import { refreshAccount } from '../../stores/session-store.ts';
import { sendOnce, tabAttempts } from './payment/attempt.ts';
import '../../i18n/texts/cashier.receipt.ts';
import { setLoss, setStake } from '../../api/play-limits.ts';

// ---------------------------------------------------------------- writes

/** The deposit, with this payment's key: the same payment sent again (a retry, a reload) sends the same key. */
export function sendDeposit(uid: number, params: MakeDepositParams): Promise<DepositResult> {
  return sendOnce(tabAttempts(), 'deposit', uid, params, (idempotencyKey) => makeDeposit(params, { idempotencyKey }));
}

export function sendWithdrawal(uid: number, params: MakeWithdrawalParams): Promise<WithdrawalResult> {
  return sendOnce(tabAttempts(), 'withdrawal', uid, params, (idempotencyKey) => makeWithdrawal(params, { idempotencyKey }));
}

/** Takes back a pending withdrawal: the money returns to the main balance at once. */
export async function takeBackWithdrawal(id: number): Promise<void> {
  expectOne(cancelWithdrawal.spec.operation, await cancelWithdrawal({ id }));
}

export async function changeCurrency(currency: string): Promise<void> {
  expectOne(setCurrency.spec.operation, await setCurrency({ currency }));
}

/** The responsible-gaming deposit limit (UKGC RTS 12 at a first deposit): the page's limit read takes the answer at once. */
export async function saveDepositLimit(params: SetDepositLimitParams): Promise<DepositLimit> {
  const saved = await setDepositLimit(params);
  setReadData(getDepositLimit, {}, saved);
  return saved;
}

/**
 * The limits offered at a first deposit (decision 032): the deposit limit, and beside it, when the player gave them, a
 * loss limit over the same period and a stake limit. The deposit limit's answer is the step's.
 */
export async function saveFirstLimits(params: SetDepositLimitParams, loss: number | undefined, stake: number | undefined): Promise<DepositLimit> {
  const saved = await saveDepositLimit(params);
  if (loss !== undefined) await setLoss({ period: params.period, amount: loss });
  if (stake !== undefined) await setStake({ amount: stake });
  return saved;
}

/** Reads a withdrawal or taking one back changes. */
export const AFTER_WITHDRAWAL: readonly OperationName[] = ['cashier.gethistory', 'cashier.getwithdrawsettings', 'account.getBalance'];
/** Reads a currency change changes: every amount the cashier shows. */
export const AFTER_CURRENCY: readonly OperationName[] = ['account.getBalance', 'cashier.getdepositsettings', 'cashier.getwithdrawsettings', 'cashier.gethistory', 'account.getDepositLimit'];
/** Reads a successful deposit changes: the cashier's own and the account's. */
export const AFTER_DEPOSIT: readonly OperationName[] = ['cashier.getdepositsettings', 'cashier.gethistory', 'cashier.getwithdrawsettings', 'account.getDepositLimit', 'account.getBalance'];
/** A deposit takes its chosen offer (an offer grants once): the offers are read again without it. */
export const AFTER_OFFER_TAKEN: readonly OperationName[] = ['campaigns.getoffers'];

/**
 * The header balance follows a change at once (the balance poll would take its interval). A failure is logged by the
 * API client, and the poll reads the balance again.
 */
export async function refreshBalance(): Promise<void> {
  await refreshAccount().catch(() => undefined);
}

// ---------------------------------------------------------------- reads

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
