import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_KINDS, InsufficientFundsError, Wallet } from './wallet.ts';

describe('Wallet ledger', () => {
  it('never lets a balance go negative, and the balance is always the sum of accepted entries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...BALANCE_KINDS), fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0))),
        (moves) => {
          const wallet = new Wallet();
          const sums = new Map<string, number>();
          for (const [kind, delta] of moves) {
            const before = wallet.balance(7, kind);
            try {
              wallet.post(7, kind, delta, 'test', 0);
              sums.set(kind, (sums.get(kind) ?? 0) + delta);
            } catch (error) {
              expect(error).toBeInstanceOf(InsufficientFundsError);
              expect(before + delta).toBeLessThan(0);
              expect(wallet.balance(7, kind)).toBe(before);
            }
            expect(wallet.balance(7, kind)).toBeGreaterThanOrEqual(0);
          }
          for (const kind of BALANCE_KINDS) expect(wallet.balance(7, kind)).toBe(sums.get(kind) ?? 0);
        },
      ),
    );
  });

  it('refuses fractional and zero deltas', () => {
    const wallet = new Wallet();
    expect(() => wallet.post(1, 'main', 1.5, 'test', 0)).toThrow(RangeError);
    expect(() => wallet.post(1, 'main', 0, 'test', 0)).toThrow(RangeError);
  });
});
