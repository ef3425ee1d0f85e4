/** SPEC §2 /jackpots: every jackpot with its pot; a tap opens its page. */
import { Link } from 'wouter';
import { get as getJackpots } from '../../../api/jackpots.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { jackpotImage, useRemappedJackpots } from './jackpot-data.ts';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import '../casino.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.jackpots.ts';

export default function JackpotsPage() {
  const t = useT();
  const state = useRead(getJackpots, {});
  const jackpots = useRemappedJackpots(state.status === 'ready' ? state.data : undefined);
  return (
    <main className="omad-page casino-page">
      <h1>{t('casino.jackpots.title')}</h1>
      {state.status === 'failed' ? (
        <FailedState title={t('casino.jackpots.failedTitle')} onRetry={state.retry} />
      ) : jackpots === undefined ? (
        <CardSkeletons count={3} />
      ) : jackpots.length === 0 ? (
        <EmptyState
          title={t('casino.jackpots.emptyTitle')}
          action={
            <Link className="omad-link-button" href={href('gamehall')}>
              {t('casino.toHall')}
            </Link>
          }
        />
      ) : (
        <ul className="card-list card-list--wide">
          {jackpots.map((jackpot) => {
            const image = jackpotImage(jackpot, false);
            const title = jackpot.description?.title || jackpot.name || t('casino.jackpots.title');
            return (
              <li key={jackpot.id}>
                <Link className="list-card" href={href('jackpot', { id: jackpot.name || jackpot.id })}>
                  {image ? <img className="provider-logo" src={image} alt="" width={48} height={48} loading="lazy" /> : null}
                  <span className="list-card__main">
                    <span className="list-card__title">{title}</span>
                    <span className="list-card__sub">{t('casino.jackpots.pot')}</span>
                  </span>
                  <span className="list-card__amount tabular">{formatMoney(jackpot.amount.amount, jackpot.amount.currency)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
