/**
 * Campaigns on the sandbox's side (decision 011): which offers a player took, which promo codes they used, and what a
 * successful deposit then grants. Offers are fixtures (mocks/fixtures/campaigns.ts); rewards become real bonuses
 * (mocks/state/bonuses.ts, money through the ledger) or free-spin packs (mocks/state/games.ts).
 *
 * - A promo code is checked (NOT_FOUND, EXPIRED, ALREADY_USED, NOT_ELIGIBLE) and, when activated, used once per
 *   player: FREESPINS50 grants its pack at once, WELCOME100 waits for the first deposit.
 * - A code given at registration (auth.register promo_code, kept on the account) applies to the first deposit.
 * - A taken deposit promotion, or the offer chosen in the cashier (makedeposit campaign_offer_id, taken when the
 *   checkout opens), applies to the next successful deposit that matches it (first deposit only, method not excluded,
 *   at least the minimum), and grants once: a taken offer cannot be taken or chosen again.
 */
import { CAMPAIGNS, PROMO_CODES, USED_ONCE_CODE, type CampaignSeed, type Requirement, type Reward } from '../fixtures/campaigns.ts';
import { SEED_UIDS } from '../fixtures/accounts.ts';
import { BET_LIMITS } from '../games/rounds.ts';
import type { AccountRecord } from './accounts.ts';
import type { SandboxState } from './index.ts';
import { toMinor, type Currency } from './money.ts';
import type { DepositRecord } from './payments.ts';

export type PromoCodeError = 'NOT_FOUND' | 'EXPIRED' | 'ALREADY_USED' | 'NOT_ELIGIBLE';

export class PromoCodeRefusal extends Error {
  override readonly name = 'PromoCodeRefusal';
  constructor(
    readonly key: PromoCodeError,
    message: string,
  ) {
    super(message);
  }
}

const DAY_MS = 86_400_000;

/** Amounts set in so'm scale to other currencies as the games' bet limits do (1,000,000 UZS = 10,000 RUB = 100 USD). */
export function scaled(uzs: number, currency: Currency): number {
  return toMinor((uzs * BET_LIMITS[currency].max) / BET_LIMITS.UZS.max, currency);
}

/** The max bet while a granted bonus wagers: 50,000 UZS (scaled). */
export function grantedMaxBet(currency: Currency): number {
  return scaled(50_000, currency);
}

export class CampaignState {
  /** `<uid>:<offer id>` of taken promotions and activated codes. */
  private readonly taken = new Set<string>();
  /** Offers waiting for the player's next matching deposit, by uid. */
  private readonly armed = new Map<number, number[]>();
  /** Codes used once, by uid (USEDONCE is a single-use code the seeded player spent). */
  private readonly usedCodes = new Set<string>([`${SEED_UIDS.player}:${USED_ONCE_CODE}`]);

  constructor(private readonly startedAt: number) {}

  window(offer: CampaignSeed): { start: number; end: number | null } {
    return { start: this.startedAt + offer.startsInDays * DAY_MS, end: offer.endsInDays === null ? null : this.startedAt + offer.endsInDays * DAY_MS };
  }

  isRunning(offer: CampaignSeed, nowMs: number): boolean {
    const { start, end } = this.window(offer);
    return start <= nowMs && (end === null || nowMs < end);
  }

  /** An offer whose campaign has ended (an offer not yet started is not known to players). */
  hasEnded(offerId: number, nowMs: number): boolean {
    const offer = CAMPAIGNS.find((entry) => entry.id === offerId);
    if (!offer) return false;
    const { end } = this.window(offer);
    return end !== null && nowMs >= end;
  }

  /** The offers players see now, promotions first. */
  running(nowMs: number): CampaignSeed[] {
    return CAMPAIGNS.filter((offer) => this.isRunning(offer, nowMs));
  }

  isTaken(uid: number, offerId: number): boolean {
    return this.taken.has(`${uid}:${offerId}`);
  }

  /** Checks a code for a player (null: a guest at registration, who has no deposit yet). */
  check(uid: number | null, code: string, hasDeposit: boolean, nowMs: number): CampaignSeed {
    const normalized = code.trim().toUpperCase();
    if (normalized === USED_ONCE_CODE) throw new PromoCodeRefusal('ALREADY_USED', 'This promo code has already been used');
    const offer = CAMPAIGNS.find((entry) => entry.promoCode === normalized);
    if (!offer) throw new PromoCodeRefusal('NOT_FOUND', 'Promo code not found');
    if (!this.isRunning(offer, nowMs)) throw new PromoCodeRefusal('EXPIRED', 'This promo code has expired');
    if (uid !== null && (this.usedCodes.has(`${uid}:${normalized}`) || this.isTaken(uid, offer.id))) throw new PromoCodeRefusal('ALREADY_USED', 'You have already used this promo code');
    if (offer.promoCode === PROMO_CODES.welcome && hasDeposit) throw new PromoCodeRefusal('NOT_ELIGIBLE', 'This promo code is for players without a deposit');
    return offer;
  }

  /** Activates a code: used once; a deposit reward waits for the deposit, anything else is granted now. */
  activate(state: SandboxState, account: AccountRecord, code: string, nowMs: number): CampaignSeed {
    const offer = this.check(account.uid, code, state.wallet.hasDeposit(account.uid), nowMs);
    this.usedCodes.add(`${account.uid}:${offer.promoCode ?? ''}`);
    this.take(state, account, offer, nowMs);
    return offer;
  }

