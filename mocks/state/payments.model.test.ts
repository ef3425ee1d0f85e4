/**
 * Deposits and withdrawals (mocks/state/payments.ts) under property test: random sequences of new deposits,
 * Pay and Cancel presses (repeated), withdrawals, cancellations, breaks and clock steps. After every step the main balance
 * is exactly the opening balance plus the deposits that succeeded, minus the withdrawals that hold or took money;
 * no balance goes below zero; each transaction has at most its one posting (and a withdrawal its one return).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentState, depositRef, withdrawalRef, type TransactionRecord } from './payments.ts';
import { InsufficientFundsError, Wallet } from './wallet.ts';

const UID = 7;
const OPENING = 1_000_000;
/** Minor units: includes the sandbox's outcome amounts (13,000, 14,000 UZS) and the withdrawal decline. */
const AMOUNTS = [1_300_000, 1_400_000, 5_000_000, 25_000_000, 70_000_000] as const;

type Step =
  | { kind: 'deposit'; amount: number; flow: 'redirect' | 'pending' }
  | { kind: 'pay'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'cancelWithdrawal'; pick: number }
  | { kind: 'wait'; seconds: number }
  | { kind: 'break' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.constantFrom(...AMOUNTS), flow: fc.constantFrom('redirect' as const, 'pending' as const) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.constantFrom(...AMOUNTS) }),
  fc.record({ kind: fc.constant('cancelWithdrawal' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), seconds: fc.constantFrom(1, 30, 59, 60, 600, 1800) }),
  fc.record({ kind: fc.constant('break' as const) }),
);

function expected(records: readonly TransactionRecord[]): number {
  let balance = OPENING;
  for (const record of records) {
    if (record.kind === 'deposit' && record.status === 'success') balance += record.amountMinor;
    if (record.kind === 'withdrawal' && (record.status === 'pending' || record.status === 'success')) balance -= record.amountMinor;
  }
  return balance;
}

describe('payments: money moves once, whatever the player presses and whenever', () => {
  it('the main balance always equals opening + successful deposits - held or paid withdrawals', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const wallet = new Wallet();
        const payments = new PaymentState();
        let now = Date.UTC(2025, 0, 15, 12);
        wallet.post(UID, 'main', OPENING, 'seed', now, 'seed');
        for (const next of steps) {
          const records = payments.list(UID);
          const deposits = records.filter((record) => record.kind === 'deposit');
          const withdrawals = records.filter((record) => record.kind === 'withdrawal');
          switch (next.kind) {
            case 'deposit':
              payments.createDeposit({ uid: UID, method: next.flow === 'pending' ? 'paynet' : 'payme', flow: next.flow, amountMinor: next.amount, currency: 'UZS', requisites: {}, locale: 'uz' }, now);
              break;
            case 'pay': {
              const record = deposits[next.pick % Math.max(1, deposits.length)];
              if (record) payments.pay(record, wallet, now);
              break;
            }
            case 'cancel': {
              const record = deposits[next.pick % Math.max(1, deposits.length)];
              if (record) payments.cancel(record, now);
              break;
            }
            case 'withdraw': {
              const before = wallet.balance(UID, 'main');
              try {
                payments.createWithdrawal({ uid: UID, method: 'uzcard', amountMinor: next.amount, currency: 'UZS', requisites: {} }, wallet, now);
              } catch (error) {
                expect(error).toBeInstanceOf(InsufficientFundsError);
                expect(next.amount).toBeGreaterThan(before);
              }
              break;
            }
            case 'cancelWithdrawal': {
              const record = withdrawals[next.pick % Math.max(1, withdrawals.length)];
              if (record) payments.cancelWithdrawal(record, wallet, now);
              break;
            }
            case 'wait':
              now += next.seconds * 1000;
              break;
            case 'break':
              // A time-out starts: nothing open or unconfirmed may be credited any more.
              for (const record of payments.cancelOpenDeposits(UID, now)) expect(record.status).toBe('canceled');
              expect(payments.list(UID).some((record) => record.kind === 'deposit' && (record.status === 'new' || record.status === 'pending'))).toBe(false);
              break;
          }
          payments.settle(wallet, now);

          const all = payments.list(UID);
          expect(wallet.balance(UID, 'main')).toBeGreaterThanOrEqual(0);
          expect(wallet.balance(UID, 'main')).toBe(expected(all));
          const entries = wallet.entries(UID);
          for (const record of all) {
            const ref = record.kind === 'deposit' ? depositRef(record.id) : withdrawalRef(record.id);
            const mine = entries.filter((entry) => entry.ref === ref);
            if (record.kind === 'deposit') {
              // A refunded one came in after a break and went straight back: its entry and the refund.
              expect(mine.map((entry) => entry.reason)).toEqual(record.status === 'success' ? ['deposit'] : record.status === 'refunded' ? ['deposit', 'deposit_refund'] : []);
            } else {
              // The reserve, and its one return when cancelled or declined.
              expect(mine).toHaveLength(record.status === 'canceled' || record.status === 'failed' ? 2 : 1);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
