/**
 * leaderboard.get (SPEC §7), answering src/api/leaderboard.ts: a tournament's standings. The
 * tournaments themselves belong to the tournaments namespace; here any tournament id gets a seeded,
 * deterministic table of 50 places (prizes for the top 10), and a signed-in player sees their own row
 * marked `is_me`.
 */
import { object, optional } from 'superstruct';
import * as leaderboard from '../../src/api/leaderboard.ts';
import type { LeaderboardEntry } from '../../src/api/leaderboard.ts';
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

export const operations: readonly OperationHandler[] = [
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
