// @vitest-environment jsdom
/**
 * The game hall while a signed-in start settles (decision 030 point 18): the player's likes and free spins arrive after
 * the hall is drawn, and they decorate tiles only; the toolbar and the category chips are not drawn again for them.
 */
import { act, createElement, type ComponentProps } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { resetSession } from '../../../stores/session-store.ts';
import { answerCasinoReads, signInTestPlayer } from '../../../test-support/casino-reads.ts';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import GameHallPage from './game-hall-page.tsx';

/** Renders of the category chips (wouter's Link with the chip class), counted. */
const chipRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('wouter', async (original) => {
  const wouter = await original<typeof import('wouter')>();
  function CountedLink(props: ComponentProps<typeof wouter.Link>) {
    if ((props as { className?: unknown }).className === 'chip') chipRenders.count += 1;
    return createElement(wouter.Link, props);
  }
  return { ...wouter, Link: CountedLink };
});

let root: Root;
let container: HTMLElement;
let client: QueryClient;
let releasePlayerReads: () => void;

beforeEach(() => {
  ({ root, container } = mountTestRoot());
  client = createServerDataClient();
  chipRenders.count = 0;
  ({ releasePlayerReads } = answerCasinoReads({ categories: 5, likes: ['book-of-ra'] }));
  signInTestPlayer();
});

afterEach(() => {
  unmountTestRoot({ root, container });
  client.clear();
  resetSession();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the game hall of a signed-in player', () => {
  it("draws the toolbar and category chips once: the likes and free spins arriving redraw only what shows them", async () => {
    act(() =>
      root.render(
        <ServerData client={client} locale="uz" session={7}>
          <Router hook={memoryLocation({ path: '/gamehall' }).hook}>
            <GameHallPage />
          </Router>
        </ServerData>,
      ),
    );
    await settle();
    await settle();
    // All, favourites, recent and the five categories.
    expect(container.querySelectorAll('nav.chip-row a.chip')).toHaveLength(8);
    const drawn = chipRenders.count;
    expect(drawn).toBeGreaterThanOrEqual(8);

    act(() => releasePlayerReads());
    await settle();
    await settle();
    const likes = client.getQueryCache().findAll({ queryKey: ['games.getLikes'] });
    expect(likes.map((query) => query.state.status)).toEqual(['success']);
    expect(chipRenders.count).toBe(drawn);
  });
});
