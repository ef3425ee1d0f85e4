// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, fetchTransport } from '../../api/client.ts';
import type { Tournament } from '../../api/tournaments.ts';
import { resetToasts, toastState } from '../../stores/toast-store.ts';
import { announcePrizes, checkPrizes, MAX_PRIZE_KEYS, platformAnnouncedPrizes, type AnnouncedPrizes } from './prize-check.ts';

const UID = 1001;
const won: Tournament = { id: 3, status: 'finished', started_at: 1, finished_at: 2, description: { title: 'Bahor kubogi' }, player_prize: { amount: 50_000, currency: 'UZS' } };
const lost: Tournament = { id: 4, status: 'finished', started_at: 1, finished_at: 2, description: { title: 'Tezkor zar' } };
const NOTICE_UZ = '«Bahor kubogi» turnirida 50,000 UZS yutdingiz! Sovrin hisobingizga tushdi.';

/** The platform's store of announced prizes, in memory, shared by every "device" of a test. */
function platformStore(ids: number[] = []): AnnouncedPrizes & { ids: Set<number>; reads: number } {
  const store = {
    ids: new Set(ids),
    reads: 0,
    read: () => {
      store.reads++;
      return Promise.resolve(new Set(store.ids));
    },
    remember: (id: number) => Promise.resolve(store.ids.add(id)),
    forget: (id: number) => Promise.resolve(store.ids.delete(id)),
  };
  return store;
}

beforeEach(() => {
  localStorage.clear();
  resetToasts();
});
afterEach(() => {
  resetToasts();
  configureApi({ transport: fetchTransport });
});

describe('the prize check (decisions 016 and 027)', () => {
  it('reads the tournaments once and shows an unseen prize, once: not again on the next check nor on the tournaments page', async () => {
    const store = platformStore();
    const read = vi.fn(() => Promise.resolve({ items: [won, lost] }));
    expect(await checkPrizes(UID, read, store)).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(toastState.toasts.map((toast) => toast.text)).toEqual([NOTICE_UZ]);
    expect(toastState.toasts[0]?.kind).toBe('success');
    expect([...store.ids]).toEqual([3]);

    resetToasts();
    expect(await checkPrizes(UID, read, store)).toBe(0);
    // The tournaments pages announce through the same memory; a device that told every prize it sees reads nothing.
    expect(await announcePrizes([won, lost], UID, undefined, store)).toBe(0);
    expect(store.reads).toBe(1);
    expect(toastState.toasts).toEqual([]);
  });

  it('a prize told on another device (kept on the platform) is not told again here', async () => {
    const store = platformStore();
    expect(await checkPrizes(UID, () => Promise.resolve({ items: [won] }), store)).toBe(1);
    // Another device: nothing remembered locally, the same platform.
    localStorage.clear();
    resetToasts();
    expect(await checkPrizes(UID, () => Promise.resolve({ items: [won] }), store)).toBe(0);
    expect(toastState.toasts).toEqual([]);
  });

  it('when the announced prizes cannot be read nothing is told; the next check tells it', async () => {
    const store = platformStore();
    const failing = { ...store, read: () => Promise.reject(new Error('offline')) };
    await expect(checkPrizes(UID, () => Promise.resolve({ items: [won] }), failing)).rejects.toThrow('offline');
    expect(toastState.toasts).toEqual([]);
    expect(await checkPrizes(UID, () => Promise.resolve({ items: [won] }), store)).toBe(1);
  });

  it('two checks at once (the start and the tournaments page) tell the prize once', async () => {
    const store = platformStore();
    const shown = await Promise.all([checkPrizes(UID, () => Promise.resolve({ items: [won] }), store), announcePrizes([won], UID, undefined, store)]);
    expect(shown.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(toastState.toasts).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PRIZE_KEYS} prize keys on the platform, forgetting the oldest tournaments first`, async () => {
    const store = platformStore(Array.from({ length: MAX_PRIZE_KEYS }, (_, index) => 100 + index));
    expect(await checkPrizes(UID, () => Promise.resolve({ items: [{ ...won, id: 500 }] }), store)).toBe(1);
    await Promise.resolve();
    expect(store.ids.size).toBe(MAX_PRIZE_KEYS);
    expect(store.ids.has(100)).toBe(false);
    expect(store.ids.has(500)).toBe(true);
  });

  it('a prize another player won on this device is still theirs to hear; a signed-out check reads nothing', async () => {
    await checkPrizes(UID, () => Promise.resolve({ items: [won] }), platformStore());
    resetToasts();
    expect(await checkPrizes(2001, () => Promise.resolve({ items: [won] }), platformStore())).toBe(1);
    const read = vi.fn(() => Promise.resolve({ items: [won] }));
    expect(await checkPrizes(0, read)).toBe(0);
    expect(read).not.toHaveBeenCalled();
  });

  it('on the platform: the announced prizes are the storage keys under their prefix, read with storage.getKeys; set and removed with storage.set', async () => {
    const calls: { operation: string; body: Record<string, string> }[] = [];
    configureApi({
      baseUrl: '',
      locale: () => 'uz',
      inFrame: () => false,
      transport: (request) => {
        const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
        const body = request.body instanceof FormData ? Object.fromEntries([...request.body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name])) : {};
        calls.push({ operation, body });
        const data = operation === 'storage.getKeys' ? { keys: ['already_seen_cashback_id', 'tournament_prize.3', 'tournament_prize.12', 'tournament_prize.x'] } : 1;
        return Promise.resolve({ status: 200, body: { data } });
      },
    });
    expect([...(await platformAnnouncedPrizes.read())]).toEqual([3, 12]);
    await platformAnnouncedPrizes.remember(7);
    await platformAnnouncedPrizes.forget(3);
    expect(calls.map((call) => call.operation)).toEqual(['storage.getKeys', 'storage.set', 'storage.set']);
    expect(calls[1]?.body).toEqual({ key: 'tournament_prize.7', value: '1' });
    expect(calls[2]?.body).toEqual({ key: 'tournament_prize.3', value: 'null' });
  });
});
