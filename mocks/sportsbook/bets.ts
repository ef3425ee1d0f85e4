/**
 * The sandbox sportsbook's bets (decision 017): placement through the platform's wallet ledger with an idempotency key,
 * settlement on the sandbox clock, and cash-out with an acceptance delay. Pure state: the HTTP side is routes.ts.
 *
 * Money rules (documented in mocks/README.md):
 * - A bet's stake is one ledger entry (`sport_bet`, ref `sport:<bet id>`) on the main or the betting-bonus balance.
 *   The same key from the same player answers the first bet and moves nothing again.
 * - A main-money bet wagers the active betting bonus once, when its stake entry is posted (a replay does not): the
 *   whole stake counts when every selection has odds of at least BONUS_MIN_ODDS, nothing otherwise
 *   (BonusState.wager, which converts the bonus money to main when the requirement is reached).
 * - Settlement: when the last event of a bet finishes; a cancelled event's selection is void (odds 1). Winnings of
 *   main-money bets go to the main balance; a betting-bonus bet is a free bet: its profit (payout minus stake) goes to
 *   the main balance, and a void bonus bet returns its stake to the betting-bonus balance.
 * - Cash-out (main-money singles and accumulators): the value follows the live odds; a request waits
 *   CASHOUT_DELAY_MS of sandbox clock and is refused if the value at that moment differs from the one quoted. Either
 *   refusal for a changed price carries the value then, so the frame can offer it in one tap.
 */
import { BETTING_MIN_ODDS } from '../state/bonuses.ts';
import type { SandboxState } from '../state/index.ts';
import { toMajor, type Currency } from '../state/money.ts';
import { LIMIT_CODE, PlayLimitRefusal, admitStake, refusalDetails } from '../state/play-limits.ts';
import { InsufficientFundsError } from '../state/wallet.ts';
import { findOutcome, offers, parseSelection, planOf, selectionResult, statusAt } from './feed.ts';
import { playRefusal } from '../api/identification.ts';

export type BetType = 'single' | 'acca' | 'system';
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';
export type OddsPolicy = 'none' | 'higher' | 'all';
export type StakeSource = 'main' | 'betting_bonus';

export const CASHOUT_DELAY_MS = 3000;
export const CASHOUT_MARGIN = 0.05;
export const MAX_SELECTIONS = 12;
/** The smallest odds of every selection of a betting-bonus bet, and of a main-money bet that wagers a betting bonus (BettingBonuses.get's min_odds). */
export const BONUS_MIN_ODDS = BETTING_MIN_ODDS;

/** Per bet, in major units: the smallest and largest stake, the largest payout, and the slip's presets. */
export const SPORT_LIMITS: Readonly<Record<Currency, { min: number; max: number; maxPayout: number; presets: readonly number[] }>> = {
  UZS: { min: 1000, max: 5_000_000, maxPayout: 100_000_000, presets: [5000, 10_000, 50_000, 100_000] },
  RUB: { min: 10, max: 50_000, maxPayout: 1_000_000, presets: [50, 100, 500, 1000] },
  USD: { min: 0.5, max: 500, maxPayout: 10_000, presets: [1, 5, 10, 50] },
};

export type SportErrorCode =
  | 'INVALID_REQUEST'
  | 'SIGN_IN'
  | 'SELECTION_UNKNOWN'
  | 'EVENT_NOT_OFFERED'
  | 'EVENT_CLOSED'
  | 'SAME_EVENT'
  | 'SUSPENDED'
  | 'ODDS_CHANGED'
  | 'STAKE_TOO_LOW'
  | 'STAKE_TOO_HIGH'
  | 'PAYOUT_TOO_HIGH'
  | 'INSUFFICIENT_FUNDS'
  | 'LOSS_LIMIT'
  | 'STAKE_LIMIT'
  | 'NO_BETTING_BONUS'
  | 'BONUS_MIN_ODDS'
  | 'KEY_CONFLICT'
  | 'NOT_FOUND'
  | 'CASHOUT_UNAVAILABLE'
  | 'CASHOUT_PRICE_CHANGED'
  | 'CASHOUT_AMOUNT'
  | 'TOO_MANY_STREAMS'
  | 'VERIFICATION_REQUIRED';

