/**
 * The player's session-time limit (docs/decisions/035-net-position-and-session-limit.md): a session lasts at most
 * `minutes`, counted from the first of the player's open sessions; then every session of the player ends and no
 * sign-in is admitted until `breakMinutes` after the session's end.
 *
 * Changes follow the deposit limit's rule (./limit-window.ts): a stricter limit applies at once, a looser one (or none)
 * waits LIMIT_INCREASE_DELAY_MS. Stricter here: a session no longer and a break no shorter than the current ones.
 */
import { LIMIT_INCREASE_DELAY_MS } from './limit-window.ts';

const MINUTE_MS = 60 * 1000;

export interface SessionLimitValue {
  /** Null: no limit. */
  minutes: number | null;
  breakMinutes: number | null;
}

export interface SessionLimitSetting extends SessionLimitValue {
  /** Unix ms the current value took effect: a limit set during a session counts its end from no earlier than this. */
  since: number;
  /** A looser limit (or none) waiting its delay: it replaces the current one at `at` (unix seconds). */
  pending?: (SessionLimitValue & { at: number }) | undefined;
}

export const NO_SESSION_LIMIT: Readonly<SessionLimitSetting> = { minutes: null, breakMinutes: null, since: 0 };

function isActive(value: SessionLimitValue): value is { minutes: number; breakMinutes: number } {
  return value.minutes !== null && value.breakMinutes !== null;
}

/** A pending change whose delay has passed replaces the current limit. */
export function settleSessionLimit(setting: SessionLimitSetting, now: number): SessionLimitSetting {
  const pending = setting.pending;
  if (!pending || pending.at * 1000 > now) return setting;
  return { minutes: pending.minutes, breakMinutes: pending.breakMinutes, since: pending.at * 1000 };
}

/** No longer a session and no shorter a break than now; no limit is never stricter. */
export function isStricterSessionLimit(current: SessionLimitValue, next: SessionLimitValue): boolean {
  if (!isActive(next)) return false;
  if (!isActive(current)) return true;
  return next.minutes <= current.minutes && next.breakMinutes >= current.breakMinutes;
}

/** The setting after the player asks for `next`: a stricter limit at once, a looser one after the delay. */
export function changeSessionLimit(setting: SessionLimitSetting, next: SessionLimitValue, now: number): SessionLimitSetting {
  const current = settleSessionLimit(setting, now);
  if (isStricterSessionLimit(current, next)) return { minutes: next.minutes, breakMinutes: next.breakMinutes, since: now };
  const unchanged = next.minutes === current.minutes && next.breakMinutes === current.breakMinutes;
  // Asking again for the limit in force withdraws a looser change still waiting.
  if (unchanged) return { minutes: current.minutes, breakMinutes: current.breakMinutes, since: current.since };
  return { minutes: current.minutes, breakMinutes: current.breakMinutes, since: current.since, pending: { ...next, at: Math.floor((now + LIMIT_INCREASE_DELAY_MS) / 1000) } };
}

export interface SessionEnd {
  /** Unix ms the session ends. */
  readonly endsAt: number;
  /** Unix ms until which no sign-in is admitted. */
  readonly breakUntil: number;
}

/** When a session that started at `startedAt` ends under this limit, and its break; undefined without a limit. */
export function sessionEnd(setting: SessionLimitSetting, startedAt: number): SessionEnd | undefined {
  if (!isActive(setting)) return undefined;
  // A limit set during a session does not end it before it was set: the break then follows the moment it was set.
  const endsAt = Math.max(startedAt + setting.minutes * MINUTE_MS, setting.since);
  return { endsAt, breakUntil: endsAt + setting.breakMinutes * MINUTE_MS };
}
