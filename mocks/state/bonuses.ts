/**
 * The player's casino and betting bonuses with real wagering (decision 011). A bonus's money sits on the `bonus`
 * (or `betting_bonus`) balance while it lives (`heldMinor`, posted through the ledger); real-money bets on the
 * main balance advance its wagering (casino rounds by the game type's contribution, sports bets by their stake when
 * every selection meets the minimum odds); when `wagered` reaches `required` the
 * held money converts to the main balance, and when the bonus expires (sandbox clock) or is removed it is burnt.
 * Every move is a keyed ledger entry (`postOnce`), so the ledger invariant (integer minor units, never
 * negative, one entry per operation) holds. One casino bonus wagers at a time.
 */
import type { BonusStatus } from '../../src/api/bonuses.ts';
import type { Locale } from './accounts.ts';
import type { Currency } from './money.ts';
import type { BalanceKind, Wallet } from './wallet.ts';

export type BonusKind = 'casino' | 'betting';

/** Game types as wagering counts them (decision 011: slots 100 %, live 10 %, others 50 %). */
export const WAGER_CONTRIBUTION = { slots: 100, live: 10, other: 50 } as const;
export type WagerGameType = keyof typeof WAGER_CONTRIBUTION;

/**
 * The smallest odds every selection of a sports bet needs to count toward a betting bonus's wagering, and to be
 * staked from the betting-bonus balance (BettingBonuses.get's `min_odds`; the sandbox sportsbook's BONUS_MIN_ODDS).
 */
export const BETTING_MIN_ODDS = 1.5;

/** What a real-money bet wagers: a casino round of a game type, or a sports bet with the odds of its selections. */
export type WagerOn = { readonly kind: 'casino'; readonly gameType: WagerGameType } | { readonly kind: 'betting'; readonly odds: readonly number[] };

/** A sports bet counts for a betting bonus only when every one of its selections meets the minimum odds. */
export function countsForBettingBonus(odds: readonly number[]): boolean {
  return odds.length > 0 && odds.every((value) => value >= BETTING_MIN_ODDS);
}

export interface BonusRecord {
  readonly id: number;
  readonly uid: number;
  /** Casino bonuses wager on the `bonus` balance, betting bonuses on `betting_bonus`. */
  readonly kind?: BonusKind;
  status: BonusStatus;
  /** Minor units. */
  readonly amountMinor: number;
  readonly currency: Currency;
  /** The wagering requirement, minor units: `wageredMinor` of `requiredMinor`. */
  wageredMinor: number;
  readonly requiredMinor: number;
  /** Bonus money on the bonus balance that belongs to this bonus now (minor units). */
  heldMinor?: number;
  /** Whether the bonus money was ever credited (an available bonus is credited when activated). */
  credited?: boolean;
  /** The largest real-money bet while wagering, minor units (null: no limit). */
  readonly maxBetMinor?: number | null;
  /** The wagering multiplier (required = amount x multiplier). */
  readonly multiplier?: number;
  /** Days an available bonus lasts once activated. */
  readonly lastsDays?: number;
  /** Unix seconds. */
  readonly createdAt: number;
  expiredAt: number | null;
  /** Unix seconds the bonus finished, was converted, burnt or removed. */
  endedAt?: number | null;
  readonly title: Readonly<Record<Locale, string>>;
  readonly text: Readonly<Record<Locale, string>>;
}

/** Why a bonus operation is refused; the API turns each into a catalogue error. */
export class BonusRefusal extends Error {
  override readonly name = 'BonusRefusal';
  constructor(
    readonly key: 'NOT_FOUND' | 'NOT_AVAILABLE' | 'NOT_ACTIVE' | 'ANOTHER_ACTIVE' | 'ALREADY_ENDED',
    message: string,
  ) {
    super(message);
  }
}

const DAY_S = 86_400;

function balanceOf(record: BonusRecord): BalanceKind {
  return record.kind === 'betting' ? 'betting_bonus' : 'bonus';
}

function isLive(record: BonusRecord): boolean {
  return record.status === 'active' || record.status === 'available' || record.status === 'wagering';
}

export class BonusState {
  private readonly records: BonusRecord[] = [];
  private nextId = 1;

  add(record: BonusRecord): void {
    if (this.records.some((entry) => entry.id === record.id)) throw new Error(`Bonus ${record.id} exists`);
    this.records.push(record);
    if (record.id >= this.nextId) this.nextId = record.id + 1;
  }

  /** Grants a new bonus (an offer, a promo code, a first deposit): available until the player activates it, or active at once. */
  grant(wallet: Wallet, input: Omit<BonusRecord, 'id' | 'status' | 'wageredMinor' | 'heldMinor' | 'credited' | 'expiredAt' | 'createdAt'>, nowMs: number, activate: boolean): BonusRecord {
    const record: BonusRecord = { ...input, id: this.nextId, status: 'available', wageredMinor: 0, heldMinor: 0, credited: false, createdAt: Math.floor(nowMs / 1000), expiredAt: null };
    this.add(record);
    if (activate && !this.active(record.uid, record.kind ?? 'casino')) this.activate(wallet, record.uid, record.id, record.kind ?? 'casino', nowMs);
    return record;
  }

  get(uid: number, id: number, kind: BonusKind): BonusRecord {
    const record = this.records.find((entry) => entry.uid === uid && entry.id === id && (entry.kind ?? 'casino') === kind);
    if (!record) throw new BonusRefusal('NOT_FOUND', 'No such bonus');
    return record;
  }

