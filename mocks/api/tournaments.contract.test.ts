/**
 * Contract: tournaments.get, tournaments.participate and leaderboard.get (mocks/api/leaderboard.ts over
 * mocks/state/tournaments.ts) answer what src/api/tournaments.ts and src/api/leaderboard.ts accept, refuse bad input with
 * catalogue errors, score real rounds by each tournament's rule, move the rivals with the sandbox clock, and pay the
 * prizes through the ledger exactly once when a tournament ends (issue 17 "The sandbox").
 */
import { describe, expect, it } from 'vitest';
import * as leaderboard from '../../src/api/leaderboard.ts';
import * as tournaments from '../../src/api/tournaments.ts';
import { SEED_LOGINS, SEED_UIDS } from '../fixtures/accounts.ts';
import { PRIZE_REASON, SEEDED_PLAYER_PLACE, SEEDED_PLAYER_TOURNAMENT } from '../state/tournaments.ts';
import { createContractHarness, playRealRound } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^(tournaments|leaderboard)\./i);
const { signIn, expectError } = contract;

const HOUR_MS = 60 * 60 * 1000;
const BAHOR = 1;
const RAKETA = 2;
const QISH = 3;
const TEZKOR = 4;
const RAUNDLAR = 5;

/** Gives an account main money as a back office would (contract tests only). */
function fund(uid: number, major: number): void {
  client().sandbox.state.wallet.post(uid, 'main', major * 100, 'deposit', client().clock.now(), `test-fund-${uid}-${major}`);
}

async function one(id: number) {
  const [item] = (await tournaments.get({ id })).items;
  if (!item) throw new Error(`tournament ${id} not listed`);
  return item;
}

