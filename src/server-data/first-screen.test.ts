// @vitest-environment jsdom
/**
 * Decision 015: the first screen's reads at boot: an answer inlined in the page is checked with the operation's schema
 * and filed under the screen's key (no request); one that does not fit is fetched; an answer kept from the last start
 * is shown as stale (read again when shown); network answers are kept; the player's money is never shown from
 * storage without the refreshing state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBootData } from '../lib/boot-data.ts';
import { STORAGE_KEYS } from '../lib/device-storage.ts';
import { shownBalance } from '../stores/shown-balance.ts';
import type { AccountInfo } from '../api/account.ts';
import { BANNER_DEFAULTS, get as getBanners } from '../api/banners.ts';
import { configureApi, type TransportRequest } from '../api/client.ts';
import { bootRead, type FirstScreenBoot } from './first-screen.ts';
import { BOOT_FRESH_MS, createServerDataClient, keyOf, type QueryClient } from './reads.ts';

const BANNERS = { data: { items: [{ id: 7, finished_at: null, description: { position: 1, title: 'Omad', image_360_520: '/b/7.svg' } }], count: 1 } };
const NETWORK = { data: { items: [{ id: 8, finished_at: null, description: { position: 1, title: 'Tarmoq' } }], count: 1 } };

let requests: string[] = [];
let client: QueryClient;

function inline(value: unknown): void {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'omad-boot';
  block.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.body.append(block);
  resetBootData();
}

const boot = (session = 5): FirstScreenBoot => ({ locale: 'uz', session: Promise.resolve(session), cms: Promise.resolve() });
const bannersKey = (session = 5) => keyOf('banners.get', BANNER_DEFAULTS, 'uz', session);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  requests = [];
  client = createServerDataClient();
  localStorage.clear();
  document.body.innerHTML = '';
  resetBootData();
  configureApi({
    locale: () => 'uz',
    transport: (request: TransportRequest) => {
      requests.push(new URL(request.url, 'http://omad.test').pathname);
      return Promise.resolve({ status: 200, body: NETWORK });
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  client.clear();
});

describe('first-screen reads at boot', () => {
  it('files the banners inlined in the page under the screen key, fresh, without a request', async () => {
    inline({ locale: 'uz', api: { 'banners.get': BANNERS } });
    const shown = await bootRead(getBanners, BANNER_DEFAULTS, boot(), client);
    await settle();
    expect(shown?.items[0]?.id).toBe(7);
    expect(requests).toEqual([]);
    const state = client.getQueryState(bannersKey());
    expect(state?.data).toEqual(BANNERS.data);
    // Fresh: a screen shown now does not read it again.
    expect(client.getQueryDefaults(bannersKey()).staleTime).toBe(BOOT_FRESH_MS);
  });

  it("shows the banners of a page the service worker kept from an earlier start as stale: read again when shown", async () => {
    inline({ locale: 'uz', api: { 'banners.get': BANNERS } });
    document.getElementById('omad-boot')?.setAttribute('data-kept-at', '1700000000000');
    const shown = await bootRead(getBanners, BANNER_DEFAULTS, boot(), client);
    await settle();
    expect(shown?.items[0]?.id).toBe(7);
    expect(requests).toEqual([]);
    expect(client.getQueryState(bannersKey())?.dataUpdatedAt).toBe(1_700_000_000_000);
    expect(client.getQueryDefaults(bannersKey()).staleTime).toBeUndefined();
  });

  it('fetches the banners when the inlined answer does not fit the schema', async () => {
    inline({ locale: 'uz', api: { 'banners.get': { data: { items: [{ id: 'seven?' }] } } } });
    const shown = await bootRead(getBanners, BANNER_DEFAULTS, boot(), client);
    await settle();
    expect(requests).toEqual(['/api/banners.get']);
    expect(shown?.items[0]?.id).toBe(8);
    expect(client.getQueryState(bannersKey())?.data).toEqual(NETWORK.data);
  });

  it('fetches the banners when the inlined block is corrupted', async () => {
    inline('{"locale":"uz","api":{"banners.get":');
    await bootRead(getBanners, BANNER_DEFAULTS, boot(), client);
    expect(requests).toEqual(['/api/banners.get']);
  });

  it('keeps the answer for the next start, which shows it as stale and reads it again', async () => {
    await bootRead(getBanners, BANNER_DEFAULTS, boot(), client);
    await settle();
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.firstScreen) ?? '{}') as { locale: string; at: number; answers: Record<string, unknown> };
    expect(kept).toMatchObject({ locale: 'uz', answers: { 'banners.get': NETWORK } });

    // Next start: a new cache, nothing inlined.
    const next = createServerDataClient();
    requests = [];
    const shown = await bootRead(getBanners, BANNER_DEFAULTS, boot(), next);
    await settle();
    expect(requests).toEqual([]);
    expect(shown?.items[0]?.id).toBe(8);
    const state = next.getQueryState(bannersKey());
    expect(state?.dataUpdatedAt).toBe(kept.at);
    // Stale: the screen shows it and reads it again (refreshing); no fresh-for-30-s default for it.
    expect(next.getQueryDefaults(bannersKey()).staleTime).toBeUndefined();
    next.clear();
  });

  it('sets aside a kept answer that does not fit and reads from the network', async () => {
    localStorage.setItem(STORAGE_KEYS.firstScreen, JSON.stringify({ locale: 'uz', at: 1, answers: { 'banners.get': { data: { items: 'no' } } } }));
    await bootRead(getBanners, BANNER_DEFAULTS, boot(), client);
    expect(requests).toEqual(['/api/banners.get']);
  });

  it("files the answer under the session the boot settles on (a Telegram sign-in's player), and a guest's at once", async () => {
    inline({ locale: 'uz', api: { 'banners.get': BANNERS } });
    await bootRead(getBanners, BANNER_DEFAULTS, boot(42), client);
    await settle();
    expect(client.getQueryState(bannersKey(42))?.data).toEqual(BANNERS.data);
    // And under a guest's key at once: the first screen may render before the session answers.
    expect(client.getQueryState(bannersKey(0))?.data).toEqual(BANNERS.data);
  });
});

describe('the filing a page drawn before the session waits for (decision 030)', () => {
  it('is told when the read starts and settles once the answer is where the page reads it, before it is answered', async () => {
    inline({ locale: 'uz', api: { 'banners.get': BANNERS } });
    const filings: Promise<unknown>[] = [];
    void bootRead(getBanners, BANNER_DEFAULTS, { ...boot(0), filings }, client);
    // Told at once, filed a task later (the check has a task of its own).
    expect(filings).toHaveLength(1);
    expect(client.getQueryState(bannersKey(0))).toBeUndefined();
    await Promise.all(filings);
    expect(client.getQueryState(bannersKey(0))?.data).toEqual(BANNERS.data);
  });

  it('does not wait for the network when nothing was inlined or kept: the request is filed as it starts', async () => {
    let answer: (value: unknown) => void = () => undefined;
    configureApi({
      locale: () => 'uz',
      transport: (request: TransportRequest) => {
        requests.push(new URL(request.url, 'http://omad.test').pathname);
        return new Promise((resolve) => (answer = () => resolve({ status: 200, body: NETWORK })));
      },
    });
    const filings: Promise<unknown>[] = [];
    const shown = bootRead(getBanners, BANNER_DEFAULTS, { ...boot(0), filings }, client);
    await Promise.all(filings);
    expect(requests).toEqual(['/api/banners.get']);
    expect(client.getQueryState(bannersKey(0))?.fetchStatus).toBe('fetching');
    answer(undefined);
    expect(await shown).toEqual(NETWORK.data);
  });
});

describe("the player's money from storage", () => {
  const cached = { uid: 5, main: { amount: 120_000, currency: 'UZS' } };
  const info = (uid: number, amount?: number) => ({ uid, ...(amount === undefined ? {} : { balance_main: { amount, currency: 'UZS' } }) }) as unknown as AccountInfo;

  it('is shown only as refreshing while the platform has not answered', () => {
    expect(shownBalance(undefined, cached)).toEqual({ amount: 120_000, currency: 'UZS', refreshing: true });
  });

  it("gives way to the platform's answer, which is not refreshing", () => {
    expect(shownBalance(info(5, 90_000), cached)).toEqual({ amount: 90_000, currency: 'UZS', refreshing: false });
  });

  it('is never shown for another player', () => {
    expect(shownBalance(info(6), cached)).toBeUndefined();
  });

  it('is never shown without the refreshing state, whatever the session says', () => {
    for (const current of [undefined, info(5), info(5, 1), info(0)]) {
      const shown = shownBalance(current, cached);
      if (shown && shown.amount === cached.main.amount) expect(shown.refreshing).toBe(true);
    }
  });
});
