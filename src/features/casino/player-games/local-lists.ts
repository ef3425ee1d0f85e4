/**
 * Lists kept on the device (SPEC §2 games search, SPEC §6): recent searches of the games search popup and recently played games.
 * STYLE.md: what is read back from storage is validated, and bad stored data is discarded, never trusted.
 */
import { array, nullable, optional, size, string, type } from 'superstruct';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';
import type { TileGame } from '../casino-data.ts';

export const RECENT_SEARCHES_MAX = 8;
export const RECENTLY_PLAYED_MAX = 24;
const QUERY_MAX_LENGTH = 64;

const RecentSearches = array(size(string(), 1, QUERY_MAX_LENGTH));
const StoredTile = type({
  sysname: size(string(), 1, 128),
  name: size(string(), 0, 200),
  image: nullable(size(string(), 0, 2048)),
  provider: nullable(size(string(), 0, 200)),
  type: nullable(size(string(), 0, 64)),
  types: optional(array(size(string(), 0, 64))),
});
const RecentlyPlayed = array(StoredTile);

export function readRecentSearches(): string[] {
  return (readStored(STORAGE_KEYS.recentSearches, RecentSearches) ?? []).slice(0, RECENT_SEARCHES_MAX);
}

/** Most recent first, without repeats (compared case-insensitively), at most RECENT_SEARCHES_MAX. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim().slice(0, QUERY_MAX_LENGTH);
  if (!trimmed) return readRecentSearches();
  const next = [trimmed, ...readRecentSearches().filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  writeStored(STORAGE_KEYS.recentSearches, next);
  return next;
}

export function clearRecentSearches(): void {
  writeStored(STORAGE_KEYS.recentSearches, []);
}

export function readRecentlyPlayed(): TileGame[] {
  return (readStored(STORAGE_KEYS.recentlyPlayed, RecentlyPlayed) ?? []).slice(0, RECENTLY_PLAYED_MAX).map((tile) => ({
    sysname: tile.sysname,
    name: tile.name,
    image: tile.image,
    provider: tile.provider,
    type: tile.type,
    types: tile.types ?? [],
  }));
}

export function rememberPlayed(game: TileGame): TileGame[] {
  const next = [game, ...readRecentlyPlayed().filter((entry) => entry.sysname !== game.sysname)].slice(0, RECENTLY_PLAYED_MAX);
  writeStored(STORAGE_KEYS.recentlyPlayed, next);
  return next;
}
