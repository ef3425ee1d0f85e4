/**
 * What the session's own screens change (decision 031): a cashback claimed from the popup that follows the login, and
 * the sign-out its reminders offer. Signing out ends the session whatever the platform answers (SPEC §4: logout
 * redirects to the index); a sign-out it did not confirm is logged.
 */
import { payoutCashback } from '../../api/cashbacks.ts';
import { trackLogoutError } from '../../services/analytics-events.ts';
import type { OperationName } from '../../server-data/reads.ts';
import { refreshAccount, signOut } from '../../stores/session-store.ts';

/** What a claimed cashback changes: the cashbacks, the balance and the cashier's history. */
export const CASHBACK_CLAIM_READS: readonly OperationName[] = ['cashbacks.get', 'account.getBalance', 'cashier.gethistory'];

/** cashbacks.payout into the main balance; the header's balance follows (a failed read keeps the old one). */
export async function claimCashback(cashbackId: number): Promise<void> {
  await payoutCashback(cashbackId);
  void refreshAccount().catch(() => undefined);
}

export function leaveSession(): Promise<void> {
  return signOut().catch(trackLogoutError);
}
