/**
 * The signed-in player's favourites and free spins (SPEC §4 "Favorites", §6 "freespins and favorites load only when
 * authenticated", §7 games.getLikes/addLike/removeLike and freespins.get with count 99). Guests have neither:
 * tapping a heart as a guest opens the authentication popup instead.
 *
 * Likes and free spins are server data, read through the primitive (src/server-data/reads.ts) by `usePlayerGames`
 * (player-games.ts). This store keeps only what the screen adds: which hearts are being changed.
 */
import { proxy } from 'valtio';
import { getLikes, setLiked, type Likes } from '../../../api/games.ts';
import { FREESPIN_DEFAULTS, type FreespinPackList } from '../../../api/freespins.ts';
import { cancelRead, invalidateReads, setReadData } from '../../../server-data/reads.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';

export const playerGamesState = proxy({
  /** Sysnames whose like is being changed (the heart shows progress and ignores a second tap). */
  pending: [] as string[],
});

/** SPEC §7 freespins.get: count 99, status active, fields description. */
export const FREESPIN_PARAMS = { fields: FREESPIN_DEFAULTS.fields, status: FREESPIN_DEFAULTS.status, count: FREESPIN_DEFAULTS.count };

/** Sysname -> free spins left over the player's active packs (an empty pack decorates nothing). */
export function freespinsByGame(packs: FreespinPackList): Record<string, number> {
  const bySysname: Record<string, number> = {};
  for (const pack of packs.items) {
    if (pack.remaining_count > 0) bySysname[pack.game.sysname] = (bySysname[pack.game.sysname] ?? 0) + pack.remaining_count;
  }
  return bySysname;
}

function withLike(likes: Likes | undefined, sysname: string, liked: boolean): Likes | undefined {
  if (!likes) return likes;
  const others = likes.sysnames.filter((name) => name !== sysname);
  return { sysnames: liked ? [...others, sysname] : others };
}

export type LikeOutcome = 'needs-sign-in' | 'liked' | 'unliked' | 'failed' | 'busy';

/**
 * SPEC §4: add (`liked` true) or remove a like, then reload the favourites (by invalidating games.getLikes; lists of
 * favourites follow the new sysnames). A guest gets the authentication popup (SPEC §6). The heart flips at once and
 * flips back when the platform refuses.
 */
export async function toggleLike(sysname: string, liked: boolean): Promise<LikeOutcome> {
  if (!isAuthenticated(sessionState.info)) {
    openPopup('authentication');
    return 'needs-sign-in';
  }
  if (playerGamesState.pending.includes(sysname)) return 'busy';
  playerGamesState.pending.push(sysname);
  // A likes read on its way would otherwise overwrite the flipped heart with the old list.
  await cancelRead(getLikes, {});
  setReadData(getLikes, {}, (likes) => withLike(likes, sysname, liked));
  try {
    await setLiked(sysname, liked);
    return liked ? 'liked' : 'unliked';
  } catch {
    setReadData(getLikes, {}, (likes) => withLike(likes, sysname, !liked));
    return 'failed';
  } finally {
    playerGamesState.pending = playerGamesState.pending.filter((name) => name !== sysname);
    await invalidateReads(['games.getLikes']);
  }
}

export function resetPlayerGames(): void {
  playerGamesState.pending = [];
}
