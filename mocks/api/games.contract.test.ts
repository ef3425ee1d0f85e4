/**
 * Contract: every games.*, freespins.*, Jackpots.*, banners.* and leaderboard.* operation of the
 * sandbox answers data the app's own declaration (src/api/*) accepts, and refuses bad input with a
 * catalogue error. Also the casino's HTTP routes: artwork, game pages (no inline script), and a real
 * round played through the game API moving the balance and landing in games.getHistory.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as banners from '../../src/api/banners.ts';
import * as freespins from '../../src/api/freespins.ts';
import * as games from '../../src/api/games.ts';
import * as jackpots from '../../src/api/jackpots.ts';
import * as leaderboard from '../../src/api/leaderboard.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { catalogue } from '../fixtures/games/catalogue.ts';
import { createContractHarness, playRealRound } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const { signIn, expectError } = contract;

let client: TestClient;

beforeEach(() => {
  client = contract.start();
});

/** A games.get options value the typed declaration would not allow (a malformed client). */
async function rawGet(operation: string, query: string): Promise<{ status: number; type: string | undefined; errorData: unknown }> {
  const response = await client.fetch(`/api/${operation}?v=2.34&locale=uz&${query}`);
  contract.record(operation, response.status);
  const body = (await response.json()) as { error?: { type?: string; error_data?: unknown } };
  return { status: response.status, type: body.error?.type, errorData: body.error?.error_data };
}

const total = () => catalogue().games.length;

