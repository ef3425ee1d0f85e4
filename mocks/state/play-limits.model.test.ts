/**
 * The loss and stake limits (./play-limits.ts, decision 032) under property test: random casino rounds (a stake and
 * its win at once), sports bets left open and later won, lost, refunded or cashed out (some paid at a moment before
 * the clock's, as the book settles at an event's end), limits set, lowered, raised and removed, the clock moved.
 * Checked against windows counted by brute force, never by the rule's own arithmetic:
 * - with one loss limit, the net loss of every rolling window (stakes minus what came back) stays within it;
 * - whatever the changes, a stake is admitted exactly when no window holding it passes the limit in effect, and
 *   only when it is within the stake limit in effect.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_INCREASE_DELAY_MS, PERIOD_MS, type LimitPeriod, type LimitPeriodSetting, type LimitUse } from './limit-window.ts';
import { changeLossLimit, changeStakeLimit, lossMoves, lossWindow, noPlayLimits, refusalOf, settlePlayLimits, type PlayLimitsRecord } from './play-limits.ts';
import type { LedgerEntry } from './wallet.ts';

const START = Date.UTC(2025, 6, 15, 12);
const STAKES = [1_000, 5_000, 20_000, 50_000] as const;
const LIMITS = [10_000, 50_000, 100_000] as const;
/** What a settled round or bet pays back, as a share of its stake. */
const RETURNS = [0, 0, 0.5, 1, 2, 10] as const;

type Step =
  | { kind: 'round'; stake: number; back: number }
  | { kind: 'sport'; stake: number }
  | { kind: 'settle'; pick: number; back: number; backdateMinutes: number }
  | { kind: 'cashout'; pick: number; share: number }
  | { kind: 'loss'; period: LimitPeriodSetting; amount: number }
  | { kind: 'stake'; amount: number | null }
  | { kind: 'wait'; minutes: number };

const stakeStep = fc.constantFrom(...STAKES);
const playSteps: fc.Arbitrary<Step>[] = [
  fc.record({ kind: fc.constant('round' as const), stake: stakeStep, back: fc.constantFrom(...RETURNS) }),
  fc.record({ kind: fc.constant('sport' as const), stake: stakeStep }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), back: fc.constantFrom(...RETURNS), backdateMinutes: fc.constantFrom(0, 30, 600) }),
  fc.record({ kind: fc.constant('cashout' as const), pick: fc.nat(), share: fc.constantFrom(0.3, 0.9, 1.4) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(1, 60, 6 * 60, 24 * 60, 3 * 24 * 60, 10 * 24 * 60) }),
];
const changeSteps: fc.Arbitrary<Step>[] = [
  fc.record({ kind: fc.constant('loss' as const), period: fc.constantFrom<LimitPeriodSetting>('day', 'week', 'month', 'none'), amount: fc.constantFrom(...LIMITS) }),
  fc.record({ kind: fc.constant('stake' as const), amount: fc.constantFrom<number | null>(2_000, 20_000, 60_000, null) }),
];

/** Every window of `length` (the moments after its start, up to its end) as the net of the moves it holds, largest first. */
function worstWindow(moves: readonly LimitUse[], length: number): number {
  const sorted = [...moves].sort((a, b) => a.at - b.at);
  let worst = 0;
  for (const first of sorted) {
    // The window that starts just before `first` holds every move from `first` until `first + length` (excluded).
    const net = sorted.filter((move) => move.at >= first.at && move.at < first.at + length).reduce((sum, move) => sum + move.amountMinor, 0);
    worst = Math.max(worst, net);
  }
  return worst;
}

/** The worst window holding a stake of `amount` placed at `now`, over the moves so far. */
function worstHolding(moves: readonly LimitUse[], length: number, amount: number, now: number): number {
  let worst = amount;
  for (const first of moves) {
    if (first.at > now || first.at <= now - length) continue;
    const net = moves.filter((move) => move.at >= first.at && move.at <= now).reduce((sum, move) => sum + move.amountMinor, 0) + amount;
    worst = Math.max(worst, net);
  }
  return worst;
}

interface OpenBet {
  stake: number;
  placedAt: number;
}

/** Plays `steps`; `check` sees every stake asked for, the limits in effect and whether it was admitted. */
function play(steps: readonly Step[], initial: PlayLimitsRecord, check: (stake: number, limits: PlayLimitsRecord, moves: readonly LimitUse[], now: number, admitted: boolean) => void): LimitUse[] {
  let limits = initial;
  let now = START;
  const moves: LimitUse[] = [];
  const open: OpenBet[] = [];
  const ask = (stake: number): boolean => {
    const admitted = refusalOf(limits, moves, stake, now) === undefined;
    check(stake, settlePlayLimits(limits, now), moves, now, admitted);
    if (admitted) moves.push({ at: now, amountMinor: stake });
    return admitted;
  };
  for (const step of steps) {
    switch (step.kind) {
      case 'round':
        if (ask(step.stake) && step.back > 0) moves.push({ at: now, amountMinor: -Math.floor(step.stake * step.back) });
        break;
      case 'sport':
        if (ask(step.stake)) open.push({ stake: step.stake, placedAt: now });
        break;
      case 'settle': {
        const [bet] = open.splice(step.pick % Math.max(1, open.length), 1);
        // The book settles at the event's end, which may lie before the clock's now (never before the bet).
        if (bet && step.back > 0) moves.push({ at: Math.max(bet.placedAt, now - step.backdateMinutes * 60_000), amountMinor: -Math.floor(bet.stake * step.back) });
        break;
      }
      case 'cashout': {
        const [bet] = open.splice(step.pick % Math.max(1, open.length), 1);
        if (bet) moves.push({ at: now, amountMinor: -Math.floor(bet.stake * step.share) });
        break;
      }
      case 'loss':
        limits = changeLossLimit(limits, { period: step.period, limitMinor: step.period === 'none' ? null : step.amount }, now);
        break;
      case 'stake':
        limits = changeStakeLimit(limits, step.amount, now);
        break;
      case 'wait':
        now += step.minutes * 60_000;
        break;
    }
  }
  return moves;
}