const STATUS: Readonly<Record<SportErrorCode, number>> = {
  INVALID_REQUEST: 400,
  SIGN_IN: 401,
  SELECTION_UNKNOWN: 400,
  EVENT_NOT_OFFERED: 409,
  EVENT_CLOSED: 409,
  SAME_EVENT: 409,
  SUSPENDED: 409,
  ODDS_CHANGED: 409,
  STAKE_TOO_LOW: 400,
  STAKE_TOO_HIGH: 400,
  PAYOUT_TOO_HIGH: 400,
  INSUFFICIENT_FUNDS: 402,
  // The player's own limits (decision 032): the platform's status for its LossLimitExceededException and StakeLimitExceededException.
  LOSS_LIMIT: 422,
  STAKE_LIMIT: 422,
  NO_BETTING_BONUS: 409,
  BONUS_MIN_ODDS: 409,
  KEY_CONFLICT: 409,
  NOT_FOUND: 404,
  CASHOUT_UNAVAILABLE: 409,
  CASHOUT_PRICE_CHANGED: 409,
  CASHOUT_AMOUNT: 400,
  TOO_MANY_STREAMS: 429,
  VERIFICATION_REQUIRED: 403,
};

/** The sportsbook's own refusals (a provider's API, not the platform's catalogue): codes the frame translates. */
export class SportError extends Error {
  override readonly name = 'SportError';
  constructor(
    readonly code: SportErrorCode,
    message: string,
    /** e.g. the selections concerned and their odds now. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export interface BetSelection {
  readonly id: string;
  readonly eventId: number;
  /** Odds taken. */
  readonly odds: number;
}

export interface Cashout {
  readonly at: number;
  readonly amountMinor: number;
  /** The part of the stake cashed out. */
  readonly stakeMinor: number;
}

export interface SportBet {
  readonly id: number;
  readonly uid: number;
  readonly key: string;
  readonly fingerprint: string;
  readonly type: BetType;
  readonly systemSize: number | null;
  readonly selections: readonly BetSelection[];
  readonly originalStakeMinor: number;
  /** The stake still riding (less after a partial cash-out). */
  stakeMinor: number;
  readonly source: StakeSource;
  readonly currency: Currency;
  readonly placedAt: number;
  status: BetStatus;
  /** Everything paid back so far: cash-outs and the settlement (minor units). */
  payoutMinor: number;
  settledAt: number | null;
  readonly cashouts: Cashout[];
}

export interface CashoutRequest {
  readonly id: number;
  readonly uid: number;
  readonly key: string;
  readonly betId: number;
  readonly amountMinor: number;
  readonly quotedMinor: number;
  readonly requestedAt: number;
  readonly acceptAt: number;
  status: 'pending' | 'accepted' | 'refused';
  reason: SportErrorCode | null;
  /** A refusal for a changed price: the whole bet's value at that moment, so the player can be offered it at once. */
  valueNowMinor: number | null;
}

export interface PlaceRequest {
  readonly key: string;
  readonly type: BetType;
  readonly systemSize: number | null;
  readonly selections: readonly { readonly id: string; readonly odds: number }[];
  readonly stakeMinor: number;
  readonly source: StakeSource;
  readonly policy: OddsPolicy;
}

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export function isKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, size - 1).map((combo) => [first, ...combo]), ...combinations(rest, size)];
}

export function combinationCount(n: number, k: number): number {
  let result = 1;
  for (let index = 1; index <= k; index++) result = (result * (n - index + 1)) / index;
  return Math.round(result);
}

