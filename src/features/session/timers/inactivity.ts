/**
 * The inactivity timer of SPEC §4/§9: after 80 % of time_to_force_logout without activity a warning with a
 * countdown opens; when the countdown (the last 20 %) runs out, the player is logged out. Activity (key,
 * click, scroll, navigation) before the warning starts the wait again; once the warning shows, only the
 * player's answer (extend) does, so a stray tap behind the dialog cannot silently keep a session alive.
 * The warning always leaves at least 20 s to answer (WCAG 2.2.1): with a short time_to_force_logout it opens earlier
 * than 80 %, and with one of 20 s or less, at once (decision 006).
 */
import { replaceableTimeout } from './replaceable-timeout.ts';

export const WARNING_SHARE = 0.8;
/** The least time the warning leaves the player to stay signed in. */
export const MIN_WARNING_MS = 20_000;

/** After how long without activity the warning opens. */
export function warningAfter(timeoutMs: number): number {
  return Math.max(0, Math.min(Math.floor(timeoutMs * WARNING_SHARE), timeoutMs - MIN_WARNING_MS));
}

export interface InactivityHooks {
  /** The warning opens; `deadline` is when the logout happens (ms, same clock as `now`). */
  onWarn: (deadline: number) => void;
  onExpire: () => void;
  now?: () => number;
}

export interface InactivityTimer {
  /** Key, click, scroll or navigation. */
  activity: () => void;
  /** The player chose to stay: the warning closes and the full wait starts again. */
  extend: () => void;
  readonly warning: boolean;
  stop: () => void;
}

export function createInactivityTimer(timeoutMs: number, hooks: InactivityHooks): InactivityTimer {
  const now = hooks.now ?? Date.now;
  const timeout = replaceableTimeout();
  let warning = false;
  let stopped = false;

  const arm = () => {
    timeout.clear();
    warning = false;
    if (stopped || !(timeoutMs > 0)) return;
    const warnAfter = warningAfter(timeoutMs);
    timeout.set(warnAfter, () => {
      warning = true;
      const deadline = now() + (timeoutMs - warnAfter);
      hooks.onWarn(deadline);
      timeout.set(timeoutMs - warnAfter, () => {
        warning = false;
        stopped = true;
        hooks.onExpire();
      });
    });
  };

  arm();
  return {
    activity: () => {
      if (!warning && !stopped) arm();
    },
    extend: () => {
      if (!stopped) arm();
    },
    get warning() {
      return warning;
    },
    stop: () => {
      stopped = true;
      warning = false;
      timeout.clear();
    },
  };
}
