/**
 * The sandbox ledger under model-based test (issue 7 part 5): random sequences of deposits, bets, wins,
 * withdrawals, cancellations and replays run against the real Wallet and against a tiny model of
 * what a player's balances should be. After every step: no balance below zero, the ledger agrees with
 * the model, replays moved nothing, and each balance is the replay of its own entries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InsufficientFundsError, Wallet, type BalanceKind } from './wallet.ts';

const UIDS = [101, 102] as const;
const KINDS = ['main', 'bonus'] as const satisfies readonly BalanceKind[];
type Uid = (typeof UIDS)[number];
type Kind = (typeof KINDS)[number];

interface Model {
  balances: Map<string, number>;
  /** Keyed operations already posted: `<uid>:<reason>:<ref>` -> delta. */
  posted: Map<string, { kind: Kind; delta: number }>;
}

interface Real {
  wallet: Wallet;
  clock: number;
}

const slot = (uid: Uid, kind: Kind) => `${uid}:${kind}`;
const opKey = (uid: Uid, reason: string, ref: string) => `${uid}:${reason}:${ref}`;

/** Each balance equals the replay of its entries, and every entry's balanceAfter follows from the one before. */
function checkInvariants(model: Model, real: Real): void {
  for (const uid of UIDS) {
    const entries = real.wallet.entries(uid);
    for (const kind of KINDS) {
      const balance = real.wallet.balance(uid, kind);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(model.balances.get(slot(uid, kind)) ?? 0);
      let replayed = 0;
      for (const entry of entries.filter((item) => item.kind === kind)) {
        replayed += entry.delta;
        expect(entry.balanceAfter).toBe(replayed);
        expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
      }
      expect(replayed).toBe(balance);
    }
  }
}

/** One keyed money operation: a credit (deposit, win) or a debit (bet, withdrawal). Same key again = a replay. */
class MoveCommand implements fc.Command<Model, Real> {
  constructor(
    readonly reason: 'deposit' | 'bet' | 'win' | 'withdrawal',
    readonly uid: Uid,
    readonly kind: Kind,
    readonly amount: number,
    readonly ref: string,
  ) {}

  check(): boolean {
    return true;
  }

  run(model: Model, real: Real): void {
    const delta = this.reason === 'deposit' || this.reason === 'win' ? this.amount : -this.amount;
    const key = opKey(this.uid, this.reason, this.ref);
    const before = real.wallet.entries(this.uid).length;
    const first = model.posted.get(key);
    const balance = model.balances.get(slot(this.uid, this.kind)) ?? 0;
    real.clock += 1;
    if (first) {
      // A replay: the first entry comes back and nothing moves, whatever amount the replay carries.
      const posting = real.wallet.postOnce(this.uid, this.kind, delta, this.reason, real.clock, this.ref);
      expect(posting.replayed).toBe(true);
      expect(posting.entry.delta).toBe(first.delta);
      expect(real.wallet.entries(this.uid).length).toBe(before);
    } else if (balance + delta < 0) {
      expect(() => real.wallet.postOnce(this.uid, this.kind, delta, this.reason, real.clock, this.ref)).toThrow(InsufficientFundsError);
      expect(real.wallet.entries(this.uid).length).toBe(before);
    } else {
      const posting = real.wallet.postOnce(this.uid, this.kind, delta, this.reason, real.clock, this.ref);
      expect(posting.replayed).toBe(false);
      expect(posting.entry.balanceAfter).toBe(balance + delta);
      model.posted.set(key, { kind: this.kind, delta });
      model.balances.set(slot(this.uid, this.kind), balance + delta);
    }
    checkInvariants(model, real);
  }

  toString(): string {
    return `${this.reason}(${this.uid}, ${this.kind}, ${this.amount}, ${this.ref})`;
  }
}

/** The player calls a withdrawal back: its money returns once; a second cancel is a replay. */
class CancelWithdrawalCommand implements fc.Command<Model, Real> {
  constructor(
    readonly uid: Uid,
    readonly ref: string,
  ) {}

  check(): boolean {
    return true;
  }

