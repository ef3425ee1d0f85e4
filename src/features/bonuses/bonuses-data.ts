/**
 * What the bonus screens change, and what each change refreshes: the reads it affects by operation name
 * (decision 008) and the header balance (the account info, as the cashier does after a payment).
 */
import { activateBettingBonus, removeBettingBonus } from '../../api/betting-bonuses.ts';
import { activateBonus, deactivate, removeBonus } from '../../api/bonuses.ts';
import { payoutCashback, remove as removeCashbackCall } from '../../api/cashbacks.ts';
import { takePromotions } from '../../api/campaigns.ts';
import { expectOne } from '../../api/client.ts';
import { invalidateReads, type OperationName } from '../../server-data/reads.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { refreshAccount, sessionState } from '../../stores/session-store.ts';
import type { NextStep } from './bonuses-rules.ts';

/** Every read a bonus, offer or cashback change can affect. */
const AFTER_CHANGE: readonly OperationName[] = ['bonuses.get', 'BettingBonuses.get', 'freespins.get', 'campaigns.getoffers', 'cashbacks.get', 'account.getBalance', 'cashier.gethistory'];

export async function refreshAfterChange(): Promise<void> {
  await Promise.all([refreshAccount().catch(() => undefined), invalidateReads(AFTER_CHANGE)]);
}

/** A bonus action the bonus-confirm popup asks about (SPEC §4). */
export type BonusAction = { kind: 'casino' | 'betting'; action: 'activate' | 'deactivate' | 'remove'; bonusId: number };

export async function runBonusAction({ kind, action, bonusId }: BonusAction): Promise<void> {
  if (kind === 'betting') {
    if (action === 'activate') await activateBettingBonus(bonusId);
    else if (action === 'remove') await removeBettingBonus(bonusId);
  } else if (action === 'activate') await activateBonus(bonusId);
  else if (action === 'remove') await removeBonus(bonusId);
  else expectOne(deactivate.spec.operation, await deactivate({ bonus_id: bonusId }));
  await refreshAfterChange();
}

/** "Burn bonuses": every given casino bonus removed, its money burnt. */
export async function burnBonuses(bonusIds: readonly number[]): Promise<void> {
  try {
    for (const id of bonusIds) await removeBonus(id);
  } finally {
    await refreshAfterChange();
  }
}

export async function takeOffer(offerId: number): Promise<void> {
  expectOne(takePromotions.spec.operation, await takePromotions({ offer_id: offerId }));
  await refreshAfterChange();
}

export async function claimCashback(cashbackId: number): Promise<void> {
  await payoutCashback(cashbackId);
  await refreshAfterChange();
}

export async function declineCashback(cashbackId: number): Promise<void> {
  expectOne(removeCashbackCall.spec.operation, await removeCashbackCall({ cashback_id: cashbackId }));
  await refreshAfterChange();
}

/** Opens the step a refused offer asks for; the offer page stays underneath, so closing it comes back to the offer. */
export function openNextStep(step: NextStep): void {
  if (step === 'sign-in') openPopup('authentication');
  else if (step === 'deposit') openPopup('cashier');
  else if (step === 'confirm-email') openPopup('confirm-email', { contact: sessionState.info?.login ?? '' });
  else openPopup('fill-profile');
}
