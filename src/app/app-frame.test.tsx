// @vitest-environment jsdom
/**
 * Decision 030 point 19: the session arriving after the first screen (a guest's page drawn before the session, a
 * Telegram sign-in) does not draw every page and overlay again in one task that does not yield: only what follows the
 * player does. A page a guest may not see still follows the session (SPEC §2: a guest is sent to the index).
 */
import { act, lazy, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountTestRoot, unmountTestRoot, type TestRoot } from '../test-support/react-root.ts';
import { resetSession, sessionState } from '../stores/session-store.ts';

const draws = vi.hoisted(() => ({ page: 0, profile: 0 }));

vi.mock('../routes.ts', async (original) => {
  const routes = await original<typeof import('../routes.ts')>();
  const { createElement } = await import('react');
  const page = (name: 'page' | 'profile') => {
    function Counted(): ReactElement {
      draws[name] += 1;
      return createElement('p', { 'data-testid': name }, name);
    }
    return lazy(() => Promise.resolve({ default: Counted }));
  };
  return {
    ...routes,
    routes: [
      { name: 'home', path: '/', layout: 'empty', page: page('page') },
      { name: 'profile', path: '/profile', layout: 'empty', page: page('profile') },
    ],
  };
});

const { App } = await import('./app.tsx');

let testRoot: TestRoot;

beforeEach(() => {
  draws.page = 0;
  draws.profile = 0;
  resetSession();
  testRoot = mountTestRoot();
});

afterEach(() => {
  unmountTestRoot(testRoot);
  resetSession();
  window.history.replaceState(null, '', '/');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const signIn = () =>
  act(() => {
    sessionState.info = { uid: 7, login: 'ali', balance_main: { amount: 250000, currency: 'UZS' } };
    sessionState.loaded = true;
  });

describe("the app's frame when the session arrives", () => {
  it('does not draw a page that does not follow the player again', async () => {
    window.history.replaceState(null, '', '/');
    act(() => testRoot.root.render(<App />));
    await settle();
    expect(testRoot.container.querySelector('[data-testid="page"]')).not.toBeNull();
    const before = draws.page;
    signIn();
    await settle();
    expect(draws.page).toBe(before);
  });

  it('still follows the session on a page a guest may not see', async () => {
    window.history.replaceState(null, '', '/profile');
    act(() => testRoot.root.render(<App />));
    await settle();
    expect(testRoot.container.querySelector('[data-testid="profile"]')).toBeNull();
    signIn();
    await settle();
    expect(testRoot.container.querySelector('[data-testid="profile"]')).not.toBeNull();
  });
});
