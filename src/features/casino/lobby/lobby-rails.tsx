/**
 * The casino part of the home page (SPEC §2 home): a search entry, recently played, the player's favourites, one
 * rail per game category and the running tournament's leaderboard. The app composes it into the home page (src/routes.ts), since features do not import each other.
 * Rails below the fold load when they come near, so home asks for one category at first, not all of them.
 */
import { lazy, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getCategories, type GameCategory } from '../../../api/games.ts';
import { startRead, useRead } from '../../../server-data/reads.ts';
import { bootRead, type FirstScreenBoot } from '../../../server-data/first-screen.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import { WhenNear, useNear } from '../../../ui/when-idle.tsx';
import { openPopup } from '../../../stores/popup-store.ts';
import { carriedCategoryPage, fileCarried, gamesBySysnames, gamesPage, type TileGame } from '../casino-data.ts';
import { usePlayerGames, usePlayerTiles, usePlayerUid } from '../player-games/player-games.ts';
import { GameTile, TileSkeleton } from '../tiles/game-tile.tsx';
import { FAVOURITES, RECENT, hallHref } from '../hall/hall-query.ts';
import { sortCategories } from '../../../api/game-pages.ts';
import { readRecentlyPlayed } from '../player-games/local-lists.ts';
import { RailHead } from './rail-head.tsx';
import '../../../ui/controls.css';
import '../casino.css';
import '../../../i18n/texts/casino.ts';

/** How many category rails home shows. */
const CATEGORY_RAILS = 4;

/** Below every rail, out of the first screen on phones and laptops alike: it comes when the player scrolls near (decision 030). */
const LobbyLeaderboard = lazy(async () => ({ default: (await import('./lobby-leaderboard.tsx')).LobbyLeaderboard }));

/** A category rail's read: its first page. */
const railParams = (category: GameCategory, pageSize: number) => ({ category: category.id, offset: 0, count: pageSize });

/**
 * Decision 015: the lobby's first-screen reads, started at boot (src/app/boot/first-screens.ts): the categories, then
 * the first rail's games (the CMS says how many), with the same params as the rails below. Both come with the page when
 * the server put them there (mocks/http/first-screen.ts), so the first rail waits for no request.
 */
export async function startLobbyReads(boot: FirstScreenBoot): Promise<unknown> {
  const [list] = await Promise.all([bootRead(getCategories, {}, boot), boot.cms]);
  const first = list ? sortCategories(list.items)[0] : undefined;
  if (!first) return undefined;
  const params = railParams(first, cmsState.games.pageSize);
  const carried = await fileCarried(gamesPage, params, () => carriedCategoryPage(first.id, params.count, boot.locale), boot);
  return carried ?? startRead(gamesPage, params, boot.locale, boot.session).catch(() => undefined);
}


export default function LobbyRails() {
  const t = useT();
  const [recent] = useState(readRecentlyPlayed);
  // Only whether a player is signed in: the likes and free spins arriving draw the favourites rail and the tiles, not
  // every rail again (decision 030 point 18).
  const signedIn = usePlayerUid() > 0;
  // The same read as the hall's category chips: one request for both.
  const read = useRead(getCategories, {});
  const list = read.status === 'ready' ? read.data : undefined;
  const categories = useMemo(() => (list ? sortCategories(list.items).slice(0, CATEGORY_RAILS) : undefined), [list]);

  return (
    <div className="casino-page">
      <div className="casino-toolbar">
        {/* The operator can switch game search off (CMS search-config isEnabled, decision 027); read during render, not
            subscribed, as decision 020's flag: home's first load is at its budget, and the inlined CMS comes first. */}
        {cmsState.search.isEnabled ? (
          <button type="button" className="casino-toolbar__search" onClick={() => openPopup('games-search')}>
            <SearchIcon /> {t('casino.openSearch')}
          </button>
        ) : null}
      </div>
      {recent.length > 0 ? <StaticRail title={t('casino.hall.recent')} more={hallHref({ category: RECENT, providers: [] })} games={recent} /> : null}
      {signedIn ? <FavouritesRail /> : null}
      {read.status === 'loading' ? (
        // As many rails as will come, so that what is below them (the leaderboard) is not near the screen before the
        // rails are drawn, and is not loaded for a player who never scrolls (decision 030).
        Array.from({ length: CATEGORY_RAILS }, (_, index) => <RailSkeleton key={index} title={t('common.loading')} />)
      ) : read.status === 'failed' ? (
        <RailFailed retry={read.retry} />
      ) : (
        categories?.map((category, index) => <CategoryRail key={category.id} category={category} eager={index === 0} />)
      )}
      <WhenNear>
        <LobbyLeaderboard />
      </WhenNear>
    </div>
  );
}

