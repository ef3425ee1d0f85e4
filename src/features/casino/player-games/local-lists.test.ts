// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { RECENT_SEARCHES_MAX, RECENTLY_PLAYED_MAX, readRecentSearches, readRecentlyPlayed, rememberPlayed, rememberSearch } from './local-lists.ts';

const tile = (sysname: string) => ({ sysname, name: sysname, image: null, provider: 'P', type: 'slot', types: ['slot'] });

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the latest first, without repeats, at most eight', () => {
    for (let index = 0; index < 10; index++) rememberSearch(`query ${index}`);
    rememberSearch('QUERY 5');
    const recent = readRecentSearches();
    expect(recent).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recent[0]).toBe('QUERY 5');
    expect(recent.filter((entry) => entry.toLowerCase() === 'query 5')).toHaveLength(1);
    expect(rememberSearch('   ')).toEqual(recent);
  });

  it('discards stored data that is not a list of strings', () => {
    localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify([1, { a: 2 }]));
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  });
});

describe('recently played', () => {
  it('moves a replayed game to the front and keeps at most 24', () => {
    for (let index = 0; index < 30; index++) rememberPlayed(tile(`g${index}`));
    rememberPlayed(tile('g10'));
    const played = readRecentlyPlayed();
    expect(played).toHaveLength(RECENTLY_PLAYED_MAX);
    expect(played[0]?.sysname).toBe('g10');
    expect(played.filter((game) => game.sysname === 'g10')).toHaveLength(1);
  });

  it('discards tampered entries', () => {
    localStorage.setItem(STORAGE_KEYS.recentlyPlayed, JSON.stringify([{ sysname: '', name: 'x' }]));
    expect(readRecentlyPlayed()).toEqual([]);
  });
});
