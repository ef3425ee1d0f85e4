import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, fetchTransport } from '../../api/client.ts';
import type { GameListItem } from '../../api/games.ts';
import { firstPageSize, loadGamesBySysnames, loadGamesPage, pageOf, toTile } from './casino-data.ts';
import { wholeCatalogue } from './hall/search-catalogue.ts';
import { fakePlatform, ok, optionsOf } from './fake-platform.test-helper.ts';

const game = (sysname: string, extra: Partial<GameListItem> = {}): GameListItem => ({
  sysname,
  name: sysname.toUpperCase(),
  image_url: `/img/${sysname}.svg`,
  provider: { sysname: 'p', name: 'Provider' },
  type: 'slot',
  ...extra,
});

afterEach(() => configureApi({ transport: fetchTransport }));

describe('toTile', () => {
  it('lets description values win over name and image_url (SPEC §3)', () => {
    expect(toTile(game('a', { description: { name: 'Oltin', img_288_192: '/art/a.svg' } }))).toMatchObject({ name: 'Oltin', image: '/art/a.svg' });
    expect(toTile(game('a', { description: { name: null, img_288_192: null } }))).toMatchObject({ name: 'A', image: '/img/a.svg' });
    expect(toTile(game('a', { types: ['slot', 'fast'] })).types).toEqual(['slot', 'fast']);
  });
});

describe('pageOf', () => {
  it("takes a first page of the viewport's size from an answer asked with a larger one (decision 015)", () => {
    const fifteen = { items: Array.from({ length: 15 }, (_, index) => game(`g${index}`)), total: 40 };
    const page = pageOf(fifteen, 0, 12);
    expect(page.games.map((tile) => tile.sysname)).toEqual(Array.from({ length: 12 }, (_, index) => `g${index}`));
    expect(page).toMatchObject({ total: 40, done: false });
    // A catalogue smaller than the page: the list is whole.
    expect(pageOf({ items: [game('a'), game('b')], total: 2 }, 0, 12)).toMatchObject({ done: true, total: 2 });
    expect(pageOf({ items: fifteen.items.slice(0, 12), total: 12 }, 0, 12).done).toBe(true);
  });
});

describe('firstPageSize', () => {
  it('asks for 12 games on phones and 15 from tablets up (SPEC §9)', () => {
    expect(firstPageSize(360, { pageSize: 15, pageSizeMobile: 12 })).toBe(12);
    expect(firstPageSize(768, { pageSize: 15, pageSizeMobile: 12 })).toBe(15);
  });
});

describe('loadGamesPage', () => {
  it('sends the filter as the options object and knows when the list ends', async () => {
    const platform = fakePlatform({ 'games.get': () => ok({ items: [game('a'), game('b')], total: 14 }) });
    configureApi({ transport: platform.transport });
    const page = await loadGamesPage({ category: 3, providers: ['p1', 'p2'], type: 'all' }, 12, 12);
    const options = optionsOf(platform.requests[0]!);
    expect(options).toMatchObject({ category: 3, providers: ['p1', 'p2'], offset: 12, count: 12 });
    expect(options).not.toHaveProperty('type');
    expect(page.done).toBe(true);
    expect(page.games.map((tile) => tile.sysname)).toEqual(['a', 'b']);
  });
});

describe('loadGamesBySysnames', () => {
  it('keeps the asked order and fetches one by one what a platform ignoring `sysnames` left out', async () => {
    const platform = fakePlatform({
      'games.get': (request) => {
        const { sysname } = optionsOf(request) as { sysname?: string };
        if (sysname) return ok({ items: [game(sysname)] });
        // This platform ignores `sysnames` and answers its first games.
        return ok({ items: [game('x'), game('b')] });
      },
    });
    configureApi({ transport: platform.transport });
    const games = await loadGamesBySysnames(['a', 'b', 'c']);
    expect(games.map((tile) => tile.sysname)).toEqual(['a', 'b', 'c']);
    expect(platform.requests.map((request) => optionsOf(request).sysname ?? 'list')).toEqual(['list', 'a', 'c']);
  });

  it('asks for nothing when there are no favourites', async () => {
    expect(await loadGamesBySysnames([])).toEqual([]);
  });
});

describe('wholeCatalogue', () => {
  it('reads every page of 300 and yields each batch as it arrives', async () => {
    const total = 700;
    const platform = fakePlatform({
      'games.get': (request) => {
        const { offset = 0, count = 300 } = optionsOf(request) as { offset?: number; count?: number };
        const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, index) => game(`g${offset + index}`));
        return ok({ items, total });
      },
    });
    configureApi({ transport: platform.transport });
    const batches: number[] = [];
    const games = [];
    for await (const batch of wholeCatalogue(300)) {
      batches.push(batch.length);
      games.push(...batch);
    }
    expect(games).toHaveLength(700);
    expect(new Set(games.map((tile) => tile.sysname)).size).toBe(700);
    expect(batches).toEqual([300, 400]);
    expect(platform.requests.map((request) => optionsOf(request).offset)).toEqual([0, 300, 600]);
  });
});
