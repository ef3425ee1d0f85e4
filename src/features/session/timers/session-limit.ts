/**
 * The session-time limit's clock in the app (decision 035): a warning a minute before the platform ends the session,
 * and at the end a call that lets the platform say so (its SessionTimeLimitException ends the session in the app,
 * src/app/boot/api-failures.ts). The platform enforces the limit; this only keeps the player from being surprised.
 */
import { replaceableTimeout } from './replaceable-timeout.ts';

/** How long before the end the player is warned. */
export const SESSION_LIMIT_WARNING_MS = 60_000;
/** A moment after the end, so the platform's clock has passed it too. */
const AFTER_END_MS = 1_000;

export interface SessionLimitHooks {
  onWarn: () => void;
  onEnd: () => void;
  /** The platform's clock (src/stores/server-clock.ts) in the app; Date.now in tests. */
  now: () => number;
}

/** Arms both for a session ending at `endsAt` (unix ms); a warning already due (the last minute) shows at once. */
export function createSessionLimitTimer(endsAt: number, hooks: SessionLimitHooks): { stop: () => void } {
  const warning = replaceableTimeout();
  const end = replaceableTimeout();
  const left = endsAt - hooks.now();
  warning.set(Math.max(0, left - SESSION_LIMIT_WARNING_MS), hooks.onWarn);
  end.set(Math.max(0, left + AFTER_END_MS), hooks.onEnd);
  return {
    stop: () => {
      warning.clear();
      end.clear();
    },
  };
}
