/**
 * tournaments.get, tournaments.participate and leaderboard.get (SPEC §7; src/api/tournaments.ts, src/api/leaderboard.ts)
 * over the sandbox's tournaments (mocks/state/tournaments.ts): seeded running, upcoming and finished tournaments whose
 * status, rivals and prizes follow the sandbox clock, and whose players score with their real rounds.
 */
import type { LeaderboardEntry } from '../../src/api/leaderboard.ts';
import * as tournaments from '../../src/api/requests/tournaments.ts';
import type { Tournament } from '../../src/api/tournaments.ts';
import { fail } from '../http/wire.ts';
import type { Locale } from '../state/accounts.ts';
import type { Standing, TournamentRecord, TournamentState } from '../state/tournaments.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

export const DEFAULT_LEADERBOARD_PAGE = 50;

const STATUS_ORDER = { active: 0, upcoming: 1, finished: 2 } as const;

function entryOf(row: Standing, currency: string, uid: number | undefined): LeaderboardEntry {
  return {
    place: row.place,
    fakename: row.name,
    points: row.points,
    ...(row.prize !== undefined ? { prize: { amount: row.prize, currency } } : {}),
    is_me: uid !== undefined && row.uid === uid,
  };
}

function tournamentOut(state: TournamentState, record: TournamentRecord, locale: Locale, now: number, uid: number | undefined): Tournament {
  const { seed } = record;
  const status = record.status(now);
  const table = state.standings(record, now);
  const mine = uid === undefined ? undefined : table.find((row) => row.uid === uid);
  return {
    id: seed.id,
    name: seed.name,
    status,
    started_at: Math.floor(record.startsAt / 1000),
    finished_at: Math.floor(record.endsAt / 1000),
    prize_fund: { amount: record.prizeFund(), currency: seed.currency },
    is_participant: mine !== undefined,
    points: mine?.points ?? null,
    place: mine?.place ?? null,
    ...(status === 'finished' && mine?.prize !== undefined ? { player_prize: { amount: mine.prize, currency: seed.currency } } : {}),
    participants: table.length,
    games: [...seed.games],
    scoring: seed.scoring,
    min_bet: { amount: seed.minBet, currency: seed.currency },
    prizes: seed.prizes.map((prize, index) => ({ place: index + 1, prize: { amount: prize, currency: seed.currency } })),
    // Artwork in the operator's banner sizes, under the keys the CMS image mappings rename (SPEC §3).
    description: {
      title: seed.title[locale],
      text: seed.text[locale],
      rules: null,
      image: null,
      image_735_240: `/sandbox-media/tournaments/${seed.id}-735x240.svg`,
      image_360_520: `/sandbox-media/tournaments/${seed.id}-360x520.svg`,
    },
  };
}

function requireTournament(context: OperationContext, id: number): TournamentRecord {
  const record = context.state.tournaments.byId(id);
  if (!record) throw fail.invalidParameter({ tournament_id: ['NOT_FOUND'] }, `No tournament ${id}`);
  return record;
}

export const operations: readonly OperationHandler[] = [
  implement(
    tournaments.get,
    (context, { id, name, status, offset = 0, count = 10 }) => {
      const now = context.now();
      const { state } = context;
      // Running first (by id: the lobby shows the first), then upcoming (soonest first), then finished (latest first).
      const found = state.tournaments.tournaments
        .filter((record) => (id === undefined || record.seed.id === id) && (name === undefined || record.seed.name === name) && (status === undefined || record.status(now) === status))
        .sort((a, b) => {
          const order = STATUS_ORDER[a.status(now)] - STATUS_ORDER[b.status(now)];
          if (order !== 0) return order;
          return a.status(now) === 'finished' ? b.endsAt - a.endsAt : a.status(now) === 'upcoming' ? a.startsAt - b.startsAt : a.seed.id - b.seed.id;
        });
      const items = found.slice(offset, offset + count).map((record) => tournamentOut(state.tournaments, record, context.locale, now, context.account?.uid));
      return { items, count: found.length, total: found.length };
    },
    { guest: true },
  ),
  implement(tournaments.participate, (context, { tournament_id: id }) => {
    const account = context.requireAccount();
    const record = requireTournament(context, id);
    if (account.currency !== record.seed.currency) {
      throw fail.invalidRequest(`This tournament is played in ${record.seed.currency}; the account plays in ${account.currency}`);
    }
    const joined = context.state.tournaments.join(record, account.uid, account.fakename, context.now());
    if (joined === 'finished') throw fail.invalidRequest('The tournament has finished');
    return 1;
  }),
  implement(
    tournaments.leaderboardGet,
    (context, { tournament_id: id, offset = 0, count = DEFAULT_LEADERBOARD_PAGE }) => {
      const record = requireTournament(context, id);
      const uid = context.account?.uid;
      const rows = context.state.tournaments.standings(record, context.now()).map((row) => entryOf(row, record.seed.currency, uid));
      const me = rows.find((row) => row.is_me) ?? null;
      return { items: rows.slice(offset, offset + count), count: rows.length, total: rows.length, me };
    },
    { guest: true },
  ),
];