/** The bet's lines: one for a single or an accumulator, C(n, k) for a system k/n. */
export function linesOf(bet: Pick<SportBet, 'type' | 'systemSize' | 'selections'>): BetSelection[][] {
  return bet.type === 'system' && bet.systemSize !== null ? combinations(bet.selections, bet.systemSize) : [[...bet.selections]];
}

function product(values: readonly number[]): number {
  return values.reduce((total, value) => total * value, 1);
}

/** Most a bet could pay (every selection won), minor units. */
export function potentialPayoutMinor(bet: Pick<SportBet, 'type' | 'systemSize' | 'selections' | 'stakeMinor'>): number {
  const lines = linesOf(bet);
  const perLine = bet.stakeMinor / lines.length;
  return Math.floor(lines.reduce((total, line) => total + perLine * product(line.map((selection) => selection.odds)), 0));
}

/** A frame's launch: the player (or a guest) and the platform session it belongs to. */
export interface SportLaunch {
  readonly uid: number | null;
  readonly sid: string | null;
  readonly at: number;
}

const MAX_LAUNCHES = 5000;

export class SportsbookState {
  readonly bets: SportBet[] = [];
  readonly launches = new Map<string, SportLaunch>();
  readonly cashouts: CashoutRequest[] = [];
  private readonly byKey = new Map<string, SportBet>();
  private readonly cashoutByKey = new Map<string, CashoutRequest>();

  addLaunch(token: string, launch: SportLaunch): void {
    // Bounded under guest traffic (decision 023: the sandbox's memory stays bounded): the oldest launches go first.
    for (const oldest of this.launches.keys()) {
      if (this.launches.size < MAX_LAUNCHES) break;
      this.launches.delete(oldest);
    }
    this.launches.set(token, launch);
  }

  betsOf(uid: number): SportBet[] {
    return this.bets.filter((bet) => bet.uid === uid).reverse();
  }

  bet(uid: number, id: number): SportBet {
    const bet = this.bets.find((candidate) => candidate.uid === uid && candidate.id === id);
    if (!bet) throw new SportError('NOT_FOUND', 'No such bet');
    return bet;
  }

  place(state: SandboxState, uid: number, currency: Currency, request: PlaceRequest, now: number): { bet: SportBet; replayed: boolean } {
    const fingerprint = JSON.stringify([request.type, request.systemSize, request.selections.map((selection) => selection.id), request.stakeMinor, request.source]);
    const previous = this.byKey.get(`${uid}:${request.key}`);
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw new SportError('KEY_CONFLICT', 'This key belongs to another bet');
      return { bet: previous, replayed: true };
    }
    // Decision 033: no bet from a player who is not identified while identification before play is on. The book tells
    // which step the platform asks for (`step`: the profile first, or the documents) and whether a review is under way.
    const player = state.accounts.get(uid);
    const refusal = player ? playRefusal(state, player, 'bet', now) : undefined;
    if (refusal) {
      throw new SportError('VERIFICATION_REQUIRED', refusal.message, { step: refusal.type === 'KycUserProfileException' ? 'profile' : 'verification', pending: refusal.errorData.identification?.[0] === 'PENDING' });
    }
    const count = request.selections.length;
    if (count === 0 || count > MAX_SELECTIONS) throw new SportError('INVALID_REQUEST', `A bet has 1 to ${MAX_SELECTIONS} selections`);
    if (request.type === 'single' && count !== 1) throw new SportError('INVALID_REQUEST', 'A single has one selection');
    if (request.type === 'acca' && count < 2) throw new SportError('INVALID_REQUEST', 'An accumulator has at least two selections');
    if (request.type === 'system' && (count < 3 || request.systemSize === null || request.systemSize < 2 || request.systemSize >= count)) {
      throw new SportError('INVALID_REQUEST', 'A system k/n has n of 3 or more and k from 2 to n-1');
    }

