/**
 * The game hall (SPEC §2 /gamehall, `category={id}` or `providers={comma-separated ids}`; also /tournaments/{id}/gamehall).
 * Categories as chips (plus the player's favourites and recently played), a provider filter written to the URL,
 * the search popup, and the virtualised grid with load more (SPEC §9 page sizes).
 * A tournament's hall (decision 016) passes `games`: then only those games are listed, under the tournament's heading.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { get as getGames, getCategories, type GameCategory } from '../../../api/games.ts';
import { primePagedRead, usePagedRead } from '../../../server-data/paged-reads.ts';
import { startRead, useRead, type Page } from '../../../server-data/reads.ts';
import type { FirstScreenBoot } from '../../../server-data/first-screen.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT, type Translate } from '../../../i18n/index.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import { href } from '../../../lib/paths.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { whenIdle } from '../../../services/quiet-start.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { FAVOURITES, RECENT, hallHref, parseHallQuery, type HallQuery } from './hall-query.ts';
import { sortCategories } from '../../../api/game-pages.ts';
import { asPage, fileCarried, firstPageSize, gamesPage, pageOf, type GamesFilter, type TileGame } from '../casino-data.ts';
import { inlinedAnswer } from '../../../lib/boot-data.ts';
import { GameGrid, GridSkeleton } from '../tiles/game-grid.tsx';
import { usePlayerUid } from '../player-games/player-games.ts';
import '../../../ui/controls.css';
import '../../../ui/lists.css';
import '../casino.css';
import '../../../i18n/texts/casino.ts';

// Decision 007: the provider filter is not in the hall's first load; it loads when the browser is idle after it.
const loadProviderFilter = () => import('./provider-filter.tsx');
const ProviderFilter = lazy(async () => ({ default: (await loadProviderFilter()).ProviderFilter }));

/** The player's own lists (favourites, recently played) load when one of them is chosen. */
const FavouriteGames = lazy(async () => ({ default: (await import('./player-lists.tsx')).FavouriteGames }));
const RecentGames = lazy(async () => ({ default: (await import('./player-lists.tsx')).RecentGames }));

function ProvidersLoading() {
  return (
    <section aria-busy="true">
      <div className="card-list">
        {[0, 1, 2].map((index) => (
          <div key={index} className="skeleton-card" aria-hidden="true" />
        ))}
      </div>
    </section>
  );
}

function useViewportWidth(): number {
  const [width] = useState(() => (typeof window === 'undefined' ? 360 : window.innerWidth));
  return width;
}

/**
 * Decision 015: the hall's first-screen reads, started at boot (src/app/boot/first-screens.ts): its category chips, and
 * the first page of games once the CMS has settled the page sizes. The chips and the plain hall's page come with the
 * page when the server put them there (mocks/http/first-screen.ts), so its first screen waits for no request.
 */
export function startHallReads(boot: FirstScreenBoot): Promise<unknown> {
  // The chips: from the page when the server put them there (decision 015), else read now.
  const categories = fileCarried(getCategories, {}, () => inlinedAnswer(getCategories, boot.locale), boot).then(
    (carried) => carried ?? startRead(getCategories, {}, boot.locale, boot.session).catch(() => undefined),
  );
  const games = boot.cms.then(() => {
    const query = parseHallQuery(window.location.search);
    if (query.category === FAVOURITES || query.category === RECENT) return undefined;
    const filter = hallFilter(query);
    const sizes = cmsState.games;
    const first = firstPageSize(window.innerWidth, sizes);
    const plain = query.category === undefined && query.providers.length === 0;
    const inlined = plain ? inlinedFirstPage(boot.locale, first) : undefined;
    const page = inlined ? Promise.resolve(inlined) : gamesPage({ ...filter, offset: 0, count: first }, { locale: boot.locale });
    primePagedRead(gamesPage, filter, { first, more: sizes.pageSizeAll }, page, boot);
    return page;
  });
  return Promise.all([categories, games.catch(() => undefined)]);
}

/**
 * The plain hall's first page of `count` tiles as the page carried it (decision 015: the server asks games.get with the
 * larger of the CMS page sizes, since it cannot know the viewport), checked like the answer it stands for.
 */
function inlinedFirstPage(locale: string, count: number): Page<TileGame> | undefined {
  const list = inlinedAnswer(getGames, locale);
  return list === undefined ? undefined : asPage(pageOf(list, 0, count));
}

/** The list a hall query asks for (the grid's read and the boot's must name it alike, to share one key). */
function hallFilter(query: HallQuery, sysnames?: readonly string[]): GamesFilter {
  const category = query.category === undefined ? undefined : Number(query.category);
  return { category: category !== undefined && Number.isFinite(category) ? category : undefined, providers: query.providers, ...(sysnames ? { sysnames } : {}) };
}

export interface GameHallProps {
  /** The route's params (the hall reads its filters from the query instead). */
  params?: Record<string, string | undefined>;
  /** Only these games (by sysname), e.g. the games that count for a tournament. */
  games?: readonly string[];
  /** The heading of such a hall. */
  heading?: string;
}

export default function GameHallPage({ games, heading }: GameHallProps) {
  const t = useT();
  if (games) return <OnlyGames games={games} heading={heading ?? t('casino.hall.title')} />;
  return <WholeHall />;
}

/** A hall of the games named only: no categories, providers or search, which would list the whole catalogue. */
function OnlyGames({ games, heading }: { games: readonly string[]; heading: string }) {
  const query = useMemo<HallQuery>(() => ({ category: undefined, providers: [] }), []);
  return (
    <main className="omad-page casino-page">
      <h1>{heading}</h1>
      <CatalogueGames query={query} title={heading} sysnames={games} />
    </main>
  );
}

