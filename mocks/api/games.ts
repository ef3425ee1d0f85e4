/**
 * games.* handlers (SPEC §7 "Games, jackpots, leaderboard"), answering the shapes of src/api/games.ts
 * from the generated catalogue (mocks/fixtures/games/). Guests read the catalogue; likes, history and
 * exports need a session. One game by sysname also launches it: `demo_url` for anyone when the game
 * has a demo, `url` (real money) only for a signed-in player with a positive main balance who may play for money
 * (identified, while identification before play is on: mocks/api/identification.ts).
 */
import { validate, type Infer } from 'superstruct';
import * as games from '../../src/api/games.ts';
import { GAME_FIELDS, GamesQuery, MAX_GAMES_PAGE } from '../../src/api/games-query.ts';
import type { GameCategory, GameHistoryItem, GameListItem, HistoryExportRequest, Provider } from '../../src/api/games.ts';
import { catalogue, type CatalogueGame, type GameTypeName } from '../fixtures/games/catalogue.ts';
import { matchesKey, searchKey } from '../fixtures/games/search.ts';
import { createLaunch, launchUrl } from '../games/rounds.ts';
import { playRefusal } from './identification.ts';
import { SandboxError, fail, type ErrorData } from '../http/wire.ts';
import type { Locale } from '../state/accounts.ts';
import { EXPORT_READY_AFTER_MS, type ExportRecord, type RoundRecord } from '../state/games.ts';
import { money } from '../state/money.ts';
import type { SportBet } from '../sportsbook/bets.ts';
import { betOut, type BetOut } from '../sportsbook/views.ts';
import * as requests from '../../src/api/requests/games.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

export const DEFAULT_GAMES_PAGE = 15;
export { MAX_HISTORY_PAGE } from '../../src/api/requests/games.ts';
export const DEFAULT_HISTORY_PAGE = 20;
/** A player keeps at most this many favourites. */
export const MAX_LIKES = 500;

export { GAME_FIELDS, MAX_GAMES_PAGE };
type GameField = (typeof GAME_FIELDS)[number];
/** The games.get `options` object, checked with the app's own request schema (src/api/games-query.ts GamesQuery). */
type Options = Infer<typeof GamesQuery>;

/** Refinement names of superstruct as the message keys the rest of the sandbox uses. */
const REFINEMENT_KEYS: Readonly<Record<string, string>> = { min: 'MIN_VALUE', max: 'MAX_VALUE', size: 'SIZE' };

