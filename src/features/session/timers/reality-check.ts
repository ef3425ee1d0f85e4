/**
 * The reality-check reminder (the interval set on SPEC §2 /profile/responsible-game): the player picks an interval
 * (account.getResponsibleGaming reality_check_minutes, null = off); every N minutes of the session a reminder
 * tells how long they have played, with a way to the history, to continue or to sign out.
 * The session's start is kept per tab (sessionStorage) so a reload does not restart the count.
 */
import { number, type } from 'superstruct';
import { tabStorage } from '../../../lib/device-storage.ts';
import { replaceableTimeout } from './replaceable-timeout.ts';

const SessionStart = type({ uid: number(), at: number() });

/** When this player's session began in this tab (now, for a new session or another player). */
export function sessionStartedAt(uid: number, now: number): number {
  const stored = tabStorage.read('omad.session_start', SessionStart);
  if (stored && stored.uid === uid && stored.at <= now) return stored.at;
  // Where storage is full or disabled the count starts at each load.
  tabStorage.write('omad.session_start', { uid, at: now });
  return now;
}

export function forgetSessionStart(): void {
  tabStorage.remove('omad.session_start');
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
  const timeout = replaceableTimeout();
  let stopped = false;

  const arm = () => {
    timeout.clear();
    if (stopped || current === null || !(current > 0)) return;
    const interval = current * 60_000;
    const played = Math.max(0, now() - startedAt);
    // The next whole multiple of the interval after now (a reminder never fires at 0).
    const next = (Math.floor(played / interval) + 1) * interval;
    timeout.set(next - played, () => {
      hooks.onRemind(Math.max(0, now() - startedAt));
      arm();
    });
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
      timeout.clear();
    },
  };
}
