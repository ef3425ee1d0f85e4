/**
 * campaigns.* (SPEC §7: getoffers offset, fields trigger,description,promotions; takepromotions offer_id;
 * checkPromocode and activateOffer promo_code, fields), answering src/api/campaigns.ts from the fixtures in
 * mocks/fixtures/campaigns.ts and the player's state in mocks/state/campaigns.ts.
 *
 * - Guests see every running offer (user_satisfies_params false, user_needs ["auth"]) and may check a code
 *   (the registration form does); taking or activating needs a session.
 * - takepromotions answers UserNeedDepositException, UserNeedConfirmContactException or
 *   UserNeedProfileDataException while the player lacks what the offer requires (SPEC §8), and
 *   InvalidParameterException `offer_id` NOT_FOUND, EXPIRED (its campaign ended), NOT_ELIGIBLE, ALREADY_TAKEN or
 *   PROMO_CODE_REQUIRED; the app words each (the CMS's common.offerErrors may override them).
 * - Promo-code refusals are InvalidParameterException with `error_data.promo_code` [NOT_FOUND | EXPIRED |
 *   ALREADY_USED | NOT_ELIGIBLE] (SPEC §8; the words are the CMS's common.promoCodeErrors).
 */
import * as campaigns from '../../src/api/requests/campaigns.ts';
import { MAX_OFFER_PAGE, OFFER_FIELDS as FIELDS } from '../../src/api/requests/campaigns.ts';
import type { Offer, Promotion } from '../../src/api/campaigns.ts';
import type { ErrorType } from '../../src/api/errors.ts';
import type { CampaignSeed, Requirement } from '../fixtures/campaigns.ts';
import { SandboxError, fail } from '../http/wire.ts';
import type { AccountRecord } from '../state/accounts.ts';
import { PromoCodeRefusal, isDepositReward, scaled } from '../state/campaigns.ts';
import { money, type Currency } from '../state/money.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

/** What an offer's unmet requirement answers: its catalogue type (SPEC §8) and message. */
const NEED: Readonly<Record<Requirement, readonly [ErrorType, string]>> = {
  deposit: ['UserNeedDepositException', 'Make a deposit to take this offer'],
  confirm_contact: ['UserNeedConfirmContactException', 'Confirm your e-mail or phone to take this offer'],
  profile_data: ['UserNeedProfileDataException', 'Fill in your profile to take this offer'],
};

function promotionOut(offer: CampaignSeed, currency: Currency): Promotion {
  const { reward } = offer;
  if (reward.type === 'freespins') return { id: offer.id, type: 'freespins', freespins_count: reward.count, game_sysname: reward.game, percent: null, wager_multiplier: null };
  if (reward.type === 'cashback') return { id: offer.id, type: 'cashback', percent: reward.percent, freespins_count: null, game_sysname: null, wager_multiplier: null };
  return {
    id: offer.id,
    type: reward.type,
    percent: reward.percent,
    max_amount: money(scaled(reward.maxUzs, currency), currency),
    wager_multiplier: reward.wager,
    freespins_count: null,
    game_sysname: null,
  };
}

export function offerOut(context: OperationContext, offer: CampaignSeed, fields: readonly string[]): Offer {
  const me = context.account;
  const currency: Currency = me?.currency ?? 'UZS';
  const { start, end } = context.state.campaigns.window(offer);
  const needs: string[] = me ? context.state.campaigns.needs(context.state, me, offer) : ['auth'];
  const eligible = me ? context.state.campaigns.eligible(context.state, me, offer) : true;
  const art = (size: string) => `/sandbox-media/offers/${offer.id}-${size}.svg`;
  return {
    id: offer.id,
    kind: offer.kind,
    name: offer.name,
    is_taken: me ? context.state.campaigns.isTaken(me.uid, offer.id) : false,
    started_at: Math.floor(start / 1000),
    finished_at: end === null ? null : Math.floor(end / 1000),
    ...(fields.includes('trigger')
      ? {
          trigger: {
            action: offer.trigger,
            params: {
              exclude_methods: [...(offer.excludeMethods ?? [])],
              ...(offer.minDepositUzs !== undefined ? { min_deposit: money(scaled(offer.minDepositUzs, currency), currency) } : {}),
            },
            // An offer grants once: a taken one is satisfied by nothing the player can still do.
            user_satisfies_params: me !== undefined && eligible && needs.length === 0 && !context.state.campaigns.isTaken(me.uid, offer.id),
            user_needs: needs,
          },
        }
      : {}),
    ...(fields.includes('description')
      ? { description: { title: offer.title[context.locale], subtitle: offer.subtitle[context.locale], text: offer.text[context.locale], terms: offer.terms[context.locale], image: art('735x240'), image_735_240: art('735x240'), image_360_520: art('360x520') } }
      : {}),
    ...(fields.includes('promotions') ? { promotions: [promotionOut(offer, currency)] } : {}),
  };
}

