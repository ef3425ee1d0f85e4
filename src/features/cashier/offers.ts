/**
 * The deposit offers a method can take (issue 14; SPEC §3 "Offer": trigger.action, trigger.params.exclude_methods,
 * trigger.user_satisfies_params). A deposit carries the chosen one as `campaign_offer_id`.
 */
import type { Offer } from '../../api/campaigns.ts';

/** Offers started by a deposit, that the player meets, minus those that exclude this method. */
export function offersForMethod(offers: readonly Offer[], method: string): Offer[] {
  return offers.filter((offer) => {
    const trigger = offer.trigger;
    if (trigger?.action !== 'deposit') return false;
    if (trigger.user_satisfies_params === false) return false;
    return !(trigger.params?.exclude_methods ?? []).includes(method);
  });
}

/** The chosen offer still applies to the method (switching method may exclude it): its id, else none. */
export function keptOffer(chosen: number | undefined, available: readonly Offer[]): number | undefined {
  return chosen !== undefined && available.some((offer) => offer.id === chosen) ? chosen : undefined;
}
