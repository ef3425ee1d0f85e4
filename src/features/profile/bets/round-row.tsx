/** A casino round of the game history: the game, when, the bet and the round's number, and what it won. */
import { Link } from 'wouter';
import type { GameHistoryItem } from '../../../api/games.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';

export function RoundRow({ round }: { round: GameHistoryItem }) {
  const t = useT();
  const won = round.win && round.win.amount > 0;
  return (
    <li className="list-card" data-round-id={round.round_id ?? round.id} data-kind="casino">
      <span className="list-card__main">
        <span className="list-card__title">
          {round.game ? <Link href={href('game', { sysname: round.game.sysname })}>{round.game.name || round.game.sysname}</Link> : t('casino.history.unknownGame')}
        </span>
        <span className="list-card__sub">
          {round.created_at ? formatDateTime(round.created_at, t('casino.at')) : ''}
          {round.bet ? ` · ${t('casino.history.bet', { amount: formatMoney(round.bet.amount, round.bet.currency) })}` : ''}
          {` · ${t('casino.history.round', { id: round.round_id ?? round.id })}`}
        </span>
      </span>
      {round.win ? (
        <span className={`list-card__amount tabular${won ? '' : ' list-card__amount--loss'}`}>
          {won ? `+${formatMoney(round.win.amount, round.win.currency)}` : t('casino.history.noWin')}
        </span>
      ) : null}
    </li>
  );
}
