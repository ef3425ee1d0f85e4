/** A list of jackpot winners with load more (SPEC §7 Jackpots.getWinners): who (public name only), what, when. */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { JackpotWinner } from '../../api/jackpots.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { loadWinners } from './jackpot-data.ts';
import { CardSkeletons, FailedState } from './list-states.tsx';

interface State {
  winners: JackpotWinner[];
  status: 'loading' | 'ready' | 'failed';
  done: boolean;
  more: 'idle' | 'loading' | 'failed';
}

export function WinnerList({ jackpotId, label }: { jackpotId?: number; label: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ winners: [], status: 'loading', done: false, more: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ winners: [], status: 'loading', done: false, more: 'idle' });
    loadWinners({ ...(jackpotId === undefined ? {} : { jackpotId }), offset: 0 }, controller.signal).then(
      (page) => setState({ winners: page.winners, status: 'ready', done: page.done, more: 'idle' }),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [jackpotId, attempt]);

  const more = useCallback(() => {
    setState((previous) => ({ ...previous, more: 'loading' }));
    loadWinners({ ...(jackpotId === undefined ? {} : { jackpotId }), offset: state.winners.length }).then(
      (page) =>
        setState((previous) => {
          // SPEC §4 pattern for appended pages: duplicates (by id) are dropped.
          const seen = new Set(previous.winners.map((winner) => winner.id));
          return { ...previous, winners: [...previous.winners, ...page.winners.filter((winner) => winner.id === undefined || !seen.has(winner.id))], done: page.done, more: 'idle' };
        }),
      () => setState((previous) => ({ ...previous, more: 'failed' })),
    );
  }, [jackpotId, state.winners.length]);

  if (state.status === 'loading') return <CardSkeletons count={4} />;
  if (state.status === 'failed') return <FailedState title={t('casino.winners.failedTitle')} onRetry={() => setAttempt((value) => value + 1)} />;
  if (state.winners.length === 0) {
    return (
      <EmptyState
        title={t('casino.winners.emptyTitle')}
        description={t('casino.winners.emptyText')}
        action={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('casino.toHall')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="card-list" aria-label={label}>
        {state.winners.map((winner, index) => (
          <li key={winner.id ?? `${index}`} className="list-card">
            <span className="list-card__main">
              <span className="list-card__title">{winner.fakename || t('casino.winners.anonymous')}</span>
              <span className="list-card__sub">
                {winner.game ? (
                  <Link href={href('game', { sysname: winner.game.sysname })}>{winner.game.name || winner.game.sysname}</Link>
                ) : null}
                {winner.created_at ? ` · ${formatDateTime(winner.created_at, t('casino.at'))}` : ''}
              </span>
            </span>
            <span className="list-card__amount tabular">{formatMoney(winner.amount.amount, winner.amount.currency)}</span>
          </li>
        ))}
      </ul>
      {state.done ? null : (
        <div className="casino-more">
          <button type="button" onClick={more} disabled={state.more === 'loading'}>
            {state.more === 'loading' ? t('common.loading') : state.more === 'failed' ? t('casino.hall.moreFailed') : t('casino.hall.more')}
          </button>
        </div>
      )}
    </>
  );
}
