/**
 * The deposit offers a method can take (SPEC §3 "Offer": trigger.action, trigger.params.exclude_methods,
 * trigger.user_satisfies_params). A deposit carries the chosen one as `campaign_offer_id`.
 */
import type { Offer } from '../../../api/campaigns.ts';

/** The triggers a deposit starts: any deposit, and the first one (the welcome offer of a player without a deposit). */
const DEPOSIT_TRIGGERS: readonly (string | undefined)[] = ['deposit', 'first_deposit'];

/**
 * Offers started by a deposit, that the player meets and has not taken (an offer grants once), minus those that
 * exclude this method. A first-deposit offer stays only while the platform says the player meets it (no deposit yet).
 */
export function offersForMethod(offers: readonly Offer[], method: string): Offer[] {
  return offers.filter((offer) => {
    const trigger = offer.trigger;
    if (!DEPOSIT_TRIGGERS.includes(trigger?.action) || offer.is_taken) return false;
    if (trigger?.user_satisfies_params === false) return false;
    if (trigger?.action === 'first_deposit' && trigger.user_satisfies_params !== true) return false;
    return !(trigger?.params?.exclude_methods ?? []).includes(method);
  });
}

/** The chosen offer still applies to the method (switching method may exclude it): its id, else none. */
export function keptOffer(chosen: number | undefined, available: readonly Offer[]): number | undefined {
  return chosen !== undefined && available.some((offer) => offer.id === chosen) ? chosen : undefined;
}
