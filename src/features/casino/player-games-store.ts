/**
 * The signed-in player's favourites and free spins (SPEC §4 "Favorites", §6 "freespins and favorites load only when
 * authenticated", §7 games.getLikes/addLike/removeLike and freespins.get with count 99). Guests have neither:
 * tapping a heart as a guest opens the authentication popup instead.
 */
import { proxy } from 'valtio';
import { getLikes, setLiked } from '../../api/games.ts';
import { FREESPIN_DEFAULTS, get as getFreespins } from '../../api/freespins.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';

interface PlayerGames {
  uid: number;
  likes: string[];
  likesLoaded: boolean;
  likesFailed: boolean;
  pending: string[];
  freespins: Record<string, number>;
  likesVersion: number;
}

export const playerGamesState = proxy<PlayerGames>({
  /** Whose data this is; 0 for a guest. */
  uid: 0,
  likes: [],
  likesLoaded: false,
  likesFailed: false,
  /** Sysnames whose like is being changed (the heart shows progress and ignores a second tap). */
  pending: [],
  /** Sysname -> remaining free spins of its active packs. */
  freespins: {},
  /** Bumped after every change of likes so lists that show favourites reload (SPEC §4). */
  likesVersion: 0,
});

let loading: Promise<void> | undefined;

/** Loads favourites and free spins once per signed-in player; resets for guests. Safe to call on every render pass. */
export function syncPlayerGames(): Promise<void> {
  const uid = isAuthenticated(sessionState.info) ? (sessionState.info?.uid ?? 0) : 0;
  if (uid === playerGamesState.uid && (uid === 0 || loading)) return loading ?? Promise.resolve();
  resetPlayerGames();
  playerGamesState.uid = uid;
  if (uid === 0) return Promise.resolve();
  loading = Promise.all([reloadLikes(), reloadFreespins()]).then(() => undefined);
  return loading;
}

export async function reloadLikes(): Promise<void> {
  const uid = playerGamesState.uid;
  try {
    const likes = await getLikes({});
    if (uid !== playerGamesState.uid) return;
    playerGamesState.likes = likes.sysnames;
    playerGamesState.likesFailed = false;
  } catch {
    if (uid === playerGamesState.uid) playerGamesState.likesFailed = true;
  } finally {
    if (uid === playerGamesState.uid) {
      playerGamesState.likesLoaded = true;
      playerGamesState.likesVersion += 1;
    }
  }
}

async function reloadFreespins(): Promise<void> {
  const uid = playerGamesState.uid;
  try {
    const packs = await getFreespins({ fields: FREESPIN_DEFAULTS.fields, status: FREESPIN_DEFAULTS.status, count: FREESPIN_DEFAULTS.count });
    if (uid !== playerGamesState.uid) return;
    const bySysname: Record<string, number> = {};
    for (const pack of packs.items) {
      if (pack.remaining_count > 0) bySysname[pack.game.sysname] = (bySysname[pack.game.sysname] ?? 0) + pack.remaining_count;
    }
    playerGamesState.freespins = bySysname;
  } catch {
    // Free spins only decorate tiles; a failure leaves them out (SPEC §8 "Most load failures leave defaults").
  }
}

export type LikeOutcome = 'needs-sign-in' | 'liked' | 'unliked' | 'failed' | 'busy';

/**
 * SPEC §4: add or remove a like, then reload the list. A guest gets the authentication popup (SPEC §6).
 * The heart flips at once and flips back when the platform refuses.
 */
export async function toggleLike(sysname: string): Promise<LikeOutcome> {
  if (!isAuthenticated(sessionState.info)) {
    openPopup('authentication');
    return 'needs-sign-in';
  }
  if (playerGamesState.pending.includes(sysname)) return 'busy';
  const liked = !playerGamesState.likes.includes(sysname);
  playerGamesState.pending.push(sysname);
  playerGamesState.likes = liked ? [...playerGamesState.likes, sysname] : playerGamesState.likes.filter((name) => name !== sysname);
  try {
    await setLiked(sysname, liked);
    await reloadLikes();
    return liked ? 'liked' : 'unliked';
  } catch {
    playerGamesState.likes = liked ? playerGamesState.likes.filter((name) => name !== sysname) : [...playerGamesState.likes, sysname];
    return 'failed';
  } finally {
    playerGamesState.pending = playerGamesState.pending.filter((name) => name !== sysname);
  }
}

export function resetPlayerGames(): void {
  loading = undefined;
  playerGamesState.uid = 0;
  playerGamesState.likes = [];
  playerGamesState.likesLoaded = false;
  playerGamesState.likesFailed = false;
  playerGamesState.pending = [];
  playerGamesState.freespins = {};
  playerGamesState.likesVersion += 1;
}
