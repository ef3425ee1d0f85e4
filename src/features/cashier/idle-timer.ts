/**
 * The cashier's idle limit (SPEC §3 general info `user_inactivity_cashier_time`, `user_inactivity_pp_time`): an open
 * cashier, or a payment step waiting for the player, is closed after that many seconds without a key, tap or scroll,
 * with a warning first. Pure timing with an injected clock, so it is tested without waiting. (The player's session
 * idle logout, SPEC §4 "Inactivity", is the session feature's own.)
 */

/** The warning shows for the last fifth of the limit, at least 10 s and at most 60 s (never longer than the limit). */
export function warningMs(timeoutMs: number): number {
  return Math.min(timeoutMs, Math.max(10_000, Math.min(60_000, Math.round(timeoutMs * 0.2))));
}

export interface IdleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface IdleEvents {
  /** The warning opens; `deadline` is when the step closes (ms on the clock). */
  onWarn: (deadline: number) => void;
  /** The player came back during the warning. */
  onCalm: () => void;
  onExpire: () => void;
}

export interface IdleTimer {
  /** The player did something: the limit starts again (also during the warning). */
  activity: () => void;
  stop: () => void;
  readonly warning: boolean;
}

const realClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A timeout of 0 (not set, or unknown) never closes anything. */
export function createIdleTimer(timeoutMs: number, events: IdleEvents, clock: IdleClock = realClock): IdleTimer {
  let handle: unknown;
  let warning = false;
  let stopped = false;
  const clear = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  const arm = () => {
    clear();
    if (stopped || timeoutMs <= 0) return;
    const warnFor = warningMs(timeoutMs);
    handle = clock.setTimeout(() => {
      warning = true;
      events.onWarn(clock.now() + warnFor);
      handle = clock.setTimeout(() => {
        warning = false;
        handle = undefined;
        stopped = true;
        events.onExpire();
      }, warnFor);
    }, timeoutMs - warnFor);
  };
  arm();
  return {
    activity: () => {
      if (stopped) return;
      if (warning) {
        warning = false;
        events.onCalm();
      }
      arm();
    },
    stop: () => {
      stopped = true;
      clear();
    },
    get warning() {
      return warning;
    },
  };
}