    const taken: BetSelection[] = [];
    const changed: { id: string; odds: number }[] = [];
    const suspended: string[] = [];
    const events = new Set<number>();
    let sameEvent = false;
    for (const wanted of request.selections) {
      const parsed = parseSelection(wanted.id);
      const found = parsed && findOutcome(wanted.id, now);
      if (!parsed || !found) throw new SportError('SELECTION_UNKNOWN', `Unknown selection ${wanted.id}`, { selections: [wanted.id] });
      // Decision 034: an event the market rule leaves out takes no bet, whoever knows its id.
      if (!offers(state.settings.sportsbookMarket, found.plan)) throw new SportError('EVENT_NOT_OFFERED', 'This event is not offered under the market rule', { selections: [wanted.id] });
      const status = statusAt(found.plan, now);
      if (status !== 'upcoming' && status !== 'live') throw new SportError('EVENT_CLOSED', 'The event is over', { selections: [wanted.id] });
      if (events.has(parsed.eventId)) sameEvent = true;
      events.add(parsed.eventId);
      if (found.market.status !== 'active') suspended.push(wanted.id);
      const current = found.outcome.odds;
      const moved = request.policy === 'none' ? current !== wanted.odds : request.policy === 'higher' ? current < wanted.odds : false;
      if (moved) changed.push({ id: wanted.id, odds: current });
      taken.push({ id: wanted.id, eventId: parsed.eventId, odds: current });
    }
    if (sameEvent && request.type !== 'single') throw new SportError('SAME_EVENT', 'Selections of one event cannot be combined');
    if (suspended.length > 0) throw new SportError('SUSPENDED', 'A market is suspended', { selections: suspended });
    if (changed.length > 0) throw new SportError('ODDS_CHANGED', 'The odds have changed', { selections: changed });

    const limits = SPORT_LIMITS[currency];
    const stake = toMajor(request.stakeMinor, currency);
    if (stake < limits.min) throw new SportError('STAKE_TOO_LOW', `The stake is at least ${limits.min} ${currency}`, { min: limits.min });
    if (stake > limits.max) throw new SportError('STAKE_TOO_HIGH', `The stake is at most ${limits.max} ${currency}`, { max: limits.max });
    const draft = { type: request.type, systemSize: request.type === 'system' ? request.systemSize : null, selections: taken, stakeMinor: request.stakeMinor };
    if (toMajor(potentialPayoutMinor(draft), currency) > limits.maxPayout) {
      throw new SportError('PAYOUT_TOO_HIGH', `A bet pays at most ${limits.maxPayout} ${currency}`, { max_payout: limits.maxPayout });
    }

    const bonus = request.source === 'betting_bonus' ? state.bonuses.active(uid, 'betting') : undefined;
    if (request.source === 'betting_bonus') {
      if (!bonus) throw new SportError('NO_BETTING_BONUS', 'No betting bonus is active');
      const low = taken.filter((selection) => selection.odds < BONUS_MIN_ODDS).map((selection) => selection.id);
      if (low.length > 0) throw new SportError('BONUS_MIN_ODDS', `Bonus bets need odds of ${BONUS_MIN_ODDS} or more`, { selections: low, min_odds: BONUS_MIN_ODDS });
    }

