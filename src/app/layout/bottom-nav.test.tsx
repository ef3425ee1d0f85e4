// @vitest-environment jsdom
/**
 * The bottom navigation's account place (decision 030 point 10): held while the session is read or Telegram's sign-in
 * runs, as the header holds it, so a player being signed in is never offered "sign in"; then the sign-in link for a
 * guest, the profile for a player.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetSession } from '../../stores/session-store.ts';
import { changeSession } from '../../test-support/session.ts';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { BottomNav } from './page-layouts.tsx';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  resetSession();
  ({ root, container } = mountTestRoot());
  act(() =>
    root.render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <BottomNav />
      </Router>,
    ),
  );
});

afterEach(() => {
  unmountTestRoot({ root, container });
  resetSession();
});

const links = () => [...container.querySelectorAll('nav a')].map((link) => link.getAttribute('href'));
const held = () => container.querySelector('nav [role="status"][aria-busy="true"]');

describe('the bottom navigation', () => {
  it('holds the account place while the session is not known, then offers a guest the sign-in', async () => {
    expect(links()).toEqual(['/', '/gamehall', '/betting', '/promotions']);
    expect(held()).not.toBeNull();

    await changeSession((session) => {
      session.loaded = true;
    });
    expect(held()).toBeNull();
    expect(links()).toEqual(['/', '/gamehall', '/betting', '/promotions', '/forms/sign_in']);
  });

  it("gives a signed-in player the profile, never the sign-in", async () => {
    await changeSession((session) => {
      session.info = { uid: 7, login: 'ali', balance_main: { amount: 250000, currency: 'UZS' } };
    });
    expect(held()).toBeNull();
    expect(links()).toEqual(['/', '/gamehall', '/betting', '/promotions', '/profile']);
  });
});
