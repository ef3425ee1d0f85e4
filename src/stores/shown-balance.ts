/**
 * The main balance as the header shows it. On a repeat start the header may show the balance kept in
 * storage (src/stores/session-store.ts, SPEC §3) before account.getInfo answers, for the player it was kept for
 * only, and then always as `refreshing`; the platform's answer wins and is never refreshing.
 */
import type { AccountInfo } from '../api/account.ts';

export interface ShownBalance {
  amount: number;
  currency: string;
  /** Read from storage at start: shown with a "refreshing" state until the platform's own answer replaces it. */
  refreshing: boolean;
}

interface Kept {
  uid: number;
  main?: { amount: number; currency: string } | undefined;
}

export function shownBalance(info: Pick<AccountInfo, 'uid' | 'balance_main'> | undefined, cached: Kept | undefined): ShownBalance | undefined {
  const live = info?.balance_main;
  if (live) return { amount: live.amount, currency: live.currency, refreshing: false };
  if (!cached?.main || (info !== undefined && info.uid !== cached.uid)) return undefined;
  return { amount: cached.main.amount, currency: cached.main.currency, refreshing: true };
}
