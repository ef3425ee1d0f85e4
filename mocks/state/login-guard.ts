/**
 * Login throttling: after MAX_FAILURES failed logins for one login within WINDOW_MS, further
 * attempts answer TooManyRequestsException until the oldest failure leaves the window.
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

  recordFailure(login: string, now: number): void {
    const key = loginKey(login);
    this.failures.set(key, [...this.recent(login, now), now]);
  }

  clear(login: string): void {
    this.failures.delete(loginKey(login));
  }
}
