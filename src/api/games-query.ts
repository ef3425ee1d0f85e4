/**
 * games.get's request schema (decision 031): the `options` object, its fields, search types, sysname rule and page
 * limit. The app takes its params type from it (src/api/games.ts GamesQuery) and the sandbox checks a request with it
 * (mocks/api/games.ts). A module of its own so that the first load, which only sends options, carries none of it.
 */
import { array, enums, integer, max, min, object, optional, pattern, size, string, union } from 'superstruct';

/** SPEC §9 game search types. */
export const GAME_SEARCH_TYPES = ['all', 'casino', 'slot', 'live', 'fast'] as const;

/** SPEC §9 page sizes of games lists are 15, 12 and 300: 300 is the largest page the platform serves. */
export const MAX_GAMES_PAGE = 300;

/** The fields of a game list item games.get may be asked for (`fields`). */
export const GAME_FIELDS = [
  'id',
  'sysname',
  'name',
  'image_url',
  'description',
  'provider',
  'type',
  'types',
  'categories',
  'has_demo',
  'is_new',
  'is_popular',
  'rtp',
  'url',
  'demo_url',
] as const;

/** A game's or a provider's sysname as the platform spells one: lower-case letters, digits and dashes. */
export const Sysname = pattern(string(), /^[a-z0-9][a-z0-9-]{0,127}$/);

/**
 * The `options` object of games.get, the request schema the app's params type and the sandbox's check both come from
 * (decision 031). Unknown keys are refused, so a client's typo shows.
 */
export const GamesQuery = object({
  /** One game by sysname (SPEC §7). */
  sysname: optional(Sysname),
  /** One game by its SEO name (SPEC §2 /game/{name}). */
  seo_name: optional(Sysname),
  /** Several games by sysname, e.g. the player's favourites (games.getLikes answers sysnames only). */
  sysnames: optional(size(array(Sysname), 0, MAX_GAMES_PAGE)),
  category: optional(min(integer(), 1)),
  // SPEC §2: providers arrive comma-joined from the URL; the client sends an array.
  providers: optional(union([size(array(Sysname), 0, 100), string()])),
  type: optional(enums(GAME_SEARCH_TYPES)),
  search: optional(size(string(), 0, 100)),
  offset: optional(min(integer(), 0)),
  count: optional(max(min(integer(), 1), MAX_GAMES_PAGE)),
  fields: optional(size(array(enums(GAME_FIELDS)), 1, GAME_FIELDS.length)),
});
