/**
 * The virtualised game grid (issue 6): the page scrolls as usual, but only the rows in view plus SPEC §9's 200 px
 * buffer exist in the DOM, so 5,000 games scroll as smoothly as 50. The container's full height is reserved up
 * front (rows x row height), so nothing shifts when rows mount or images arrive.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { get as getFreespins } from '../../api/freespins.ts';
import { getLikes } from '../../api/games.ts';
import { useRead } from '../../api/queries.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { useT } from '../../i18n/index.ts';
import type { TileGame } from './catalogue.ts';
import { GameTile, TileSkeleton } from './game-tile.tsx';
import { GRID_GAP_PX, useGridWindow } from './grid-window.ts';
import { FREESPIN_PARAMS, freespinsByGame, playerGamesState, toggleLike } from './player-games-store.ts';

const NO_LIKES: readonly string[] = [];
const NO_FREESPINS: Readonly<Record<string, number>> = {};

export interface PlayerGames {
  /** Who is signed in; 0 for a guest. */
  uid: number;
  likes: readonly string[];
  likesLoaded: boolean;
  likesFailed: boolean;
  retryLikes: () => void;
  /** Sysnames whose like is being changed. */
  pending: readonly string[];
  /** Sysname -> free spins left. */
  freespins: Readonly<Record<string, number>>;
}

/**
 * The player's favourites and free spins, read only for a signed-in player (SPEC §6); every list of tiles shares the
 * same two reads. They are the player's own, not the language's: the locale stays out of their keys.
 */
export function usePlayerGames(): PlayerGames {
  const { info } = useSnapshot(sessionState);
  const uid = isAuthenticated(info) ? (info?.uid ?? 0) : 0;
  const signedIn = uid > 0;
  const likes = useRead(getLikes, {}, { enabled: signedIn, localised: false });
  const packs = useRead(getFreespins, FREESPIN_PARAMS, { enabled: signedIn, localised: false });
  const { pending } = useSnapshot(playerGamesState);
  const packList = packs.status === 'ready' ? packs.data : undefined;
  // Free spins only decorate tiles: a failed read leaves them out (SPEC §8 "Most load failures leave defaults").
  const freespins = useMemo(() => (packList ? freespinsByGame(packList) : NO_FREESPINS), [packList]);
  // A guest never sees the previous player's hearts, even for the moment before the session's refetch.
  return {
    uid,
    likes: signedIn && likes.status === 'ready' ? likes.data.sysnames : NO_LIKES,
    likesLoaded: signedIn && likes.status === 'ready',
    likesFailed: signedIn && likes.status === 'failed',
    retryLikes: likes.status === 'failed' ? likes.retry : () => undefined,
    pending,
    freespins: signedIn ? freespins : NO_FREESPINS,
  };
}

/** The like handler shared by every list of tiles: optimistic, with a toast when the platform refuses. */
export function useLikeHandler(): (sysname: string) => void {
  const t = useT();
  const { likes } = usePlayerGames();
  // Tiles are memoised: the handler stays the same while the likes it reads change.
  const likesRef = useRef(likes);
  likesRef.current = likes;
  return useCallback(
    (sysname: string) => {
      void toggleLike(sysname, !likesRef.current.includes(sysname)).then((outcome) => {
        if (outcome === 'failed') showToast(t('casino.favourites.failed'), { kind: 'error' });
      });
    },
    [t],
  );
}

export function GameGrid({ games, label }: { games: readonly TileGame[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, rowHeight, window, flinging } = useGridWindow(ref, games.length);
  const player = usePlayerGames();
  const onLike = useLikeHandler();
  const real = player.uid > 0;
  const rows = Math.ceil(games.length / columns);
  const visible = games.slice(window.start, window.end);
  return (
    // A list, not an ARIA grid: tiles are links and buttons reached with Tab. Only a window of the list is in the DOM,
    // so each item says where it stands (aria-posinset / aria-setsize, valid on listitem); the list itself carries
    // no row count, which role=list does not allow.
    <div ref={ref} className="game-grid" data-rows={rows} style={{ height: Math.max(0, rows * rowHeight - GRID_GAP_PX) }}>
      <div
        className="game-grid__rows"
        role="list"
        aria-label={label}
        style={{
          transform: `translateY(${window.startRow * rowHeight}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: `${rowHeight - GRID_GAP_PX}px`,
          gap: GRID_GAP_PX,
        }}
      >
        {visible.map((game, offset) => {
          const index = window.start + offset;
          return (
            <div role="listitem" key={game.sysname} aria-posinset={index + 1} aria-setsize={games.length}>
              <GameTile
                game={game}
                eager={index < columns}
                liked={player.likes.includes(game.sysname)}
                likePending={player.pending.includes(game.sysname)}
                freespins={player.freespins[game.sysname]}
                real={real}
                onLike={onLike}
                deferArt={flinging}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A short static list of tiles (search results, rails' fallbacks): no windowing needed under a few dozen. */
export function StaticTiles({ games, label, eagerCount = 3 }: { games: readonly TileGame[]; label: string; eagerCount?: number }) {
  const player = usePlayerGames();
  const onLike = useLikeHandler();
  return (
    <div className="game-grid__static" role="list" aria-label={label}>
      {games.map((game, index) => (
        <div role="listitem" key={game.sysname}>
          <GameTile
            game={game}
            eager={index < eagerCount}
            liked={player.likes.includes(game.sysname)}
            likePending={player.pending.includes(game.sysname)}
            freespins={player.freespins[game.sysname]}
            real={player.uid > 0}
            onLike={onLike}
          />
        </div>
      ))}
    </div>
  );
}

export function GridSkeleton({ count = 12 }: { count?: number }) {
  const t = useT();
  return (
    <div className="game-grid__static" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <TileSkeleton key={index} />
      ))}
    </div>
  );
}
