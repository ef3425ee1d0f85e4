/**
 * The loss and stake limits a player sets (decision 032; README "Player protection"): pure rules over the wallet
 * ledger, so every way to bet (the in-house games' rounds, the sportsbook's bets, bonus money too) meets the same
 * check, and the limits' settings follow ./limit-window.ts (a stricter limit at once, a looser one after 24 hours).
 *
 * The loss rule is built so that no sequence of bets, rounds, wins and cash-outs passes it (decision 032): a stake is
 * admitted only when, for every rolling window that will hold it, the net loss that window already holds plus the
 * stake (which may all be lost) stays within the limit. The windows that will hold a stake placed now start at any
 * moment of the last period, so what is "used" is the largest net loss since any such moment (a win that came before
 * later stakes leaves the window before them and cannot pay for them). A stake counts when it is placed, what comes
 * back (a win, a cash-out, a refund) when it is paid: an open sports bet counts as lost until it settles.
 */
import { ERROR_STATUS } from '../../src/api/errors.ts';
import { NO_LIMIT, PERIOD_MS, changeLimit, settleLimit, type LimitPeriod, type LimitSetting, type LimitUse, type LimitValue, type LimitWindow } from './limit-window.ts';
import { toMajor, type Currency } from './money.ts';
import type { LedgerEntry, Wallet } from './wallet.ts';

/**
 * A stake limit has no period. It is kept as a LimitSetting of a fixed period so that the stricter/looser rule and the
 * 24-hour wait are the deposit limit's own code (./limit-window.ts `changeLimit`): with one period on both sides,
 * stricter is simply a smaller amount.
 */
export const STAKE_PERIOD: LimitPeriod = 'day';

export interface PlayLimitsRecord {
  /** Net losses over a rolling day, week or month. */
  loss: LimitSetting;
  /** The largest single stake (period STAKE_PERIOD while set). */
  stake: LimitSetting;
}

export function noPlayLimits(): PlayLimitsRecord {
  return { loss: { ...NO_LIMIT }, stake: { ...NO_LIMIT } };
}

/** Ledger reasons of a stake (a casino round's bet, a sports bet, on any balance: bonus money counts too). */
const STAKE_REASONS: ReadonlySet<string> = new Set(['bet', 'sport_bet']);
/** Ledger reasons of money coming back from play: wins (free spins' too), a void bet's refund, a cash-out. */
const RETURN_REASONS: ReadonlySet<string> = new Set(['win', 'freespin_win', 'sport_win', 'sport_void', 'sport_cashout']);

/** The player's play as moves of the net loss: a stake adds its amount, money coming back takes its amount off. */
export function lossMoves(entries: readonly LedgerEntry[]): LimitUse[] {
  const moves: LimitUse[] = [];
  for (const entry of entries) {
    if (STAKE_REASONS.has(entry.reason) || RETURN_REASONS.has(entry.reason)) moves.push({ at: entry.at, amountMinor: -entry.delta });
  }
  return moves;
}

/**
 * The loss limit's window at `now`: `usedMinor` is the largest net loss since any moment of the last period (never
 * below 0); `releasesAt` is when it next falls by time alone (the latest moment that reaches it leaves the period).
 */
export function lossWindow(setting: LimitSetting, moves: Iterable<LimitUse>, now: number): LimitWindow {
  if (setting.period === 'none' || setting.limitMinor === null) return { usedMinor: 0, availableMinor: null, releasesAt: null };
  const length = PERIOD_MS[setting.period];
  // A period of `length` ending now holds the moments after now - length (the moment itself has left it).
  const inside = [...moves].filter((move) => move.at <= now && move.at > now - length).sort((a, b) => b.at - a.at);
  let since = 0;
  let usedMinor = 0;
  let from: number | null = null;
  for (let index = 0; index < inside.length; index++) {
    const move = inside[index] as LimitUse;
    since += move.amountMinor;
    // Moves at one moment are one step: a window starts before or after all of them.
    if (inside[index + 1]?.at === move.at) continue;
    if (since > usedMinor) {
      usedMinor = since;
      from = move.at;
    }
  }
  return { usedMinor, availableMinor: Math.max(0, setting.limitMinor - usedMinor), releasesAt: from === null ? null : from + length };
}

export type PlayLimitType = 'LossLimitExceededException' | 'StakeLimitExceededException';

