import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashWithoutLaunchParams, isTelegramLink, readTelegramSignIn, startParamOf, validStartParam, withoutInitData } from './launch-data.ts';

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
