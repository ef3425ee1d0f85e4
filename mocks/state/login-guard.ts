/**
 * Login throttling: after MAX_FAILURES failed logins for one account within WINDOW_MS, further
 * attempts answer TooManyRequestsException until the oldest failure leaves the window. One client
 * address gets MAX_ADDRESS_FAILURES within the same window, whatever logins it tries (a
 * flood of random logins never met the per-login limit and kept scrypt busy).
 *
 * Only failures count. A password check awaits scrypt, so an attempt takes a place with `begin()` before that first
 * await: the failures so far and the attempts still being checked together never exceed the limit, and an attempt
 * that finds no free place waits for one of those to finish rather than being refused (a correct login in flight is
 * no failure: thirty simultaneous correct logins all sign in), then is refused only when the failures alone reach
 * the limit. So parallel guesses still see each other, and exactly MAX_FAILURES are checked. Each attempt ends once,
 * as a failure, a success (the account starts afresh) or neither (`Attempt`).
 *
 * The throttle counts per account, whichever of its logins (e-mail, phone) was typed; a login
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
 * whose failures have all left the window are swept from the front (a flood of unknown logins
 * left one entry each for ever); at most `maxKeys` are kept, the stalest giving way first.
 */
export class AttemptWindow {
  private readonly failures = new Map<string, number[]>();
  /** Attempts being checked now, per key (no entry when none). */
  private readonly checking = new Map<string, number>();

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

  /** Whether another attempt may be checked now: the failures and the attempts being checked leave a place. */
  hasRoom(key: string, now: number): boolean {
    return this.recent(key, now).length + (this.checking.get(key) ?? 0) < this.max;
  }

  startChecking(key: string): void {
    this.checking.set(key, (this.checking.get(key) ?? 0) + 1);
  }

  stopChecking(key: string): void {
    const count = (this.checking.get(key) ?? 0) - 1;
    if (count > 0) this.checking.set(key, count);
    else this.checking.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

/** One login attempt being checked; it ends once, by the first of these calls (later ones do nothing). */
export interface Attempt {
  /** A wrong password or code: counted against the account and the address. */
  failed(): void;
  /** Signed in: the account's failures are cleared; the address keeps its own. */
  succeeded(): void;
  /** Neither (a break, a code still to be asked for): nothing is counted. */
  release(): void;
}

export class LoginGuard {
  private readonly accounts = new AttemptWindow(MAX_FAILURES, WINDOW_MS);
  private readonly addresses = new AttemptWindow(MAX_ADDRESS_FAILURES, WINDOW_MS);
  /** Attempts waiting for a place, by the keys they wait on (`account:` subject, `address:` address). */
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(subject: string, now: number): number {
    return this.accounts.retryAfter(subject, now);
  }

  /**
   * Takes a place for an attempt: answers the seconds to wait when the failures of the account or the address have
   * reached the limit, else an `Attempt` to end once it is checked. With no place free (attempts of the account or
   * the address still being checked), it waits for one of them to end. A free place is taken before this returns
   * to its first await, so parallel attempts see each other.
   */
  async begin(subject: string, address: string, now: () => number): Promise<number | Attempt> {
    for (;;) {
      const at = now();
      const wait = Math.max(this.accounts.retryAfter(subject, at), this.addresses.retryAfter(address, at));
      if (wait > 0) return wait;
      if (this.accounts.hasRoom(subject, at) && this.addresses.hasRoom(address, at)) return this.start(subject, address, now);
      await this.placeFreed(subject, address);
    }
  }

  private start(subject: string, address: string, now: () => number): Attempt {
    this.accounts.startChecking(subject);
    this.addresses.startChecking(address);
    let open = true;
    const end = (outcome: () => void) => {
      if (!open) return;
      open = false;
      this.accounts.stopChecking(subject);
      this.addresses.stopChecking(address);
      outcome();
      this.wake(`account:${subject}`);
      this.wake(`address:${address}`);
    };
    return {
      failed: () =>
        end(() => {
          this.accounts.record(subject, now());
          this.addresses.record(address, now());
        }),
      succeeded: () => end(() => this.accounts.clear(subject)),
      release: () => end(() => undefined),
    };
  }

  private placeFreed(subject: string, address: string): Promise<void> {
    return new Promise((resolve) => {
      const keys = [`account:${subject}`, `address:${address}`];
      const done = () => {
        for (const key of keys) this.waiters(key).delete(done);
        for (const key of keys) if (this.waiting.get(key)?.size === 0) this.waiting.delete(key);
        resolve();
      };
      for (const key of keys) this.waiters(key).add(done);
    });
  }

  private waiters(key: string): Set<() => void> {
    let set = this.waiting.get(key);
    if (!set) {
      set = new Set();
      this.waiting.set(key, set);
    }
    return set;
  }

  private wake(key: string): void {
    for (const waiter of [...(this.waiting.get(key) ?? [])]) waiter();
  }

  recordFailure(subject: string, now: number): void {
    this.accounts.record(subject, now);
  }

  clear(subject: string): void {
    this.accounts.clear(subject);
  }
}
