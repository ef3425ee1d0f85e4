import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLaunchParams, hashWithoutLaunchParams, hostLaunchOf, initDataOf, isTelegramLink, readHostLaunch, readTelegramSignIn, startParamOf, validStartParam, withoutInitData } from './launch-data.ts';

const raw = new URLSearchParams({
  query_id: 'AAH',
  user: JSON.stringify({ id: 42, first_name: 'Ali', username: 'ali_uz', language_code: 'ru' }),
  auth_date: '1736942400',
  start_param: 'r-promotions',
  hash: 'a'.repeat(64),
}).toString();

describe('readTelegramSignIn', () => {
  it('gives the auth.register fields with the raw init data as payload', () => {
    expect(readTelegramSignIn(raw)).toEqual({ is_tg: 1, id: 42, username: 'ali_uz', hash: 'a'.repeat(64), language_code: 'ru', payload: raw });
  });
  it('leaves out what the user does not have', () => {
    const minimal = new URLSearchParams({ user: JSON.stringify({ id: 7, first_name: 'A' }), hash: 'b' }).toString();
    expect(readTelegramSignIn(minimal)).toEqual({ is_tg: 1, id: 7, hash: 'b', payload: minimal });
  });
  it('refuses data that cannot be a sign-in', () => {
    expect(readTelegramSignIn(undefined)).toBeUndefined();
    expect(readTelegramSignIn('user=%7B%22id%22%3A1%7D')).toBeUndefined();
    expect(readTelegramSignIn('hash=x&user=not-json')).toBeUndefined();
    expect(readTelegramSignIn(`hash=x&user=${encodeURIComponent('{"id":-1}')}`)).toBeUndefined();
    expect(readTelegramSignIn(`hash=x&user=${encodeURIComponent('{"id":"1"}')}`)).toBeUndefined();
    expect(readTelegramSignIn(`hash=x&user=${encodeURIComponent('{"id":1}')}&pad=${'x'.repeat(9000)}`)).toBeUndefined();
  });
  it('never throws on any input', () => {
    fc.assert(fc.property(fc.string(), (input) => void readTelegramSignIn(input)));
  });
});

describe('start_param', () => {
  it('accepts [A-Za-z0-9_-] up to 512 characters only', () => {
    expect(validStartParam('r-promotions__promo-A1')).toBe('r-promotions__promo-A1');
    expect(validStartParam('a'.repeat(512))).toBe('a'.repeat(512));
    expect(validStartParam('a'.repeat(513))).toBeUndefined();
    expect(validStartParam('a b')).toBeUndefined();
    expect(validStartParam('/promotions')).toBeUndefined();
    expect(validStartParam('')).toBeUndefined();
    expect(validStartParam(5)).toBeUndefined();
  });
  it('is read from init data', () => {
    expect(startParamOf(raw)).toBe('r-promotions');
    expect(startParamOf('start_param=%3Cscript%3E')).toBeUndefined();
  });
});

describe('isTelegramLink', () => {
  it('sends t.me links to openTelegramLink and the rest to openLink', () => {
    expect(isTelegramLink('https://t.me/omad_bot')).toBe(true);
    expect(isTelegramLink('https://telegram.me/omad_bot')).toBe(true);
    expect(isTelegramLink('https://t.me.evil.example/x')).toBe(false);
    expect(isTelegramLink('http://t.me/x')).toBe(false);
    expect(isTelegramLink('https://example.com')).toBe(false);
    expect(isTelegramLink('not a url')).toBe(false);
  });
});

describe('keeping init data off the device (issue 7 storage audit)', () => {
  const launch = new URLSearchParams({ tgWebAppData: raw, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{"bg_color":"#17212b"}', tgWebAppStartParam: 'r-promotions' }).toString();

  it('withoutInitData keeps what a reload needs and drops the init data', () => {
    const kept = new URLSearchParams(withoutInitData(launch));
    expect(kept.has('tgWebAppData')).toBe(false);
    expect(Object.fromEntries(kept)).toEqual({ tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{"bg_color":"#17212b"}', tgWebAppStartParam: 'r-promotions' });
    expect(withoutInitData(launch)).not.toContain('hash');
    expect(withoutInitData(withoutInitData(launch))).toBe(withoutInitData(launch));
  });

  it('hashWithoutLaunchParams takes the launch params out of the address and keeps any other fragment', () => {
    expect(hashWithoutLaunchParams(`#${launch}`)).toBe('');
    expect(hashWithoutLaunchParams(`#section=2&${launch}`)).toBe('#section=2');
    expect(hashWithoutLaunchParams('#real')).toBe('#real');
    expect(hashWithoutLaunchParams('')).toBe('');
  });

  it('no init data survives whatever else the hash holds', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/)), (others) => {
        const hash = `#${[...others, launch].join('&')}`;
        const kept = hashWithoutLaunchParams(hash);
        expect(kept).not.toContain('tgWebApp');
        expect(kept).not.toContain(encodeURIComponent(raw).slice(0, 20));
      }),
    );
  });
});