/** A stake the player's own limit refuses: the limit, what is left of it, and when more is left (loss limit). */
export class PlayLimitRefusal extends Error {
  override readonly name = 'PlayLimitRefusal';
  /** The platform's status for the type (src/api/errors.ts): 422, a refusal the player can act on, not a fatal page. */
  readonly status: number;
  constructor(
    readonly type: PlayLimitType,
    readonly limitMinor: number,
    readonly availableMinor: number,
    /** The loss limit's period; null for the stake limit. */
    readonly period: LimitPeriod | null,
    /** Unix ms when more of the loss limit is available by time alone; null when only a win frees room (or a stake limit). */
    readonly releasesAt: number | null,
  ) {
    super(type === 'LossLimitExceededException' ? 'The stake would take the net loss past your loss limit' : 'The stake is above your stake limit');
    this.status = ERROR_STATUS[type];
  }
}

/** The record with pending changes whose 24 hours have passed applied (it is written back to the account). */
export function settlePlayLimits(record: PlayLimitsRecord, now: number): PlayLimitsRecord {
  return { loss: settleLimit(record.loss, now), stake: settleLimit(record.stake, now) };
}

/** The record after the player asks for a loss limit: stricter at once, looser (or none) after 24 hours. */
export function changeLossLimit(record: PlayLimitsRecord, next: LimitValue, now: number): PlayLimitsRecord {
  return { ...record, loss: changeLimit(record.loss, next, now) };
}

/** The record after the player asks for a stake limit (null: none): smaller at once, larger (or none) after 24 hours. */
export function changeStakeLimit(record: PlayLimitsRecord, limitMinor: number | null, now: number): PlayLimitsRecord {
  return { ...record, stake: changeLimit(record.stake, { period: limitMinor === null ? 'none' : STAKE_PERIOD, limitMinor }, now) };
}

/**
 * The refusal of a stake of `stakeMinor` at `now` by the limits in effect (settled), or undefined when they admit it.
 * The stake limit is checked first: it is the simpler thing for the player to act on (a smaller stake).
 */
export function refusalOf(record: PlayLimitsRecord, moves: Iterable<LimitUse>, stakeMinor: number, now: number): PlayLimitRefusal | undefined {
  const { loss, stake } = settlePlayLimits(record, now);
  if (stake.limitMinor !== null && stake.period !== 'none' && stakeMinor > stake.limitMinor) {
    return new PlayLimitRefusal('StakeLimitExceededException', stake.limitMinor, stake.limitMinor, null, null);
  }
  const window = lossWindow(loss, moves, now);
  if (window.availableMinor !== null && loss.limitMinor !== null && loss.period !== 'none' && stakeMinor > window.availableMinor) {
    return new PlayLimitRefusal('LossLimitExceededException', loss.limitMinor, window.availableMinor, loss.period, window.releasesAt);
  }
  return undefined;
}

/**
 * The check every way to bet makes before its stake is posted (mocks/games/rounds.ts, mocks/sportsbook/bets.ts): the
 * account's pending changes whose 24 hours passed are applied, and a stake its limits refuse throws PlayLimitRefusal.
 */
export function admitStake(account: { uid: number; playLimits?: PlayLimitsRecord | undefined } | undefined, wallet: Wallet, stakeMinor: number, now: number): void {
  if (!account?.playLimits) return;
  account.playLimits = settlePlayLimits(account.playLimits, now);
  const refusal = refusalOf(account.playLimits, lossMoves(wallet.entries(account.uid)), stakeMinor, now);
  if (refusal) throw refusal;
}

/** The code a provider's API (the game server, the sportsbook) answers a refusal with, beside the platform's type. */
export const LIMIT_CODE = { LossLimitExceededException: 'LOSS_LIMIT', StakeLimitExceededException: 'STAKE_LIMIT' } as const satisfies Record<PlayLimitType, string>;

/** What a provider's refusal carries beside its code: the platform's error type and error_data (refusalData). */
export function refusalDetails(refusal: PlayLimitRefusal, currency: Currency): { type: PlayLimitType; error_data: Record<string, string[]> } {
  return { type: refusal.type, error_data: refusalData(refusal, currency) };
}

/**
 * The refusal in the platform's error shape (src/api/errors.ts `errorData`: field -> strings): `limit` and `available`
 * in major units of `currency`, the loss limit's `period`, and `resets_at` (unix seconds) when more is left by time.
 */
export function refusalData(refusal: PlayLimitRefusal, currency: Currency): Record<string, string[]> {
  const data: Record<string, string[]> = {
    limit: [String(toMajor(refusal.limitMinor, currency))],
    available: [String(toMajor(refusal.availableMinor, currency))],
    currency: [currency],
  };
  if (refusal.period !== null) data.period = [refusal.period];
  if (refusal.releasesAt !== null) data.resets_at = [String(Math.ceil(refusal.releasesAt / 1000))];
  return data;
}