  active(uid: number, kind: BonusKind): BonusRecord | undefined {
    return this.records.find((entry) => entry.uid === uid && (entry.kind ?? 'casino') === kind && entry.status === 'active');
  }

  /** Starts wagering: the first activation credits the bonus money and starts the expiry clock. */
  activate(wallet: Wallet, uid: number, id: number, kind: BonusKind, nowMs: number): BonusRecord {
    this.settle(wallet, uid, nowMs);
    const record = this.get(uid, id, kind);
    if (record.status === 'active') return record;
    if (record.status !== 'available') throw new BonusRefusal('NOT_AVAILABLE', 'This bonus can no longer be activated');
    if (this.active(uid, kind)) throw new BonusRefusal('ANOTHER_ACTIVE', 'Another bonus is being wagered; deactivate or remove it first');
    if (!record.credited) {
      wallet.postOnce(uid, balanceOf(record), record.amountMinor, 'bonus_credit', nowMs, `bonus:${record.id}`);
      record.heldMinor = record.amountMinor;
      record.credited = true;
      record.expiredAt = Math.floor(nowMs / 1000) + (record.lastsDays ?? 30) * DAY_S;
    }
    record.status = 'active';
    return record;
  }

  /** Pauses wagering: the bonus goes back to the available ones, its money and progress kept. */
  deactivate(wallet: Wallet, uid: number, id: number, nowMs: number): BonusRecord {
    this.settle(wallet, uid, nowMs);
    const record = this.get(uid, id, 'casino');
    if (record.status !== 'active') throw new BonusRefusal('NOT_ACTIVE', 'Only an active bonus can be deactivated');
    record.status = 'available';
    return record;
  }

  /** The player gives the bonus up: its money is burnt. */
  remove(wallet: Wallet, uid: number, id: number, kind: BonusKind, nowMs: number): BonusRecord {
    this.settle(wallet, uid, nowMs);
    const record = this.get(uid, id, kind);
    if (!isLive(record)) throw new BonusRefusal('ALREADY_ENDED', 'This bonus has already ended');
    this.burn(wallet, record, 'bonus_remove', 'canceled', nowMs);
    return record;
  }

  /** Expires what the sandbox clock has passed (its money burnt at the expiry time). */
  settle(wallet: Wallet, uid: number, nowMs: number): void {
    const now = Math.floor(nowMs / 1000);
    for (const record of this.records) {
      if (record.uid === uid && isLive(record) && record.expiredAt !== null && record.expiredAt <= now) {
        this.burn(wallet, record, 'bonus_expire', 'expired', record.expiredAt * 1000);
      }
    }
  }

  /** The largest real-money bet the active casino bonus allows, minor units, or null. */
  maxBet(wallet: Wallet, uid: number, nowMs: number): { minor: number; currency: Currency } | null {
    this.settle(wallet, uid, nowMs);
    const record = this.active(uid, 'casino');
    return record && record.maxBetMinor != null ? { minor: record.maxBetMinor, currency: record.currency } : null;
  }

  /**
   * A real-money bet on the main balance (its ledger entry posted, once: callers wager only when they post the
   * bet's entry, never on a replay) advances the active bonus of the bet's kind. A casino round counts its bet x the
   * game type's share toward the active casino bonus. A sports bet counts its whole stake toward the active betting
   * bonus, but only when every selection has odds of at least BETTING_MIN_ODDS (one low-odds selection and the bet
   * counts nothing, as operators' terms say). At the requirement the held money converts to the main balance.
   */
  wager(wallet: Wallet, uid: number, betMinor: number, on: WagerOn, nowMs: number): void {
    this.settle(wallet, uid, nowMs);
    const record = this.active(uid, on.kind);
    if (!record) return;
    const counted = on.kind === 'casino' ? Math.floor((betMinor * WAGER_CONTRIBUTION[on.gameType]) / 100) : countsForBettingBonus(on.odds) ? betMinor : 0;
    if (counted <= 0) return;
    record.wageredMinor = Math.min(record.requiredMinor, record.wageredMinor + counted);
    if (record.wageredMinor < record.requiredMinor) return;
    const held = Math.min(record.heldMinor ?? 0, wallet.balance(uid, balanceOf(record)));
    if (held > 0) {
      wallet.postOnce(uid, balanceOf(record), -held, 'bonus_convert', nowMs, `bonus:${record.id}`);
      wallet.postOnce(uid, 'main', held, 'bonus_convert', nowMs, `bonus:${record.id}:main`);
    }
    record.heldMinor = 0;
    record.status = 'finished';
    record.endedAt = Math.floor(nowMs / 1000);
  }

  private burn(wallet: Wallet, record: BonusRecord, reason: string, status: BonusStatus, atMs: number): void {
    const held = Math.min(record.heldMinor ?? 0, wallet.balance(record.uid, balanceOf(record)));
    if (held > 0) wallet.postOnce(record.uid, balanceOf(record), -held, reason, atMs, `bonus:${record.id}`);
    record.heldMinor = 0;
    record.status = status;
    record.endedAt = Math.floor(atMs / 1000);
  }


  /** The player's bonuses of one kind, newest first (ties by id), so pages are stable. */
  list(uid: number, kind: BonusKind = 'casino'): BonusRecord[] {
    return this.records.filter((entry) => entry.uid === uid && (entry.kind ?? 'casino') === kind).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
}
