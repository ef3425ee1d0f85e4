/**
 * The crash game "Raketa" (issue 6 part 7): its rules pay 99% at any cash-out, a real round moves the wallet through
 * the ledger (a bet entry, a win entry when the rocket reaches the cash-out), a replayed round id moves nothing, the
 * balance never goes negative, and every round is recomputable from its revealed seed.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_UIDS } from '../fixtures/accounts.ts';
import { catalogue, type CatalogueGame } from '../fixtures/games/catalogue.ts';
import { SandboxState } from '../state/index.ts';
import { CRASH_MAX, commitment, crashOutcome, crashPoint, formatMultiplier, isCrashCashout, parseCashout, roundBytes } from './fair.ts';
import { GameApiError, createLaunch, playRound, sessionAnswer } from './rounds.ts';

const NOW = Date.UTC(2025, 0, 15, 12);
const PLAYER = SEED_UIDS.player;
let state: SandboxState;

beforeEach(() => {
  state = new SandboxState(() => NOW);
  // These rounds are about the game server's own rules; identification before play (decision 033) has its own tests
  // (mocks/api/identification.contract.test.ts) and would refuse new@'s rounds first.
  state.settings.identificationForPlay = false;
});

function raketa(): CatalogueGame {
  const game = catalogue().bySysname.get('omad-raketa');
  if (!game) throw new Error('omad-raketa is missing from the catalogue');
  return game;
}

function realLaunch(uid: number = PLAYER) {
  const sid = state.sessions.create({ uid, credentialVersion: 0 }, NOW);
  return createLaunch(state, { game: raketa(), mode: 'real', uid, sid, currency: 'UZS', now: NOW });
}

function code(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GameApiError) return error.code;
    throw error;
  }
  return undefined;
}

describe('the crash rules', () => {
  it('read cash-outs as players type them, in hundredths', () => {
    expect(parseCashout('2')).toBe(200);
    expect(parseCashout('1.5')).toBe(150);
    expect(parseCashout('1,01')).toBe(101);
    expect(parseCashout('1000.00')).toBe(100_000);
    for (const bad of ['', 'abc', '1.234', '-2', '2x', '12345']) expect(Number.isNaN(parseCashout(bad))).toBe(true);
    expect([100, 101, 100_000, 100_001].map(isCrashCashout)).toEqual([false, true, true, false]);
    expect(formatMultiplier(250)).toBe('2.50x');
  });

  it('crash between 1.00x and the cap; a cash-out pays when the rocket gets there (fast-check)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 101, max: 100_000 }), (bytes, cashout) => {
        const crash = crashPoint(bytes);
        expect(crash).toBeGreaterThanOrEqual(100);
        expect(crash).toBeLessThanOrEqual(CRASH_MAX);
        expect(crashOutcome(bytes, cashout).multiplier).toBe(crash >= cashout ? cashout / 100 : 0);
      }),
    );
  });

  it('return about 99% at 2x over many seeded rounds', () => {
    let paid = 0;
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++) paid += crashOutcome(roundBytes('rtp-seed', 'client', nonce), 200).multiplier;
    expect(paid / rounds).toBeGreaterThan(0.95);
    expect(paid / rounds).toBeLessThan(1.03);
  });
});

describe('real crash rounds', () => {
  it('post a bet and, when the rocket reaches the cash-out, a win; a replay moves nothing', () => {
    const launch = realLaunch();
    const session = sessionAnswer(state, launch, NOW);
    expect(session).toMatchObject({ engine: 'crash', mode: 'real' });
    let wins = 0;
    for (let i = 0; i < 30; i++) {
      const before = state.wallet.balance(PLAYER, 'main');
      const hash = commitment(launch.serverSeed);
      const answer = playRound(state, launch.token, { round_id: `crash-round-${i}`, bet: '1000', cashout: '1.8' }, NOW);
      const entries = state.wallet.entries(PLAYER).filter((entry) => entry.ref === `omad-raketa:crash-round-${i}`);
      expect(entries.map((entry) => [entry.reason, entry.delta])).toEqual(answer.win > 0 ? [['bet', -100_000], ['win', 180_000]] : [['bet', -100_000]]);
      expect(state.wallet.balance(PLAYER, 'main')).toBe(before - 100_000 + answer.win * 100);
      // The revealed seed matches the hash committed before the round, and recomputes the outcome.
      expect(answer.fair.server_seed_hash).toBe(hash);
      expect(commitment(answer.fair.server_seed)).toBe(hash);
      expect(crashOutcome(roundBytes(answer.fair.server_seed, answer.fair.client_seed, answer.fair.nonce), 180)).toEqual(answer.outcome);
      if (answer.win > 0) wins++;

      const replay = playRound(state, launch.token, { round_id: `crash-round-${i}`, bet: '1000', cashout: '1.8' }, NOW);
      expect(replay).toMatchObject({ replayed: true, win: answer.win, round_id: answer.round_id });
      expect(state.wallet.entries(PLAYER).filter((entry) => entry.ref === `omad-raketa:crash-round-${i}`)).toHaveLength(entries.length);
    }
    expect(wins).toBeGreaterThan(5);
    expect(state.games.historyOf(PLAYER)[0]).toMatchObject({ sysname: 'omad-raketa', engine: 'crash' });
  });

  it('refuse a missing or invalid cash-out and a bet above the balance, leaving the wallet as it was', () => {
    const launch = realLaunch();
    const before = state.wallet.balance(PLAYER, 'main');
    expect(code(() => playRound(state, launch.token, { round_id: 'crash-bad-1', bet: '1000' }, NOW))).toBe('INVALID_CASHOUT');
    expect(code(() => playRound(state, launch.token, { round_id: 'crash-bad-2', bet: '1000', cashout: '1.00' }, NOW))).toBe('INVALID_CASHOUT');
    expect(code(() => playRound(state, launch.token, { round_id: 'crash-bad-3', bet: '1000', cashout: '1.234' }, NOW))).toBe('INVALID_CASHOUT');
    const fresh = realLaunch(SEED_UIDS.fresh);
    const freshBefore = state.wallet.balance(SEED_UIDS.fresh, 'main');
    // The fresh account has deposited nothing: the bet is refused and no entry is left.
    expect(freshBefore).toBe(0);
    expect(code(() => playRound(state, fresh.token, { round_id: 'crash-broke-1', bet: '1000', cashout: '2' }, NOW))).toBe('INSUFFICIENT_FUNDS');
    expect(state.wallet.balance(SEED_UIDS.fresh, 'main')).toBe(0);
    expect(state.wallet.entries(SEED_UIDS.fresh).filter((entry) => entry.ref === 'omad-raketa:crash-broke-1')).toEqual([]);
    expect(state.wallet.balance(PLAYER, 'main')).toBe(before);
  });
});
