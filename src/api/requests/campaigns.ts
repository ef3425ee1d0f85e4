/** Request schemas of campaigns.* (decision 037; SPEC §7 offers and promo codes). */
import { optional, type } from 'superstruct';
import * as campaigns from '../campaigns.ts';
import { declareRequest } from './declare.ts';
import { Int, intRange, listOf, text } from './rules.ts';

/** The parts of an offer a caller may ask for (`fields`), all of them by default. */
export const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;
export const MAX_OFFER_PAGE = 100;

export const getOffers = declareRequest(
  campaigns.getOffers,
  type({ offset: optional(intRange(0)), count: optional(intRange(1, MAX_OFFER_PAGE)), fields: optional(listOf(OFFER_FIELDS)) }),
);
export const takePromotions = declareRequest(campaigns.takePromotions, type({ offer_id: Int }));
export const checkPromocode = declareRequest(campaigns.checkPromocode, type({ promo_code: text(64) }));
export const activateOffer = declareRequest(campaigns.activateOffer, type({ promo_code: text(64), fields: optional(listOf(OFFER_FIELDS)) }));
