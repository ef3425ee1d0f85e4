/** Request schemas of games.* (decision 037; SPEC §7). games.get's `options` object is read by games-query.ts. */
import { enums, is, object, optional, string } from 'superstruct';
import * as games from '../games.ts';
import { GAME_SEARCH_TYPES, Sysname as SysnameRule } from '../games-query.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { intRange, listOf, rule } from './rules.ts';

/** SPEC §9: a page of the game history holds at most 100 entries. */
export const MAX_HISTORY_PAGE = 100;

/** SPEC §7 games.getProviders types: casino, slot, live, fast. */
export const PROVIDER_TYPES = ['casino', 'slot', 'live', 'fast'] as const;

/** SPEC §7 games.getProviders fields. */
export const PROVIDER_FIELDS = ['game_params', 'name', 'image', 'games_count', 'sysname'] as const;

/** A sysname parameter (games-query.ts Sysname); a bad one answers INVALID. */
const Sysname = rule(string(), 'INVALID', (value) => is(value, SysnameRule));
const UnixSeconds = intRange(0);

/** The `options` object travels as JSON text; games-query.ts's GamesQuery checks what it holds. */
export const get = declareRequest(games.get, object({ options: optional(string()) }));

export const getLikes = declareNoParams(games.getLikes);

export const addLike = declareRequest(games.addLike, object({ sysname: Sysname }));

export const removeLike = declareRequest(games.removeLike, object({ sysname: Sysname }));

export const getCategories = declareRequest(games.getCategories, object({ type: optional(enums(GAME_SEARCH_TYPES)) }));

export const getProviders = declareRequest(games.getProviders, object({ fields: optional(listOf(PROVIDER_FIELDS)), types: optional(listOf(PROVIDER_TYPES)) }));

export const getHistory = declareRequest(
  games.getHistory,
  object({
    offset: optional(intRange(0)),
    count: optional(intRange(1, MAX_HISTORY_PAGE)),
    kind: optional(enums(games.HISTORY_KINDS)),
    status: optional(enums(games.HISTORY_STATUSES)),
    date_from: optional(UnixSeconds),
    date_to: optional(UnixSeconds),
  }),
);

export const getHistoryExportRequest = declareNoParams(games.getHistoryExportRequest);

/** The range is required: an export of "everything" is what the range limit exists to prevent. */
export const createHistoryExportRequest = declareRequest(games.createHistoryExportRequest, object({ date_from: UnixSeconds, date_to: UnixSeconds }));
