/**
 * leaderboard.get (SPEC §7), answering src/api/leaderboard.ts: a tournament's standings. Any tournament
 * id gets a seeded, deterministic table of 50 places (prizes for the top 10), and a signed-in player sees
 * their own row marked `is_me`.
 *
 * Also a read-only tournaments.get (src/api/tournaments.ts): the lobby shows the leaderboard of the running
 * tournament (issue 6, SPEC §7 "leaderboard where the lobby shows it") and has to find which one that is. Three
 * seeded tournaments, dated from the sandbox clock: one running, one upcoming, one finished. Joining
 * (tournaments.participate) and the tournament pages belong to the tournaments feature, not here.
 */
import { enums, object, optional, string } from 'superstruct';
import * as leaderboard from '../../src/api/leaderboard.ts';
import type { LeaderboardEntry } from '../../src/api/leaderboard.ts';
import * as tournaments from '../../src/api/tournaments.ts';
import type { Tournament } from '../../src/api/tournaments.ts';
import type { Locale } from '../state/accounts.ts';
import { Random } from '../fixtures/games/random.ts';
import { implement, type OperationHandler } from './registry.ts';
import { intRange } from './rules.ts';

export const LEADERBOARD_PLACES = 50;
export const MAX_LEADERBOARD_PAGE = 100;
/** Where the signed-in player stands in every sandbox table. */
export const MY_PLACE = 17;

const NAMES = ['Omadli', 'Sherzod77', 'Dilnoza', 'Javohir', 'Malika9', 'Bekzod', 'Nodira', 'Sardor', 'Gulnora', 'Timur88', 'Aziza', 'Rustam', 'Kamola', 'Jasur', 'Olga', 'Dmitry'];
const PRIZES = [5_000_000, 3_000_000, 2_000_000, 1_000_000, 750_000, 500_000, 400_000, 300_000, 200_000, 100_000];

export function standings(tournamentId: number, me: { fakename: string } | undefined): LeaderboardEntry[] {
  const random = new Random(`omad-leaderboard:${tournamentId}`);
  let points = random.int(40_000, 90_000);
  const rows: LeaderboardEntry[] = [];
  for (let place = 1; place <= LEADERBOARD_PLACES; place++) {
    const prize = PRIZES[place - 1];
    const mine = me !== undefined && place === MY_PLACE;
    rows.push({
      place,
      fakename: mine ? me.fakename : `${random.pick(NAMES)}${random.int(10, 99)}`,
      points,
      ...(prize !== undefined ? { prize: { amount: prize, currency: 'UZS' } } : {}),
      is_me: mine,
    });
    points -= random.int(50, 1500);
  }
  return rows;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_TOURNAMENTS_PAGE = 50;

interface TournamentSeed {
  id: number;
  status: 'active' | 'upcoming' | 'finished';
  /** Start and end relative to the sandbox clock, in days. */
  from: number;
  to: number;
  prize: number;
  title: Record<Locale, string>;
  text: Record<Locale, string>;
  games: string[];
}

export const TOURNAMENTS: readonly TournamentSeed[] = [
  {
    id: 1,
    status: 'active',
    from: -3,
    to: 4,
    prize: 25_000_000,
    title: { uz: 'Bahor kubogi', ru: 'Весенний кубок' },
    text: { uz: "Omad Originals o'yinlarida ochko to'plang: har bir tikish ochko beradi.", ru: 'Набирайте очки в играх Omad Originals: каждая ставка приносит очки.' },
    games: ['omad-oltin-7', 'omad-zar', 'omad-raketa'],
  },
  {
    id: 2,
    status: 'upcoming',
    from: 5,
    to: 12,
    prize: 10_000_000,
    title: { uz: 'Raketa poygasi', ru: 'Ракетная гонка' },
    text: { uz: "Raketa o'yinidagi eng katta koeffitsientlar uchun turnir.", ru: 'Турнир за самые большие коэффициенты в «Ракете».' },
    games: ['omad-raketa'],
  },
  {
    id: 3,
    status: 'finished',
    from: -20,
    to: -10,
    prize: 15_000_000,
    title: { uz: 'Qish marafoni', ru: 'Зимний марафон' },
    text: { uz: "Tugagan turnir: g'oliblar jadvali saqlangan.", ru: 'Завершённый турнир: таблица победителей сохранена.' },
    games: ['omad-oltin-7'],
  },
];

function tournamentOut(seed: TournamentSeed, locale: Locale, now: number, uid: number | undefined): Tournament {
  const mine = uid !== undefined && seed.status !== 'upcoming';
  return {
    id: seed.id,
    status: seed.status,
    started_at: Math.floor((now + seed.from * DAY_MS) / 1000),
    finished_at: Math.floor((now + seed.to * DAY_MS) / 1000),
    prize_fund: { amount: seed.prize, currency: 'UZS' },
    is_participant: mine,
    points: mine ? (standings(seed.id, { fakename: '' })[MY_PLACE - 1]?.points ?? null) : null,
    games: [...seed.games],
    description: { title: seed.title[locale], text: seed.text[locale], rules: null, image: null },
  };
}

export const operations: readonly OperationHandler[] = [
  implement(
    tournaments.get,
    (context) => {
      const { id, status, offset = 0, count = 10 } = context.input(
        object({
          id: optional(intRange(1, 1_000_000_000)),
          status: optional(enums(['active', 'upcoming', 'finished'] as const)),
          offset: optional(intRange(0)),
          count: optional(intRange(1, MAX_TOURNAMENTS_PAGE)),
          fields: optional(string()),
        }),
      );
      const found = TOURNAMENTS.filter((seed) => (id === undefined || seed.id === id) && (status === undefined || seed.status === status));
      const items = found.slice(offset, offset + count).map((seed) => tournamentOut(seed, context.locale, context.now(), context.account?.uid));
      return { items, count: found.length, total: found.length };
    },
    { guest: true },
  ),
  implement(
    leaderboard.get,
    (context) => {
      const { tournament_id: tournamentId, offset = 0, count = LEADERBOARD_PLACES } = context.input(
        object({ tournament_id: intRange(1, 1_000_000_000), offset: optional(intRange(0)), count: optional(intRange(1, MAX_LEADERBOARD_PAGE)) }),
      );
      const rows = standings(tournamentId, context.account);
      return { items: rows.slice(offset, offset + count), count: rows.length, total: rows.length };
    },
    { guest: true },
  ),
];
