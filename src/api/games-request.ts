/**
 * games.get's request schema: the sandbox checks requests with it (mocks/api/games.ts) and the app's params type comes
 * from it (src/api/games.ts GamesQuery). A module of its own so that the app, which needs only the type, does not ship
 * the schema in its first load.
 */
import { array, enums, integer, max, min, object, optional, pattern, size, string, union } from 'superstruct';
import { GAME_FIELDS, GAME_SEARCH_TYPES, MAX_GAMES_PAGE } from './games.ts';

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
