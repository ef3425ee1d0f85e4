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

export class Wallet {
  private readonly balances = new Map<string, number>();
  private readonly ledger: LedgerEntry[] = [];

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
