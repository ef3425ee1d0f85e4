import { describe, expect, it } from 'vitest';
import { href, localePrefix, localizedUrl, needsAuth, splitLocale } from './paths.ts';

describe('paths', () => {
  it('builds a path with a query', () => {
    expect(href('home')).toBe('/');
    expect(href('gamehall', undefined, { category: '7' })).toBe('/gamehall?category=7');
  });
  it('splits the locale prefix (SPEC §2)', () => {
    expect(splitLocale('/ru/profile')).toEqual({ locale: 'ru', path: '/profile' });
    expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/rules')).toEqual({ locale: 'uz', path: '/rules' });
    expect(splitLocale('/')).toEqual({ locale: 'uz', path: '/' });
  });
  it('prefixes only the non-default locale', () => {
    expect(localePrefix('uz')).toBe('');
    expect(localePrefix('ru')).toBe('/ru');
  });
});

describe('needsAuth (SPEC §2 guard)', () => {
  it.each([
    ['/profile', 'profile', true],
    ['/profile/settings', 'profileSettings', true],
    ['/cashier/deposit', 'cashierDeposit', true],
    ['/bets/abc', 'betsPlaceholder', true],
    ['/responsible-game', 'responsibleGamePlaceholder', true],
    ['/profiles-of-winners', 'slug', false],
    ['/cashier', 'slug', false],
    ['/gamehall', 'gamehall', false],
    ['/game/cashier-slot', 'game', false],
    ['/', 'home', false],
  ] as const)('%s (%s) -> %s', (path, name, expected) => {
    expect(needsAuth(path, name)).toBe(expected);
  });
});

describe('localizedUrl (SPEC §2)', () => {
  it.each([
    ['ru', '/', '', '', '/ru'],
    ['ru', '/gamehall', '?category=7', '#top', '/ru/gamehall?category=7#top'],
    ['uz', '/ru', '?x=1', '', '/?x=1'],
    ['uz', '/ru/profile/settings', '', '#a', '/profile/settings#a'],
    ['ru', '/ru/offers', '', '', '/ru/offers'],
  ])('%s %s%s%s -> %s', (locale, pathname, search, hash, expected) => {
    expect(localizedUrl(locale, { pathname, search, hash })).toBe(expected);
  });
});
