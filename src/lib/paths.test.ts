import { describe, expect, it } from 'vitest';
import { href, localePrefix, splitLocale } from './paths.ts';

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