function WholeHall() {
  const t = useT();
  const search = useSearch();
  const query = useMemo(() => parseHallQuery(search), [search]);
  // Only whether a player is signed in (the favourites chip): the likes arriving do not draw the toolbar and chips again.
  const signedIn = usePlayerUid() > 0;
  const [showProviders, setShowProviders] = useState(false);
  // Fetched ahead when idle; offline then, it is asked for again when the filter opens.
  useEffect(() => whenIdle(() => void loadProviderFilter().catch(() => undefined)), []);
  const read = useRead(getCategories, {});
  const list = read.status === 'ready' ? read.data : undefined;
  // Categories only narrow the list; without them (a failed read) the hall still shows every game.
  const categories = useMemo(() => (list ? sortCategories(list.items) : read.status === 'failed' ? [] : undefined), [list, read.status]);

  const title = categoryTitle(query.category, categories, t);
  const searchConfig = useSnapshot(cmsState).search;
  return (
    <main className="omad-page casino-page">
      <h1>{title}</h1>
      <div className="casino-toolbar">
        {/* The operator can switch game search off (CMS search-config isEnabled, decision 027). */}
        {searchConfig.isEnabled ? (
          <button type="button" className="casino-toolbar__search" onClick={() => openPopup('games-search')}>
            <SearchIcon /> {t('casino.openSearch')}
          </button>
        ) : null}
        <button
          type="button"
          className="chip"
          aria-expanded={showProviders}
          aria-pressed={query.providers.length > 0}
          onClick={() => setShowProviders((open) => !open)}
        >
          {t('casino.hall.providers')}
          {query.providers.length > 0 ? <span className="chip__count">{query.providers.length}</span> : null}
        </button>
      </div>
      {showProviders ? (
        <Suspense fallback={<ProvidersLoading />}>
          <ProviderFilter query={query} onDone={() => setShowProviders(false)} />
        </Suspense>
      ) : null}
      <nav className="chip-row" aria-label={t('casino.hall.categories')}>
        <CategoryChip query={query} category={undefined} label={t('casino.hall.all')} />
        {signedIn ? <CategoryChip query={query} category={FAVOURITES} label={t('casino.hall.favourites')} /> : null}
        <CategoryChip query={query} category={RECENT} label={t('casino.hall.recent')} />
        {categories?.map((category) => <CategoryChip key={category.id} query={query} category={String(category.id)} label={category.name} />)}
      </nav>
      {query.category === FAVOURITES || query.category === RECENT ? (
        <Suspense fallback={<GridSkeleton count={6} />}>{query.category === FAVOURITES ? <FavouriteGames /> : <RecentGames />}</Suspense>
      ) : (
        <CatalogueGames query={query} title={title} />
      )}
    </main>
  );
}

function categoryTitle(category: string | undefined, categories: readonly GameCategory[] | undefined, t: Translate): string {
  if (category === FAVOURITES) return t('casino.hall.favourites');
  if (category === RECENT) return t('casino.hall.recent');
  if (category === undefined) return t('casino.hall.title');
  return categories?.find((entry) => String(entry.id) === category)?.name ?? t('casino.hall.title');
}

function CategoryChip({ query, category, label }: { query: HallQuery; category: string | undefined; label: string }) {
  const current = query.category === category;
  return (
    <Link href={hallHref({ ...query, category })} className="chip" aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}

function CatalogueGames({ query, title, sysnames }: { query: HallQuery; title: string; sysnames?: readonly string[] }) {
  const t = useT();
  const { games: sizes } = useSnapshot(cmsState);
  const width = useViewportWidth();
  const filter = useMemo(() => hallFilter(query, sysnames), [query, sysnames]);
  const filterKey = `${query.category ?? ''}|${query.providers.join(',')}|${sysnames?.join(',') ?? ''}`;
  // SPEC §9: a small first page so the hall paints fast, then pages of 300; a catalogue can shift between pages,
  // so a game is listed once by its sysname.
  const state = usePagedRead(gamesPage, filter, { first: firstPageSize(width, sizes), more: sizes.pageSizeAll, idOf: (game) => game.sysname });
  const [autoLoad, setAutoLoad] = useState(false);
  useEffect(() => setAutoLoad(false), [filterKey]);

  if (state.status === 'loading') return <GridSkeleton count={firstPageSize(width, sizes)} />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        alert
        title={t('casino.hall.failedTitle')}
        description={t('casino.hall.failedText')}
        action={
          <button type="button" className="omad-action omad-action--primary" onClick={state.retry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (state.items.length === 0) {
    return (
      <EmptyState
        title={t('casino.hall.emptyTitle')}
        description={t('casino.hall.emptyText')}
        action={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('casino.hall.showAll')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      {state.total !== undefined ? <p className="list-count">{t('casino.hall.count', { shown: state.items.length, total: state.total })}</p> : null}
      <GameGrid games={state.items} label={title} />
      {state.done ? null : (
        <LoadMore
          busy={state.more === 'loading'}
          failed={state.more === 'failed'}
          auto={autoLoad}
          onLoad={() => {
            setAutoLoad(true);
            state.loadMore();
          }}
        />
      )}
    </>
  );
}

/**
 * The load-more button; after the player has pressed it once, the next pages follow by themselves as the end of
 * the list comes near (a sentinel 600 px ahead), so a long scroll is never interrupted. A failure stops that.
 */
function LoadMore({ busy, failed, auto, onLoad }: { busy: boolean; failed: boolean; auto: boolean; onLoad: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  useEffect(() => {
    const element = ref.current;
    if (!auto || failed || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadRef.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, failed, busy]);
  return (
    <div className="list-more" ref={ref}>
      <button type="button" className="omad-action" onClick={onLoad} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('common.loading') : failed ? t('common.moreFailed') : t('common.more')}
      </button>
    </div>
  );
}

