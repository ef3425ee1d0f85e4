// Test-only: Telegram's own signing library checks our verifier independently (the lint rule keeps the
// Telegram SDK inside platform/; this server-side signer is not the SDK).
import { sign } from '@tma.js/init-data-node';
import { describe, expect, it } from 'vitest';
import { SANDBOX_BOT_TOKEN, dataCheckString, signatureOf, verifyInitData } from './init-data.ts';

const AUTH_DATE = 1_736_942_400;
const options = { botToken: SANDBOX_BOT_TOKEN, maxAgeSeconds: 3600, nowSeconds: AUTH_DATE + 60 };

function signed(user: Record<string, unknown> = { id: 42, first_name: 'Ali', username: 'ali_uz', language_code: 'ru' }, token = SANDBOX_BOT_TOKEN): string {
  return sign({ user, query_id: 'AAHdF6IQAAAAAN0XohDhrOrc' } as Parameters<typeof sign>[0], token, new Date(AUTH_DATE * 1000));
}

describe('verifyInitData', () => {
  it('accepts init data signed by @tma.js/init-data-node with the bot token', () => {
    const result = verifyInitData(signed(), options);
    expect(result).toMatchObject({ ok: true, authDate: AUTH_DATE, user: { id: 42, username: 'ali_uz', language_code: 'ru' } });
  });

  it('computes the same signature as Telegram for the data-check-string', () => {
    const fields = new URLSearchParams(signed());
    expect(signatureOf(dataCheckString(fields), SANDBOX_BOT_TOKEN)).toBe(fields.get('hash'));
  });

  it('refuses data signed with another bot token (forged)', () => {
    expect(verifyInitData(signed(undefined, '7000000002:ANOTHER-BOT-TOKEN'), options)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses any altered field', () => {
    const fields = new URLSearchParams(signed());
    fields.set('user', JSON.stringify({ id: 43, first_name: 'Ali' }));
    expect(verifyInitData(fields.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
    const extra = new URLSearchParams(signed());
    extra.append('start_param', 'x');
    expect(verifyInitData(extra.toString(), options)).toEqual({ ok: false, reason: 'bad-signature' });
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
    const noUser = sign({ query_id: 'q' }, SANDBOX_BOT_TOKEN, new Date(AUTH_DATE * 1000));
    expect(verifyInitData(noUser, options)).toEqual({ ok: false, reason: 'no-user' });
  });
});
