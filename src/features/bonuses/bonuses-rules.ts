/**
 * Pure rules of the bonus screens (decision 011): wagering progress (SPEC §9), the next step when taking an offer is
 * refused (SPEC §8 catalogue), which offers are listed where, and what a countdown says.
 */
import type { Bonus } from '../../api/bonuses.ts';
import { offerSlug, type Offer } from '../../api/campaigns.ts';
import type { Cashback } from '../../api/cashbacks.ts';
import { isApiError } from '../../api/errors.ts';
import { formatMoney, progressPercent } from '../../lib/format.ts';

/** An amount of money in words, or nothing when there is none. */
export const money = (value: { amount: number; currency: string } | undefined): string => (value ? formatMoney(value.amount, value.currency) : '');

export interface Wagering {
  wagered: number;
  required: number;
  /** SPEC §9 progress: whole percent, 0-100. */
  percent: number;
  /** What is still to be wagered, never below 0. */
  left: number;
}

/** A bonus's wagering, or undefined when it has none. */
export function wageringOf(bonus: Pick<Bonus, 'wager'>): Wagering | undefined {
  const wager = bonus.wager;
  const required = wager?.required;
  if (!wager || required === undefined || required <= 0) return undefined;
  const wagered = Math.max(0, wager.wagered ?? 0);
  // The platform's own progress feeds SPEC §9's helper when it sends one; else wagered of required.
  const percent = wager.progress ? progressPercent(wager.progress.current, wager.progress.min, wager.progress.max) : progressPercent(wagered, 0, required);
  const left = wager.to_wager ?? required - wagered;
  return { wagered, required, percent, left: Math.max(0, left) };
}

/** The bonus statuses that count as running (money in play) versus waiting to be activated. */
export function isActiveBonus(status: string | undefined): boolean {
  return status === 'active' || status === 'wagering';
}

export function isAvailableBonus(status: string | undefined): boolean {
  return status === 'available';
}

/** Where the player goes when taking an offer is refused for something they can fix (SPEC §8 catalogue). */
export type NextStep = 'sign-in' | 'deposit' | 'confirm-email' | 'fill-profile';

export function nextStepFor(error: unknown): NextStep | undefined {
  if (!isApiError(error)) return undefined;
  if (error.is('UserNeedDepositException')) return 'deposit';
  if (error.is('UserNeedConfirmContactException')) return 'confirm-email';
  if (error.is('UserNeedProfileDataException')) return 'fill-profile';
  if (error.is('AuthorizationException') || error.status === 401) return 'sign-in';
  return undefined;
}

/**
 * Why an offer cannot be taken, for refusals a next step cannot fix (SPEC §8 InvalidParameterException with
 * `error_data.offer_id`): each is said in words that name it, never "try again". `key` is the platform's, under which
 * the CMS may word it (common.offerErrors, as common.promoCodeErrors for codes); `words` the dictionary's fallback.
 */
export type OfferRefusalWords = 'newPlayersOnly' | 'notEligible' | 'expired' | 'alreadyTaken' | 'notFound' | 'codeRequired';
export interface OfferRefusal {
  key: string;
  words: OfferRefusalWords;
}

const REFUSAL_WORDS: Readonly<Record<string, OfferRefusalWords>> = {
  NOT_ELIGIBLE: 'notEligible',
  EXPIRED: 'expired',
  ALREADY_TAKEN: 'alreadyTaken',
  NOT_FOUND: 'notFound',
  PROMO_CODE_REQUIRED: 'codeRequired',
};

/** A first-deposit offer is for players without a deposit: its NOT_ELIGIBLE says so. */
function refusalOf(key: string, offer: Pick<Offer, 'trigger'>): OfferRefusal | undefined {
  const words = REFUSAL_WORDS[key];
  if (!words) return undefined;
  return { key, words: words === 'notEligible' && offer.trigger?.action === 'first_deposit' ? 'newPlayersOnly' : words };
}

/** The refusal of takepromotions, or undefined when the error is something else (a next step, the network...). */
export function offerRefusal(error: unknown, offer: Pick<Offer, 'trigger'>): OfferRefusal | undefined {
  if (!isApiError(error)) return undefined;
  const key = error.fieldKey('offer_id');
  return key === undefined ? undefined : refusalOf(key, offer);
}

/**
 * What the app knows before the tap: a signed-in player the platform says does not meet a first-deposit offer, with
 * nothing left to do for it (no user_needs), has deposited already; the button would only be refused.
 */
export function refusalBeforeTap(offer: Pick<Offer, 'trigger' | 'is_taken'>, signedIn: boolean): OfferRefusal | undefined {
  const trigger = offer.trigger;
  if (!signedIn || offer.is_taken || trigger?.action !== 'first_deposit') return undefined;
  if (trigger.user_satisfies_params !== false || (trigger.user_needs ?? []).length > 0) return undefined;
  return refusalOf('NOT_ELIGIBLE', offer);
}

/** The list a page shows: kind `offer` under /offers, every other (`promotion`, none, newer kinds) under /promotions. */
export type ListKind = 'promotions' | 'offers';

export function offersOfKind(offers: readonly Offer[], kind: ListKind): Offer[] {
  return offers.filter((offer) => (offer.kind === 'offer') === (kind === 'offers'));
}

/** The offer of an address: by id, or by its SEO name (description.name, else the title made into a slug). */
export function findOffer(offers: readonly Offer[], idOrName: string): Offer | undefined {
  const wanted = idOrName.toLowerCase();
  return offers.find((offer) => String(offer.id) === idOrName || offerSlug(offer) === wanted);
}

/** The rule lives beside the offer's declaration (src/api/campaigns.ts), shared with the sitemap (server/head.ts). */
export { offerSlug };

/** A cashback the player can still claim: paid out and its receiving time not over. */
export function isClaimable(cashback: Pick<Cashback, 'status' | 'receiving_expired_at' | 'is_receivable' | 'received_at' | 'declined_at'>, nowSeconds: number): boolean {
  if (cashback.status !== 'paid_out' || cashback.received_at || cashback.declined_at) return false;
  // The platform says it when it knows; else the receiving date decides.
  if (cashback.is_receivable !== undefined) return cashback.is_receivable;
  return cashback.receiving_expired_at === null || cashback.receiving_expired_at === undefined || cashback.receiving_expired_at > nowSeconds;
}

/** Seconds as days, hours, minutes and seconds for an expiry countdown. */
export function splitDuration(seconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
