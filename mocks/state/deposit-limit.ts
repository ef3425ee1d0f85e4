/**
 * The deposit limit of one player over the rolling-period rules of ./limit-window.ts: what counts is every deposit
 * paid at its provider in the period (mocks/state/payments.ts `depositUses`), whenever the limit was set or changed.
 */
import type { AccountRecord } from './accounts.ts';
import { limitWindow, settleLimit, type LimitWindow } from './limit-window.ts';
import type { PaymentState } from './payments.ts';

/**
 * The player's limit as it stands at `now` (a pending change whose delay passed is applied to the account) and its
 * rolling period. `openAt` counts checkouts still open at a provider as well (a new checkout must fit beside them);
 * `except` leaves out the deposit being paid.
 */
export function depositLimitWindow(account: Pick<AccountRecord, 'uid' | 'depositLimit'>, payments: PaymentState, now: number, options: { openAt?: number; except?: number } = {}): LimitWindow {
  account.depositLimit = settleLimit(account.depositLimit, now);
  return limitWindow(account.depositLimit, payments.depositUses(account.uid, options), now);
}
