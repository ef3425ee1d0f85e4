// @vitest-environment jsdom
/**
 * Home before the session is known (decision 030 point 10): the banners at once, and neither a guest's sign-in offer
 * nor a player's balances until the session says which, or the start has stopped waiting for it.
 */
import { act, Profiler } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeSession } from '../../test-support/session.ts';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { BANNER_DEFAULTS, get as getBanners } from '../../api/banners.ts';
import { createServerDataClient, primeRead, ServerData } from '../../server-data/reads.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import HomePage from './home-page.tsx';

// The sections further down read their own data (the CMS's menu banner, jackpots, winners): not what is shown here.
vi.mock('./jackpot-ticker.tsx', () => ({ JackpotTicker: () => null }));
vi.mock('./recent-winners.tsx', () => ({ RecentWinners: () => null }));
vi.mock('./menu-banner.tsx', () => ({ MenuBanner: () => null }));

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  ({ root, container } = mountTestRoot());
});

afterEach(async () => {
  vi.useRealTimers();
  // The sections further down are lazy: their modules land inside act, before the page goes.
  await act(async () => {
    await Promise.all([import('./jackpot-ticker.tsx'), import('./recent-winners.tsx'), import('./menu-banner.tsx')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  unmountTestRoot({ root, container });
  resetSession();
});

function show(): void {
  const client = createServerDataClient();
  // The banners as the boot files them: the carousel draws without a request.
  primeRead(getBanners, BANNER_DEFAULTS, { items: [{ id: 1, finished_at: null, description: {} }] }, { locale: 'uz', session: 0 }, client);
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={0}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <HomePage rails={<div data-testid="rails" />} />
        </Router>
      </ServerData>,
    ),
  );
}

const pending = () => container.querySelector('main .home__pending[aria-busy="true"]');
const hero = () => container.querySelector('.home__hero h1');
const rails = () => container.querySelector('[data-testid="rails"]');

describe('home while the session is read', () => {
  it('draws the banners and holds the sections that differ by player', () => {
    sessionState.loaded = false;
    show();
    expect(container.querySelector('.home-banners, .home-banners__skeleton')).not.toBeNull();
    expect(pending()).not.toBeNull();
    expect(hero()).toBeNull();
    expect(rails()).toBeNull();
  });

  it('shows a guest the greeting, the sign-in offer and the rails once the session says guest', async () => {
    sessionState.loaded = false;
    show();
    await changeSession((session) => {
      session.loaded = true;
    });
    expect(pending()).toBeNull();
    expect(hero()).not.toBeNull();
    expect(container.querySelector('.home__hero a')).not.toBeNull();
    expect(rails()).not.toBeNull();
  });

  it("shows a player's greeting and balances, without the sign-in offer", async () => {
    sessionState.loaded = false;
    show();
    await changeSession((session) => {
      session.info = { uid: 7, login: 'ali', balance_main: { amount: 250000, currency: 'UZS' } };
      session.loaded = true;
    });
    expect(pending()).toBeNull();
    expect(container.querySelector('.home__hero a')).toBeNull();
    expect(container.querySelector('.home__balance--main dd')?.textContent).toContain('250');
  });

  it('draws as for a guest once the start has stopped waiting for the session', async () => {
    sessionState.loaded = false;
    show();
    expect(pending()).not.toBeNull();
    await changeSession((session) => {
      session.waited = true;
    });
    expect(pending()).toBeNull();
    expect(rails()).not.toBeNull();
  });

  it('commits the banners in a render of their own, before the sections below, even when the session is known', () => {
    sessionState.loaded = true;
    const commits: { banners: boolean; hero: boolean }[] = [];
    const client = createServerDataClient();
    primeRead(getBanners, BANNER_DEFAULTS, { items: [{ id: 1, finished_at: null, description: {} }] }, { locale: 'uz', session: 0 }, client);
    act(() =>
      root.render(
        <Profiler id="home" onRender={() => commits.push({ banners: container.querySelector('.home-banners') !== null, hero: hero() !== null })}>
          <ServerData client={client} locale="uz" session={0}>
            <Router hook={memoryLocation({ path: '/' }).hook}>
              <HomePage rails={<div data-testid="rails" />} />
            </Router>
          </ServerData>
        </Profiler>,
      ),
    );
    expect(commits[0]).toEqual({ banners: true, hero: false });
    expect(commits.at(-1)).toEqual({ banners: true, hero: true });
    expect(rails()).not.toBeNull();
  });
});
