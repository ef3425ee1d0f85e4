/** SPEC §2 /providers: every provider with its number of games; a tap opens the hall filtered by it (`providers=`). */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getProviders } from '../../../api/games.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { PROVIDER_PARAMS, hallHref, sortProviders } from './hall-query.ts';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import '../casino.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.providers.ts';

export default function ProvidersPage() {
  const t = useT();
  // The same read as the hall's provider filter.
  const state = useRead(getProviders, PROVIDER_PARAMS);
  const { providersOrder } = useSnapshot(cmsState).games;
  const list = state.status === 'ready' ? state.data : undefined;
  const providers = useMemo(() => (list ? sortProviders(list.items, providersOrder) : undefined), [list, providersOrder]);
  return (
    <main className="omad-page casino-page">
      <h1>{t('casino.providers.title')}</h1>
      {state.status === 'failed' ? (
        <FailedState title={t('casino.providers.failedTitle')} onRetry={state.retry} />
      ) : providers === undefined ? (
        <CardSkeletons count={8} />
      ) : providers.length === 0 ? (
        <EmptyState title={t('casino.providers.emptyTitle')} />
      ) : (
        <ul className="card-list card-list--wide">
          {providers.map((provider) => {
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
