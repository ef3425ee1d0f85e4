/** A list of jackpot winners with load more (SPEC §7 Jackpots.getWinners): who (public name only), what, when. */
import { Link } from 'wouter';
import type { JackpotWinner } from '../../../api/jackpots.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { usePagedRead } from '../../../server-data/paged-reads.ts';
import { WINNERS_PAGE, winnersPage } from './jackpot-data.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import '../../../i18n/texts/casino.winners.ts';

export function WinnerList({ jackpotId, label }: { jackpotId?: number; label: string }) {
  const t = useT();
  const list = usePagedRead(winnersPage, jackpotId === undefined ? {} : { jackpotId }, { first: WINNERS_PAGE, idOf: (winner: JackpotWinner) => winner.id });
  return (
    <ListStates
      list={list}
      label={label}
      failedTitle={t('casino.winners.failedTitle')}
      emptyTitle={t('casino.winners.emptyTitle')}
      emptyText={t('casino.winners.emptyText')}
      emptyAction={
        <Link className="omad-link-button" href={href('gamehall')}>
          {t('casino.toHall')}
        </Link>
      }
      renderItem={(winner, index) => (
        <li key={winner.id ?? `${index}`} className="list-card">
          <span className="list-card__main">
            <span className="list-card__title">{winner.fakename || t('casino.winners.anonymous')}</span>
            <span className="list-card__sub">
              {winner.game ? <Link href={href('game', { sysname: winner.game.sysname })}>{winner.game.name || winner.game.sysname}</Link> : null}
              {winner.created_at ? ` · ${formatDateTime(winner.created_at, t('casino.at'))}` : ''}
            </span>
          </span>
          <span className="list-card__amount tabular">{formatMoney(winner.amount.amount, winner.amount.currency)}</span>
        </li>
      )}
    />
  );
}
