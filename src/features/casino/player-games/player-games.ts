/**
 * The player's side of every list of tiles (SPEC §4 favorites, SPEC §6): favourites and free spins, and the like handler. Apart from the
 * grid (../tiles/game-grid.tsx) so that home's rails use them without loading the virtualised grid, which only the hall shows.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { get as getFreespins } from '../../../api/freespins.ts';
import { getLikes } from '../../../api/games.ts';
import { SHARED_FRESH_MS, useRead, useReadScope } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { showToast } from '../../../stores/toast-store.ts';
import type { TilePlayer } from '../tiles/game-tile.tsx';
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
 * Who is signed in (0 for a guest), by the same rule as usePlayerGames, without its reads: a page that only asks
 * whether a player is signed in does not draw again when the likes or free spins arrive (decision 030 point 18). The
 * session the page's reads are keyed by, not the store's: at a sign-in the page's player parts and their reads move
 * together, in the deferred render that moves the reads (decision 030 point 21).
 */
export function usePlayerUid(): number {
  return useReadScope().session;
}

/**
 * The player's favourites and free spins, read only for a signed-in player (SPEC §6); every list of tiles shares the
 * same two reads. They are the player's own, not the language's: the locale stays out of their keys. A rail or grid
 * mounted later takes the answer already read (decision 030: one read for the page, not one per rail); a like, a bonus
 * action or leaving a game reads them again (invalidateReads).
 */
export function usePlayerGames(): PlayerGames {
  const uid = usePlayerUid();
  const signedIn = uid > 0;
  const likes = useRead(getLikes, {}, { enabled: signedIn, localised: false, maxAgeMs: SHARED_FRESH_MS });
  const packs = useRead(getFreespins, FREESPIN_PARAMS, { enabled: signedIn, localised: false, maxAgeMs: SHARED_FRESH_MS });
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

/** What every tile of a list needs from the player (tiles/game-tile.tsx), read once for the list. */
export function usePlayerTiles(): TilePlayer {
  const { likes, pending, freespins, uid } = usePlayerGames();
  return { likes, pending, freespins, real: uid > 0, onLike: useLikeHandler() };
}