describe('games.get', () => {
  it('pages the catalogue with the SPEC §9 page sizes; guests may read it', async () => {
    const first = await games.get({ options: {} });
    expect(first.items).toHaveLength(15);
    expect(first.count).toBe(total());
    for (const size of [12, 300]) {
      const page = await games.get({ options: { offset: 15, count: size } });
      expect(page.items).toHaveLength(size);
      expect(page.items[0]?.sysname).toBe(catalogue().games[15]?.sysname);
    }
    const last = await games.get({ options: { offset: total() - 5, count: 12 } });
    expect(last.items).toHaveLength(5);
    const item = first.items[0];
    expect(item).toMatchObject({ sysname: expect.any(String) as unknown, name: expect.any(String) as unknown, has_demo: true });
    expect(item?.url).toBeUndefined();
    expect(games.gameDisplay(item!).image).toMatch(/^\/sandbox-media\/games\/.+\.webp$/);
  });

  it('filters by category, providers (array or comma list) and type', async () => {
    const live = await games.get({ options: { category: 4, count: 300 } });
    expect(live.count).toBeGreaterThan(0);
    expect(live.items.every((game) => game.categories?.includes(4))).toBe(true);
    const byProviders = await games.get({ options: { providers: ['sunrise-live', 'cosmo-crash'], count: 300 } });
    expect(new Set(byProviders.items.map((game) => game.provider?.sysname))).toEqual(new Set(['sunrise-live', 'cosmo-crash']));
    const viaComma = await rawGet('games.get', `options=${encodeURIComponent(JSON.stringify({ providers: 'sunrise-live,cosmo-crash' }))}`);
    expect(viaComma.status).toBe(200);
    for (const type of ['casino', 'slot', 'live', 'fast'] as const) {
      const list = await games.get({ options: { type, count: 50 } });
      expect(list.count, type).toBeGreaterThan(0);
      expect(list.items.every((game) => game.types?.includes(type)), type).toBe(true);
    }
    expect((await games.get({ options: { type: 'all' } })).count).toBe(total());
  });

  it('searches Uzbek-aware: apostrophe variants, no apostrophe, Cyrillic; in uz and ru', async () => {
    const sysnames = async (search: string) => (await games.get({ options: { search, count: 300 } })).items.map((game) => game.sysname);
    for (const query of ["oltin qo'l", 'oltin qoʻl', 'OLTIN QO‘L', 'oltin qol', 'олтин қўл']) {
      expect(await sysnames(query), query).toEqual(expect.arrayContaining(['samarqand-gaming-oltin-qol', 'humo-interactive-oltin-qol-deluxe']));
    }
    expect(await sysnames('золотая рука')).toContain('samarqand-gaming-oltin-qol');
    expect(await sysnames('zzzz-nothing')).toEqual([]);
    contract.setLocale('ru');
    const ru = await games.get({ options: { search: 'Победа', count: 5 } });
    expect(ru.items.map((game) => games.gameDisplay(game).name)).toContain('Победа');
  });

  it('answers several games by sysname in the asked order, and only the asked fields', async () => {
    const list = await games.get({ options: { sysnames: ['registon-play-galaba', 'omad-zar', 'no-such-game'] } });
    expect(list.items.map((game) => game.sysname)).toEqual(['registon-play-galaba', 'omad-zar']);
    const slim = await games.get({ options: { fields: ['image_url'], count: 3 } });
    expect(Object.keys(slim.items[0] ?? {}).sort()).toEqual(['image_url', 'name', 'seo_name', 'sysname']);
  });

  it('one game by its SEO name (SPEC §2 /game/{name}), which may differ from the sysname, launches it too', async () => {
    const named = await games.get({ options: { seo_name: 'oltin-7', count: 1 } });
    expect(named.items).toHaveLength(1);
    expect(named.items[0]).toMatchObject({ sysname: 'omad-oltin-7', seo_name: 'oltin-7' });
    expect(named.items[0]?.demo_url).toMatch(/^\/sandbox-games\/slot\/\?mode=demo&token=[\w-]+&lang=uz$/);
    // A game without its own SEO name is found by its sysname there too; the sysname is not an SEO name of the other.
    expect((await games.get({ options: { seo_name: 'omad-zar', count: 1 } })).items[0]?.sysname).toBe('omad-zar');
    expect((await games.get({ options: { seo_name: 'omad-oltin-7', count: 1 } })).items).toEqual([]);
    expect((await games.get({ options: { sysname: 'oltin-7', count: 1 } })).items).toEqual([]);
  });

  it('one game by sysname launches it: demo for anyone, real money only with a session and a balance', async () => {
    const guest = await games.getGame('omad-oltin-7');
    expect(guest?.demo_url).toMatch(/^\/sandbox-games\/slot\/\?mode=demo&token=[\w-]+&lang=uz$/);
    expect(guest?.url).toBeNull();
    const live = await games.getGame('sunrise-live-ruletka-samarqand-live');
    expect(live?.demo_url).toBeNull();
    await expect(games.getGame('no-such-game')).resolves.toBeUndefined();
    await signIn();
    const player = await games.getGame('omad-oltin-7');
    expect(player?.url).toMatch(/^\/sandbox-games\/slot\/\?mode=real&token=[\w-]+&lang=uz$/);
    await signIn(SEED_LOGINS.fresh);
    expect((await games.getGame('omad-oltin-7'))?.url).toBeNull();
  });

  it('refuses bad options with InvalidParameterException naming the field', async () => {
    const options = (value: unknown) => `options=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
    const cases: [string, Record<string, string[]>][] = [
      [options('{not json'), { options: ['INVALID_JSON'] }],
      [options('[1]'), { options: ['INVALID'] }],
      [options({ count: 301 }), { 'options.count': ['MAX_VALUE'] }],
      [options({ count: 0 }), { 'options.count': ['MIN_VALUE'] }],
      [options({ offset: -1 }), { 'options.offset': ['MIN_VALUE'] }],
      [options({ count: 1.5 }), { 'options.count': ['INVALID'] }],
      [options({ category: 999 }), { 'options.category': ['NOT_FOUND'] }],
      [options({ providers: ['no-such-studio'] }), { 'options.providers': ['NOT_FOUND'] }],
      [options({ type: 'sport' }), { 'options.type': ['INVALID'] }],
      [options({ search: 'x'.repeat(101) }), { 'options.search': ['SIZE'] }],
      [options({ sort: 'name' }), { 'options.sort': ['UNKNOWN'] }],
      [options({ fields: ['password'] }), { 'options.fields': ['INVALID'] }],
      [`${options({})}&extra=1`, { extra: ['INVALID'] }],
    ];
    for (const [query, errorData] of cases) {
      expect(await rawGet('games.get', query), query).toMatchObject({ status: 422, type: 'InvalidParameterException', errorData });
    }
  });
});

describe('favourites', () => {
  it('guests are refused; add and remove a like, then the list reloads (SPEC §4)', async () => {
    await expectError(games.getLikes({}), 'AuthorizationException');
    await expectError(games.addLike({ sysname: 'omad-zar' }), 'AuthorizationException');
    await signIn();
    await expect(games.getLikes({})).resolves.toEqual({ sysnames: [] });
    await games.setLiked('omad-zar', true);
    await games.setLiked('registon-play-galaba', true);
    await games.setLiked('omad-zar', true);
    await expect(games.getLikes({})).resolves.toEqual({ sysnames: ['registon-play-galaba', 'omad-zar'] });
    await games.setLiked('omad-zar', false);
    await games.setLiked('omad-zar', false);
    await expect(games.getLikes({})).resolves.toEqual({ sysnames: ['registon-play-galaba'] });
    await expectError(games.addLike({ sysname: 'no-such-game' }), 'InvalidParameterException', { sysname: ['NOT_FOUND'] });
    await expectError(games.removeLike({ sysname: 'Bad Name!' }), 'InvalidParameterException', { sysname: ['INVALID'] });
  });
});

describe('categories and providers', () => {
  it('getCategories: at least 10, localized, filtered by type', async () => {
    const all = await games.getCategories({});
    expect(all.items.length).toBeGreaterThanOrEqual(10);
    expect(all.items.find((category) => category.id === 3)?.name).toBe('Slotlar');
    const live = await games.getCategories({ type: 'live' });
    expect(live.items.map((category) => category.sysname)).toContain('live');
    expect(live.items.map((category) => category.sysname)).not.toContain('slots');
    contract.setLocale('ru');
    expect((await games.getCategories({})).items.find((category) => category.id === 3)?.name).toBe('Слоты');
    await expectError(games.getCategories({ type: 'sport' as games.GameType }), 'InvalidParameterException', { type: ['INVALID'] });
  });

  it('getProviders: at least 40 with images; game_params when asked; filtered by types', async () => {
    const all = await games.getProviders({});
    expect(all.items.length).toBeGreaterThanOrEqual(40);
    expect(all.items[0]?.game_params).toBeUndefined();
    const withParams = await games.getProviders({ fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] });
    expect(withParams.items.every((provider) => typeof provider.game_params === 'object')).toBe(true);
    const live = await games.getProviders({ types: ['live'] });
    expect(live.items.map((provider) => provider.sysname)).toEqual(expect.arrayContaining(['sunrise-live', 'arena-live', 'studio-88']));
    expect(live.items.length).toBeLessThan(all.items.length);
    await expectError(games.getProviders({ types: ['sport' as 'live'] }), 'InvalidParameterException', { types: ['INVALID'] });
  });
});

/** One real round for the signed-in player (mocks/test-client.ts). */
const playReal = (sysname: string, roundId: string, bet: number, extra: Record<string, unknown> = {}) => playRealRound(client, sysname, roundId, bet, extra);

describe('game history and exports', () => {
  it('getHistory: guests refused; a real round shows with game, bet, win, time and round id', async () => {
    await expectError(games.getHistory({}), 'AuthorizationException');
    await signIn();
    await expect(games.getHistory({})).resolves.toMatchObject({ items: [], count: 0 });
    const round = await playReal('omad-zar', 'history-round-1', 5000, { target: 50 });
    expect(round.status).toBe(200);
    const balance = await account.getBalance({});
    expect(balance.balance_main?.amount).toBe(1_000_000 - 5000 + (round.body.data?.win ?? 0));
    const history = await games.getHistory({ offset: 0, count: 4 });
    expect(history.count).toBe(1);
    expect(history.items[0]).toMatchObject({
      game: { sysname: 'omad-zar', name: 'Omad zari' },
      bet: { amount: 5000, currency: 'UZS' },
      win: { amount: round.body.data?.win, currency: 'UZS' },
      created_at: Math.floor(client.clock.now() / 1000),
      round_id: 'history-round-1',
    });
    await expectError(games.getHistory({ count: 101 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
  });

  it('export requests: none, then processing, then ready with a file only its owner can fetch', async () => {
    await expectError(games.getHistoryExportRequest({}), 'AuthorizationException');
    await signIn();
    await expect(games.getHistoryExportRequest({})).resolves.toBeNull();
    await playReal('omad-zar', 'export-round-1', 1000, { target: 50 });
    const lastWeek = { date_from: Math.floor(client.clock.now() / 1000) - 7 * 86400, date_to: Math.floor(client.clock.now() / 1000) };
    const created = await games.createHistoryExportRequest(lastWeek);
    expect(created).toMatchObject({ status: 'processing', url: null });
    await expectError(games.createHistoryExportRequest(lastWeek), 'TooManyRequestsException');
    client.clock.advance(3000);
    const ready = await games.getHistoryExportRequest({});
    expect(ready).toMatchObject({ id: created.id, status: 'ready' });
    const file = await client.fetch(ready?.url ?? '');
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/^round_id,created_at,game,bet,win,currency\nexport-round-1,.+,omad-zar,1000,/);
    await signIn(SEED_LOGINS.fresh);
    expect((await client.fetch(ready?.url ?? '')).status).toBe(404);
    await expectError(games.createHistoryExportRequest({ date_from: 200, date_to: 100 }), 'InvalidParameterException', { date_from: ['AFTER_DATE_TO'] });
  });
});

describe('freespins.get', () => {
  it('the seeded player has active packs (SPEC §3 game.sysname, remaining_count); others none; guests refused', async () => {
    await expectError(freespins.get({ ...freespins.FREESPIN_DEFAULTS }), 'AuthorizationException');
    await signIn();
    const packs = await freespins.get({ ...freespins.FREESPIN_DEFAULTS });
    expect(packs.items.map((pack) => [pack.game.sysname, pack.remaining_count])).toEqual([
      ['omad-oltin-7', 20],
      ['samarqand-gaming-oltin-qol', 10],
      ['registon-play-galaba', 35],
    ]);
    expect(packs.items[0]?.description?.title).toBe('20 ta bepul aylantirish');
    expect((await freespins.get({ status: 'all' })).items).toHaveLength(4);
    expect((await freespins.get({ status: 'finished' })).items.map((pack) => pack.remaining_count)).toEqual([0]);
    await expectError(freespins.get({ count: 1000 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
    await expectError(freespins.get({ status: 'maybe' }), 'InvalidParameterException', { status: ['INVALID'] });
    await signIn(SEED_LOGINS.fresh);
    await expect(freespins.get({ ...freespins.FREESPIN_DEFAULTS })).resolves.toMatchObject({ items: [] });
  });
});

describe('Jackpots.*', () => {
  it('get: a plain array (SPEC §3) whose pots grow with the clock; one by id; unknown ids refused', async () => {
    const list = await jackpots.get({});
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(4);
    expect(list[0]?.description).toMatchObject({ image_735_240: expect.stringMatching(/^\/sandbox-media\/jackpots\//) as unknown });
    client.clock.advance(60_000);
    const later = await jackpots.get({ id: 1 });
    expect(later).toHaveLength(1);
    expect(later[0]?.amount.amount).toBeGreaterThan(list[0]?.amount.amount ?? Infinity);
    await expectError(jackpots.get({ id: 99 }), 'InvalidParameterException', { jackpot_id: ['NOT_FOUND'] });
  });

  it('get by SEO name (SPEC §2 /jackpots/{name}): the same jackpot in every language, titled in each; an unknown name is none', async () => {
    const uz = await jackpots.get({ name: 'mega-jekpot' });
    expect(uz).toHaveLength(1);
    expect(uz[0]).toMatchObject({ id: 3, name: 'mega-jekpot', description: { title: 'Mega jekpot' } });
    contract.setLocale('ru');
    expect((await jackpots.get({ name: 'mega-jekpot' }))[0]).toMatchObject({ id: 3, name: 'mega-jekpot', description: { title: 'Мега-джекпот' } });
    expect((await jackpots.get({})).map((jackpot) => jackpot.name)).toEqual(['mini-jekpot', 'midi-jekpot', 'mega-jekpot', 'omad-grand']);
    await expect(jackpots.get({ name: 'no-such-jackpot' })).resolves.toEqual([]);
    await expectError(jackpots.get({ name: 'Bad Name!' }), 'InvalidParameterException');
  });

  it('getWinners: recent winners with public names, filtered by jackpot, paged', async () => {
    const winners = await jackpots.getWinners({ count: 10 });
    expect(winners.items).toHaveLength(10);
    expect(winners.count).toBe(60);
    const nowSeconds = Math.floor(client.clock.now() / 1000);
    for (const winner of winners.items) {
      expect(winner.created_at).toBeLessThanOrEqual(nowSeconds);
      expect(winner.fakename).toMatch(/^[\p{L}\p{N}]{4,}$/u);
    }
    const grand = await jackpots.getWinners({ jackpot_id: 4, count: 100 });
    expect(grand.items.every((winner) => winner.jackpot_id === 4)).toBe(true);
    await expectError(jackpots.getWinners({ count: 101 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
  });
});

describe('banners.get', () => {
  it('answers data.items and count, sorted by position, expired ones left out, in the locale', async () => {
    const list = await banners.get({ ...banners.BANNER_DEFAULTS });
    expect(list.items.map((banner) => banner.description?.position)).toEqual([1, 2, 3, 4, 5]);
    expect(list.count).toBe(5);
    expect(list.items[0]?.description).toMatchObject({ title: 'Xush kelibsiz bonusi', image_360_520: '/sandbox-media/banners/12-360x520.webp' });
    contract.setLocale('ru');
    expect((await banners.listBanners())[0]?.description?.title).toBe('Приветственный бонус');
    const idsOnly = await banners.get({ fields: ['id'], offset: 1, count: 2 });
    expect(idsOnly.items).toEqual([{ id: 13 }, { id: 11 }]);
    await expectError(banners.get({ fields: ['secret'] }), 'InvalidParameterException', { fields: ['INVALID'] });
    await expectError(banners.get({ count: 0 }), 'InvalidParameterException', { count: ['MIN_VALUE'] });
  });
});

describe('leaderboard.get', () => {
  it('a deterministic table by place; the signed-in player sees their row (mocks/api/tournaments.contract.test.ts has the rest)', async () => {
    const table = await leaderboard.get({ tournament_id: 1 });
    expect(table.items.map((row) => row.place)).toEqual(Array.from({ length: table.items.length }, (_, index) => index + 1));
    expect(table.items.some((row) => row.is_me)).toBe(false);
    await expect(leaderboard.get({ tournament_id: 1 })).resolves.toEqual(table);
    await signIn();
    const mine = await leaderboard.get({ tournament_id: 1, offset: 10, count: 10 });
    expect(mine.items.find((row) => row.is_me)).toMatchObject({ place: 17, fakename: 'Omadli' });
    await expectError(leaderboard.get({ tournament_id: 0 }), 'InvalidParameterException', { tournament_id: ['MIN_VALUE'] });
    expect(await rawGet('leaderboard.get', '')).toMatchObject({ status: 422, errorData: { tournament_id: ['REQUIRED'] } });
  });
});

describe('casino routes', () => {
  it('serves artwork as cacheable SVG with an ETag; unknown names are 404', async () => {
    const response = await client.fetch('/sandbox-media/games/omad-oltin-7.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag') ?? '';
    expect((await client.fetch('/sandbox-media/games/omad-oltin-7.svg', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    for (const path of ['/sandbox-media/providers/sunrise-live.svg', '/sandbox-media/categories/slots.svg', '/sandbox-media/banners/12-735x240.svg', '/sandbox-media/jackpots/4-360x520.svg']) {
      expect((await client.fetch(path)).status, path).toBe(200);
    }
    for (const path of ['/sandbox-media/games/nope.svg', '/sandbox-media/games/omad-oltin-7.png', '/sandbox-media/banners/12-1x1.svg']) {
      expect((await client.fetch(path)).status, path).toBe(404);
    }
  });

  it('serves game artwork as raster WebP at twice the 288x192 tile, cacheable with an ETag (issue 13)', async () => {
    const response = await client.fetch('/sandbox-media/games/omad-oltin-7.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // VP8 (lossy): the frame's width and height, 14 bits each, after the start code.
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('VP8 ');
    expect([bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff]).toEqual([576, 384]);
    const etag = response.headers.get('etag') ?? '';
    expect((await client.fetch('/sandbox-media/games/omad-oltin-7.webp', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await client.fetch('/sandbox-media/games/nope.webp')).status).toBe(404);
  });

  it('serves banner artwork as raster WebP at twice the operator\'s slot (issue 13: the hero is a real image)', async () => {
    for (const [path, size] of [
      ['/sandbox-media/banners/12-360x520.webp', [720, 1040]],
      ['/sandbox-media/banners/12-735x240.webp', [1470, 480]],
    ] as const) {
      const response = await client.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(8, 16).toString('latin1')).toBe('WEBPVP8 ');
      expect([bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff]).toEqual(size);
    }
    for (const path of ['/sandbox-media/banners/99-360x520.webp', '/sandbox-media/banners/12-1x1.webp']) expect((await client.fetch(path)).status, path).toBe(404);
  });

  it('serves the game pages in uz and ru with scripts only from files (CSP script-src self)', async () => {
    for (const [path, word] of [
      ['/sandbox-games/slot/?lang=uz', 'Aylantirish'],
      ['/sandbox-games/dice/?lang=ru', 'Бросить'],
      ['/sandbox-games/verify?lang=uz', "O'yinni tekshirish"],
    ] as const) {
      const response = await client.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain(word);
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      expect(scripts.every((tag) => tag.includes('src="/sandbox-games/assets/') || tag.includes('type="application/json"')), path).toBe(true);
      const src = /src="([^"]+)"/.exec(scripts.find((tag) => tag.includes('src=')) ?? '')?.[1] ?? '';
      const asset = await client.fetch(src);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type')).toContain('javascript');
    }
  });

  it('a game in the app\u2019s sandboxed frame (opaque origin, Origin: null) reaches its scripts and its server; no other origin does (issue 19 defect 9)', async () => {
    await signIn();
    const launched = await games.getGame('omad-zar');
    const token = new URL(launched?.url ?? '', 'http://x').searchParams.get('token') ?? '';
    const asset = await client.fetch('/sandbox-games/assets/dice.js', { headers: { Origin: 'null' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('access-control-allow-origin')).toBe('null');
    expect(asset.headers.get('vary')).toContain('Origin');
    const session = await client.fetch(`/sandbox-games/api/session?token=${token}`, { headers: { Origin: 'null' } });
    expect(session.status).toBe(200);
    expect(session.headers.get('access-control-allow-origin')).toBe('null');
    expect(session.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await client.fetch('/sandbox-games/api/round', {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('null');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    const before = (await account.getInfo({})).balance_main?.amount ?? 0;
    const round = await client.fetch('/sandbox-games/api/round', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ token, round_id: 'opaque-frame-round-1', bet: 1000, target: 50 }),
    });
    expect(round.status).toBe(200);
    expect(round.headers.get('access-control-allow-origin')).toBe('null');
    const { data } = (await round.json()) as { data: { bet: number; win: number } };
    expect((await account.getInfo({})).balance_main?.amount).toBe(before - data.bet + data.win);
    // Any other site is refused before the round is read, and gets no CORS answer.
    for (const origin of ['https://evil.example', 'http://sandbox.test.evil.example']) {
      const refused = await client.fetch('/sandbox-games/api/round', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ token, round_id: 'evil-round-1', bet: 1000, target: 50 }),
      });
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      const foreign = await client.fetch(`/sandbox-games/api/session?token=${token}`, { headers: { Origin: origin } });
      expect(foreign.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    // The opaque origin is let through to the game server only, never to the platform API.
    const api = await client.fetch('/api/auth.logout?v=2.34&locale=uz', { method: 'POST', headers: { Origin: 'null' } });
    expect(api.status).toBe(403);
  });

  it('the game API: session with the committed hash, rounds, clear errors', async () => {
    await signIn();
    const launched = await games.getGame('omad-oltin-7');
    const token = new URL(launched?.demo_url ?? '', 'http://x').searchParams.get('token') ?? '';
    const session = await client.fetch(`/sandbox-games/api/session?token=${token}&lang=ru`);
    expect(await session.json()).toMatchObject({ data: { name: 'Золотая семёрка', mode: 'demo', engine: 'slot', balance: 1_000_000, server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown } });
    expect((await client.fetch('/sandbox-games/api/session?token=nope')).status).toBe(401);
    const post = (body: string, type = 'application/json') =>
      client.fetch('/sandbox-games/api/round', { method: 'POST', headers: { 'Content-Type': type, Origin: 'http://sandbox.test' }, body });
    expect(await (await post('{bad')).json()).toEqual({ error: { code: 'INVALID_REQUEST', message: 'Malformed JSON' } });
    expect((await post('token=x', 'application/x-www-form-urlencoded')).status).toBe(400);
    const crossSite = await client.fetch('/sandbox-games/api/round', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, body: '{}' });
    expect(crossSite.status).toBe(403);
    // A real round on a game with a free-spin pack spends a free spin (no bet) and the pack counts down.
    const free = await playReal('registon-play-galaba', 'free-spin-round-1', 1_000_000);
    expect(free.body.data).toMatchObject({ freespin: true, bet: 0, freespins_left: 34 });
    expect((await freespins.get({ ...freespins.FREESPIN_DEFAULTS })).items.find((pack) => pack.game.sysname === 'registon-play-galaba')?.remaining_count).toBe(34);
    await signIn(SEED_LOGINS.fresh);
    // new@ has no money: no real launch at all.
    expect((await games.getGame('omad-zar'))?.url).toBeNull();
  });
});

afterAll(() => {
  expect(contract.missing(/^(games|freespins|jackpots|banners|leaderboard)\./i)).toEqual([]);
});