function RailSkeleton({ title }: { title: string }) {
  return (
    <section className="rail" aria-busy="true" aria-label={title}>
      <div className="rail__head">
        <span className="skeleton-line skeleton-line--short" />
      </div>
      <SkeletonTrack />
    </section>
  );
}

/** A rail's read failed (or the categories'): said, with a retry. */
function RailFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <p className="list-count" role="alert">
      {t('casino.rails.failed')}{' '}
      <button type="button" className="chip" onClick={retry}>
        {t('common.retry')}
      </button>
    </p>
  );
}

/**
 * Four tile placeholders: a rail's games while they are read. A rail not yet near the screen is not being read: its
 * placeholders hold its place without pulsing, so a start without a scroll does not animate what nobody sees.
 */
function SkeletonTrack({ waiting = false }: { waiting?: boolean }) {
  return (
    <div className={waiting ? 'rail__track rail__track--waiting' : 'rail__track'} aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <TileSkeleton key={index} />
      ))}
    </div>
  );
}

function RailTrack({ games, eager }: { games: readonly TileGame[]; eager: boolean }) {
  const tiles = usePlayerTiles();
  return (
    <div className="rail__track" role="list">
      {games.map((game, index) => (
        <div role="listitem" key={game.sysname}>
          <GameTile game={game} eager={eager && index < 3} {...tiles} />
        </div>
      ))}
    </div>
  );
}

function StaticRail({ title, more, games }: { title: string; more: string; games: readonly TileGame[] }) {
  const id = `rail-${title}`;
  return (
    <section className="rail" aria-labelledby={id}>
      <RailHead title={title} more={more} id={id} />
      <RailTrack games={games} eager={false} />
    </section>
  );
}

/** The player's favourites, when they have any. */
function FavouritesRail() {
  const { likes } = usePlayerGames();
  return likes.length > 0 ? <LikedGamesRail likes={likes} /> : null;
}

function LikedGamesRail({ likes }: { likes: readonly string[] }) {
  const t = useT();
  const first = useMemo(() => likes.slice(0, 12), [likes]);
  // Follows the likes (SPEC §4); the previous rail stays while a changed list is read.
  const state = useRead(gamesBySysnames, { sysnames: first }, { keepPrevious: true });
  if (state.status === 'loading') return <RailSkeleton title={t('casino.hall.favourites')} />;
  // The favourites rail is a shortcut; the hall's favourites tab shows the failure and a retry.
  if (state.status === 'failed') return null;
  const shown = state.data.filter((game) => likes.includes(game.sysname));
  if (shown.length === 0) return null;
  return <StaticRail title={t('casino.hall.favourites')} more={hallHref({ category: FAVOURITES, providers: [] })} games={shown} />;
}

/** One category's first page: the first rail with the first screen, the others when scrolled near. */
function CategoryRail({ category, eager }: { category: GameCategory; eager: boolean }) {
  const t = useT();
  const { games: sizes } = useSnapshot(cmsState);
  // Decision 030: the first rail renders with the first screen; the others when the player scrolls
  // near them (not on an idle timer), so a start without a scroll neither reads nor renders rails nobody sees.
  const [near, ref] = useNear<HTMLElement>(eager);

  const state = useRead(gamesPage, railParams(category, sizes.pageSize), { enabled: near });

  const id = `rail-${category.id}`;
  const more = hallHref({ category: String(category.id), providers: [] });
  return (
    <section className="rail" aria-labelledby={id} ref={ref}>
      <RailHead title={category.name} more={more} id={id} />
      {state.status === 'loading' ? (
        <SkeletonTrack waiting={!near} />
      ) : state.status === 'failed' ? (
        <RailFailed retry={state.retry} />
      ) : state.data.items.length === 0 ? (
        <p className="list-count">
          {t('casino.rails.empty')} <Link href={hallHref({ category: undefined, providers: [] })}>{t('casino.hall.showAll')}</Link>
        </p>
      ) : (
        <RailTrack games={state.data.items} eager={eager} />
      )}
    </section>
  );
}
