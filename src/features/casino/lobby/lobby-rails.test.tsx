// @vitest-environment jsdom
/**
 * Home's rails while a signed-in start settles (decision 030 point 18): the player's likes and free spins arrive after
 * the rails are drawn; they add the favourites rail and decorate tiles, and the category rails are not drawn again.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, type TransportRequest } from '../../../api/client.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { resetSession, sessionState } from '../../../stores/session-store.ts';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import LobbyRails from './lobby-rails.tsx';

/** Each rail's head, drawn: its title per render. */
const heads = vi.hoisted(() => ({ drawn: [] as string[] }));
vi.mock('./rail-head.tsx', () => ({
  RailHead: ({ title, id }: { title: string; id: string }) => {
    heads.drawn.push(title);
    return <h2 id={id}>{title}</h2>;
  },
}));
// Below the rails, scrolled to: not what is looked at here.
vi.mock('./lobby-leaderboard.tsx', () => ({ LobbyLeaderboard: () => null }));

const CATEGORIES = { items: [1, 2].map((id) => ({ id, sysname: `c${id}`, name: `Category ${id}`, icon: null, position: id })), count: 2 };
const GAMES = ['book-of-ra', 'aviator', 'gates'].map((sysname) => ({ sysname, name: sysname, image_url: `/img/${sysname}.webp`, provider: { sysname: 'p', name: 'Provider' }, rtp: null, url: null, demo_url: null }));

let root: Root;
let container: HTMLElement;
let client: QueryClient;
/** The player's own reads wait until released, as a slow network's would. */
let releasePlayerReads: () => void = () => undefined;

beforeEach(() => {
  ({ root, container } = mountTestRoot());
  client = createServerDataClient();
  heads.drawn = [];
  const playerReads = new Promise<void>((resolve) => (releasePlayerReads = resolve));
  configureApi({
    locale: () => 'uz',
    transport: async (request: TransportRequest) => {
      const operation = new URL(request.url, 'http://omad.test').pathname.replace('/api/', '');
      if (operation === 'games.getCategories') return { status: 200, body: { data: CATEGORIES } };
      if (operation === 'games.get') return { status: 200, body: { data: { items: GAMES, count: GAMES.length } } };
      if (operation === 'games.getLikes') return (await playerReads, { status: 200, body: { data: { sysnames: ['aviator'] } } });
      if (operation === 'freespins.get') return (await playerReads, { status: 200, body: { data: { items: [], count: 0 } } });
      return { status: 200, body: { data: {} } };
    },
  });
  sessionState.info = { uid: 7, login: 'ali', balance_main: { amount: 250000, currency: 'UZS' } };
  sessionState.loaded = true;
});

afterEach(() => {
  unmountTestRoot({ root, container });
  client.clear();
  resetSession();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("home's rails for a signed-in player", () => {
  it('draws the category rails once: the likes arriving add the favourites rail and draw no other rail again', async () => {
    act(() =>
      root.render(
        <ServerData client={client} locale="uz" session={7}>
          <Router hook={memoryLocation({ path: '/' }).hook}>
            <LobbyRails />
          </Router>
        </ServerData>,
      ),
    );
    for (let turn = 0; turn < 4; turn++) await settle();
    const categoryDraws = () => heads.drawn.filter((title) => title.startsWith('Category ')).length;
    expect(container.querySelectorAll('.game-tile').length).toBeGreaterThan(0);
    const drawn = categoryDraws();
    expect(drawn).toBeGreaterThanOrEqual(1);

    act(() => releasePlayerReads());
    for (let turn = 0; turn < 4; turn++) await settle();
    // The favourites rail came with the likes (SPEC §4)…
    expect(container.querySelectorAll('section.rail h2')[0]?.textContent).not.toMatch(/^Category /);
    // …and no category rail was drawn for them.
    expect(categoryDraws()).toBe(drawn);
  });
});
