/**
 * A player's own spending limit over a rolling period (responsible gaming, SPEC §3 "Deposit limit"; README
 * "Security"). The deposit limit uses it; a loss or stake limit is the same rule over other amounts (losses,
 * stakes), so the rules live here, apart from what is counted:
 *
 * - The period rolls: what counts is every amount whose moment lies in the last `period` before now, whenever the
 *   limit was set or changed. Nothing "starts a new period": changing the limit (lower, higher, another period)
 *   never forgets what was already spent.
 * - A stricter limit protects the player and applies at once; a looser one (or none) waits LIMIT_INCREASE_DELAY_MS.
 * - An amount is admitted only when what the period holds plus the amount stays within the limit.
 */

export type LimitPeriod = 'day' | 'week' | 'month';
export type LimitPeriodSetting = LimitPeriod | 'none';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };
/** A looser limit (or none) waits this long before it replaces the current one. */
export const LIMIT_INCREASE_DELAY_MS = DAY_MS;

export interface LimitValue {
  period: LimitPeriodSetting;
  /** Minor units; null while no limit is set. */
  limitMinor: number | null;
}

export interface LimitSetting extends LimitValue {
  /** A looser limit (or none) waiting its delay: it replaces the current one at `at` (unix seconds). */
  pending?: (LimitValue & { at: number }) | undefined;
}

/** One amount that counts against a limit at a moment (unix ms): a deposit when it was paid, a stake when placed. */
export interface LimitUse {
  readonly at: number;
  readonly amountMinor: number;
}

export const NO_LIMIT: Readonly<LimitSetting> = { period: 'none', limitMinor: null };

function isActive(value: LimitValue): value is { period: LimitPeriod; limitMinor: number } {
  return value.period !== 'none' && value.limitMinor !== null;
}

/** A pending change whose delay has passed replaces the current limit. */
export function settleLimit(setting: LimitSetting, now: number): LimitSetting {
  const pending = setting.pending;
  if (!pending || pending.at * 1000 > now) return setting;
  return pending.limitMinor === null || pending.period === 'none' ? { ...NO_LIMIT } : { period: pending.period, limitMinor: pending.limitMinor };
}

/**
 * Stricter: it never lets through more in any rolling window than the current one does: no more money over a
 * period at least as long. Anything else (more money, a shorter period, no limit) is looser.
 */
export function isStricter(current: LimitValue, next: LimitValue): boolean {
  if (!isActive(next)) return false;
  if (!isActive(current)) return true;
  return next.limitMinor <= current.limitMinor && PERIOD_MS[next.period] >= PERIOD_MS[current.period];
}

/** The setting after the player asks for `next`: a stricter limit at once, a looser one after the delay. */
export function changeLimit(setting: LimitSetting, next: LimitValue, now: number): LimitSetting {
  const current = settleLimit(setting, now);
  if (isStricter(current, next)) return { period: next.period, limitMinor: next.limitMinor };
  return { period: current.period, limitMinor: current.limitMinor, pending: { ...next, at: Math.floor((now + LIMIT_INCREASE_DELAY_MS) / 1000) } };
}

export interface LimitWindow {
  /** What the rolling period holds now (minor units). */
  readonly usedMinor: number;
  /** The limit minus what is used, never below 0; null without a limit. */
  readonly availableMinor: number | null;
  /** When the oldest counted amount leaves the period and more becomes available (unix ms); null when nothing counts. */
  readonly releasesAt: number | null;
}

/** The current limit's rolling period at `now`, over the amounts that count against it. */
export function limitWindow(setting: LimitSetting, uses: Iterable<LimitUse>, now: number): LimitWindow {
  if (!isActive(setting)) return { usedMinor: 0, availableMinor: null, releasesAt: null };
  const length = PERIOD_MS[setting.period];
  let usedMinor = 0;
  let oldest: number | null = null;
  for (const use of uses) {
    // A period of `length` ending now holds the moments after now - length (the moment itself has left it).
    if (use.at > now || use.at <= now - length) continue;
    usedMinor += use.amountMinor;
    if (oldest === null || use.at < oldest) oldest = use.at;
  }
  return { usedMinor, availableMinor: Math.max(0, setting.limitMinor - usedMinor), releasesAt: oldest === null ? null : oldest + length };
}

/** Whether `amountMinor` more fits within the limit now. */
export function admits(window: LimitWindow, amountMinor: number): boolean {
  return window.availableMinor === null || amountMinor <= window.availableMinor;
}