describe('loss and stake limits: never walked past', () => {
  it('with one loss limit, no sequence of rounds, bets, wins, refunds and cash-outs puts more than it into any window', () => {
    fc.assert(
      fc.property(fc.constantFrom<LimitPeriod>('day', 'week', 'month'), fc.constantFrom(...LIMITS), fc.array(fc.oneof(...playSteps), { minLength: 1, maxLength: 60 }), (period, limit, steps) => {
        const limits = changeLossLimit(noPlayLimits(), { period, limitMinor: limit }, START);
        const moves = play(steps, limits, () => undefined);
        expect(worstWindow(moves, PERIOD_MS[period])).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 300 },
    );
  });

  it('whatever the changes, a stake is admitted exactly when it fits the stake limit and every window holding it fits the loss limit in effect', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(...playSteps, ...changeSteps), { minLength: 1, maxLength: 60 }), (steps) => {
        play(steps, noPlayLimits(), (stake, limits, moves, now, admitted) => {
          const stakeFits = limits.stake.limitMinor === null || stake <= limits.stake.limitMinor;
          const loss = limits.loss;
          const lossFits = loss.period === 'none' || loss.limitMinor === null || worstHolding(moves, PERIOD_MS[loss.period], stake, now) <= loss.limitMinor;
          expect(admitted).toBe(stakeFits && lossFits);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('loss and stake limits: the window and the refusal', () => {
  const day = PERIOD_MS.day;

  it('a win after a stake frees its room; a win before later stakes does not pay for them', () => {
    const limits = changeLossLimit(noPlayLimits(), { period: 'day', limitMinor: 50_000 }, START);
    expect(lossWindow(limits.loss, [{ at: START, amountMinor: 40_000 }, { at: START + 1, amountMinor: -40_000 }], START + 2).usedMinor).toBe(0);
    // Won 100,000 first: a 60,000 stake an hour later would be a 60,000 loss in the window that begins after the win.
    const moves = [{ at: START, amountMinor: -100_000 }];
    const refusal = refusalOf(limits, moves, 60_000, START + 3_600_000);
    expect(refusal?.type).toBe('LossLimitExceededException');
    expect(refusal?.availableMinor).toBe(50_000);
  });

  it('the refusal names the limit, what is left and when more is left', () => {
    const limits = changeLossLimit(noPlayLimits(), { period: 'day', limitMinor: 50_000 }, START);
    const moves = [
      { at: START, amountMinor: 20_000 },
      { at: START + 60_000, amountMinor: 20_000 },
    ];
    const refusal = refusalOf(limits, moves, 20_000, START + 120_000);
    expect(refusal).toMatchObject({ type: 'LossLimitExceededException', limitMinor: 50_000, availableMinor: 10_000, period: 'day', releasesAt: START + day, status: 422 });
    expect(refusalOf(limits, moves, 10_000, START + 120_000)).toBeUndefined();
    // A day after the first stake it has left the window: 30,000 is left.
    expect(refusalOf(limits, moves, 30_000, START + day)).toBeUndefined();
  });

  it('the stake limit refuses a larger stake; a larger limit waits 24 hours, a smaller one applies at once', () => {
    let limits = changeStakeLimit(noPlayLimits(), 10_000, START);
    expect(refusalOf(limits, [], 10_001, START)).toMatchObject({ type: 'StakeLimitExceededException', limitMinor: 10_000, status: 422 });
    limits = changeStakeLimit(limits, 50_000, START);
    expect(limits.stake.pending?.at).toBe((START + LIMIT_INCREASE_DELAY_MS) / 1000);
    expect(refusalOf(limits, [], 20_000, START + LIMIT_INCREASE_DELAY_MS - 1)?.type).toBe('StakeLimitExceededException');
    expect(refusalOf(limits, [], 20_000, START + LIMIT_INCREASE_DELAY_MS)).toBeUndefined();
    limits = changeStakeLimit(settlePlayLimits(limits, START + LIMIT_INCREASE_DELAY_MS), 5_000, START + LIMIT_INCREASE_DELAY_MS);
    expect(limits.stake).toEqual({ period: 'day', limitMinor: 5_000 });
  });

  it('reads stakes and returns of every balance from the ledger, and nothing else', () => {
    const entry = (reason: string, delta: number, kind: LedgerEntry['kind'] = 'main'): LedgerEntry => ({ id: 1, uid: 1, kind, delta, balanceAfter: 0, reason, at: START, ref: undefined });
    const moves = lossMoves([entry('deposit', 100), entry('bet', -10), entry('win', 4), entry('sport_bet', -7, 'betting_bonus'), entry('sport_void', 7, 'betting_bonus'), entry('sport_cashout', 3), entry('cashback', 5), entry('freespin_win', 2)]);
    expect(moves.map((move) => move.amountMinor)).toEqual([10, -4, 7, -7, -3, -2]);
  });
});
