/**
 * Login throttling: after MAX_FAILURES failed logins for one account within WINDOW_MS, further
 * attempts answer TooManyRequestsException until the oldest failure leaves the window. One client
 * address gets MAX_ADDRESS_FAILURES within the same window, whatever logins it tries (issue 19 defect 1:
 * a flood of random logins never met the per-login limit and kept scrypt busy).
 *
 * A password check awaits scrypt, so a login counts its attempt with `begin()` before that first await
 * (issue 19 defect 2): parallel guesses see each other's attempts, and exactly MAX_FAILURES are checked.
 * An attempt that turns out not to be a failure (the password was right) is given back with `release()`.
 *
 * The throttle counts per account, whichever of its logins (e-mail, phone) was typed (issue 19 defect 5); a login
 * no account signs in with is counted by itself. Callers pass `throttleSubject()`.
 */
import { loginKey, type AccountRecord } from './accounts.ts';

/** What the throttle counts an attempt against: the account the login belongs to, else the login typed. */
export function throttleSubject(record: AccountRecord | undefined, login: string): string {
  return record ? `account:${record.uid}` : `login:${loginKey(login)}`;
}

export const MAX_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 20;
export const WINDOW_MS = 15 * 60 * 1000;
/**
 * Throttle entries kept at most (accounts, unknown logins, addresses each). Flushing a victim's entry would take
 * this many failures from other logins, which the per-address limit spreads over thousands of addresses.
 */
export const MAX_THROTTLE_KEYS = 100_000;

/**
 * Failure times per key within a sliding window. Keys are kept in the order of their latest failure, so the ones
 * whose failures have all left the window are swept from the front (issue 19 defect 7: a flood of unknown logins
 * left one entry each for ever); at most `maxKeys` are kept, the stalest giving way first.
 */
export class AttemptWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly maxKeys: number = MAX_THROTTLE_KEYS,
  ) {}

  get size(): number {
    return this.failures.size;
  }

  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      const latest = times[times.length - 1];
      if (latest !== undefined && now - latest < this.windowMs) break;
      this.failures.delete(key);
    }
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    const times = [...this.recent(key, now), now];
    // Re-inserted at the end: the map stays ordered by latest failure.
    this.failures.delete(key);
    this.sweep(now);
    while (this.failures.size >= this.maxKeys) {
      const stalest = this.failures.keys().next();
      if (stalest.done === true) break;
      this.failures.delete(stalest.value);
    }
    this.failures.set(key, times);
  }

  /** Gives back one failure recorded at `at`. */
  release(key: string, at: number): void {
    const attempts = this.failures.get(key);
    if (!attempts) return;
    const index = attempts.lastIndexOf(at);
    if (index >= 0) attempts.splice(index, 1);
    if (attempts.length === 0) this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export class LoginGuard {
  private readonly accounts = new AttemptWindow(MAX_FAILURES, WINDOW_MS);
  private readonly addresses = new AttemptWindow(MAX_ADDRESS_FAILURES, WINDOW_MS);

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(subject: string, now: number): number {
    return this.accounts.retryAfter(subject, now);
  }

  /**
   * Counts an attempt now, before anything is checked: answers the seconds to wait (and counts nothing)
   * when the account or the address is throttled, else 0 with the attempt counted as a failure of both until
   * released or cleared.
   */
  begin(subject: string, address: string, now: number): number {
    const wait = Math.max(this.accounts.retryAfter(subject, now), this.addresses.retryAfter(address, now));
    if (wait === 0) {
      this.accounts.record(subject, now);
      this.addresses.record(address, now);
    }
    return wait;
  }

  /** Gives back the attempt begin() counted at `at`: the password was right, the answer was no failure. */
  release(subject: string, address: string, at: number): void {
    this.accounts.release(subject, at);
    this.addresses.release(address, at);
  }

  /** A sign-in succeeded: the account starts afresh; the address only gets this attempt back. */
  succeeded(subject: string, address: string, at: number): void {
    this.accounts.clear(subject);
    this.addresses.release(address, at);
  }

  recordFailure(subject: string, now: number): void {
    this.accounts.record(subject, now);
  }

  clear(subject: string): void {
    this.accounts.clear(subject);
  }
}
