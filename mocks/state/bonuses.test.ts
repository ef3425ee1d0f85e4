/**
 * Bonuses with wagering under property test (issue 16): random sequences of grants, activations, pauses, removals,
 * real-money bets of every game type and clock moves. After every step the ledger invariant holds: the bonus
 * balance is exactly the money the living bonuses hold, never negative; the main balance moved only by the bets and
 * the conversions; every move is an integer ledger entry; at most one casino bonus wagers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BETTING_MIN_ODDS, BonusRefusal, BonusState, WAGER_CONTRIBUTION, countsForBettingBonus, type WagerGameType } from './bonuses.ts';
import { Wallet } from './wallet.ts';

const UID = 7;
const DAY_MS = 86_400_000;
const GAME_TYPES = Object.keys(WAGER_CONTRIBUTION) as WagerGameType[];

type Step =
  | { op: 'grant'; amount: number; times: number; activate: boolean }
  | { op: 'activate' | 'deactivate' | 'remove'; pick: number }
  | { op: 'bet'; amount: number; type: WagerGameType }
  | { op: 'clock'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 5_000_000 }), times: fc.integer({ min: 1, max: 5 }), activate: fc.boolean() }),
  fc.record({ op: fc.constantFrom('activate' as const, 'deactivate' as const, 'remove' as const), pick: fc.nat(9) }),
  fc.record({ op: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 3_000_000 }), type: fc.constantFrom(...GAME_TYPES) }),
  fc.record({ op: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 20 }) }),
);

function title(text: string) {
  return { uz: text, ru: text };
}

describe('BonusState with the wallet', () => {
  it('keeps the bonus balance equal to what living bonuses hold, converts once, burns on remove and expiry', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const wallet = new Wallet();
        const bonuses = new BonusState();
        let now = 1_800_000_000_000;
        wallet.post(UID, 'main', 1_000_000_000, 'seed', now);
        let mainExpected = 1_000_000_000;
        for (const action of steps) {
          const ids = bonuses.list(UID).map((record) => record.id);
          const id = ids.length > 0 ? (ids[action.op === 'activate' || action.op === 'deactivate' || action.op === 'remove' ? action.pick % ids.length : 0] ?? 0) : 0;
          const convertedBefore = wallet.entries(UID).filter((entry) => entry.kind === 'main' && entry.reason === 'bonus_convert').reduce((sum, entry) => sum + entry.delta, 0);
          try {
            if (action.op === 'grant') {
              bonuses.grant(wallet, { uid: UID, kind: 'casino', amountMinor: action.amount, currency: 'UZS', requiredMinor: action.amount * action.times, multiplier: action.times, maxBetMinor: 5_000_000, lastsDays: 10, title: title('b'), text: title('b') }, now, action.activate);
            } else if (action.op === 'activate') bonuses.activate(wallet, UID, id, 'casino', now);
            else if (action.op === 'deactivate') bonuses.deactivate(wallet, UID, id, now);
            else if (action.op === 'remove') bonuses.remove(wallet, UID, id, 'casino', now);
            else if (action.op === 'bet') {
              const max = bonuses.maxBet(wallet, UID, now);
              if (max && action.amount > max.minor) continue; // the game server refuses before any money moves
              if (wallet.balance(UID, 'main') < action.amount) continue;
              wallet.post(UID, 'main', -action.amount, 'bet', now);
              mainExpected -= action.amount;
              bonuses.wager(wallet, UID, action.amount, { kind: 'casino', gameType: action.type }, now);
            } else if (action.op === 'clock') {
              now += action.days * DAY_MS;
              bonuses.settle(wallet, UID, now);
            }
          } catch (error) {
            if (!(error instanceof BonusRefusal)) throw error;
          }
          const convertedAfter = wallet.entries(UID).filter((entry) => entry.kind === 'main' && entry.reason === 'bonus_convert').reduce((sum, entry) => sum + entry.delta, 0);
          mainExpected += convertedAfter - convertedBefore;

          const living = bonuses.list(UID).filter((record) => record.status === 'active' || record.status === 'available');
          expect(wallet.balance(UID, 'bonus')).toBe(living.reduce((sum, record) => sum + (record.heldMinor ?? 0), 0));
          expect(wallet.balance(UID, 'bonus')).toBeGreaterThanOrEqual(0);
          expect(wallet.balance(UID, 'main')).toBe(mainExpected);
          expect(bonuses.list(UID).filter((record) => record.status === 'active').length).toBeLessThanOrEqual(1);
          for (const record of bonuses.list(UID)) {
            expect(record.wageredMinor).toBeLessThanOrEqual(record.requiredMinor);
            if (record.status === 'finished' || record.status === 'canceled' || record.status === 'expired') expect(record.heldMinor ?? 0).toBe(0);
          }
          expect(wallet.entries(UID).every((entry) => Number.isSafeInteger(entry.delta) && entry.balanceAfter >= 0)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('betting-bonus wagering (sports bets)', () => {
  function bettingBonus() {
    const wallet = new Wallet();
    const bonuses = new BonusState();
    const record = bonuses.grant(wallet, { uid: UID, kind: 'betting', amountMinor: 100_000, currency: 'UZS', requiredMinor: 300_000, multiplier: 3, maxBetMinor: null, lastsDays: 10, title: title('s'), text: title('s') }, 0, true);
    return { wallet, bonuses, record };
  }

  it('counts the whole stake only when every selection meets the minimum odds (exactly the minimum counts)', () => {
    expect(countsForBettingBonus([BETTING_MIN_ODDS])).toBe(true);
    expect(countsForBettingBonus([2.1, BETTING_MIN_ODDS - 0.01])).toBe(false);
    expect(countsForBettingBonus([])).toBe(false);
    const { wallet, bonuses, record } = bettingBonus();
    bonuses.wager(wallet, UID, 50_000, { kind: 'betting', odds: [1.5, 3] }, 0);
    bonuses.wager(wallet, UID, 50_000, { kind: 'betting', odds: [1.49, 3] }, 0);
    // A casino round does not wager a betting bonus.
    bonuses.wager(wallet, UID, 50_000, { kind: 'casino', gameType: 'slots' }, 0);
    expect(record.wageredMinor).toBe(50_000);
  });

  it('at the requirement the betting-bonus money converts to main, once', () => {
    const { wallet, bonuses, record } = bettingBonus();
    bonuses.wager(wallet, UID, 300_000, { kind: 'betting', odds: [2] }, 0);
    bonuses.wager(wallet, UID, 300_000, { kind: 'betting', odds: [2] }, 0);
    expect(record.status).toBe('finished');
    expect(wallet.balance(UID, 'betting_bonus')).toBe(0);
    expect(wallet.balance(UID, 'main')).toBe(100_000);
    expect(wallet.entries(UID).filter((entry) => entry.reason === 'bonus_convert').map((entry) => [entry.kind, entry.delta])).toEqual([['betting_bonus', -100_000], ['main', 100_000]]);
  });
});
