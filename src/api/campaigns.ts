/**
 * campaigns.* operations: offers, promotions and promo codes (SPEC §7 "Banners, bonuses, campaigns, cashbacks";
 * entity: SPEC §3 "Offer"). Promo code failures arrive as errors with `error_data.promo_code` (SPEC §8),
 * so a successful check answers 1. Shapes SPEC leaves open are designed tolerant: dates unix seconds,
 * amounts `Money`, the description open to image keys the app remaps (SPEC §3).
 */
import { array, boolean, optional, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, itemsOf, Money, NullableNumber, NullableString, OneIsOk, openDescription } from './common.ts';

/** Known trigger actions (the answer keeps an open string). */
export const OFFER_TRIGGERS = ['first_deposit', 'deposit', 'registration', 'promo_code'] as const;
export type OfferTriggerAction = (typeof OFFER_TRIGGERS)[number];

/**
 * What a player still lacks to take an offer; each matches the error takepromotions answers
 * (`deposit` UserNeedDepositException, `confirm_contact` UserNeedConfirmContactException,
 * `profile_data` UserNeedProfileDataException; `auth` for guests).
 */
export type OfferNeed = 'auth' | 'deposit' | 'confirm_contact' | 'profile_data';

export const OfferTrigger = type({
  /** What starts the offer: `first_deposit`, `deposit`, `registration`, `promo_code` (OFFER_TRIGGERS). */
  action: optional(string()),
  params: optional(
    type({
      /** Payment method sysnames the offer does not apply to. */
      exclude_methods: optional(array(string())),
      /** The smallest deposit that triggers a deposit offer. */
      min_deposit: optional(Money),
    }),
  ),
  /** Whether the signed-in player satisfies the offer's conditions now (false for guests). */
  user_satisfies_params: optional(boolean()),
  /** When not satisfied: what the player still needs to do (OfferNeed values, open strings). */
  user_needs: optional(array(string())),
});
export type OfferTrigger = Infer<typeof OfferTrigger>;

export const OfferDescription = openDescription({
  title: NullableString,
  subtitle: NullableString,
  text: NullableString,
  /** The terms in the request's locale, HTML (sanitise before rendering). */
  terms: NullableString,
  image: NullableString,
  /** Artwork in the operator's banner sizes (SPEC §3 image keys). */
  image_735_240: NullableString,
  image_360_520: NullableString,
});
export type OfferDescription = Infer<typeof OfferDescription>;

/** One reward of an offer (a bonus, freespins, cashback...). */
export const Promotion = type({
  id: optional(Id),
  type: optional(string()),
  amount: optional(Money),
  /** Percent of the deposit, for deposit bonuses. */
  percent: NullableNumber,
  /** Cap of a percent bonus. */
  max_amount: optional(Money),
  /** Wagering multiplier of the bonus this promotion gives. */
  wager_multiplier: NullableNumber,
  freespins_count: NullableNumber,
  game_sysname: NullableString,
});
export type Promotion = Infer<typeof Promotion>;

/** Known offer kinds: `promotion` lists under /promotions, `offer` under /offers (open string). */
export type OfferKind = 'promotion' | 'offer';

export const Offer = type({
  id: Id,
  /** OfferKind. */
  kind: optional(string()),
  /** SEO name used in place of the id in URLs (SPEC §2). */
  name: NullableString,
  /** The signed-in player already took it (or its promo code). */
  is_taken: optional(boolean()),
  trigger: optional(OfferTrigger),
  description: optional(OfferDescription),
  promotions: optional(array(Promotion)),
  started_at: NullableNumber,
  finished_at: NullableNumber,
});
export type Offer = Infer<typeof Offer>;

/** An offer's title made into an address segment: lower case, runs of anything but letters and digits as one `-`. */
export function offerSlug(offer: Pick<Offer, 'name' | 'description'>): string {
  const source = offer.name ?? offer.description?.title ?? '';
  return source
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The `{id}` of an offer's page (SPEC §2: a name in place of the id): its SEO name, else its title as a slug, else its
 * id. The app links with it and the sitemap (server/head.ts) lists it, so both name the same address.
 */
export function offerAddressName(offer: Pick<Offer, 'id' | 'name' | 'description'>): string {
  return offer.name ?? (offerSlug(offer) || String(offer.id));
}

export const OfferList = itemsOf(Offer);
export type OfferList = Infer<typeof OfferList>;

/** SPEC §7 campaigns.getoffers fields. */
export const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;

export type GetOffersParams = { offset?: number; count?: number; fields?: readonly string[] };
export type ActivateOfferParams = { promo_code: string; fields?: readonly string[] };
export type CheckPromocodeParams = { promo_code: string };
export type TakePromotionsParams = { offer_id: number };

export const getOffers = defineOperation<GetOffersParams, OfferList>({
  operation: 'campaigns.getoffers',
  method: 'GET',
  schema: OfferList,
});

/** Activates a promo code; answers the offer it unlocked, with the requested fields. */
export const activateOffer = defineOperation<ActivateOfferParams, Offer>({
  operation: 'campaigns.activateOffer',
  method: 'POST',
  schema: Offer,
  formFields: ['promo_code'],
});

export const checkPromocode = defineOperation<CheckPromocodeParams, Infer<typeof OneIsOk>>({
  operation: 'campaigns.checkPromocode',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['promo_code'],
});

export const takePromotions = defineOperation<TakePromotionsParams, Infer<typeof OneIsOk>>({
  operation: 'campaigns.takepromotions',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['offer_id'],
});
