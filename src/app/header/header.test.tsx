// @vitest-environment jsdom
/** The header's account place while nobody knows yet who this is (decision 030 point 10): never "sign in" to a player being signed in. */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeSession } from '../../test-support/session.ts';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { createServerDataClient, ServerData } from '../../server-data/reads.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import { Header } from './header.tsx';

let root: Root;
let container: HTMLElement;
const client = createServerDataClient();

beforeEach(() => {
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  resetSession();
});

function show(): void {
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={0}>
        <Router hook={memoryLocation({ path: '/gamehall' }).hook}>
          <Header />
        </Router>
      </ServerData>,
    ),
  );
}

const signInButton = () => [...container.querySelectorAll('header button')].find((button) => button.textContent === 'Kirish');
const pending = () => container.querySelector('header [role="status"][aria-busy="true"]');

describe('the account place in the header', () => {
  it('holds its place, busy, while the session is read or a Telegram sign-in runs', () => {
    sessionState.loaded = false;
    sessionState.cachedBalances = undefined;
    show();
    expect(pending()).not.toBeNull();
    expect(signInButton()).toBeUndefined();
  });

  it('offers sign-in once the session says this is a guest', async () => {
    sessionState.loaded = false;
    show();
    await changeSession((session) => {
      session.loaded = true;
    });
    expect(pending()).toBeNull();
    expect(signInButton()).toBeDefined();
  });

  it("shows a known player's cached balance meanwhile", () => {
    sessionState.loaded = false;
    sessionState.cachedBalances = { uid: 7, main: { amount: 250000, currency: 'UZS' } };
    show();
    expect(pending()).toBeNull();
    expect(container.querySelector('[data-testid="balance-main"]')?.textContent).toContain('250,000');
  });
});
