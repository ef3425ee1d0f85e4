/**
 * The tournaments' reads and writes, by operation (decision 031; the wire is decision 016): the list and one
 * tournament from tournaments.get, the leaderboard, and joining (tournaments.participate).
 */
import { get as getTournaments, type Tournament } from '../../api/tournaments.ts';
import { useRemapped } from '../../cms/use-remapped.ts';
import { useRead, type OperationName, type ReadState } from '../../server-data/reads.ts';
import { tournamentQuery } from './tournaments-rules.ts';

/** Every tournament in one read: the platform lists a handful at a time, never hundreds (the list page's read). */
export const LIST_PARAMS = { count: 50 } as const;

/** The places the table reads; the player's own row comes with them as `me` when it stands lower. */
export const BOARD_PLACES = 100;

/** How often a tournament's page reads its standings again while visible. */
export const LEADERBOARD_REFRESH_MS = 30_000;

/** What a tournament's page shows that moves while it runs: its standings and the player's place and points. */
export const STANDINGS: readonly OperationName[] = ['leaderboard.get', 'tournaments.get'];

/** Joining changes the player's place and the table. */
export const AFTER_JOIN: readonly OperationName[] = ['tournaments.get', 'leaderboard.get'];

/**
 * The tournament of an address (SPEC §2: its id, or its SEO name), with its art under the app's own image keys as the
 * CMS maps them (SPEC §3); ready with undefined when the platform has no such tournament.
 */
export function useTournament(idOrName: string): ReadState<Tournament | undefined> {
  const query = tournamentQuery(idOrName);
  const read = useRead(getTournaments, query);
  const items = useRemapped('tournament', read.status === 'ready' ? read.data.items : undefined);
  if (read.status !== 'ready') return read;
  return { ...read, data: items?.find((item) => ('id' in query ? item.id === query.id : item.name === query.name)) };
}