  run(model: Model, real: Real): void {
    const withdrawal = model.posted.get(opKey(this.uid, 'withdrawal', this.ref));
    const cancelKey = opKey(this.uid, 'withdrawal_cancel', this.ref);
    const before = real.wallet.entries(this.uid).length;
    real.clock += 1;
    if (!withdrawal) {
      expect(() => real.wallet.reverse(this.uid, 'withdrawal', this.ref, 'withdrawal_cancel', real.clock)).toThrow(RangeError);
      expect(real.wallet.entries(this.uid).length).toBe(before);
    } else {
      const posting = real.wallet.reverse(this.uid, 'withdrawal', this.ref, 'withdrawal_cancel', real.clock);
      expect(posting.entry.delta).toBe(-withdrawal.delta);
      if (model.posted.has(cancelKey)) {
        expect(posting.replayed).toBe(true);
        expect(real.wallet.entries(this.uid).length).toBe(before);
      } else {
        expect(posting.replayed).toBe(false);
        model.posted.set(cancelKey, { kind: withdrawal.kind, delta: -withdrawal.delta });
        const at = slot(this.uid, withdrawal.kind);
        model.balances.set(at, (model.balances.get(at) ?? 0) - withdrawal.delta);
      }
    }
    checkInvariants(model, real);
  }

  toString(): string {
    return `cancelWithdrawal(${this.uid}, ${this.ref})`;
  }
}

// A small key space, so that the same operation id comes back often: those are the replays.
const refs = fc.constantFrom('a1', 'b2', 'c3', 'd4', 'e5', 'f6');
const uids = fc.constantFrom(...UIDS);
const kinds = fc.constantFrom(...KINDS);
const amounts = fc.integer({ min: 1, max: 500_000 });

const commands = [
  fc.tuple(uids, kinds, amounts, refs).map(([uid, kind, amount, ref]) => new MoveCommand('deposit', uid, kind, amount, ref)),
  fc.tuple(uids, kinds, amounts, refs).map(([uid, kind, amount, ref]) => new MoveCommand('bet', uid, kind, amount, ref)),
  fc.tuple(uids, kinds, amounts, refs).map(([uid, kind, amount, ref]) => new MoveCommand('win', uid, kind, amount, ref)),
  fc.tuple(uids, kinds, amounts, refs).map(([uid, kind, amount, ref]) => new MoveCommand('withdrawal', uid, kind, amount, ref)),
  fc.tuple(uids, refs).map(([uid, ref]) => new CancelWithdrawalCommand(uid, ref)),
];

describe('Wallet ledger, model-based', () => {
  it('keeps balances >= 0, replays change nothing, and each balance is the replay of its entries', () => {
    let steps = 0;
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60, size: 'large' }), (cmds) => {
        const model: Model = { balances: new Map(), posted: new Map() };
        const real: Real = { wallet: new Wallet(), clock: 0 };
        fc.modelRun(() => ({ model, real }), cmds);
        steps += real.clock;
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
    console.log(`wallet model: ${steps} operations checked`);
    expect(steps).toBeGreaterThan(0);
  }, 60_000);

  it('50 concurrent bets of a tenth of the balance: exactly 10 succeed', async () => {
    const wallet = new Wallet();
    wallet.post(7, 'main', 1_000_000, 'deposit', 0, 'seed');
    const stake = wallet.balance(7, 'main') / 10;
    // Every bet starts before any finishes: each yields to the event loop between reading the balance
    // for its decision and posting, the way an HTTP handler does between parsing a request and answering.
    const bets = Array.from({ length: 50 }, async (_, index) => {
      const seen = wallet.balance(7, 'main');
      await new Promise((resolve) => setImmediate(resolve));
      if (seen < stake) return 'refused-early';
      try {
        wallet.postOnce(7, 'main', -stake, 'bet', 1, `round-${index}`);
        return 'ok';
      } catch (error) {
        if (error instanceof InsufficientFundsError) return 'refused';
        throw error;
      }
    });
    const results = await Promise.all(bets);
    expect(results.filter((result) => result === 'ok')).toHaveLength(10);
    expect(wallet.balance(7, 'main')).toBe(0);
    expect(wallet.entries(7).filter((entry) => entry.reason === 'bet')).toHaveLength(10);
  });
});
