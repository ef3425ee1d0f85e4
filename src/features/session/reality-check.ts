/**
 * The reality-check reminder (issue 5, responsible gaming): the player picks an interval
 * (account.getResponsibleGaming reality_check_minutes, null = off); every N minutes of the session a reminder
 * tells how long they have played, with a way to the history, to continue or to sign out.
 * The session's start is kept per tab (sessionStorage) so a reload does not restart the count.
 */
import { number, type } from 'superstruct';

export const SESSION_START_KEY = 'omad.session_start';
const SessionStart = type({ uid: number(), at: number() });

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** When this player's session began in this tab (now, for a new session or another player). */
export function sessionStartedAt(uid: number, now: number): number {
  const storage = tabStorage();
  try {
    const raw = storage?.getItem(SESSION_START_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (SessionStart.is(parsed) && parsed.uid === uid && parsed.at <= now) return parsed.at;
  } catch {
    // Bad stored data is discarded (STYLE.md).
  }
  try {
    storage?.setItem(SESSION_START_KEY, JSON.stringify({ uid, at: now }));
  } catch {
    // Storage full or disabled: the count starts at each load.
  }
  return now;
}

export function forgetSessionStart(): void {
  try {
    tabStorage()?.removeItem(SESSION_START_KEY);
  } catch {
    // nothing to forget
  }
}

export interface RealityCheckHooks {
  /** A reminder is due; `playedMs` is the time since the session began. */
  onRemind: (playedMs: number) => void;
  now?: () => number;
}

export interface RealityCheck {
  /** A new interval from the player's settings (null or 0 turns the reminder off). */
  setMinutes: (minutes: number | null) => void;
  readonly minutes: number | null;
  stop: () => void;
}

/** Reminders at startedAt + N, + 2N, …; a changed interval counts from the session start again. */
export function createRealityCheck(startedAt: number, minutes: number | null, hooks: RealityCheckHooks): RealityCheck {
  const now = hooks.now ?? Date.now;
  let current = minutes;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const arm = () => {
    clear();
    if (stopped || current === null || !(current > 0)) return;
    const interval = current * 60_000;
    const played = Math.max(0, now() - startedAt);
    // The next whole multiple of the interval after now (a reminder never fires at 0).
    const next = (Math.floor(played / interval) + 1) * interval;
    timer = setTimeout(() => {
      timer = undefined;
      hooks.onRemind(Math.max(0, now() - startedAt));
      arm();
    }, next - played);
  };

  arm();
  return {
    setMinutes: (next) => {
      current = next;
      arm();
    },
    get minutes() {
      return current;
    },
    stop: () => {
      stopped = true;
      clear();
    },
  };
}