  /** What the player still lacks for an offer (empty when they satisfy it). */
  needs(state: SandboxState, account: AccountRecord, offer: CampaignSeed): Requirement[] {
    return (offer.requires ?? []).filter((requirement) => {
      if (requirement === 'deposit') return !state.wallet.hasDeposit(account.uid);
      if (requirement === 'confirm_contact') return !account.contacts.some((contact) => contact.is_confirmed);
      const { first_name: first, last_name: last, birth_date: birth } = account.profile;
      return !first || !last || !birth;
    });
  }

  /** Whether the offer can apply to this player at all (a first-deposit offer once they deposited cannot). */
  eligible(state: SandboxState, account: AccountRecord, offer: CampaignSeed): boolean {
    return !(offer.trigger === 'first_deposit' || offer.promoCode === PROMO_CODES.welcome) || !state.wallet.hasDeposit(account.uid);
  }

  /** Records the offer as taken: a deposit offer is armed for the next deposit, others grant now. */
  take(state: SandboxState, account: AccountRecord, offer: CampaignSeed, nowMs: number): void {
    this.taken.add(`${account.uid}:${offer.id}`);
    if (isDepositReward(offer)) this.arm(account.uid, offer.id);
    else grant(state, account, offer, offer.reward, 0, nowMs);
  }

  arm(uid: number, offerId: number): void {
    const list = this.armed.get(uid) ?? [];
    if (!list.includes(offerId)) list.push(offerId);
    this.armed.set(uid, list);
  }

  /** A deposit succeeded: armed offers that match it are granted (each once); a registration code applies to the first deposit. */
  onDeposit(state: SandboxState, record: DepositRecord, nowMs: number): void {
    const account = state.accounts.get(record.uid);
    if (!account) return;
    const first = state.wallet.entries(record.uid).filter((entry) => entry.reason === 'deposit').length === 1;
    const registrationCode = account.promoCode?.trim().toUpperCase();
    if (first && registrationCode === PROMO_CODES.welcome && !this.usedCodes.has(`${account.uid}:${registrationCode}`)) {
      this.usedCodes.add(`${account.uid}:${registrationCode}`);
      this.taken.add(`${account.uid}:${CAMPAIGNS.find((offer) => offer.promoCode === registrationCode)?.id ?? 0}`);
      const welcome = CAMPAIGNS.find((offer) => offer.promoCode === registrationCode);
      if (welcome) grant(state, account, welcome, welcome.reward, record.amountMinor, nowMs);
    }
    // The offer chosen in the cashier was taken (armed) when the checkout opened; each armed offer grants once.
    const armed = this.armed.get(record.uid) ?? [];
    const remaining: number[] = [];
    for (const id of armed) {
      const offer = CAMPAIGNS.find((entry) => entry.id === id);
      if (!offer) continue;
      if (!this.matches(offer, record, first)) {
        // A first-deposit offer can no longer match; a deposit offer waits for a deposit that does.
        if (offer.trigger === 'deposit') remaining.push(id);
        continue;
      }
      grant(state, account, offer, offer.reward, record.amountMinor, nowMs);
    }
    this.armed.set(record.uid, remaining);
  }

  /** Whether a deposit qualifies for an offer (first deposit, method not excluded, at least the minimum). */
  matches(offer: CampaignSeed, deposit: Pick<DepositRecord, 'method' | 'amountMinor' | 'currency'>, first: boolean): boolean {
    if ((offer.trigger === 'first_deposit' || offer.promoCode === PROMO_CODES.welcome) && !first) return false;
    if (offer.excludeMethods?.includes(deposit.method)) return false;
    return offer.minDepositUzs === undefined || deposit.amountMinor >= scaled(offer.minDepositUzs, deposit.currency);
  }
}

/** Offers whose reward follows a deposit (a percent of it). */
export function isDepositReward(offer: CampaignSeed): boolean {
  return offer.trigger === 'first_deposit' || offer.trigger === 'deposit' || offer.promoCode === PROMO_CODES.welcome;
}

/** Turns a reward into a bonus or free spins, money through the ledger. */
function grant(state: SandboxState, account: AccountRecord, offer: CampaignSeed, reward: Reward, depositMinor: number, nowMs: number): void {
  const { currency } = account;
  if (reward.type === 'freespins') {
    const id = state.games.freespins.reduce((max, pack) => Math.max(max, pack.id), 0) + 1;
    state.games.freespins.push({ id, uid: account.uid, sysname: reward.game, totalCount: reward.count, remainingCount: reward.count, betMinor: toMinor(BET_LIMITS[currency].min, currency), expiredAt: Math.floor((nowMs + 7 * DAY_MS) / 1000) });
    return;
  }
  if (reward.type === 'cashback') return; // the weekly cashback (mocks/state/cashbacks.ts) already runs; taking the promotion is recorded
  const amountMinor = Math.min(Math.floor((depositMinor * reward.percent) / 100), scaled(reward.maxUzs, currency));
  if (amountMinor <= 0) return;
  state.bonuses.grant(
    state.wallet,
    {
      uid: account.uid,
      kind: reward.type === 'betting_bonus' ? 'betting' : 'casino',
      amountMinor,
      currency,
      requiredMinor: amountMinor * reward.wager,
      multiplier: reward.wager,
      maxBetMinor: reward.type === 'bonus' ? grantedMaxBet(currency) : null,
      lastsDays: 30,
      title: offer.title,
      text: offer.subtitle,
    },
    nowMs,
    true,
  );
}
