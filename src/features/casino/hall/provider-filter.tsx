/**
 * The hall's provider filter (SPEC §2 `providers=` comma-separated ids; SPEC §7 games.getProviders with game_params and
 * the types), loaded when the player opens it (game-hall-page.tsx).
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { getProviders } from '../../../api/games.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { ReadFailed } from '../casino-states.tsx';
import { PROVIDER_PARAMS, hallHref, sortProviders, type HallQuery } from './hall-query.ts';
import '../../../ui/controls.css';
import './provider-filter.css';
import '../../../i18n/texts/casino.providers.ts';

export function ProviderFilter({ query, onDone }: { query: HallQuery; onDone: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<string[]>(query.providers);
  const read = useRead(getProviders, PROVIDER_PARAMS);
  const { providersOrder } = useSnapshot(cmsState).games;
  const list = read.status === 'ready' ? read.data : undefined;
  const providers = useMemo(() => (list ? sortProviders(list.items, providersOrder) : undefined), [list, providersOrder]);

  const apply = (next: string[]) => {
    navigate(hallHref({ ...query, providers: next }));
    onDone();
  };
  return (
    <section className="provider-filter" aria-label={t('casino.hall.providers')}>
      {read.status === 'failed' ? (
        <ReadFailed title={t('casino.providers.failedTitle')} retry={read.retry} quiet />
      ) : providers === undefined ? (
        <div className="card-list">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton-card" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <>
          <ul className="provider-filter__list">
            {providers.map((provider) => (
              <li key={provider.sysname}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(provider.sysname)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setChosen((previous) => (on ? [...previous, provider.sysname] : previous.filter((id) => id !== provider.sysname)));
                    }}
                  />
                  <span>{provider.name || provider.sysname}</span>
                </label>
              </li>
            ))}
          </ul>
          <div className="provider-filter__actions">
            <button type="button" className="omad-action" onClick={() => apply([])} disabled={query.providers.length === 0 && chosen.length === 0}>
              {t('casino.hall.clearProviders')}
            </button>
            <button type="button" className="omad-action omad-action--primary" onClick={() => apply(chosen)}>
              {t('casino.hall.applyProviders')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
