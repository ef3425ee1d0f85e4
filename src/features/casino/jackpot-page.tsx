/** SPEC §2 /jackpots/{id}: the jackpot's pot, its text and its winners. */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { jackpotImage, loadJackpot } from './jackpot-data.ts';
import { CardSkeletons, FailedState, useLoaded } from './list-states.tsx';
import { WinnerList } from './winner-list.tsx';
import './casino.css';

export default function JackpotPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const id = Number(params.id);
  const [state, retry] = useLoaded((signal) => (Number.isInteger(id) ? loadJackpot(id, signal) : Promise.resolve(undefined)), `jackpot-${params.id ?? ''}`);
  const wide = typeof window !== 'undefined' && window.innerWidth >= 768;
  if (state.status === 'loading') return <CardSkeletons count={2} />;
  if (state.status === 'failed') return <FailedState title={t('casino.jackpots.failedTitle')} onRetry={retry} />;
  const jackpot = state.data;
  if (!jackpot) {
    return (
      <EmptyState
        title={t('casino.jackpots.notFound')}
        action={
          <Link className="omad-link-button" href={href('jackpots')}>
            {t('casino.jackpots.all')}
          </Link>
        }
      />
    );
  }
  const image = jackpotImage(jackpot, wide);
  const title = jackpot.description?.title || jackpot.name || t('casino.jackpots.title');
  return (
    <main className="omad-page casino-page">
      <section className="jackpot-hero">
        {image ? <img src={image} alt="" width={735} height={240} /> : null}
        <h1>{title}</h1>
        <p className="jackpot-hero__amount tabular">{formatMoney(jackpot.amount.amount, jackpot.amount.currency)}</p>
        {jackpot.description?.text ? <p>{jackpot.description.text}</p> : null}
      </section>
      <h2>{t('casino.jackpots.winners')}</h2>
      <WinnerList jackpotId={jackpot.id} label={t('casino.jackpots.winners')} />
    </main>
  );
}
