/** SPEC §2 /providers: every provider with its number of games; a tap opens the hall filtered by it (`providers=`). */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { hallHref, loadProviders } from './hall-query.ts';
import { CardSkeletons, FailedState, useLoaded } from './list-states.tsx';
import './casino.css';

export default function ProvidersPage() {
  const t = useT();
  const [state, retry] = useLoaded(loadProviders, 'providers');
  return (
    <main className="omad-page casino-page">
      <h1>{t('casino.providers.title')}</h1>
      {state.status === 'loading' ? (
        <CardSkeletons count={8} />
      ) : state.status === 'failed' ? (
        <FailedState title={t('casino.providers.failedTitle')} onRetry={retry} />
      ) : state.data.length === 0 ? (
        <EmptyState title={t('casino.providers.emptyTitle')} />
      ) : (
        <ul className="card-list card-list--wide">
          {state.data.map((provider) => {
            const name = provider.name || provider.sysname;
            return (
              <li key={provider.sysname}>
                <Link className="list-card" href={hallHref({ category: undefined, providers: [provider.sysname] })}>
                  {provider.image ? (
                    <img className="provider-logo" src={provider.image} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="provider-logo" aria-hidden="true">
                      {name.slice(0, 2).toUpperCase()}
                    </span>
                  )}
                  <span className="list-card__main">
                    <span className="list-card__title">{name}</span>
                    {typeof provider.games_count === 'number' ? <span className="list-card__sub">{t('casino.providers.games', { count: provider.games_count })}</span> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
