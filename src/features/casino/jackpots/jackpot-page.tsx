/** SPEC §2 /jackpots/{id} and /jackpots/{name} (SEO): the jackpot's pot, its text and its winners. */
import { Link } from 'wouter';
import { get as getJackpots } from '../../../api/jackpots.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { jackpotImage, useRemappedJackpots } from './jackpot-data.ts';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import { WinnerList } from './winner-list.tsx';
import '../casino.css';
import './jackpots.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.jackpots.ts';

export default function JackpotPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  // SPEC §2: the address names the jackpot by its id or by its SEO name.
  const param = params.id ?? '';
  const id = /^\d+$/.test(param) ? Number(param) : undefined;
  const name = id === undefined && param !== '' ? param : undefined;
  const known = id !== undefined || name !== undefined;
  const state = useRead(getJackpots, id !== undefined ? { id } : { name: name ?? '' }, { enabled: known });
  const list = useRemappedJackpots(state.status === 'ready' ? state.data : undefined);
  const wide = typeof window !== 'undefined' && window.innerWidth >= 768;
  if (known && state.status === 'loading') return <CardSkeletons count={2} />;
  if (state.status === 'failed') return <FailedState title={t('casino.jackpots.failedTitle')} onRetry={state.retry} />;
  const jackpot = list?.find((entry) => (id !== undefined ? entry.id === id : entry.name === name));
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
