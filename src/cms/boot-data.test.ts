// @vitest-environment jsdom
/**
 * Issue 13: the CMS boot from the data the page carries (checked like an answer, fetched when it does not fit) and
 * from the answers kept from the last start (shown at once, read again in the background).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from '../api/client.ts';
import { resetBootData } from '../lib/boot-data.ts';
import { STORAGE_KEYS } from '../lib/device-storage.ts';
import { configureCms } from './client.ts';
import { loadCmsBoot } from './boot-settings.ts';
import { cmsState, reset } from '../stores/cms-store.ts';

const single = (attributes: Record<string, unknown>) => ({ data: { id: 1, attributes }, meta: {} });

/** The network's answers; anything not listed answers 500. */
let answers: Record<string, unknown> = {};
let requests: string[] = [];
const transport: Transport = (request: TransportRequest) => {
  const collection = new URL(request.url, 'http://omad.test').pathname.replace('/cms/api/', '');
  requests.push(collection);
  const answer = answers[collection];
  return Promise.resolve(answer === undefined ? { status: 500, body: { data: null, error: { status: 500, name: 'Boom', message: 'boom' } } } : { status: 200, body: answer });
};

function inline(text: string): void {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'omad-boot';
  block.textContent = text;
  document.body.append(block);
  resetBootData();
}

/** Every boot collection answers (the ones a test does not look at with an empty entry). */
const everything = (games: Record<string, unknown>) => ({
  common: single({}),
  'auth-config': single({}),
  'cashier-config': single({}),
  'prazer-config': single({}),
  redirects: { data: [], meta: {} },
  'games-config': single(games),
  'search-config': single({ minQueryLength: 4 }),
});

beforeEach(() => {
  answers = everything({ pageSize: 20 });
  requests = [];
  reset();
  localStorage.clear();
  document.body.innerHTML = '';
  resetBootData();
  configureCms({ baseUrl: '', transport, token: () => undefined });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CMS boot data inlined in the page', () => {
  it('uses a collection the page carries without asking the network for it', async () => {
    inline(JSON.stringify({ locale: 'uz', cms: { 'games-config': single({ pageSize: 33 }) } }));
    await loadCmsBoot('uz');
    expect(cmsState.games.pageSize).toBe(33);
    expect(requests).not.toContain('games-config');
    expect(requests).toContain('search-config');
  });

  it('reads a collection whose inlined answer does not fit its schema from the network', async () => {
    inline(JSON.stringify({ locale: 'uz', cms: { 'games-config': single({ pageSize: 'many' }) } }));
    await loadCmsBoot('uz');
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(20);
  });

  it('reads everything from the network when the block is not JSON', async () => {
    inline('{"locale": "uz", "cms": {"games-config"');
    await loadCmsBoot('uz');
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(20);
  });

  it('ignores a block made for another locale', async () => {
    inline(JSON.stringify({ locale: 'ru', cms: { 'games-config': single({ pageSize: 33 }) } }));
    await loadCmsBoot('uz');
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(20);
  });

  it("shows the answers of a page the service worker kept from an earlier start at once, and reads them again", async () => {
    inline(JSON.stringify({ locale: 'uz', cms: { 'games-config': single({ pageSize: 33 }) } }));
    document.getElementById('omad-boot')?.setAttribute('data-kept-at', '1700000000000');
    answers = everything({ pageSize: 40 });
    const boot = await loadCmsBoot('uz');
    expect(cmsState.loaded).toBe(true);
    await boot.revalidated;
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(40);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cmsBoot) ?? '{}')).toMatchObject({ bodies: { 'games-config': single({ pageSize: 40 }) } });
  });

  it('takes each inlined answer once: a second boot (a language switch back) asks the network', async () => {
    inline(JSON.stringify({ locale: 'uz', cms: { 'games-config': single({ pageSize: 33 }) } }));
    await loadCmsBoot('uz');
    requests = [];
    localStorage.clear();
    await loadCmsBoot('uz');
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(20);
  });
});

describe('CMS boot data kept for the next start (stale-while-revalidate)', () => {
  it('shows the kept answers at once, reads them again in the background and keeps the new ones', async () => {
    await loadCmsBoot('uz');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cmsBoot) ?? '{}')).toMatchObject({ locale: 'uz', bodies: { 'games-config': single({ pageSize: 20 }) } });

    // Next start: the CMS has changed and answers slowly.
    reset();
    requests = [];
    answers = everything({ pageSize: 40 });
    const gate: { open?: () => void } = {};
    const slow = new Promise<undefined>((resolve) => (gate.open = () => resolve(undefined)));
    const release = () => gate.open?.();
    configureCms({ transport: async (request) => (await slow, transport(request)) });
    const boot = await loadCmsBoot('uz');
    // Shown from storage before the network answered.
    expect(cmsState.games.pageSize).toBe(20);
    expect(cmsState.loaded).toBe(true);
    expect(requests).toEqual([]);
    release();
    await boot.revalidated;
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(40);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cmsBoot) ?? '{}')).toMatchObject({ bodies: { 'games-config': single({ pageSize: 40 }) } });
  });

  it('sets aside a kept answer that does not fit its schema and waits for the network instead', async () => {
    localStorage.setItem(STORAGE_KEYS.cmsBoot, JSON.stringify({ locale: 'uz', bodies: { 'games-config': single({ pageSize: 'x' }) } }));
    await loadCmsBoot('uz');
    expect(requests).toContain('games-config');
    expect(cmsState.games.pageSize).toBe(20);
  });

  it('does not use answers kept in another locale', async () => {
    localStorage.setItem(STORAGE_KEYS.cmsBoot, JSON.stringify({ locale: 'ru', bodies: { 'games-config': single({ pageSize: 99 }) } }));
    await loadCmsBoot('uz');
    expect(cmsState.games.pageSize).toBe(20);
  });
});
