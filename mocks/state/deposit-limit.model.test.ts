/**
 * The deposit limit (mocks/state/limit-window.ts, deposit-limit.ts) under property test: random checkouts opened
 * and paid, limits set, lowered, raised and removed, the clock moved. Whatever the order, a payment is taken exactly
 * when the deposits paid in the limit's rolling period before it, plus its amount, fit the limit in effect: so no
 * sequence of lowering the limit or paying checkouts opened earlier walks past it. Then the probe's two walks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountRecord } from './accounts.ts';
import { depositLimitWindow } from './deposit-limit.ts';
import { LIMIT_INCREASE_DELAY_MS, NO_LIMIT, PERIOD_MS, admits, changeLimit, settleLimit, type LimitPeriodSetting } from './limit-window.ts';
import { LIMIT_REFUSAL, PaymentState, type DepositRecord } from './payments.ts';
import { Wallet } from './wallet.ts';

const UID = 7;
const START = Date.UTC(2025, 0, 15, 12);
const MINUTE = 60_000;
/** Minor units of so'm around a 100,000 limit (never the sandbox's declined or pending outcome amounts). */
const AMOUNTS = [3_000_000, 6_000_000, 9_999_900, 10_000_000] as const;
const LIMITS = [5_000_000, 9_999_900, 10_000_000, 20_000_000] as const;

type Step =
  | { kind: 'open'; amount: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'limit'; period: LimitPeriodSetting; amount: number }
  | { kind: 'wait'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), amount: fc.constantFrom(...AMOUNTS) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('limit' as const), period: fc.constantFrom<LimitPeriodSetting>('day', 'week', 'month', 'none'), amount: fc.constantFrom(...LIMITS) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(1, 4, 60, 12 * 60, 24 * 60, 3 * 24 * 60) }),
);

function setUp(): { account: Pick<AccountRecord, 'uid' | 'depositLimit'>; payments: PaymentState; wallet: Wallet } {
  const account: Pick<AccountRecord, 'uid' | 'depositLimit'> = { uid: UID, depositLimit: { ...NO_LIMIT } };
  const payments = new PaymentState();
  payments.admit = (record, at) => admits(depositLimitWindow(account, payments, at, { except: record.id }), record.amountMinor);
  return { account, payments, wallet: new Wallet() };
}

function open(payments: PaymentState, amountMinor: number, now: number): DepositRecord {
  return payments.createDeposit({ uid: UID, method: 'payme', flow: 'redirect', amountMinor, currency: 'UZS', requisites: {}, locale: 'uz' }, now);
}

describe('deposit limit: never walked past', () => {
  it('a payment is taken exactly when the rolling period before it plus its amount fits the limit in effect', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const { account, payments, wallet } = setUp();
        let now = START;
        /** The model: every payment taken, when. */
        const taken: { at: number; amount: number }[] = [];
        for (const next of steps) {
          switch (next.kind) {
            case 'open':
              open(payments, next.amount, now);
              break;
            case 'pay': {
              const open = payments.list(UID).filter((record): record is DepositRecord => record.kind === 'deposit' && record.status === 'new');
              const record = open[next.pick % Math.max(1, open.length)];
              if (!record) break;
              const limit = settleLimit(account.depositLimit, now);
              const before = limit.period === 'none' || limit.limitMinor === null ? 0 : taken.filter((use) => use.at > now - PERIOD_MS[limit.period as 'day'] && use.at <= now).reduce((sum, use) => sum + use.amount, 0);
              const fits = limit.period === 'none' || limit.limitMinor === null || before + record.amountMinor <= limit.limitMinor;
              payments.pay(record, wallet, now);
              expect(record.status).toBe(fits ? 'success' : 'failed');
              if (fits) taken.push({ at: now, amount: record.amountMinor });
              else expect(record.error).toEqual(LIMIT_REFUSAL);
              break;
            }
            case 'limit': {
              const before = depositLimitWindow(account, payments, now);
              account.depositLimit = changeLimit(account.depositLimit, { period: next.period, limitMinor: next.period === 'none' ? null : next.amount }, now);
              const after = depositLimitWindow(account, payments, now);
              // A decrease applies at once and never frees room (no new period); an increase or removal waits.
              if (before.availableMinor !== null) expect(after.availableMinor ?? Infinity).toBeLessThanOrEqual(before.availableMinor);
              break;
            }
            case 'wait':
              now += next.minutes * MINUTE;
              break;
          }
          payments.settle(wallet, now);
          expect(wallet.balance(UID, 'main')).toBe(taken.reduce((sum, use) => sum + use.amount, 0));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('probe: lowering a used-up limit by 1 so\u2019m does not start a new period', () => {
    const { account, payments, wallet } = setUp();
    let now = START;
    account.depositLimit = changeLimit(account.depositLimit, { period: 'day', limitMinor: 10_000_000 }, now);
    const first = open(payments, 10_000_000, now);
    payments.pay(first, wallet, now);
    expect(first.status).toBe('success');
    for (const lower of [9_999_900, 9_999_800, 9_999_700]) {
      now += MINUTE;
      account.depositLimit = changeLimit(account.depositLimit, { period: 'day', limitMinor: lower }, now);
      expect(depositLimitWindow(account, payments, now, { openAt: now }).availableMinor).toBe(0);
      const again = open(payments, lower, now);
      payments.pay(again, wallet, now);
      expect(again.status).toBe('failed');
    }
    expect(wallet.balance(UID, 'main')).toBe(10_000_000);
    // The period rolls: a day after the first payment there is room again, for the lowered limit.
    now = START + PERIOD_MS.day;
    expect(depositLimitWindow(account, payments, now).availableMinor).toBe(9_999_700);
  });

  it('probe: checkouts opened before the limit count when they are paid', () => {
    const { account, payments, wallet } = setUp();
    const now = START;
    const checkouts = Array.from({ length: 5 }, () => open(payments, 10_000_000, now));
    account.depositLimit = changeLimit(account.depositLimit, { period: 'day', limitMinor: 10_000_000 }, now + MINUTE);
    for (const record of checkouts) payments.pay(record, wallet, now + 2 * MINUTE);
    expect(checkouts.map((record) => record.status)).toEqual(['success', 'failed', 'failed', 'failed', 'failed']);
    expect(wallet.balance(UID, 'main')).toBe(10_000_000);
    expect(depositLimitWindow(account, payments, now + 2 * MINUTE, { openAt: now + 2 * MINUTE }).availableMinor).toBe(0);
  });

  it('a looser limit waits 24 hours and then counts the period it rolls over, deposits before the change included', () => {
    const { account, payments, wallet } = setUp();
    account.depositLimit = changeLimit(account.depositLimit, { period: 'day', limitMinor: 10_000_000 }, START);
    payments.pay(open(payments, 10_000_000, START), wallet, START);
    account.depositLimit = changeLimit(account.depositLimit, { period: 'week', limitMinor: 50_000_000 }, START + MINUTE);
    expect(depositLimitWindow(account, payments, START + MINUTE).availableMinor).toBe(0);
    const later = START + MINUTE + LIMIT_INCREASE_DELAY_MS;
    expect(depositLimitWindow(account, payments, later)).toMatchObject({ usedMinor: 10_000_000, availableMinor: 40_000_000, releasesAt: START + PERIOD_MS.week });
  });
});
