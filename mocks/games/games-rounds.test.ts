/**
 * The round logic (issue 6 part 7): idempotent round ids, no negative balance, a bet and a win ledger
 * entry per real round, launches bound to account + game + mode and to the launching session,
 * free spins spent without a bet, and every round recomputable from its revealed record.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAYER_MAIN_MINOR, SEED_UIDS } from '../fixtures/accounts.ts';
import { catalogue, type CatalogueGame } from '../fixtures/games/catalogue.ts';
import { SandboxState } from '../state/index.ts';
import { MAX_GUEST_ROUNDS_PER_LAUNCH } from '../state/games.ts';
import { commitment, diceOutcome, roundBytes, slotOutcome } from './fair.ts';
import { GameApiError, createLaunch, playRound, sessionAnswer } from './rounds.ts';

const NOW = Date.UTC(2025, 0, 15, 12);
const PLAYER = SEED_UIDS.player;
const FRESH = SEED_UIDS.fresh;

let state: SandboxState;
let clock: number;
beforeEach(() => {
  clock = NOW;
  state = new SandboxState(() => clock);
  // These rounds are about the game server's own rules; identification before play (decision 033) has its own tests
  // (mocks/api/identification.contract.test.ts) and would refuse new@'s rounds first.
  state.settings.identificationForPlay = false;
});

function game(sysname: string): CatalogueGame {
  const found = catalogue().bySysname.get(sysname);
  if (!found) throw new Error(sysname);
  return found;
}

/** A real launch of the player's signed-in session. */
function realLaunch(sysname = 'omad-zar', uid: number = PLAYER) {
  const sid = state.sessions.create({ uid, credentialVersion: 0 }, clock);
  return { sid, launch: createLaunch(state, { game: game(sysname), mode: 'real', uid, sid, currency: 'UZS', now: clock }) };
}