describe('tournaments.get', () => {
  it('lists 3 running, 2 upcoming and 3 finished tournaments with the three scoring rules, in uz and ru', async () => {
    const all = await tournaments.get({ count: 50 });
    expect(all.items.map((item) => item.status)).toEqual(['active', 'active', 'active', 'upcoming', 'upcoming', 'finished', 'finished', 'finished']);
    expect(new Set(all.items.map((item) => item.scoring))).toEqual(new Set(['total_bet', 'max_multiplier', 'rounds']));
    const now = Math.floor(client().clock.now() / 1000);
    for (const item of all.items) {
      expect(item.prize_fund?.amount).toBe(item.prizes?.reduce((sum, prize) => sum + prize.prize.amount, 0));
      expect(item.prizes?.map((prize) => prize.place)).toEqual(Array.from({ length: item.prizes?.length ?? 0 }, (_, index) => index + 1));
      expect(item).toMatchObject({ is_participant: false, place: null, points: null });
      if (item.status === 'active') expect([item.started_at! < now, item.finished_at! > now]).toEqual([true, true]);
      if (item.status === 'upcoming') expect(item.started_at).toBeGreaterThan(now);
      if (item.status === 'finished') expect(item.finished_at).toBeLessThanOrEqual(now);
    }
    expect(all.items[0]).toMatchObject({ id: BAHOR, name: 'bahor-kubogi', description: { title: 'Bahor kubogi' }, min_bet: { amount: 1000, currency: 'UZS' } });
    contract.setLocale('ru');
    expect((await one(BAHOR)).description?.title).toBe('Весенний кубок');
    // The running tournament that ends first counts omad-zar and scores by total bet.
    const running = (await tournaments.get({ status: 'active' })).items;
    const first = [...running].sort((a, b) => (a.finished_at ?? 0) - (b.finished_at ?? 0))[0];
    expect(first).toMatchObject({ id: TEZKOR, scoring: 'total_bet', games: ['omad-zar'] });
  });

  it('every tournament has artwork in the banner sizes, served as SVG (SPEC §3 image keys)', async () => {
    for (const item of (await tournaments.get({ count: 50 })).items) {
      const description = item.description ?? {};
      for (const key of ['image_735_240', 'image_360_520']) {
        const url = description[key];
        expect(typeof url).toBe('string');
        const art = await client().fetch(String(url));
        expect(art.status).toBe(200);
        expect(art.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      }
    }
    expect((await client().fetch('/sandbox-media/tournaments/999-735x240.svg')).status).toBe(404);
  });

  it('finds a tournament by its SEO name and refuses bad filters', async () => {
    expect((await tournaments.get({ name: 'tezkor-zar' })).items.map((item) => item.id)).toEqual([TEZKOR]);
    expect((await tournaments.get({ name: 'no-such-cup' })).items).toEqual([]);
    await expectError(tournaments.get({ status: 'someday' }), 'InvalidParameterException', { status: expect.any(Array) as unknown as string[] });
    await expectError(tournaments.get({ count: 51 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
    await expectError(tournaments.get({ name: '../etc' }), 'InvalidParameterException');
  });

  it('the seeded player takes part in one running tournament only, in 17th place', async () => {
    await signIn();
    const all = (await tournaments.get({ count: 50 })).items;
    expect(all.filter((item) => item.is_participant).map((item) => item.id)).toEqual([SEEDED_PLAYER_TOURNAMENT]);
    const mine = await one(SEEDED_PLAYER_TOURNAMENT);
    const table = await leaderboard.get({ tournament_id: SEEDED_PLAYER_TOURNAMENT });
    expect(table.me).toMatchObject({ place: SEEDED_PLAYER_PLACE, is_me: true, fakename: 'Omadli' });
    expect(mine).toMatchObject({ place: SEEDED_PLAYER_PLACE, points: table.me?.points, participants: table.total });
  });
});

describe('leaderboard.get', () => {
  it('a table by place with prizes on the prize places; the own row comes as `me` even outside the page asked', async () => {
    const table = await leaderboard.get({ tournament_id: BAHOR });
    expect(table.items.map((row) => row.place)).toEqual(Array.from({ length: table.items.length }, (_, index) => index + 1));
    const points = table.items.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(table.items.filter((row) => row.prize).length).toBe(20);
    expect(table.me ?? null).toBeNull();
    await expect(leaderboard.get({ tournament_id: BAHOR })).resolves.toEqual(table);
    await signIn();
    const page = await leaderboard.get({ tournament_id: BAHOR, offset: 0, count: 10 });
    expect(page.items.some((row) => row.is_me)).toBe(false);
    expect(page.me).toMatchObject({ place: SEEDED_PLAYER_PLACE, is_me: true });
    // An upcoming tournament has no table yet.
    expect((await leaderboard.get({ tournament_id: RAKETA })).items).toEqual([]);
  });

  it('the rivals move with the sandbox clock', async () => {
    const before = await leaderboard.get({ tournament_id: BAHOR, count: 1 });
    client().clock.advance(24 * HOUR_MS);
    const after = await leaderboard.get({ tournament_id: BAHOR, count: 1 });
    expect(after.items[0]?.points).toBeGreaterThan(before.items[0]?.points ?? Infinity);
  });

  it('refuses an unknown tournament and bad pages', async () => {
    await expectError(leaderboard.get({ tournament_id: 999 }), 'InvalidParameterException', { tournament_id: ['NOT_FOUND'] });
    await expectError(leaderboard.get({ tournament_id: 0 }), 'InvalidParameterException', { tournament_id: ['MIN_VALUE'] });
    await expectError(leaderboard.get({ tournament_id: BAHOR, count: 101 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
  });
});

describe('tournaments.participate', () => {
  it('asks a guest to sign in, refuses unknown and finished tournaments, and joins once', async () => {
    await expectError(tournaments.joinTournament(TEZKOR), 'AuthorizationException');
    await signIn();
    await expectError(tournaments.joinTournament(999), 'InvalidParameterException', { tournament_id: ['NOT_FOUND'] });
    await expectError(tournaments.joinTournament(QISH), 'InvalidRequestException');
    await tournaments.joinTournament(TEZKOR);
    await tournaments.joinTournament(TEZKOR);
    const joined = await one(TEZKOR);
    const table = await leaderboard.get({ tournament_id: TEZKOR });
    expect(joined).toMatchObject({ is_participant: true, points: 0, place: table.total });
    expect(table.items.filter((row) => row.is_me)).toHaveLength(1);
    // An upcoming tournament can be joined before it starts.
    await tournaments.joinTournament(RAKETA);
    expect((await leaderboard.get({ tournament_id: RAKETA })).items).toMatchObject([{ place: 1, points: 0, is_me: true }]);
  });
});

describe('scoring real rounds', () => {
  it('60 rounds of 100,000 UZS in omad-zar move a new entrant up the total-bet table; other rounds do not count', async () => {
    await signIn(SEED_LOGINS.fresh);
    fund(SEED_UIDS.fresh, 10_000_000);
    // Before joining, rounds do not count.
    expect((await playRealRound(client(), 'omad-zar', 'before-join-1', 100_000, { target: 50 })).status).toBe(200);
    client().clock.advance(1000);
    await tournaments.joinTournament(BAHOR);
    const start = await one(BAHOR);
    expect(start).toMatchObject({ points: 0, place: start.participants });
    // A game that does not count (a third-party slot) and a demo round score nothing.
    expect((await playRealRound(client(), 'samarqand-gaming-oltin-qol', 'other-game-1', 100_000)).status).toBe(200);
    expect((await one(BAHOR)).points).toBe(0);
    for (let round = 0; round < 60; round++) {
      const answer = await playRealRound(client(), 'omad-zar', `entrant-round-${round}`, 100_000, { target: 50 });
      expect(answer.status).toBe(200);
    }
    const after = await one(BAHOR);
    expect(after.points).toBe(6000);
    expect(after.place).toBeLessThan(start.place ?? 0);
    // A replayed round id scores nothing more.
    await playRealRound(client(), 'omad-zar', 'entrant-round-0', 100_000, { target: 50 });
    expect((await one(BAHOR)).points).toBe(6000);
  });

  it('a bet under the minimum does not count; the rounds rule counts rounds', async () => {
    await signIn();
    await tournaments.joinTournament(TEZKOR);
    await tournaments.joinTournament(RAUNDLAR);
    expect((await playRealRound(client(), 'omad-zar', 'small-bet-1', 5_000, { target: 50 })).status).toBe(200);
    // 5,000 UZS is under Tezkor zar's 10,000 minimum, over Oltin raundlar's 2,000.
    expect((await one(TEZKOR)).points).toBe(0);
    expect((await one(RAUNDLAR)).points).toBe(1);
    await playRealRound(client(), 'omad-zar', 'small-bet-2', 20_000, { target: 50 });
    expect((await one(TEZKOR)).points).toBe(20);
    expect((await one(RAUNDLAR)).points).toBe(2);
  });

  it('a real-money sports bet scores where the tournament counts sports bets', async () => {
    await signIn();
    await tournaments.joinTournament(RAUNDLAR);
    const launched = await client().fetch('/sandbox-sportsbook/launch?lang=uz');
    const token = ((await launched.json()) as { data: { token: string } }).data.token;
    const frame = { 'Content-Type': 'application/json', Origin: 'null' };
    const feed = (await (await client().fetch(`/sandbox-sportsbook/api/events?token=${token}`, { headers: { Origin: 'null' } })).json()) as {
      data: { upcoming: { markets: { outcomes: { id: string; odds: number }[] }[] }[] };
    };
    const outcome = feed.data.upcoming[0]?.markets[0]?.outcomes[0];
    const placed = await client().fetch(`/sandbox-sportsbook/api/bet?token=${token}`, {
      method: 'POST',
      headers: frame,
      body: JSON.stringify({ token, key: 'tournament-sport-1', type: 'single', stake: 5000, source: 'main', accept: 'none', selections: [{ id: outcome?.id, odds: outcome?.odds }] }),
    });
    expect(placed.status).toBe(200);
    expect((await one(RAUNDLAR)).points).toBe(1);
    // Tezkor zar does not count sports bets.
    await tournaments.joinTournament(TEZKOR);
    expect((await one(TEZKOR)).points).toBe(0);
  });

  it('the multiplier rule keeps the largest win-to-bet multiplier, x100', async () => {
    await signIn();
    await tournaments.joinTournament(RAKETA);
    const raketa = await one(RAKETA);
    client().clock.advance((raketa.started_at! * 1000 - client().clock.now()) + HOUR_MS);
    expect((await one(RAKETA)).status).toBe('active');
    let best = 0;
    for (let round = 0; round < 6; round++) {
      const answer = await playRealRound(client(), 'omad-raketa', `crash-round-${round}`, 5_000, { cashout: '2' });
      expect(answer.status).toBe(200);
      const won = answer.body.data?.win ?? 0;
      if (won > 0) best = Math.max(best, Math.floor((won * 100) / 5_000));
    }
    expect((await one(RAKETA)).points).toBe(best);
  });
});

describe('the end of a tournament', () => {
  it('betting 5,000,000 UZS in the tournament that ends first finishes in a prize place; the prize is paid once', async () => {
    // A new player (no bonus wagering, whose max bet would refuse 100,000 UZS) with money for the bets.
    await signIn(SEED_LOGINS.fresh);
    fund(SEED_UIDS.fresh, 6_000_000);
    await tournaments.joinTournament(TEZKOR);
    for (let round = 0; round < 50; round++) {
      const answer = await playRealRound(client(), 'omad-zar', `final-round-${round}`, 100_000, { target: 50 });
      expect(answer.status).toBe(200);
    }
    expect((await one(TEZKOR)).points).toBe(5000);
    const state = client().sandbox.state;
    const prizes = () => state.wallet.entries(SEED_UIDS.fresh).filter((entry) => entry.reason === PRIZE_REASON);
    const tezkor = await one(TEZKOR);
    const balanceBefore = state.wallet.balance(SEED_UIDS.fresh, 'main');
    client().clock.advance(tezkor.finished_at! * 1000 - client().clock.now() + 60_000);
    const finished = await one(TEZKOR);
    expect(finished.status).toBe('finished');
    expect(finished.place).toBeLessThanOrEqual(finished.prizes?.length ?? 0);
    const prize = finished.prizes?.find((entry) => entry.place === finished.place)?.prize;
    expect(finished.player_prize).toEqual(prize);
    // The ledger credits it once, however often the platform is read afterwards.
    await one(TEZKOR);
    await leaderboard.get({ tournament_id: TEZKOR });
    expect(prizes()).toHaveLength(1);
    expect(prizes()[0]?.delta).toBe((prize?.amount ?? 0) * 100);
    expect(state.wallet.balance(SEED_UIDS.fresh, 'main')).toBe(balanceBefore + (prize?.amount ?? 0) * 100);
    // The winners stay: the final table no longer moves with the clock, and rounds after the end do not count.
    const table = await leaderboard.get({ tournament_id: TEZKOR });
    client().clock.advance(48 * HOUR_MS);
    await playRealRound(client(), 'omad-zar', 'after-the-end', 100_000, { target: 50 });
    expect((await leaderboard.get({ tournament_id: TEZKOR })).items).toEqual(table.items);
    expect(prizes()).toHaveLength(1);
  });

  it('the seeded player keeps a prize place in the running tournament they joined and is paid at its end', async () => {
    await signIn();
    const bahor = await one(BAHOR);
    client().clock.advance(bahor.finished_at! * 1000 - client().clock.now() + 1000);
    const finished = await one(BAHOR);
    expect(finished).toMatchObject({ status: 'finished', place: SEEDED_PLAYER_PLACE, player_prize: { amount: 50_000, currency: 'UZS' } });
    const paid = client().sandbox.state.wallet.entries(SEED_UIDS.player).filter((entry) => entry.reason === PRIZE_REASON);
    expect(paid.map((entry) => entry.delta)).toEqual([50_000 * 100]);
  });
});
