// The library's own validator (@tma.js/init-data-node isValid) checks the sandbox's signer and verifier
// independently (the lint rule keeps the Telegram SDK inside platform/; this server-side library is not the SDK).
import { isValid, sign } from '@tma.js/init-data-node';
import { describe, expect, it } from 'vitest';
import { SANDBOX_BOT_TOKEN, signInitData, verifyInitData } from './init-data.ts';

const AUTH_DATE = 1_736_942_400;
const options = { botToken: SANDBOX_BOT_TOKEN, maxAgeSeconds: 3600, nowSeconds: AUTH_DATE + 60 };
const USER = { id: 42, first_name: 'Ali', username: 'ali_uz', language_code: 'ru' };

function signed(withSignature = true, token = SANDBOX_BOT_TOKEN): string {
  return signInitData({ user: USER, query_id: 'AAHdF6IQAAAAAN0XohDhrOrc' }, { token, authDate: new Date(AUTH_DATE * 1000), withSignature });
}

describe('signInitData', () => {
  it('signs as Telegram does, with or without the signature field: the library accepts both', () => {
    for (const withSignature of [true, false]) {
      const data = signed(withSignature);
      expect(new URLSearchParams(data).has('signature')).toBe(withSignature);
      expect(isValid(data, SANDBOX_BOT_TOKEN, { expiresIn: 0 })).toBe(true);
      expect(isValid(data, '7000000002:ANOTHER-BOT-TOKEN', { expiresIn: 0 })).toBe(false);
    }
  });
});

describe('verifyInitData', () => {
  it('accepts init data signed with the bot token, with or without the signature field', () => {
    for (const withSignature of [true, false]) {
      expect(verifyInitData(signed(withSignature), options)).toMatchObject({ ok: true, authDate: AUTH_DATE, user: { id: 42, username: 'ali_uz', language_code: 'ru' } });
    }
    // Signed by the library directly, as a Telegram client's data would be.
    const direct = sign({ user: USER, query_id: 'q' }, SANDBOX_BOT_TOKEN, new Date(AUTH_DATE * 1000));
    expect(verifyInitData(direct, options)).toMatchObject({ ok: true });
  });

  it('refuses data signed with another bot token (forged)', () => {
    for (const withSignature of [true, false]) {
      expect(verifyInitData(signed(withSignature, '7000000002:ANOTHER-BOT-TOKEN'), options)).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses any altered, added or removed field, the signature field too', () => {
    const fields = new URLSearchParams(signed());
    fields.set('user', JSON.stringify({ id: 43, first_name: 'Ali' }));
    expect(verifyInitData(fields.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
    const extra = new URLSearchParams(signed());
    extra.append('start_param', 'x');
    expect(verifyInitData(extra.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
    // `hash` covers `signature`: it can be neither dropped from signed data nor slipped into unsigned data.
    const dropped = new URLSearchParams(signed(true));
    dropped.delete('signature');
    expect(verifyInitData(dropped.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
    const added = new URLSearchParams(signed(false));
    added.append('signature', 'abc');
    expect(verifyInitData(added.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
    for (const data of [fields, extra, dropped, added]) expect(isValid(data, SANDBOX_BOT_TOKEN, { expiresIn: 0 })).toBe(false);
  });

  it('refuses stale and far-future data', () => {
    expect(verifyInitData(signed(), { ...options, nowSeconds: AUTH_DATE + 3601 })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyInitData(signed(), { ...options, nowSeconds: AUTH_DATE + 3600 })).toMatchObject({ ok: true });
    expect(verifyInitData(signed(), { ...options, nowSeconds: AUTH_DATE - 3600 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses unsigned, badly hashed and user-less data', () => {
    const fields = new URLSearchParams(signed());
    fields.delete('hash');
    expect(verifyInitData(fields.toString(), options)).toEqual({ ok: false, reason: 'unsigned' });
    fields.set('hash', 'zz');
    expect(verifyInitData(fields.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyInitData('', options)).toEqual({ ok: false, reason: 'malformed' });
    const noUser = signInitData({ query_id: 'q' }, { authDate: new Date(AUTH_DATE * 1000) });
    expect(verifyInitData(noUser, options)).toEqual({ ok: false, reason: 'no-user' });
  });
});
