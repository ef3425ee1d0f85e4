import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnce, RELOAD_GUARD_KEY } from './reload-guard.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

describe('reloadOnce (SPEC §9 page-reload guard)', () => {
  it('reloads once per path within 10 seconds', () => {
    const storage = memoryStorage();
    let now = 1_000;
    let reloads = 0;
    const env = { storage, now: () => now, path: '/gamehall', reload: () => reloads++ };
    expect(reloadOnce(env)).toBe(true);
    expect(reloadOnce(env)).toBe(false);
    now += 9_999;
    expect(reloadOnce(env)).toBe(false);
    now += 2;
    expect(reloadOnce(env)).toBe(true);
    expect(reloads).toBe(2);
  });
  it('another path reloads', () => {
    const storage = memoryStorage();
    let reloads = 0;
    reloadOnce({ storage, now: () => 0, path: '/a', reload: () => reloads++ });
    reloadOnce({ storage, now: () => 0, path: '/b', reload: () => reloads++ });
    expect(reloads).toBe(2);
  });
  it('bad stored data is discarded', () => {
    const storage = memoryStorage();
    storage.map.set(RELOAD_GUARD_KEY, '{not json');
    let reloads = 0;
    expect(reloadOnce({ storage, now: () => 0, path: '/a', reload: () => reloads++ })).toBe(true);
  });
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});