function expectCode(run: () => unknown, code: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GameApiError);
    expect((error as GameApiError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('weekly cashback (mocks/state/cashbacks.ts)', () => {
  it('grows by 10% of every real-money loss, not by demo rounds or wins; replays add nothing', () => {
    const { launch } = realLaunch();
    let lost = 0;
    for (let i = 0; i < 30; i++) {
      const answer = playRound(state, launch.token, { round_id: `cash-${i}-xxxx`, bet: '5000', target: 50 }, clock);
      if (answer.win < 5000) lost += (5000 - answer.win) * 100;
      playRound(state, launch.token, { round_id: `cash-${i}-xxxx`, bet: '5000', target: 50 }, clock);
    }
    expect(lost).toBeGreaterThan(0);
    const sid = state.sessions.create({ uid: PLAYER, credentialVersion: 0 }, clock);
    const demo = createLaunch(state, { game: game('omad-zar'), mode: 'demo', uid: PLAYER, sid, currency: 'UZS', now: clock });
    for (let i = 0; i < 10; i++) playRound(state, demo.token, { round_id: `demo-${i}-xxxx`, bet: '5000', target: 50 }, clock);
    // The seeded player's past weeks (issue 14 history) are paid out; this week's is the one active.
    const active = state.cashbacks.list(PLAYER, clock).filter((entry) => entry.status === 'active');
    expect(active).toHaveLength(1);
    const [week] = active;
    expect(week).toMatchObject({ status: 'active', currency: 'UZS', amountMinor: Math.floor(lost / 10), receivingExpiredAt: null });
    // The week ends: it is paid out and can be received for three days.
    clock = (week?.end ?? 0) * 1000;
    expect(state.cashbacks.list(PLAYER, clock).find((entry) => entry.id === week?.id)).toMatchObject({ status: 'paid_out', receivingExpiredAt: (week?.end ?? 0) + 3 * 24 * 60 * 60 });
  });
});

describe('real rounds', () => {
  it('post a bet entry and, on a win, a win entry; the balance moves by win - bet', () => {
    const { launch } = realLaunch();
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      const before = state.wallet.balance(PLAYER, 'main');
      const answer = playRound(state, launch.token, { round_id: `round-${i}-xxxx`, bet: '5000', target: 50 }, clock);
      const entries = state.wallet.entries(PLAYER).filter((entry) => entry.ref === `omad-zar:round-${i}-xxxx`);
      expect(entries.map((entry) => [entry.reason, entry.delta])).toEqual(answer.win > 0 ? [['bet', -500_000], ['win', answer.win * 100]] : [['bet', -500_000]]);
      expect(state.wallet.balance(PLAYER, 'main')).toBe(before - 500_000 + answer.win * 100);
      expect(answer.balance * 100).toBe(state.wallet.balance(PLAYER, 'main'));
      if (answer.win > 0) wins++;
    }
    expect(wins).toBeGreaterThan(5);
    expect(wins).toBeLessThan(35);
  });

  it('a replayed round id answers the first result and moves nothing', () => {
    const { launch } = realLaunch();
    const first = playRound(state, launch.token, { round_id: 'same-round-1', bet: '10000', target: 50 }, clock);
    const ledger = state.wallet.entries(PLAYER).length;
    const again = playRound(state, launch.token, { round_id: 'same-round-1', bet: '50000', target: 90 }, clock);
    expect(again).toEqual({ ...first, replayed: true });
    expect(state.wallet.entries(PLAYER)).toHaveLength(ledger);
    expect(state.games.historyOf(PLAYER)).toHaveLength(1);
    // The same id in another game is a conflict, not a second round.
    const other = createLaunch(state, { game: game('omad-oltin-7'), mode: 'real', uid: PLAYER, sid: launch.sid, currency: 'UZS', now: clock });
    expectCode(() => playRound(state, other.token, { round_id: 'same-round-1', bet: '1000' }, clock), 'ROUND_ID_CONFLICT');
  });

  it('never goes below zero: a bet above the balance is refused and nothing moves', () => {
    const { launch } = realLaunch();
    state.wallet.post(PLAYER, 'main', -(PLAYER_MAIN_MINOR - 300_000), 'withdrawal', clock);
    const ledger = state.wallet.entries(PLAYER).length;
    expectCode(() => playRound(state, launch.token, { round_id: 'too-big-bet', bet: '5000', target: 50 }, clock), 'INSUFFICIENT_FUNDS');
    expect(state.wallet.entries(PLAYER)).toHaveLength(ledger);
    expect(state.wallet.balance(PLAYER, 'main')).toBe(300_000);
    expect(state.games.rounds).toHaveLength(0);
    // The refused id is not burnt: the same id with an affordable bet plays.
    expect(playRound(state, launch.token, { round_id: 'too-big-bet', bet: '1000', target: 50 }, clock).replayed).toBe(false);
  });

  it('validates bets, targets, round ids and client seeds', () => {
    const { launch } = realLaunch();
    const bad: [Record<string, unknown>, string][] = [
      [{ round_id: 'short', bet: '1000', target: 50 }, 'INVALID_ROUND_ID'],
      [{ round_id: 'valid-id-1', bet: '999', target: 50 }, 'INVALID_BET'],
      [{ round_id: 'valid-id-1', bet: '-1000', target: 50 }, 'INVALID_BET'],
      [{ round_id: 'valid-id-1', bet: '1000000.001', target: 50 }, 'INVALID_BET'],
      [{ round_id: 'valid-id-1', bet: '2000000', target: 50 }, 'INVALID_BET'],
      [{ round_id: 'valid-id-1', bet: '1000', target: 96 }, 'INVALID_TARGET'],
      [{ round_id: 'valid-id-1', bet: '1000' }, 'INVALID_TARGET'],
      [{ round_id: 'valid-id-1', bet: '1000', target: 50, client_seed: 'has space' }, 'INVALID_CLIENT_SEED'],
    ];
    for (const [request, code] of bad) expectCode(() => playRound(state, launch.token, request, clock), code);
    expect(state.games.rounds).toHaveLength(0);
  });

  it('a launch is bound to its token and to the session that made it: sign-out or expiry ends play', () => {
    const { sid, launch } = realLaunch();
    expectCode(() => playRound(state, 'not-a-token', { round_id: 'round-000', bet: '1000', target: 50 }, clock), 'INVALID_TOKEN');
    expectCode(() => playRound(state, undefined, { round_id: 'round-000', bet: '1000', target: 50 }, clock), 'INVALID_TOKEN');
    state.sessions.delete(sid);
    expectCode(() => playRound(state, launch.token, { round_id: 'round-000', bet: '1000', target: 50 }, clock), 'SESSION_ENDED');
    const second = realLaunch();
    clock += 5 * 60 * 60 * 1000;
    expectCode(() => playRound(state, second.launch.token, { round_id: 'round-001', bet: '1000', target: 50 }, clock), 'INVALID_TOKEN');
  });

  it('records rounds for the history, newest first, with a revealed record that recomputes the outcome', () => {
    const { launch } = realLaunch('omad-oltin-7', FRESH);
    state.wallet.post(FRESH, 'main', 10_000_000, 'deposit', clock);
    const committed = sessionAnswer(state, launch, clock).server_seed_hash;
    const first = playRound(state, launch.token, { round_id: 'slot-round-1', bet: '1000', client_seed: 'my-lucky-seed' }, clock);
    expect(first.fair.server_seed_hash).toBe(committed);
    expect(commitment(first.fair.server_seed)).toBe(committed);
    expect(first.fair).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(first.outcome).toEqual({ ...slotOutcome(roundBytes(first.fair.server_seed, 'my-lucky-seed', 0)) });
    const second = playRound(state, launch.token, { round_id: 'slot-round-2', bet: '2000' }, clock);
    expect(second.fair.server_seed_hash).toBe(first.next_server_seed_hash);
    expect(second.fair.server_seed).not.toBe(first.fair.server_seed);
    expect(second.fair.nonce).toBe(1);
    expect(state.games.historyOf(FRESH).map((round) => round.roundId)).toEqual(['slot-round-2', 'slot-round-1']);
  });
});

describe('demo rounds', () => {
  it('a guest plays the launch’s own fun money; nothing reaches the ledger or the history', () => {
    const launch = createLaunch(state, { game: game('omad-zar'), mode: 'demo', uid: null, sid: null, currency: 'UZS', now: clock });
    const ledger = state.wallet.entries(PLAYER).length;
    const answer = playRound(state, launch.token, { round_id: 'guest-round-1', bet: '1000', target: 50 }, clock);
    expect(answer.balance).toBe(1_000_000 - 1000 + answer.win);
    expect(answer.outcome).toEqual({ ...diceOutcome(roundBytes(answer.fair.server_seed, answer.fair.client_seed, 0), 50) });
    expect(state.wallet.entries(PLAYER)).toHaveLength(ledger);
    expect(state.games.historyOf(PLAYER)).toHaveLength(0);
  });

  it('a guest’s rounds live in the launch, bounded, and a replay still answers the first result (issue 19 defect 7)', () => {
    const launch = createLaunch(state, { game: game('omad-zar'), mode: 'demo', uid: null, sid: null, currency: 'UZS', now: clock });
    const first = playRound(state, launch.token, { round_id: 'guest-round-0000', bet: '1000', target: 50 }, clock);
    expect(playRound(state, launch.token, { round_id: 'guest-round-0000', bet: '1000', target: 50 }, clock)).toMatchObject({ replayed: true, id: first.id, win: first.win });
    for (let index = 1; index <= MAX_GUEST_ROUNDS_PER_LAUNCH + 20; index++) {
      playRound(state, launch.token, { round_id: `guest-round-${String(index).padStart(4, '0')}`, bet: '1000', target: 95 }, clock);
    }
    expect(state.games.rounds).toHaveLength(0);
    expect(launch.guestRounds?.size).toBe(MAX_GUEST_ROUNDS_PER_LAUNCH);
  });

  it('a signed-in player’s demo moves balance_fun, never the main balance', () => {
    const launch = createLaunch(state, { game: game('omad-zar'), mode: 'demo', uid: PLAYER, sid: null, currency: 'UZS', now: clock });
    const main = state.wallet.balance(PLAYER, 'main');
    const answer = playRound(state, launch.token, { round_id: 'demo-round-1', bet: '100000', target: 50 }, clock);
    expect(state.wallet.balance(PLAYER, 'main')).toBe(main);
    expect(state.wallet.balance(PLAYER, 'fun')).toBe(answer.balance * 100);
    expect(state.games.historyOf(PLAYER)).toHaveLength(0);
  });
});

describe('free spins', () => {
  it('a real slot round on a game with a pack spends a free spin: no bet entry, the pack counts down', () => {
    const { launch } = realLaunch('omad-oltin-7');
    expect(sessionAnswer(state, launch, clock).freespins).toEqual({ remaining: 20, bet: 1000 });
    const before = state.wallet.balance(PLAYER, 'main');
    const answer = playRound(state, launch.token, { round_id: 'free-spin-1', bet: '50000' }, clock);
    expect(answer).toMatchObject({ freespin: true, bet: 0, freespins_left: 19 });
    const entries = state.wallet.entries(PLAYER).filter((entry) => entry.ref === 'omad-oltin-7:free-spin-1');
    expect(entries.every((entry) => entry.reason === 'freespin_win' && entry.delta > 0)).toBe(true);
    expect(state.wallet.balance(PLAYER, 'main')).toBe(before + answer.win * 100);
  });
});
