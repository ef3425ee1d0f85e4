/**
 * The wallet ledger (ARCHITECTURE.md "The sandbox platform"): every balance change is an entry in
 * integer minor units, and no balance ever goes below zero. Balances are derived from the entries
 * and cached per (account, kind).
 */
export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export interface LedgerEntry {
  readonly id: number;
  readonly uid: number;
  readonly kind: BalanceKind;
  /** Signed change in minor units. */
  readonly delta: number;
  readonly balanceAfter: number;
  /** What moved the money, e.g. `deposit`, `bet`, `seed`. */
  readonly reason: string;
  /** Unix milliseconds. */
  readonly at: number;
  /** The deposit/withdrawal/bet id this entry belongs to, when there is one. */
  readonly ref: string | undefined;
}

export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError';
}

export interface Posting {
  readonly entry: LedgerEntry;
  /** True when the operation was already posted: the first entry is answered and nothing moved. */
  readonly replayed: boolean;
}

export class Wallet {
  private readonly balances = new Map<string, number>();
  private readonly ledger: LedgerEntry[] = [];
  /** Entries of keyed operations by `<uid>:<reason>:<ref>` (postOnce). */
  private readonly keyed = new Map<string, LedgerEntry>();

  balance(uid: number, kind: BalanceKind): number {
    return this.balances.get(`${uid}:${kind}`) ?? 0;
  }

  /** Posts one entry. Throws InsufficientFundsError (and changes nothing) when the balance would go negative. */
  post(uid: number, kind: BalanceKind, delta: number, reason: string, at: number, ref?: string): LedgerEntry {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`Ledger delta must be a non-zero integer, got ${delta}`);
    const balanceAfter = this.balance(uid, kind) + delta;
    if (balanceAfter < 0) throw new InsufficientFundsError(`Balance ${kind} of ${uid} cannot go below zero`);
    if (!Number.isSafeInteger(balanceAfter)) throw new RangeError('Balance out of range');
    const entry: LedgerEntry = { id: this.ledger.length + 1, uid, kind, delta, balanceAfter, reason, at, ref };
    this.ledger.push(entry);
    this.balances.set(`${uid}:${kind}`, balanceAfter);
    return entry;
  }

  /**
   * Posts an operation at most once per (account, reason, ref): a deposit, withdrawal or bet id is the
   * operation's identity, so a replayed request answers the first entry and moves no money twice
   * (ARCHITECTURE.md "never moves money twice"). A refused post (insufficient funds) records nothing.
   */
  postOnce(uid: number, kind: BalanceKind, delta: number, reason: string, at: number, ref: string): Posting {
    const key = `${uid}:${reason}:${ref}`;
    const previous = this.keyed.get(key);
    if (previous) return { entry: previous, replayed: true };
    const entry = this.post(uid, kind, delta, reason, at, ref);
    this.keyed.set(key, entry);
    return { entry, replayed: false };
  }

  /**
   * Cancels a keyed operation (a withdrawal the player calls back): posts its opposite once, as
   * `reversalReason` with the same ref. Throws RangeError when there is nothing to cancel.
   */
  reverse(uid: number, reason: string, ref: string, reversalReason: string, at: number): Posting {
    const original = this.keyed.get(`${uid}:${reason}:${ref}`);
    if (!original) throw new RangeError(`No ${reason} ${ref} of ${uid} to cancel`);
    return this.postOnce(uid, original.kind, -original.delta, reversalReason, at, ref);
  }

  entries(uid: number): readonly LedgerEntry[] {
    return this.ledger.filter((entry) => entry.uid === uid);
  }

  /** True when the account ever deposited (SPEC §4 registration hint: "while the user has no deposit"). */
  hasDeposit(uid: number): boolean {
    return this.ledger.some((entry) => entry.uid === uid && entry.reason === 'deposit');
  }

  /** Moves nothing when there is nothing to move (e.g. a currency change on an untouched account). */
  isUntouched(uid: number): boolean {
    return !this.ledger.some((entry) => entry.uid === uid && entry.kind !== 'fun');
  }
}
