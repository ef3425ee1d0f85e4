/**
 * The games search popup (SPEC §2 "games search", §9 search types all/casino/slot/live/fast): results appear as the
 * player types (debounced), matched on the device with the Uzbek-aware rules of search-match.ts over the catalogue,
 * which is read once in pages of 300 and kept for the visit. Recent searches are kept on the device.
 */
import { useDeferredValue, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { GameType } from '../../../api/games.ts';
import { useStreamedRead } from '../../../server-data/streamed-reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import type { NoProps, PopupContentProps } from '../../../stores/popup-store.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import type { TileGame } from '../casino-data.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { GridSkeleton, StaticTiles } from '../tiles/game-grid.tsx';
import { ReadFailed } from '../casino-states.tsx';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../player-games/local-lists.ts';
import { prepareEntry, search, type SearchEntry } from './search-match.ts';
import '../../../ui/controls.css';
import '../../../ui/lists.css';
import '../casino.css';
import './search-popup.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.types.ts';
import '../../../i18n/texts/casino.search.ts';

export const SEARCH_DEBOUNCE_MS = 150;
const RESULTS_SHOWN = 60;

const NO_ENTRIES: readonly SearchEntry<TileGame>[] = [];

function toEntries(games: readonly TileGame[]): SearchEntry<TileGame>[] {
  // The provider's name is searchable too ("pragmatic" finds its games), after the game's own name.
  return games.map((game) => prepareEntry(game, game.provider ? `${game.name} ${game.provider}` : game.name));
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

declare module '../../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'games-search': NoProps;
  }
}

export default function GamesSearchPopup({ close }: PopupContentProps<'games-search'>) {
  const t = useT();
  const { search: settings } = useSnapshot(cmsState);
  const [text, setText] = useState('');
  const [type, setType] = useState<GameType>('all');
  const [recent, setRecent] = useState(readRecentSearches);
  const pageSize = useSnapshot(cmsState).games.pageSizeAll;
  // Game names differ between uz and ru, so the catalogue is read per locale; it is kept for the visit, and a popup
  // closed before it arrived in full cancels the rest.
  const catalogue = useStreamedRead(searchCatalogue, { pageSize }, { initial: NO_ENTRIES, reduce: (entries, games) => [...entries, ...toEntries(games)], keepForVisit: true });
  const entries = catalogue.data;
  const query = useDeferredValue(useDebounced(text, SEARCH_DEBOUNCE_MS));
  const longEnough = query.trim().length >= settings.minQueryLength;

  const results = useMemo(() => {
    if (!entries || !longEnough) return [];
    return search(entries, query, type === 'all' ? {} : { filter: (game) => game.types.includes(type) || game.type === type });
  }, [entries, query, type, longEnough]);

  // Choosing a result leaves the popup and remembers what found it.
  const onResultClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    setRecent(rememberSearch(text));
    close();
  };

  return (
    <div className="search-popup" role="search">
      <input
        className="search-popup__field"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        // The popup opens on a tap on the search field: the keyboard should come up at once.
        autoFocus
        aria-label={t('casino.search.label')}
        placeholder={t('casino.search.placeholder')}
        value={text}
        maxLength={64}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setRecent(rememberSearch(text));
        }}
      />
      {settings.types.length > 1 ? (
        <div className="chip-row" role="group" aria-label={t('casino.search.types')}>
          {settings.types.map((entry) => (
            <button key={entry} type="button" className="chip" aria-pressed={type === entry} onClick={() => setType(entry)}>
              {t(`casino.types.${entry}`)}
            </button>
          ))}
        </div>
      ) : null}
      {/* data-search-query names the query the results below answer (the benchmark waits on it). */}
      <div className="search-popup__answer" data-search-query={longEnough ? query : ''}>
        {!longEnough ? (
          <RecentSearches
            recent={recent}
            minLength={settings.minQueryLength}
            onPick={(value) => setText(value)}
            onClear={() => {
              clearRecentSearches();
              setRecent([]);
            }}
          />
        ) : entries === undefined || (results.length === 0 && !catalogue.complete && !catalogue.failed) ? (
          <GridSkeleton count={6} />
        ) : results.length === 0 ? (
          catalogue.failed ? (
            <ReadFailed title={t('casino.search.failedTitle')} retry={catalogue.retry} />
          ) : (
            <EmptyState title={t('casino.search.emptyTitle', { query: query.trim() })} description={t('casino.search.emptyText')} />
          )
        ) : (
          <>
            <p className="search-popup__hint" aria-live="polite">
              {t('casino.search.found', { count: results.length })}
            </p>
            <div onClick={onResultClick}>
              <StaticTiles games={results.slice(0, RESULTS_SHOWN)} label={t('casino.search.results')} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function RecentSearches({ recent, minLength, onPick, onClear }: { recent: readonly string[]; minLength: number; onPick: (value: string) => void; onClear: () => void }) {
  const t = useT();
  return (
    <>
      <p className="search-popup__hint">{t('casino.search.hint', { count: minLength })}</p>
      {recent.length > 0 ? (
        <section aria-label={t('casino.search.recent')}>
          <div className="rail__head">
            <h3 className="search-popup__hint">{t('casino.search.recent')}</h3>
            <button type="button" className="chip" onClick={onClear}>
              {t('casino.search.clearRecent')}
            </button>
          </div>
          <ul className="search-popup__recent">
            {recent.map((entry) => (
              <li key={entry}>
                <button type="button" className="chip" onClick={() => onPick(entry)}>
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
