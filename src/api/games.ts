/**
 * games.* operations: the game catalogue, providers, categories, favourites and game history
 * (SPEC §7 "Games, jackpots, leaderboard"; entities: SPEC §3 "Game", "Game list item", "Provider").
 *
 * games.get takes one `options` object, sent as a JSON string (ARCHITECTURE.md wire contract).
 * Shapes SPEC leaves open are designed tolerant: dates unix seconds, amounts `Money`.
 */
import { array, boolean, nullable, number, optional, record, string, type, unknown, type Infer } from 'superstruct';
import { defineOperation, expectOne, type RequestParams } from './client.ts';
import type { GAME_SEARCH_TYPES, GamesQuery as GamesQuerySchema } from './games-query.ts';
import { Id, Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

/** SPEC §9 game search types. */
export type GameType = (typeof GAME_SEARCH_TYPES)[number];

/** SPEC §3: description values replace the top-level name and image_url when present. */
export const GameDescription = type({
  name: NullableString,
  img_288_192: NullableString,
});
export type GameDescription = Infer<typeof GameDescription>;

/** SPEC §3 "Game list item" (and "Game": sysname, name). */
export const GameListItem = type({
  id: optional(Id),
  sysname: string(),
  /** SPEC §2: the name /game/{name} may use instead of the sysname (may differ from it). */
  seo_name: optional(nullable(string())),
  name: string(),
  image_url: NullableString,
  description: optional(nullable(GameDescription)),
  provider: optional(type({ sysname: string(), name: NullableString })),
  type: optional(string()),
  categories: optional(array(Id)),
  /** SPEC §9 search types the game belongs to (casino, slot, live, fast). */
  types: optional(array(string())),
  has_demo: optional(boolean()),
  is_new: optional(boolean()),
  is_popular: optional(boolean()),
  /** Return to player, percent. */
  rtp: NullableNumber,
  /** Launch URLs; present when one game is asked for by sysname or SEO name. */
  url: NullableString,
  demo_url: NullableString,
});
export type GameListItem = Infer<typeof GameListItem>;

export const GameList = itemsOf(GameListItem);
export type GameList = Infer<typeof GameList>;

/** SPEC §3 "Provider": sysname, game_params (per-provider game settings, open-ended). */
export const Provider = type({
  sysname: string(),
  name: NullableString,
  image: NullableString,
  game_params: optional(nullable(record(string(), unknown()))),
  games_count: NullableNumber,
});
export type Provider = Infer<typeof Provider>;

export const ProviderList = itemsOf(Provider);
export type ProviderList = Infer<typeof ProviderList>;

export const GameCategory = type({
  id: Id,
  sysname: NullableString,
  name: string(),
  icon: NullableString,
  position: NullableNumber,
});
export type GameCategory = Infer<typeof GameCategory>;

export const GameCategoryList = itemsOf(GameCategory);
export type GameCategoryList = Infer<typeof GameCategoryList>;

/** SPEC §7: games.getLikes answers data.sysnames. */
export const Likes = type({ sysnames: array(string()) });
export type Likes = Infer<typeof Likes>;

/** One selection of a sports bet as the history shows it: the odds taken and how it ended (decision 017). */
export const SportSelection = type({
  id: string(),
  sport: NullableString,
  league: NullableString,
  event: string(),
  market: string(),
  outcome: string(),
  odds: number(),
  starts_at: NullableNumber,
  /** won, lost, void; null while the event runs. */
  result: optional(nullable(string())),
  score: NullableString,
});
export type SportSelection = Infer<typeof SportSelection>;

/** A sports bet's details in the history (decision 017): kind, stake, status, payout, and its cash-outs. */
export const SportBetDetails = type({
  /** single, acca or system. */
  type: string(),
  system_size: NullableNumber,
  /** open, won, lost, void, cashed_out. */
  status: string(),
  /** main or betting_bonus: which balance the stake came from. */
  source: NullableString,
  stake: Money,
  original_stake: optional(Money),
  total_odds: number(),
  potential_payout: optional(Money),
  payout: optional(Money),
  settled_at: NullableNumber,
  selections: array(SportSelection),
  cashouts: array(type({ at: number(), amount: Money, stake: optional(Money) })),
});
export type SportBetDetails = Infer<typeof SportBetDetails>;

/** One round of the player's game history (SPEC §2 /profile/bets). */
export const GameHistoryItem = type({
  id: Id,
  created_at: NullableNumber,
  game: optional(type({ sysname: string(), name: NullableString })),
  bet: optional(Money),
  win: optional(Money),
  status: optional(string()),
  /** The game's own round id (the in-house games show it and their provably-fair record uses it). */
  round_id: NullableString,
  /** casino (a game round) or sport (a sports bet, with `sport`); a casino round when absent. */
  kind: NullableString,
  sport: optional(nullable(SportBetDetails)),
});
export type GameHistoryItem = Infer<typeof GameHistoryItem>;

export const GameHistory = itemsOf(GameHistoryItem);
export type GameHistory = Infer<typeof GameHistory>;

/** An export of the game history (SPEC §3 is_game_history_export_enabled): url appears when ready. */
export const HistoryExportRequest = type({
  id: Id,
  status: string(),
  created_at: NullableNumber,
  url: NullableString,
});
export type HistoryExportRequest = Infer<typeof HistoryExportRequest>;

/** The `options` object of games.get, as its request schema (games-query.ts) describes it. */
export type GamesQuery = RequestParams<typeof GamesQuerySchema>;

export type GamesGetParams = { options: GamesQuery };
export type SysnameParams = { sysname: string };

export const get = defineOperation<GamesGetParams, GameList>({
  operation: 'games.get',
  method: 'GET',
  schema: GameList,
});

export const getLikes = defineOperation<Record<string, never>, Likes>({
  operation: 'games.getLikes',
  method: 'GET',
  schema: Likes,
});

export const addLike = defineOperation<SysnameParams, Infer<typeof OneIsOk>>({
  operation: 'games.addLike',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['sysname'],
});

export const removeLike = defineOperation<SysnameParams, Infer<typeof OneIsOk>>({
  operation: 'games.removeLike',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['sysname'],
});

export const getCategories = defineOperation<{ type?: GameType }, GameCategoryList>({
  operation: 'games.getCategories',
  method: 'GET',
  schema: GameCategoryList,
});

export type GetProvidersParams = {
  /** SPEC §7: fields game_params. */
  fields?: readonly string[];
  /** SPEC §7: types casino,slot,live,fast. */
  types?: readonly Exclude<GameType, 'all'>[];
};

export const getProviders = defineOperation<GetProvidersParams, ProviderList>({
  operation: 'games.getProviders',
  method: 'GET',
  schema: ProviderList,
});

/** What the history lists (decision 017): everything, casino rounds, or sports bets. */
export const HISTORY_KINDS = ['all', 'casino', 'sport'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
/** Statuses the history filters by; a casino round is won (it paid) or lost. */
export const HISTORY_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export type GameHistoryParams = {
  offset?: number;
  count?: number;
  kind?: HistoryKind;
  status?: HistoryStatus;
  /** Unix seconds, both ends included. */
  date_from?: number;
  date_to?: number;
};

export const getHistory = defineOperation<GameHistoryParams, GameHistory>({
  operation: 'games.getHistory',
  method: 'GET',
  schema: GameHistory,
});

/** The latest export request, or null when the player never asked for one. */
export const getHistoryExportRequest = defineOperation<Record<string, never>, HistoryExportRequest | null>({
  operation: 'games.gethistoryexportrequest',
  method: 'GET',
  schema: nullable(HistoryExportRequest),
});

/** The longest range a history export may cover (the platform refuses a longer one). */
export const HISTORY_EXPORT_MAX_DAYS = 90;

/** Both ends in Unix seconds; the platform refuses a missing end, a future end and more than HISTORY_EXPORT_MAX_DAYS. */
export const createHistoryExportRequest = defineOperation<{ date_from: number; date_to: number }, HistoryExportRequest>({
  operation: 'games.createhistoryexportrequest',
  method: 'POST',
  schema: HistoryExportRequest,
});

/** One game by sysname (SPEC §7 games.get), or undefined when the catalogue has none. */
export async function getGame(sysname: string): Promise<GameListItem | undefined> {
  const list = await get({ options: { sysname, count: 1 } });
  return list.items.find((game) => game.sysname === sysname);
}

/** SPEC §3: description.name and description.img_288_192 win over name and image_url when present. */
export function gameDisplay(game: GameListItem): { name: string; image: string | undefined } {
  return {
    name: game.description?.name || game.name,
    image: game.description?.img_288_192 || game.image_url || undefined,
  };
}

/** SPEC §4 "Favorites": add or remove a like (1 is ok); the caller then reloads the list. */
export async function setLiked(sysname: string, liked: boolean): Promise<void> {
  const operation = liked ? addLike : removeLike;
  expectOne(operation.spec.operation, await operation({ sysname }));
}

