// @vitest-environment jsdom
/**
 * Decision 015: the casino's first screens come with the page. The server inlines the catalogue's categories (the hall's
 * chips, home's rails), the plain hall's first page of games and home's first rail (mocks/http/first-screen.ts); the
 * starts file them where the pages read them and ask the network for none. What does not fit is read from the network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, type TransportRequest } from '../../api/client.ts';
import { categoryPageKey } from '../../api/first-screen-shell.ts';
import { resetBootData } from '../../lib/boot-data.ts';
import { keyOf, queryClient } from '../../server-data/reads.ts';
import { cmsState } from '../../stores/cms-store.ts';
import type { FirstScreenBoot } from '../../server-data/first-screen.ts';
import { TEST_GAMES } from '../../test-support/casino-reads.ts';
import { startHallReads } from './hall/game-hall-page.tsx';
import { startLobbyReads } from './lobby/lobby-rails.tsx';
import { gamesPage } from './casino-data.ts';

const CATEGORIES = { data: { items: [{ id: 3, sysname: 'slots', name: 'Slotlar', icon: null, position: 1 }], count: 1 } };
const GAMES = { data: { items: TEST_GAMES, count: TEST_GAMES.length } };

let requests: string[];

function inline(api: Record<string, unknown>): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'omad-boot';
  block.textContent = JSON.stringify({ locale: 'uz', cms: {}, api });
  document.body.append(block);
  resetBootData();
}

const boot = (): FirstScreenBoot => ({ locale: 'uz', session: Promise.resolve(0), cms: Promise.resolve(), filings: [] });

beforeEach(() => {
  requests = [];
  localStorage.clear();
  document.body.innerHTML = '';
  configureApi({
    locale: () => 'uz',
    transport: (request: TransportRequest) => {
      const operation = new URL(request.url, 'http://omad.test').pathname.replace('/api/', '');
      requests.push(operation);
      return Promise.resolve({ status: 200, body: operation === 'games.getCategories' ? { data: { items: [], count: 0 } } : GAMES });
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  resetBootData();
});

describe("the game hall's first-screen reads", () => {
  it('take the chips and the first page of games from the page, without a request', async () => {
    inline({ 'games.getCategories': CATEGORIES, 'games.get': GAMES });
    const filings: Promise<unknown>[] = [];
    await startHallReads({ ...boot(), filings });
    await Promise.all(filings);
    expect(requests).toEqual([]);
    expect(queryClient.getQueryData(keyOf('games.getCategories', {}, 'uz', 0))).toEqual(CATEGORIES.data);
  });

  it('read the chips from the network when the inlined answer does not fit', async () => {
    inline({ 'games.getCategories': { data: { items: [{ id: 'three' }] } }, 'games.get': GAMES });
    await startHallReads(boot());
    expect(requests).toEqual(['games.getCategories']);
    expect(queryClient.getQueryData(keyOf('games.getCategories', {}, 'uz', 0))).toEqual({ items: [], count: 0 });
  });
});

describe("home's first-screen reads", () => {
  const railKey = (count: number) => keyOf(gamesPage.spec.operation, { category: 3, offset: 0, count }, 'uz', 0);
  const pageSize = () => cmsState.games.pageSize;

  it('take the categories and the first rail from the page, without a request', async () => {
    inline({ 'games.getCategories': CATEGORIES, [categoryPageKey(3)]: { data: { items: TEST_GAMES, count: TEST_GAMES.length } } });
    const filings: Promise<unknown>[] = [];
    await startLobbyReads({ ...boot(), filings });
    await Promise.all(filings);
    expect(requests).toEqual([]);
    expect(queryClient.getQueryData(railKey(pageSize()))).toMatchObject({ items: TEST_GAMES.map((game) => ({ sysname: game.sysname })), done: true });
  });

  it("read the rail from the network when the page carries another category's, or fewer games than the rail shows", async () => {
    inline({ 'games.getCategories': CATEGORIES, [categoryPageKey(4)]: GAMES });
    await startLobbyReads(boot());
    expect(requests).toEqual(['games.get']);

    requests = [];
    queryClient.clear();
    document.body.innerHTML = '';
    const short = { data: { items: TEST_GAMES.slice(0, 2), count: 2, total: 40 } };
    inline({ 'games.getCategories': CATEGORIES, [categoryPageKey(3)]: short });
    await startLobbyReads(boot());
    expect(requests).toEqual(['games.get']);
  });
});