function refusePromoCode(error: unknown): never {
  if (error instanceof PromoCodeRefusal) throw fail.invalidParameter({ promo_code: [error.key] }, error.message);
  throw error;
}

/** Checks a promo code for a player (undefined: a guest) without using it. */
export function checkPromoCode(context: OperationContext, me: AccountRecord | undefined, code: string): void {
  try {
    context.state.campaigns.check(me?.uid ?? null, code, me ? context.state.wallet.hasDeposit(me.uid) : false, context.now());
  } catch (error) {
    refusePromoCode(error);
  }
}

/** Activates a promo code for the signed-in player (campaigns.activateOffer, and a code typed in the deposit form). */
export function activatePromoCode(context: OperationContext, me: AccountRecord, code: string): CampaignSeed {
  try {
    return context.state.campaigns.activate(context.state, me, code, context.now());
  } catch (error) {
    refusePromoCode(error);
  }
}

/**
 * The offer chosen in the cashier (makedeposit campaign_offer_id): a running deposit offer that allows this method and
 * that the player has not taken yet. An offer grants once, so one already taken (here or with takepromotions) is
 * refused before the deposit is created: no money moves on a promise the platform will not keep.
 */
export function depositOffer(context: OperationContext, me: AccountRecord, offerId: number | undefined, method: string): CampaignSeed | null {
  if (offerId === undefined) return null;
  const offer = context.state.campaigns.running(context.now()).find((entry) => entry.id === offerId);
  if (!offer && context.state.campaigns.hasEnded(offerId, context.now())) throw fail.invalidParameter({ campaign_offer_id: ['EXPIRED'] }, 'This offer has ended');
  if (!offer) throw fail.invalidParameter({ campaign_offer_id: ['NOT_FOUND'] }, 'Offer not found');
  if (context.state.campaigns.isTaken(me.uid, offer.id)) throw fail.invalidParameter({ campaign_offer_id: ['ALREADY_TAKEN'] }, 'You have already taken this offer; it is given once');
  if (!isDepositReward(offer) || offer.promoCode !== undefined || !context.state.campaigns.eligible(context.state, me, offer) || context.state.campaigns.needs(context.state, me, offer).length > 0) {
    throw fail.invalidParameter({ campaign_offer_id: ['NOT_ELIGIBLE'] }, 'This offer does not apply to your deposit');
  }
  if (offer.excludeMethods?.includes(method)) throw fail.invalidParameter({ campaign_offer_id: ['EXCLUDED_METHOD'] }, 'This offer does not apply to this payment method');
  return offer;
}

/**
 * The deposit was accepted: the chosen offer is taken now, so it waits for this deposit (or, should this checkout not
 * be paid, the next matching one) and a second checkout cannot name it again.
 */
export function takeDepositOffer(context: OperationContext, me: AccountRecord, offer: CampaignSeed | null): number | null {
  if (!offer) return null;
  context.state.campaigns.take(context.state, me, offer, context.now());
  return offer.id;
}

export const operations: readonly OperationHandler[] = [
  implement(
    campaigns.getOffers,
    (context, { offset = 0, count = MAX_OFFER_PAGE, fields }) => {
      const running = context.state.campaigns.running(context.now());
      return { items: running.slice(offset, offset + count).map((offer) => offerOut(context, offer, fields ?? FIELDS)), count: running.length, total: running.length };
    },
    { guest: true },
  ),
  implement(campaigns.takePromotions, (context, { offer_id: offerId }) => {
    const me = context.requireAccount();
    const offer = context.state.campaigns.running(context.now()).find((entry) => entry.id === offerId);
    if (!offer && context.state.campaigns.hasEnded(offerId, context.now())) throw fail.invalidParameter({ offer_id: ['EXPIRED'] }, 'This offer has ended');
    if (!offer) throw fail.invalidParameter({ offer_id: ['NOT_FOUND'] }, 'Offer not found');
    if (offer.promoCode !== undefined) throw fail.invalidParameter({ offer_id: ['PROMO_CODE_REQUIRED'] }, 'This offer is activated with its promo code');
    if (context.state.campaigns.isTaken(me.uid, offer.id)) throw fail.invalidParameter({ offer_id: ['ALREADY_TAKEN'] }, 'You have already taken this offer');
    if (!context.state.campaigns.eligible(context.state, me, offer)) throw fail.invalidParameter({ offer_id: ['NOT_ELIGIBLE'] }, 'This offer is for players without a deposit');
    const [need] = context.state.campaigns.needs(context.state, me, offer);
    if (need) throw new SandboxError(...NEED[need]);
    context.state.campaigns.take(context.state, me, offer, context.now());
    return 1;
  }),
  implement(
    campaigns.checkPromocode,
    (context, { promo_code: code }) => {
      checkPromoCode(context, context.account, code);
      return 1;
    },
    { guest: true },
  ),
  implement(campaigns.activateOffer, (context, { promo_code: code, fields }) => {
    const me = context.requireAccount();
    const offer = activatePromoCode(context, me, code);
    return offerOut(context, offer, fields ?? FIELDS);
  }),
];

