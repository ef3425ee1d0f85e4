import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, type } from 'superstruct';
import { clearPlayerData, PLAYER_KEYS, readStored, STORAGE_KEYS, tabStorage, writeStored } from './device-storage.ts';
import { memoryStorage } from './memory-storage.test-helper.ts';

describe('device storage', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('logout clears the player’s own data, recently played games included, and keeps the device’s', () => {
    for (const key of Object.values(STORAGE_KEYS)) writeStored(key, ['x']);
    clearPlayerData();
    const left = Object.values(STORAGE_KEYS).filter((key) => localStorage.getItem(key) !== null);
    expect(PLAYER_KEYS).toContain(STORAGE_KEYS.recentlyPlayed);
    expect(left.some((key) => PLAYER_KEYS.includes(key))).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.recentlyPlayed)).toBeNull();
    // Not the player's: a guest's searches and the promo code of the link that brought the device here.
    expect(left).toContain(STORAGE_KEYS.recentSearches);
    expect(left).toContain(STORAGE_KEYS.promoCode);
  });

  it('bad stored data is discarded, never trusted', () => {
    localStorage.setItem(STORAGE_KEYS.balances, '{"uid":"not a number"}');
    expect(readStored(STORAGE_KEYS.balances, type({ uid: number() }))).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.balances)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.balances, 'not json');
    expect(readStored(STORAGE_KEYS.balances, type({ uid: number() }))).toBeUndefined();
  });

  it("this tab's storage is sessionStorage, validated the same way, and a web-view that throws on access gives nothing", () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    tabStorage.write('omad.session_start', { uid: 4 });
    expect(localStorage.getItem('omad.session_start')).toBeNull();
    expect(tabStorage.read('omad.session_start', type({ uid: number() }))).toEqual({ uid: 4 });
    sessionStorage.setItem('omad.session_start', '{"uid":"x"}');
    expect(tabStorage.read('omad.session_start', type({ uid: number() }))).toBeUndefined();
    expect(sessionStorage.getItem('omad.session_start')).toBeNull();
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: () => { throw new Error('denied'); } });
    expect(tabStorage.read('omad.session_start', type({ uid: number() }))).toBeUndefined();
    expect(() => tabStorage.write('omad.session_start', 1)).not.toThrow();
  });
});