    const id = this.bets.length + 1;
    try {
      // Decision 032: the player's loss and stake limits see every stake, the betting bonus's too, before it is posted.
      admitStake(state.accounts.get(uid), state.wallet, request.stakeMinor, now);
      state.wallet.postOnce(uid, request.source, -request.stakeMinor, 'sport_bet', now, `sport:${id}`);
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new SportError('INSUFFICIENT_FUNDS', 'Not enough money for this stake');
      if (error instanceof PlayLimitRefusal) throw new SportError(LIMIT_CODE[error.type], error.message, refusalDetails(error, currency));
      throw error;
    }
    if (bonus) bonus.heldMinor = Math.max(0, (bonus.heldMinor ?? 0) - request.stakeMinor);
    // Decision 011: real money wagers the active betting bonus (bonus money does not), once per placed bet.
    if (request.source === 'main') state.bonuses.wager(state.wallet, uid, request.stakeMinor, { kind: 'betting', odds: taken.map((selection) => selection.odds) }, now);
    // Decision 018: real-money sports bets earn loyalty points as casino bets do (bonus money earns none).
    if (request.source === 'main') state.loyalty.wager(uid, currency, request.stakeMinor, now);
    const bet: SportBet = {
      id,
      uid,
      key: request.key,
      fingerprint,
      ...draft,
      originalStakeMinor: request.stakeMinor,
      source: request.source,
      currency,
      placedAt: now,
      status: 'open',
      payoutMinor: 0,
      settledAt: null,
      cashouts: [],
    };
    this.bets.push(bet);
    this.byKey.set(`${uid}:${request.key}`, bet);
    return { bet, replayed: false };
  }

  /** Settles every open bet whose events are over, and answers cash-out requests whose delay has passed. */
  settle(state: SandboxState, now: number): void {
    for (const request of this.cashouts) if (request.status === 'pending' && request.acceptAt <= now) this.resolveCashout(state, request);
    for (const bet of this.bets) if (bet.status === 'open') this.settleBet(state, bet, now);
  }

  private settleBet(state: SandboxState, bet: SportBet, now: number): void {
    const results = new Map<string, 'won' | 'lost' | 'void'>();
    let settledAt = bet.placedAt;
    for (const selection of bet.selections) {
      const result = selectionResult(selection.id, now);
      if (result === undefined) return;
      results.set(selection.id, result);
      const plan = planOf(selection.eventId);
      settledAt = Math.max(settledAt, result === 'void' ? plan.startsAt : plan.endsAt);
    }
    const lines = linesOf(bet);
    const perLine = bet.stakeMinor / lines.length;
    let payout = 0;
    for (const line of lines) {
      if (line.some((selection) => results.get(selection.id) === 'lost')) continue;
      payout += perLine * product(line.map((selection) => (results.get(selection.id) === 'void' ? 1 : selection.odds)));
    }
    const payoutMinor = Math.floor(payout);
    const allVoid = [...results.values()].every((result) => result === 'void');
    bet.status = allVoid ? 'void' : payoutMinor > 0 ? 'won' : 'lost';
    bet.settledAt = settledAt;
    if (payoutMinor > 0) {
      const ref = `sport:${bet.id}`;
      if (bet.source === 'main') state.wallet.postOnce(bet.uid, 'main', payoutMinor, bet.status === 'void' ? 'sport_void' : 'sport_win', settledAt, ref);
      else if (bet.status === 'void') {
        state.wallet.postOnce(bet.uid, 'betting_bonus', payoutMinor, 'sport_void', settledAt, ref);
        const bonus = state.bonuses.active(bet.uid, 'betting');
        if (bonus) bonus.heldMinor = (bonus.heldMinor ?? 0) + payoutMinor;
      } else if (payoutMinor > bet.stakeMinor) state.wallet.postOnce(bet.uid, 'main', payoutMinor - bet.stakeMinor, 'sport_win', settledAt, ref);
    }
    bet.payoutMinor += bet.source === 'betting_bonus' && bet.status === 'won' ? Math.max(0, payoutMinor - bet.stakeMinor) : payoutMinor;
  }

  /** What cashing the whole bet out pays at `now` (minor units), or undefined when cash-out is not offered now. */
  cashoutValue(bet: SportBet, now: number): number | undefined {
    if (bet.status !== 'open' || bet.source !== 'main' || bet.type === 'system' || bet.stakeMinor <= 0) return undefined;
    let ratio = 1;
    for (const selection of bet.selections) {
      const result = selectionResult(selection.id, now);
      if (result === 'lost') return undefined;
      if (result === 'won') {
        ratio *= selection.odds;
        continue;
      }
      if (result === 'void') continue;
      const found = findOutcome(selection.id, now);
      if (!found || found.market.status !== 'active') return undefined;
      ratio *= selection.odds / found.outcome.odds;
    }
    const value = Math.floor(bet.stakeMinor * ratio * (1 - CASHOUT_MARGIN));
    return value > 0 ? value : undefined;
  }

  /**
   * Asks to cash out `amountMinor` (all of the value quoted, or a part of it). Refused at once when the value is no
   * longer the one quoted; otherwise it waits CASHOUT_DELAY_MS and is settled by `settle`.
   */
  requestCashout(state: SandboxState, uid: number, input: { key: string; betId: number; amountMinor: number; quotedMinor: number }, now: number): { request: CashoutRequest; replayed: boolean } {
    const previous = this.cashoutByKey.get(`${uid}:${input.key}`);
    if (previous) {
      if (previous.betId !== input.betId || previous.amountMinor !== input.amountMinor) throw new SportError('KEY_CONFLICT', 'This key belongs to another cash-out');
      return { request: previous, replayed: true };
    }
    const bet = this.bet(uid, input.betId);
    if (this.cashouts.some((request) => request.betId === bet.id && request.status === 'pending')) throw new SportError('CASHOUT_UNAVAILABLE', 'A cash-out of this bet is already being accepted');
    const value = this.cashoutValue(bet, now);
    if (value === undefined) throw new SportError('CASHOUT_UNAVAILABLE', 'Cash-out is not available for this bet now');
    if (value !== input.quotedMinor) throw new SportError('CASHOUT_PRICE_CHANGED', 'The cash-out value has changed', { value: toMajor(value, bet.currency) });
    const minimum = Math.round(SPORT_LIMITS[bet.currency].min * 100);
    if (input.amountMinor <= 0 || input.amountMinor > value || (input.amountMinor < value && input.amountMinor < minimum)) {
      throw new SportError('CASHOUT_AMOUNT', 'The amount is more than the value or less than the smallest stake', { value: toMajor(value, bet.currency) });
    }
    const request: CashoutRequest = {
      id: this.cashouts.length + 1,
      uid,
      key: input.key,
      betId: bet.id,
      amountMinor: input.amountMinor,
      quotedMinor: value,
      requestedAt: now,
      acceptAt: now + CASHOUT_DELAY_MS,
      status: 'pending',
      reason: null,
      valueNowMinor: null,
    };
    this.cashouts.push(request);
    this.cashoutByKey.set(`${uid}:${input.key}`, request);
    return { request, replayed: false };
  }

  cashoutRequest(uid: number, id: number): CashoutRequest {
    const request = this.cashouts.find((candidate) => candidate.uid === uid && candidate.id === id);
    if (!request) throw new SportError('NOT_FOUND', 'No such cash-out');
    return request;
  }

  private resolveCashout(state: SandboxState, request: CashoutRequest): void {
    const bet = this.bet(request.uid, request.betId);
    // The price at the end of the delay decides: any change in between refuses the request.
    const value = bet.status === 'open' && bet.settledAt === null ? this.cashoutValue(bet, request.acceptAt) : undefined;
    if (value !== request.quotedMinor) {
      request.status = 'refused';
      request.reason = value === undefined ? 'CASHOUT_UNAVAILABLE' : 'CASHOUT_PRICE_CHANGED';
      request.valueNowMinor = value ?? null;
      return;
    }
    const full = request.amountMinor === value;
    const stakePart = full ? bet.stakeMinor : Math.floor((bet.stakeMinor * request.amountMinor) / value);
    state.wallet.postOnce(bet.uid, 'main', request.amountMinor, 'sport_cashout', request.acceptAt, `sport:${bet.id}:cashout:${request.id}`);
    bet.stakeMinor -= stakePart;
    bet.payoutMinor += request.amountMinor;
    bet.cashouts.push({ at: request.acceptAt, amountMinor: request.amountMinor, stakeMinor: stakePart });
    if (full || bet.stakeMinor <= 0) {
      bet.stakeMinor = 0;
      bet.status = 'cashed_out';
      bet.settledAt = request.acceptAt;
    }
    request.status = 'accepted';
  }
}
