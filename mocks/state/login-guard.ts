/**
 * Login throttling: after MAX_FAILURES failed logins for one login within WINDOW_MS, further
 * attempts answer TooManyRequestsException until the oldest failure leaves the window.
 *
 * A password check awaits scrypt, so a login counts its attempt with `begin()` before that first await
 * (issue 19 defect 2): parallel guesses see each other's attempts, and exactly MAX_FAILURES are checked.
 * An attempt that turns out not to be a failure (the password was right) is given back with `release()`.
 */
import { loginKey } from './accounts.ts';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export class LoginGuard {
  private readonly failures = new Map<string, number[]>();

  private recent(login: string, now: number): number[] {
    const key = loginKey(login);
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(login: string, now: number): number {
    const recent = this.recent(login, now);
    if (recent.length < MAX_FAILURES) return 0;
    const oldest = recent[recent.length - MAX_FAILURES] ?? now;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  }

  /**
   * Counts an attempt now, before anything is checked: answers the seconds to wait (and counts nothing)
   * when the login is throttled, else 0 with the attempt counted as a failure until released or cleared.
   */
  begin(login: string, now: number): number {
    const wait = this.retryAfter(login, now);
    if (wait === 0) this.recordFailure(login, now);
    return wait;
  }

  /** Gives back one attempt counted by begin() at `at` (the password was right; the answer was no failure). */
  release(login: string, at: number): void {
    const key = loginKey(login);
    const attempts = this.failures.get(key);
    if (!attempts) return;
    const index = attempts.lastIndexOf(at);
    if (index >= 0) attempts.splice(index, 1);
    if (attempts.length === 0) this.failures.delete(key);
  }

  recordFailure(login: string, now: number): void {
    const key = loginKey(login);
    this.failures.set(key, [...this.recent(login, now), now]);
  }

  clear(login: string): void {
    this.failures.delete(loginKey(login));
  }
}
