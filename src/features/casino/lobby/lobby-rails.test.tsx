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
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { resetSession } from '../../../stores/session-store.ts';
import { answerCasinoReads, signInTestPlayer } from '../../../test-support/casino-reads.ts';
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

let root: Root;
let container: HTMLElement;
let client: QueryClient;
let releasePlayerReads: () => void;

beforeEach(() => {
  ({ root, container } = mountTestRoot());
  client = createServerDataClient();
  heads.drawn = [];
  ({ releasePlayerReads } = answerCasinoReads({ categories: 2, likes: ['aviator'] }));
  signInTestPlayer();
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
