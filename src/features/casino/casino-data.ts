/**
 * Reading the game catalogue (SPEC §7 games.get, §3 "Game list item", §9 page sizes 15, 12 and 300).
 * Tiles keep only what they show, with SPEC §3 applied once here: description values win over name and image_url.
 */
import { get as getGames, gameDisplay, type GameList, type GameListItem, type GameType, type GamesQuery } from '../../api/games.ts';
import { GAME_TILE_FIELDS, PHONE_PAGE_BELOW_PX } from '../../api/game-pages.ts';
import { categoryPageKey } from '../../api/first-screen-shell.ts';
import { bootDataKeptAt, checkedAnswer, takeBootData } from '../../lib/boot-data.ts';
import { nextTask } from '../../lib/next-task.ts';
import { defineRead, fileBootAnswer, queryClient, type Page, type PageParams, type QueryClient, type Read } from '../../server-data/reads.ts';
import type { FirstScreenBoot } from '../../server-data/first-screen.ts';

export interface TileGame {
  sysname: string;
  name: string;
  image: string | null;
  provider: string | null;
  type: string | null;
  /** Every search type of the game (SPEC §9), for the search popup's type filter. */
  types: string[];
}

export function toTile(game: GameListItem): TileGame {
  const { name, image } = gameDisplay(game);
  return {
    sysname: game.sysname,
    name,
    image: image ?? null,
    provider: game.provider?.name || game.provider?.sysname || null,
    type: game.type ?? null,
    types: game.types ? [...game.types] : game.type ? [game.type] : [],
  };
}

/** What a list of the hall asks for; `providers` are provider sysnames (the `providers=` query of SPEC §2). */
export interface GamesFilter {
  category?: number | undefined;
  providers?: readonly string[] | undefined;
  type?: GameType | undefined;
  /** Only these games (a tournament's hall, /tournaments/{id}/gamehall). */
  sysnames?: readonly string[] | undefined;
}

export interface GamesPage {
  games: TileGame[];
  /** The catalogue's total for this filter, when the platform tells it. */
  total: number | undefined;
  /** No further page exists. */
  done: boolean;
}

export async function loadGamesPage(filter: GamesFilter, offset: number, count: number, signal?: AbortSignal): Promise<GamesPage> {
  const options: GamesQuery = {
    ...(filter.category === undefined ? {} : { category: filter.category }),
    ...(filter.providers && filter.providers.length > 0 ? { providers: filter.providers } : {}),
    ...(filter.type && filter.type !== 'all' ? { type: filter.type } : {}),
    ...(filter.sysnames ? { sysnames: filter.sysnames } : {}),
    offset,
    count,
    fields: GAME_TILE_FIELDS,
  };
  return pageOf(await getGames({ options }, signal ? { signal } : {}), offset, count);
}

/**
 * The page of `count` tiles from `offset` in games.get's answer. An answer with more items (the first page a server
 * put in the page for any viewport, decision 015) gives its first `count`, as the platform would have.
 */
export function pageOf(list: GameList, offset: number, count: number): GamesPage {
  const total = list.total ?? list.count;
  const games = list.items.slice(0, count).map(toTile);
  return { games, total, done: games.length < count || (total !== undefined && offset + games.length >= total) };
}

/**
 * The first `count` tiles of `category` the page carried (decision 015: the server puts home's first rail in the page),
 * checked with games.get's schema; only when it holds them all (a server that asked for fewer leaves the rail to the
 * network, as an answer that does not fit does). Taken once.
 */
export function carriedCategoryPage(category: number, count: number, locale: string): Page<TileGame> | undefined {
  const list = checkedAnswer(getGames, takeBootData('api', categoryPageKey(category), locale), 'the page');
  if (!list) return undefined;
  const total = list.total ?? list.count;
  return list.items.length >= count || (total !== undefined && list.items.length >= total) ? asPage(pageOf(list, 0, count)) : undefined;
}

/**
 * Takes an answer the page carried (`take`: the hall's chips, home's first rail under its own key; src/lib/boot-data.ts)
 * and files it as src/server-data/first-screen.ts bootRead files one: the check in a task of its own (at boot it was
 * part of a long task), told to `boot.filings` at once, fresh, or read again when the page is one the service worker
 * kept. Resolves with the answer, or undefined when the page carried none that fits (the caller reads it then). Without
 * bootRead's storage, and here rather than in the entry's server-data modules: only the casino's first screens carry
 * such answers (decision 007 budgets).
 */
export function fileCarried<P, T>(read: Read<P, T>, params: P, take: () => T | undefined, boot: Pick<FirstScreenBoot, 'locale' | 'session' | 'filings'>, client: QueryClient = queryClient): Promise<T | undefined> {
  const filed = nextTask().then(() => {
    const data = take();
    if (data !== undefined) fileBootAnswer(read, params, data, boot, bootDataKeptAt(), client);
    return data;
  });
  boot.filings?.push(filed);
  return filed;
}

/** SPEC §9: 12 games a page on phones, 15 from tablets up; 300 when the whole list is wanted (search, load more). */
export function firstPageSize(viewportWidth: number, sizes: { pageSize: number; pageSizeMobile: number }): number {
  return viewportWidth < PHONE_PAGE_BELOW_PX ? sizes.pageSizeMobile : sizes.pageSize;
}

/** Games by sysname in the order asked (favourites). A platform that ignores `sysnames` is covered one by one. */
export async function loadGamesBySysnames(sysnames: readonly string[], signal?: AbortSignal): Promise<TileGame[]> {
  if (sysnames.length === 0) return [];
  const call = signal ? { signal } : {};
  const list = await getGames({ options: { sysnames, count: sysnames.length, fields: GAME_TILE_FIELDS } }, call);
  const found = new Map(list.items.filter((game) => sysnames.includes(game.sysname)).map((game) => [game.sysname, toTile(game)]));
  const missing = sysnames.filter((sysname) => !found.has(sysname));
  const singles = await Promise.all(missing.map((sysname) => getGames({ options: { sysname, count: 1, fields: GAME_TILE_FIELDS } }, call)));
  for (const single of singles) {
    for (const game of single.items) if (missing.includes(game.sysname)) found.set(game.sysname, toTile(game));
  }
  return sysnames.flatMap((sysname) => {
    const game = found.get(sysname);
    return game ? [game] : [];
  });
}

/** A page of tiles as the server-data primitive lists it. */
export function asPage(page: GamesPage): Page<TileGame> {
  return { items: page.games, done: page.done, total: page.total };
}

/** One page of tiles for a filter (the hall's list, a lobby rail), for the server-data primitive. */
export const gamesPage = defineRead<GamesFilter & PageParams, Page<TileGame>>('casino.gamesPage', ['games.get'], async (params, { signal }) => {
  const { offset, count, ...filter } = params;
  return asPage(await loadGamesPage(filter, offset, count, signal));
});

/** Tiles of the games named, in that order (favourites). */
export const gamesBySysnames = defineRead<{ sysnames: readonly string[] }, TileGame[]>('casino.gamesBySysnames', ['games.get'], ({ sysnames }, { signal }) =>
  loadGamesBySysnames(sysnames, signal),
);
