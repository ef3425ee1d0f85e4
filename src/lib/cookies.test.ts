import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('reads a cookie among others, with or without spaces', () => {
    expect(readCookie('i18n_locale', 'a=1; i18n_locale=ru; b=2')).toBe('ru');
    expect(readCookie('b', 'a=1;b=2')).toBe('2');
    expect(readCookie('token', 'token=a%3Db%3D')).toBe('a=b=');
    expect(readCookie('token', 'token=a=b')).toBe('a=b');
  });
  it('matches the whole name only', () => {
    expect(readCookie('locale', 'i18n_locale=ru')).toBeUndefined();
    expect(readCookie('i18n_locale', 'i18n_locale_old=ru')).toBeUndefined();
  });
  it('discards a missing cookie or a malformed value', () => {
    expect(readCookie('missing', 'a=1')).toBeUndefined();
    expect(readCookie('missing', '')).toBeUndefined();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBeUndefined();
  });
  it('reads back any value written percent-encoded (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/).filter((name) => name !== 'other' && name !== 'last'), fc.string(), (name, value) => {
        expect(readCookie(name, `other=1; ${name}=${encodeURIComponent(value)}; last=2`)).toBe(value);
      }),
    );
  });
});
