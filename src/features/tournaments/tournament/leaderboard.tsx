/**
 * The leaderboard (decision 016): the places read, with the player's own row pinned in view while the table scrolls
 * (appended after the places when it stands lower); the winners once the tournament has ended.
 */
import { get as getLeaderboard, type LeaderboardEntry } from '../../../api/leaderboard.ts';
import type { Tournament } from '../../../api/tournaments.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { BOARD_PLACES } from '../tournaments-data.ts';
import { boardRows } from '../tournaments-rules.ts';

export function Leaderboard({ tournament, title, tournamentTitle }: { tournament: Tournament; title: string; tournamentTitle: string }) {
  const t = useT();
  const read = useRead(getLeaderboard, { tournament_id: tournament.id, count: BOARD_PLACES }, { keepPrevious: true });
  return (
    <section className="tournament-section" aria-labelledby="tournament-board-title">
      <h2 id="tournament-board-title">{title}</h2>
      <ReadView state={read} failedTitle={t('tournaments.leaderboardFailed')}>
        {({ items, me }) => {
          const { rows, appended } = boardRows(items, me);
          if (rows.length === 0) return <p className="tournaments__empty">{t('tournaments.leaderboardEmpty')}</p>;
          return (
            <div className="tournament-board" tabIndex={0} role="region" aria-label={t('tournaments.leaderboardLabel', { title: tournamentTitle })} data-testid="tournament-board">
              <ol className="tournament-board__list">
                {rows.map((row, index) => (
                  <BoardRow key={`${row.place}:${row.is_me ? 'me' : ''}`} row={row} gap={appended && index === rows.length - 1} />
                ))}
              </ol>
            </div>
          );
        }}
      </ReadView>
    </section>
  );
}

function BoardRow({ row, gap }: { row: LeaderboardEntry; gap: boolean }) {
  const t = useT();
  const mine = row.is_me === true;
  return (
    <li
      className={`tournament-board__row${mine ? ' tournament-board__row--me' : ''}${gap ? ' tournament-board__row--gap' : ''}`}
      aria-current={mine ? 'true' : undefined}
      data-testid={mine ? 'tournament-my-row' : undefined}
    >
      <span className="tournament-board__place tabular">{row.place}</span>
      <span className="tournament-board__name">{mine ? t('tournaments.you', { name: row.fakename ?? '' }) : row.fakename}</span>
      <span className="tournament-board__points tabular">{t('tournaments.points', { count: row.points, points: formatNumber(row.points) })}</span>
      {row.prize ? <span className="tournament-board__prize tabular">{formatMoney(row.prize.amount, row.prize.currency)}</span> : null}
    </li>
  );
}
