// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '../../api/tournaments.ts';
import { resetToasts, toastState } from '../../stores/toast-store.ts';
import { announcePrizes, checkPrizes } from './prize-check.ts';

const UID = 1001;
const won: Tournament = { id: 3, status: 'finished', started_at: 1, finished_at: 2, description: { title: 'Bahor kubogi' }, player_prize: { amount: 50_000, currency: 'UZS' } };
const lost: Tournament = { id: 4, status: 'finished', started_at: 1, finished_at: 2, description: { title: 'Tezkor zar' } };

beforeEach(() => {
  localStorage.clear();
  resetToasts();
});
afterEach(() => resetToasts());

describe('the prize check after a balance rise (issue 17)', () => {
  it('reads the tournaments once and shows an unseen prize, once: not again on the next check nor on the tournaments page', async () => {
    const read = vi.fn(() => Promise.resolve({ items: [won, lost] }));
    expect(await checkPrizes(UID, read)).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(toastState.toasts.map((toast) => toast.text)).toEqual(['«Bahor kubogi» turnirida 50,000 UZS yutdingiz! Sovrin hisobingizga tushdi.']);
    expect(toastState.toasts[0]?.kind).toBe('success');

    resetToasts();
    expect(await checkPrizes(UID, read)).toBe(0);
    // The tournaments pages announce through the same memory.
    expect(announcePrizes([won, lost], UID)).toBe(0);
    expect(toastState.toasts).toEqual([]);
  });

  it('a prize another player won on this device is still theirs to hear; a signed-out check reads nothing', async () => {
    await checkPrizes(UID, () => Promise.resolve({ items: [won] }));
    resetToasts();
    expect(await checkPrizes(2001, () => Promise.resolve({ items: [won] }))).toBe(1);
    const read = vi.fn(() => Promise.resolve({ items: [won] }));
    expect(await checkPrizes(0, read)).toBe(0);
    expect(read).not.toHaveBeenCalled();
  });
});