describe('findLaunchParams (the host reads the launch itself)', () => {
  const launch = new URLSearchParams({ tgWebAppData: raw, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' }).toString();
  const stored = new URLSearchParams({ tgWebAppVersion: '7.10', tgWebAppPlatform: 'ios' }).toString();

  it('takes the address first, then the navigation entry, then what the tab stored', () => {
    expect(findLaunchParams({ href: `https://omad.example/promotions#${launch}`, navigation: undefined, stored: JSON.stringify(stored) })).toBe(launch);
    expect(findLaunchParams({ href: 'https://omad.example/promotions', navigation: `https://omad.example/#${launch}`, stored: JSON.stringify(stored) })).toBe(launch);
    expect(findLaunchParams({ href: 'https://omad.example/', navigation: 'https://omad.example/', stored: JSON.stringify(stored) })).toBe(stored);
  });
  it('joins the query and the hash as the SDK does', () => {
    expect(findLaunchParams({ href: `https://omad.example/?tgWebAppPlatform=web#tgWebAppVersion=8.0`, navigation: undefined, stored: null })).toBe('tgWebAppPlatform=web&tgWebAppVersion=8.0');
  });
  it('needs no signature field in the init data, only a platform and a version', () => {
    const fields = new URLSearchParams(raw);
    expect(fields.has('signature')).toBe(false);
    expect(initDataOf(findLaunchParams({ href: `https://omad.example/#${launch}`, navigation: undefined, stored: null }) ?? '')).toBe(raw);
    expect(findLaunchParams({ href: `https://omad.example/#tgWebAppData=${encodeURIComponent(raw)}`, navigation: undefined, stored: null })).toBeUndefined();
  });
  it('finds nothing outside Telegram, and ignores a stored value it cannot read', () => {
    expect(findLaunchParams({ href: 'https://omad.example/?x=1#top', navigation: 'https://omad.example/?x=1', stored: null })).toBeUndefined();
    expect(findLaunchParams({ href: 'https://omad.example/', navigation: undefined, stored: '{not json' })).toBeUndefined();
    expect(findLaunchParams({ href: 'https://omad.example/', navigation: undefined, stored: JSON.stringify({ tgWebAppPlatform: 'ios' }) })).toBeUndefined();
  });
});

describe('readHostLaunch (what the boot signs in with before the SDK is set up)', () => {
  const launch = (extra: Record<string, string> = {}) => new URLSearchParams({ tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppData: raw, ...extra }).toString();

  it("reads the sign-in fields, the player's language and the start_param from the address", () => {
    expect(hostLaunchOf({ href: `https://omad.example/gamehall#${launch()}`, navigation: undefined, stored: null })).toEqual({
      signIn: readTelegramSignIn(raw),
      startParam: 'r-promotions',
      languageCode: 'ru',
    });
  });

  it("prefers the launch's own start_param, and refuses one Telegram would not send", () => {
    const sources = (extra: Record<string, string>) => ({ href: `https://omad.example/#${launch(extra)}`, navigation: undefined, stored: null });
    expect(hostLaunchOf(sources({ tgWebAppStartParam: 'p-WELCOME' }))?.startParam).toBe('p-WELCOME');
    expect(hostLaunchOf(sources({ tgWebAppStartParam: 'not valid!' }))?.startParam).toBe('r-promotions');
  });

  it('a reload inside Telegram (the tab keeps the launch without its init data) signs nobody in: the cookie keeps the player', () => {
    const stored = JSON.stringify(withoutInitData(launch()));
    expect(hostLaunchOf({ href: 'https://omad.example/gamehall', navigation: 'https://omad.example/gamehall', stored })).toEqual({
      signIn: undefined,
      startParam: undefined,
      languageCode: undefined,
    });
  });

  it("reads the address as the page started, not as the host's start left it", () => {
    expect(readHostLaunch(`https://omad.example/#${launch()}`)?.signIn?.id).toBe(42);
  });

  it('no launch at all: nothing', () => {
    expect(hostLaunchOf({ href: 'https://omad.example/', navigation: undefined, stored: null })).toBeUndefined();
  });
});
