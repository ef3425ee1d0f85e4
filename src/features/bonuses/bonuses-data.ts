/**
 * The bonus screens' writes, by operation (decision 031), and what each refreshes: the reads a change affects by
 * operation name (decision 008) and the header balance (the account info, as the cashier does after a payment).
 * A screen sends a change through `useBonusChange` (the write primitive with these refreshes and the bonus screens'
 * failure in words).
 */
import { activateBettingBonus, removeBettingBonus } from '../../api/betting-bonuses.ts';
import { activateBonus, deactivate, removeBonus } from '../../api/bonuses.ts';
import { payoutCashback, remove as removeCashbackCall } from '../../api/cashbacks.ts';
import { activateOffer, checkPromocode, OFFER_FIELDS, takePromotions, type Offer } from '../../api/campaigns.ts';
import { expectOne } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { useT, type Translate } from '../../i18n/index.ts';
import { invalidateReads, type OperationName } from '../../server-data/reads.ts';
import { useWrite, type Write, type WriteOptions } from '../../server-data/writes.ts';
import { refreshAccount } from '../../stores/session-store.ts';

/** Every read a bonus, offer or cashback change can affect. */
export const BONUS_READS: readonly OperationName[] = ['bonuses.get', 'BettingBonuses.get', 'freespins.get', 'campaigns.getoffers', 'cashbacks.get', 'account.getBalance', 'cashier.gethistory'];

/** The header balance follows at once; a failure is logged by the API client and the balance poll reads it again. */
async function refreshBalance(): Promise<void> {
  await refreshAccount().catch(() => undefined);
}

/** The reads and the header balance, for a change that did not go through `useBonusChange`. */
export async function refreshBonuses(): Promise<void> {
  await Promise.all([refreshBalance(), invalidateReads(BONUS_READS)]);
}

/** A change that failed, in the bonus screens' words: no connection, or that it did not go through. */
export function bonusFailure(error: unknown, t: Translate): string {
  return t(isApiError(error) && error.kind === 'network' ? 'errors.network' : 'bonuses.actionFailed');
}

/**
 * A bonus change: busy while it runs, then the bonus reads read again and the header balance, before `done` (an
 * activated betting bonus's popup tells the balance just read). A failure is told in the bonus screens' words unless
 * `fail` says otherwise.
 */
export function useBonusChange<I = undefined, T = unknown>(options: Pick<WriteOptions<I, T>, 'run' | 'done' | 'fail' | 'validate'>): Write<I, T> {
  const t = useT();
  return useWrite<I, T>({
    fail: (error) => bonusFailure(error, t),
    ...options,
    invalidates: BONUS_READS,
    done: async (result, input) => {
      await refreshBalance();
      return options.done?.(result, input);
    },
  });
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
}

/** "Burn bonuses": every given casino bonus removed, its money burnt. */
export async function burnBonuses(bonusIds: readonly number[]): Promise<void> {
  for (const id of bonusIds) await removeBonus(id);
}

/** SPEC §8: a promo code is checked before it is activated; the answer is the offer it unlocked. */
export async function activatePromoCode(code: string): Promise<Offer> {
  expectOne(checkPromocode.spec.operation, await checkPromocode({ promo_code: code }));
  return activateOffer({ promo_code: code, fields: OFFER_FIELDS });
}

export async function sendTakeOffer(offerId: number): Promise<void> {
  expectOne(takePromotions.spec.operation, await takePromotions({ offer_id: offerId }));
}

/** Taking an offer from outside the bonus screens (the campaign popup, src/app): the request and its refreshes. */
export async function takeOffer(offerId: number): Promise<void> {
  await sendTakeOffer(offerId);
  await refreshBonuses();
}

export async function claimCashback(cashbackId: number): Promise<void> {
  await payoutCashback(cashbackId);
}

export async function declineCashback(cashbackId: number): Promise<void> {
  expectOne(removeCashbackCall.spec.operation, await removeCashbackCall({ cashback_id: cashbackId }));
}