/** Parses `options` (a JSON string, ARCHITECTURE.md wire contract); failures name the field as `options.<key>`. */
export function parseOptions(raw: string | undefined): Options {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fail.invalidParameter({ options: ['INVALID_JSON'] }, 'options must be a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail.invalidParameter({ options: ['INVALID'] }, 'options must be a JSON object');
  const [error, value] = validate(parsed, GamesQuery);
  if (!error) return value;
  const errorData: ErrorData = {};
  for (const failure of error.failures()) {
    const field = `options.${String(failure.path[0] ?? failure.key ?? '')}`;
    const key = failure.type === 'never' ? 'UNKNOWN' : (REFINEMENT_KEYS[failure.refinement ?? ''] ?? 'INVALID');
    const keys = (errorData[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  }
  throw fail.invalidParameter(errorData);
}

/** Raster WebP at the tile's size (an SVG tile is painted on the main thread; mocks/games/raster.ts). */
export function gameImage(sysname: string): string {
  return `/sandbox-media/games/${encodeURIComponent(sysname)}.webp`;
}

/** A list item in the request's locale (SPEC §3: description values replace name and image_url when present). */
export function listItem(game: CatalogueGame, locale: Locale, fields?: readonly GameField[]): GameListItem {
  const image = gameImage(game.sysname);
  // The description also carries the localized blurb (`text`), beyond SPEC §3's name and image.
  const description = game.hasDescription ? { name: game.name[locale], img_288_192: image, text: game.text[locale] } : { name: null, img_288_192: null };
  const full: GameListItem & Record<string, unknown> = {
    id: game.id,
    sysname: game.sysname,
    seo_name: game.seoName,
    name: game.name.uz,
    image_url: image,
    description,
    provider: { sysname: game.provider.sysname, name: game.provider.name },
    type: game.type,
    types: [...game.types],
    categories: [...game.categories],
    has_demo: game.hasDemo,
    is_new: game.isNew,
    is_popular: game.isPopular,
    rtp: game.rtp,
  };
  if (!fields) return full;
  const wanted = new Set<string>(['sysname', 'seo_name', 'name', ...fields]);
  return Object.fromEntries(Object.entries(full).filter(([key]) => wanted.has(key))) as GameListItem;
}

function providerList(value: Options['providers']): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? value.split(',').filter((item) => item !== '') : value;
  const unknown = list.filter((sysname) => !catalogue().providerBySysname.has(sysname));
  if (unknown.length > 0) throw fail.invalidParameter({ 'options.providers': ['NOT_FOUND'] }, `Unknown providers: ${unknown.join(', ')}`);
  return list;
}

/** The filtered list, in lobby order (or in the asked order for `sysnames`). */
export function findGames(options: Options): CatalogueGame[] {
  const { games: all, bySysname, categories } = catalogue();
  if (options.sysname !== undefined) {
    const game = bySysname.get(options.sysname);
    return game ? [game] : [];
  }
  if (options.seo_name !== undefined) {
    const game = catalogue().bySeoName.get(options.seo_name);
    return game ? [game] : [];
  }
  let list: readonly CatalogueGame[] = all;
  if (options.sysnames !== undefined) {
    list = options.sysnames.map((sysname) => bySysname.get(sysname)).filter((game): game is CatalogueGame => game !== undefined);
  }
  const { category } = options;
  if (category !== undefined && !categories.some((item) => item.id === category)) {
    throw fail.invalidParameter({ 'options.category': ['NOT_FOUND'] }, `Unknown category ${category}`);
  }
  const providers = new Set(providerList(options.providers));
  const type = options.type === 'all' ? undefined : options.type;
  const query = searchKey(options.search ?? '');
  return list.filter(
    (game) =>
      (category === undefined || game.categories.includes(category)) &&
      (providers.size === 0 || providers.has(game.provider.sysname)) &&
      (type === undefined || game.types.includes(type)) &&
      matchesKey(game.searchKey, query),
  );
}

function launchUrls(context: OperationContext, game: CatalogueGame): { url: string | null; demo_url: string | null } {
  const now = context.now();
  const account = context.account;
  const currency = account?.currency ?? 'UZS';
  const demo = game.hasDemo ? createLaunch(context.state, { game, mode: 'demo', uid: account?.uid ?? null, sid: null, currency, now }) : undefined;
  // Real money needs a session, something to bet with and (decision 033) an identified player.
  const canPlayReal =
    account !== undefined && context.sessionId !== undefined && context.state.wallet.balance(account.uid, 'main') > 0 && playRefusal(context.state, account, 'round', now) === undefined;
  const real = canPlayReal ? createLaunch(context.state, { game, mode: 'real', uid: account.uid, sid: context.sessionId ?? null, currency, now }) : undefined;
  return {
    url: real ? launchUrl(real, context.locale) : null,
    demo_url: demo ? launchUrl(demo, context.locale) : null,
  };
}

function requireGame(sysname: string): CatalogueGame {
  const game = catalogue().bySysname.get(sysname);
  if (!game) throw fail.invalidParameter({ sysname: ['NOT_FOUND'] }, `Unknown game ${sysname}`);
  return game;
}

function categoryIcon(sysname: string): string {
  return `/sandbox-media/categories/${sysname}.svg`;
}

export function providerImage(sysname: string): string {
  return `/sandbox-media/providers/${sysname}.svg`;
}

function exportOut(record: ExportRecord, now: number): HistoryExportRequest {
  const ready = now - record.createdAt >= EXPORT_READY_AFTER_MS;
  return {
    id: record.id,
    status: ready ? 'ready' : 'processing',
    created_at: Math.floor(record.createdAt / 1000),
    url: ready ? `/sandbox-games/history-export/${record.id}.csv` : null,
  };
}

/** The longest export range the platform allows (src/api/games.ts; the profile's bet history says the same to players). */
export const EXPORT_MAX_RANGE_DAYS = games.HISTORY_EXPORT_MAX_DAYS;
/** In seconds, with an hour to spare for a daylight-saving change inside the player's range. */
const EXPORT_MAX_RANGE_SECONDS = EXPORT_MAX_RANGE_DAYS * 24 * 60 * 60 + 3600;
/** Clocks differ a little; a range ending this far past the server's now is still "now". */
const CLOCK_SKEW_SECONDS = 120;

/** An export range (unix seconds): neither end in the future, from <= to, at most EXPORT_MAX_RANGE_DAYS. */
export function checkExportRange(from: number, to: number, nowMs: number): void {
  const latest = Math.floor(nowMs / 1000) + CLOCK_SKEW_SECONDS;
  const errors: ErrorData = {};
  if (from > latest) errors.date_from = ['IN_FUTURE'];
  if (to > latest) errors.date_to = ['IN_FUTURE'];
  if (Object.keys(errors).length > 0) throw fail.invalidParameter(errors, 'The export range cannot end in the future');
  if (from > to) throw fail.invalidParameter({ date_from: ['AFTER_DATE_TO'] }, 'date_from is after date_to');
  if (to - from > EXPORT_MAX_RANGE_SECONDS) {
    throw fail.invalidParameter({ date_from: ['RANGE_TOO_LONG'] }, `The export range is at most ${EXPORT_MAX_RANGE_DAYS} days`);
  }
}


export const operations: readonly OperationHandler[] = [
  implement(
    requests.get,
    (context, { options: raw }) => {
      const options = parseOptions(raw);
      const found = findGames(options);
      const offset = options.offset ?? 0;
      const one = options.sysname !== undefined || options.seo_name !== undefined;
      const count = one ? 1 : (options.count ?? (options.sysnames ? MAX_GAMES_PAGE : DEFAULT_GAMES_PAGE));
      const page = found.slice(offset, offset + count);
      const items = page.map((game) => listItem(game, context.locale, options.fields));
      // One game by sysname (or SEO name) launches it (src/api/games.ts: url and demo_url are present then).
      const single = one ? page[0] : undefined;
      if (single && items[0]) Object.assign(items[0], launchUrls(context, single));
      return { items, count: found.length, total: found.length };
    },
    { guest: true },
  ),

  implement(requests.getLikes, (context) => {
    const me = context.requireAccount();
    return { sysnames: context.state.games.likesOf(me.uid).filter((sysname) => catalogue().bySysname.has(sysname)) };
  }),

  implement(requests.addLike, (context, { sysname }) => {
    const me = context.requireAccount();
    requireGame(sysname);
    const likes = context.state.games.likesOf(me.uid);
    if (likes.includes(sysname)) return 1;
    if (likes.length >= MAX_LIKES) throw fail.invalidParameter({ sysname: ['MAX_LIKES'] }, `At most ${MAX_LIKES} favourites`);
    likes.unshift(sysname);
    return 1;
  }),

  implement(requests.removeLike, (context, { sysname }) => {
    const me = context.requireAccount();
    requireGame(sysname);
    const likes = context.state.games.likesOf(me.uid);
    const index = likes.indexOf(sysname);
    if (index >= 0) likes.splice(index, 1);
    return 1;
  }),

  implement(
    requests.getCategories,
    (context, { type }) => {
      const { categories, games: all } = catalogue();
      const wanted: GameTypeName | undefined = type === 'all' ? undefined : type;
      const items: GameCategory[] = [];
      categories.forEach((category, index) => {
        const count = all.filter((game) => game.categories.includes(category.id) && (wanted === undefined || game.types.includes(wanted))).length;
        if (count === 0) return;
        const item: GameCategory & { games_count: number } = {
          id: category.id,
          sysname: category.sysname,
          name: category[context.locale],
          icon: categoryIcon(category.sysname),
          position: index + 1,
          games_count: count,
        };
        items.push(item);
      });
      return { items, count: items.length };
    },
    { guest: true },
  ),

  implement(
    requests.getProviders,
    (context, { fields, types }) => {
      const wanted = new Set(types ?? []);
      const withParams = fields?.includes('game_params') ?? false;
      const { providers, games: all } = catalogue();
      const items: Provider[] = [];
      for (const provider of providers) {
        const count =
          wanted.size === 0 ? provider.gamesCount : all.filter((game) => game.provider.sysname === provider.sysname && game.types.some((type) => wanted.has(type))).length;
        if (count === 0) continue;
        items.push({
          sysname: provider.sysname,
          name: provider.name,
          image: providerImage(provider.sysname),
          games_count: count,
          ...(withParams ? { game_params: { ...provider.gameParams } } : {}),
        });
      }
      return { items, count: items.length };
    },
    { guest: true },
  ),

  implement(requests.getHistory, (context, input) => {
    const me = context.requireAccount();
    const { offset = 0, count = DEFAULT_HISTORY_PAGE, kind = 'all', status, date_from: dateFrom, date_to: dateTo } = input;
    const now = context.now();
    const lang = context.locale;
    // Casino rounds and sports bets in one list, newest first, filtered by kind, status and date.
    const entries: { at: number; status: games.HistoryStatus; item: () => GameHistoryItem }[] = [];
    if (kind !== 'sport') {
      for (const round of context.state.games.historyOf(me.uid)) {
        entries.push({ at: round.createdAt, status: round.winMinor > 0 ? 'won' : 'lost', item: () => roundOut(round, lang) });
      }
    }
    if (kind !== 'casino') {
      for (const bet of context.state.sportsbook.betsOf(me.uid)) {
        entries.push({ at: bet.placedAt, status: bet.status, item: () => sportOut(betOut(context.state.sportsbook, bet, now, lang)) });
      }
    }
    const fromMs = dateFrom === undefined ? -Infinity : dateFrom * 1000;
    const toMs = dateTo === undefined ? Infinity : dateTo * 1000 + 999;
    const kept = entries.filter((entry) => entry.at >= fromMs && entry.at <= toMs && (status === undefined || entry.status === status)).sort((a, b) => b.at - a.at);
    const items = kept.slice(offset, offset + count).map((entry) => entry.item());
    return { items, count: kept.length, total: kept.length };
  }),

  implement(requests.getHistoryExportRequest, (context) => {
    const me = context.requireAccount();
    const own = context.state.games.exports.filter((record) => record.uid === me.uid);
    const latest = own[own.length - 1];
    return latest ? exportOut(latest, context.now()) : null;
  }),

  implement(requests.createHistoryExportRequest, (context, { date_from: dateFrom, date_to: dateTo }) => {
    const me = context.requireAccount();
    const now = context.now();
    checkExportRange(dateFrom, dateTo, now);
    const { exports } = context.state.games;
    const pending = exports.find((record) => record.uid === me.uid && now - record.createdAt < EXPORT_READY_AFTER_MS);
    if (pending) throw new SandboxError('TooManyRequestsException', 'An export is already being prepared');
    const record: ExportRecord = { id: exports.length + 1, uid: me.uid, createdAt: now, dateFrom: dateFrom ?? null, dateTo: dateTo ?? null };
    exports.push(record);
    return exportOut(record, now);
  }),
];

function roundOut(round: RoundRecord, locale: Locale): GameHistoryItem {
  const game = catalogue().bySysname.get(round.sysname);
  const item: GameHistoryItem & Record<string, unknown> = {
    id: round.id,
    kind: 'casino',
    created_at: Math.floor(round.createdAt / 1000),
    game: { sysname: round.sysname, name: game ? game.name[locale] : round.sysname },
    bet: money(round.betMinor, round.currency),
    win: money(round.winMinor, round.currency),
    status: round.winMinor > 0 ? 'win' : 'loss',
    round_id: round.roundId,
    freespin: round.freespin,
  };
  return item;
}

/** A sports bet as a history item (decision 017): its details under `sport`, its payout as the win. */
function sportOut(bet: BetOut): GameHistoryItem {
  return {
    id: bet.id,
    kind: 'sport',
    created_at: bet.placed_at,
    bet: bet.original_stake,
    win: bet.payout,
    status: bet.status,
    round_id: `S-${bet.id}`,
    sport: {
      type: bet.type,
      system_size: bet.system_size,
      status: bet.status,
      source: bet.source,
      stake: bet.stake,
      original_stake: bet.original_stake,
      total_odds: bet.total_odds,
      potential_payout: bet.potential_payout,
      payout: bet.payout,
      settled_at: bet.settled_at,
      selections: bet.selections,
      cashouts: bet.cashouts,
    },
  };
}

/** Rounds of an export as CSV (served to the owner by mocks/games/routes.ts). */
/**
 * Rounds and sports bets of an export as CSV, oldest first (served to the owner by mocks/games/routes.ts). A sports bet
 * (decision 017) is a row with id `S-<bet id>`, game `sport:<single|acca|system>`, its stake and what it paid so far.
 */
export function exportCsv(record: ExportRecord, rounds: readonly RoundRecord[], bets: readonly SportBet[] = []): string {
  const fromMs = record.dateFrom === null ? -Infinity : record.dateFrom * 1000;
  // date_to names a whole second: a round in that second is in.
  const toMs = record.dateTo === null ? Infinity : record.dateTo * 1000 + 999;
  const rows: { at: number; line: string }[] = [];
  for (const round of rounds) {
    if (round.createdAt < fromMs || round.createdAt > toMs) continue;
    const bet = money(round.betMinor, round.currency).amount;
    const win = money(round.winMinor, round.currency).amount;
    rows.push({ at: round.createdAt, line: [round.roundId, new Date(round.createdAt).toISOString(), round.sysname, bet, win, round.currency].join(',') });
  }
  for (const bet of bets) {
    if (bet.placedAt < fromMs || bet.placedAt > toMs) continue;
    const stake = money(bet.originalStakeMinor, bet.currency).amount;
    const paid = money(bet.payoutMinor, bet.currency).amount;
    rows.push({ at: bet.placedAt, line: [`S-${bet.id}`, new Date(bet.placedAt).toISOString(), `sport:${bet.type}`, stake, paid, bet.currency].join(',') });
  }
  // A stable sort: rounds and bets of the same moment keep their order.
  rows.sort((a, b) => a.at - b.at);
  return `${['round_id,created_at,game,bet,win,currency', ...rows.map((row) => row.line)].join('\n')}\n`;
}
