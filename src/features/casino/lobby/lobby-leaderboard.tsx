/**
 * The leaderboard in the lobby (SPEC §7 leaderboard.get): the running tournament's top places and,
 * for a signed-in player further down, their own row. Finding the tournament takes tournaments.get (status active,
 * count 1). Like the other lobby sections it fails alone and quietly (SPEC §8): no tournament, no section.
 */
import { Link } from 'wouter';
import { get as getLeaderboard, type LeaderboardEntry } from '../../../api/leaderboard.ts';
import { defineRead, useRead } from '../../../server-data/reads.ts';
import { get as getTournaments, type Tournament } from '../../../api/tournaments.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import '../../../ui/controls.css';
import '../../../ui/lists.css';
import './lobby.css';
import '../../../i18n/texts/casino.winners.ts';
import '../../../i18n/texts/casino.leaderboard.ts';

/** How many places the lobby shows before the player's own row. */
const LOBBY_PLACES = 5;

export interface LobbyBoard {
  tournament: Tournament;
  top: LeaderboardEntry[];
  /** The player's own row when it is below the top places. */
  mine: LeaderboardEntry | undefined;
}

/** The rows the lobby shows: the top places, then the player's row if it is not among them. */
export function lobbyRows(entries: readonly LeaderboardEntry[]): { top: LeaderboardEntry[]; mine: LeaderboardEntry | undefined } {
  const sorted = [...entries].sort((a, b) => a.place - b.place);
  const top = sorted.slice(0, LOBBY_PLACES);
  const mine = sorted.find((entry) => entry.is_me);
  return { top, mine: mine && !top.includes(mine) ? mine : undefined };
}

/** The running tournament and its table; null when none runs. The player's own row changes with the session, which refetches it. */
const lobbyBoard = defineRead<Record<string, never>, LobbyBoard | null>('casino.lobbyBoard', ['tournaments.get', 'leaderboard.get'], async (_params, { signal }) => {
  const running = await getTournaments({ status: 'active', count: 1 }, { signal });
  const tournament = running.items[0];
  if (!tournament) return null;
  const table = await getLeaderboard({ tournament_id: tournament.id }, { signal });
  return { tournament, ...lobbyRows(table.items) };
});

export function LobbyLeaderboard() {
  const t = useT();
  const read = useRead(lobbyBoard, {});
  // SPEC §8: like the other lobby sections it fails alone and quietly.
  const board = read.status === 'ready' ? read.data : null;
  if (!board) return null;
  const title = board.tournament.description?.title ?? t('casino.leaderboard.title');
  const row = (entry: LeaderboardEntry) => (
    <li key={entry.place} className={`leaderboard__row${entry.is_me ? ' leaderboard__row--me' : ''}`} aria-current={entry.is_me ? 'true' : undefined}>
      <span className="leaderboard__place tabular">{entry.place}</span>
      <span className="leaderboard__name">{entry.is_me ? t('casino.leaderboard.you', { name: entry.fakename ?? '' }) : entry.fakename || t('casino.winners.anonymous')}</span>
      <span className="leaderboard__points tabular">{t('casino.leaderboard.points', { count: entry.points, points: formatNumber(entry.points) })}</span>
      {entry.prize ? <span className="leaderboard__prize tabular">{formatMoney(entry.prize.amount, entry.prize.currency)}</span> : null}
    </li>
  );
  return (
    <section className="rail leaderboard" aria-labelledby="rail-leaderboard">
      <div className="rail__head">
        <h2 id="rail-leaderboard">{t('casino.leaderboard.title')}</h2>
        <Link href={href('tournament', { id: String(board.tournament.id) })}>{t('casino.leaderboard.more')}</Link>
      </div>
      <p className="list-count">{title}</p>
      <ol className="leaderboard__list" aria-label={t('casino.leaderboard.listLabel', { title })}>
        {board.top.map(row)}
        {board.mine ? row(board.mine) : null}
      </ol>
    </section>
  );
}
