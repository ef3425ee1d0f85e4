/**
 * The player's net position (account.getNetPosition, docs/decisions/035-net-position-and-session-limit.md): deposits,
 * withdrawals and the net result of play over calendar periods in Tashkent time, computed from the wallet ledger alone
 * (mocks/state/wallet.ts), so that the figures are the ledger's and nothing else.
 *
 * What counts (decision 035):
 * - deposits: `deposit` entries on the main balance whose deposit was not refunded (`deposit_refund`);
 * - withdrawals: `withdrawal` entries not given back (`withdrawal_cancel`, `withdrawal_return`), pending ones too (the
 *   money has left the balance); the pending part is also answered on its own;
 * - net result: what came back from play minus what was staked, on the main balance only (casino rounds and sports
 *   bets): bonus money is not the player's until it converts, and rewards (cashback, prizes, converted bonus) are not
 *   play. Each entry counts at its own moment: a stake when it was placed, a win when it was paid.
 */
import type { LedgerEntry } from './wallet.ts';

/** Tashkent is UTC+5 all year (no daylight saving): a player's "today" on a statement is Tashkent's day. */
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Ledger reasons that are stakes (negative) or returns of play (positive) on the main balance. */
export const PLAY_REASONS: ReadonlySet<string> = new Set(['bet', 'win', 'freespin_win', 'sport_bet', 'sport_win', 'sport_void', 'sport_cashout']);
const GIVEN_BACK: ReadonlySet<string> = new Set(['withdrawal_cancel', 'withdrawal_return']);

export type CalendarPeriod = 'today' | 'week' | 'month';

/** The moment (unix ms) the calendar period holding `now` began in Tashkent: midnight, Monday's midnight, the 1st's. */
export function periodStart(period: CalendarPeriod, now: number): number {
  const local = new Date(now + TASHKENT_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - TASHKENT_OFFSET_MS;
  if (period === 'today') return midnight;
  if (period === 'week') return midnight - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - TASHKENT_OFFSET_MS;
}

export interface NetFigures {
  readonly depositsMinor: number;
  readonly withdrawalsMinor: number;
  /** The part of `withdrawalsMinor` still waiting to be paid out. */
  readonly pendingWithdrawalsMinor: number;
  /** Returns of play minus stakes: negative when the player lost. */
  readonly netResultMinor: number;
}

/**
 * The figures of the entries at or after `from` and not after `now`. `pendingRefs` names the withdrawals (by ledger
 * ref) the payment provider has not paid out yet.
 */
export function netFigures(entries: readonly LedgerEntry[], from: number, now: number, pendingRefs: ReadonlySet<string>): NetFigures {
  const refunded = new Set<string>();
  const givenBack = new Set<string>();
  for (const entry of entries) {
    if (entry.ref === undefined) continue;
    if (entry.reason === 'deposit_refund') refunded.add(entry.ref);
    if (GIVEN_BACK.has(entry.reason)) givenBack.add(entry.ref);
  }
  let depositsMinor = 0;
  let withdrawalsMinor = 0;
  let pendingWithdrawalsMinor = 0;
  let netResultMinor = 0;
  for (const entry of entries) {
    if (entry.kind !== 'main' || entry.at < from || entry.at > now) continue;
    if (entry.reason === 'deposit' && !(entry.ref !== undefined && refunded.has(entry.ref))) depositsMinor += entry.delta;
    else if (entry.reason === 'withdrawal' && !(entry.ref !== undefined && givenBack.has(entry.ref))) {
      withdrawalsMinor -= entry.delta;
      if (entry.ref !== undefined && pendingRefs.has(entry.ref)) pendingWithdrawalsMinor -= entry.delta;
    } else if (PLAY_REASONS.has(entry.reason)) netResultMinor += entry.delta;
  }
  return { depositsMinor, withdrawalsMinor, pendingWithdrawalsMinor, netResultMinor };
}
