import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, fetchTransport, type Transport } from '../../api/client.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { memoryStorage } from '../../lib/memory-storage.test-helper.ts';
import { popupState, resetPopups } from '../../stores/popup-store.ts';
import { submitTwoFactor } from '../../stores/session-login.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import { resetToasts, toastState } from '../../stores/toast-store.ts';
import { signInWithHost } from './telegram-sign-in.ts';

const LAUNCH = { is_tg: 1, id: 4242, hash: 'abc', payload: 'user=%7B%7D&hash=abc' } as const;

type Form = Record<string, string>;

/** Answers auth.register with `register(form, call)`, account.getInfo with the session it left. */
function platform(register: (form: Form, call: number) => { status: number; body: unknown }): Form[] {
  const sent: Form[] = [];
  let signedIn = false;
  const transport: Transport = (request) => {
    const operation = new URL(request.url, 'http://x').pathname.slice(5);
    if (operation === 'auth.register') {
      const form = Object.fromEntries([...(request.body?.entries() ?? [])].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
      sent.push(form);
      const answer = register(form, sent.length);
      if (answer.status === 200) signedIn = true;
      return Promise.resolve(answer);
    }
    return Promise.resolve({ status: 200, body: { data: signedIn ? { uid: 9, login: 'tg_4242' } : { uid: 0 } } });
  };
  configureApi({ transport });
  return sent;
}

const ok = { status: 200, body: { data: { uid: 9, is_new: true } } };
const twoFactorAsked = { status: 401, body: { error: { type: 'AuthorizationException', message: 'two_factor_auth is enable', error_data: { resend_time: ['60'] } } } };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  cmsState.loaded = true;
  cmsState.promoCodeErrors = { EXPIRED: 'Promokod muddati tugagan' };
});

afterEach(() => {
  configureApi({ transport: fetchTransport });
  resetSession();
  resetPopups();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('Telegram sign-in with a kept promo code (issue 16)', () => {
  it('a code the platform refuses does not keep the new player out: registered without it, the code dropped, the player told', async () => {
    localStorage.setItem('omad.promo_code', JSON.stringify('EXPIRED2025'));
    const sent = platform((form) =>
      form.promo_code === 'EXPIRED2025' ? { status: 400, body: { error: { type: 'InvalidParameterException', message: 'Promo code expired', error_data: { promo_code: ['EXPIRED'] } } } } : ok,
    );
    await expect(signInWithHost({ telegramSignIn: LAUNCH })).resolves.toBe('signed-in');
    expect(sent.map((form) => form.promo_code)).toEqual(['EXPIRED2025', 'null']);
    expect(localStorage.getItem('omad.promo_code')).toBeNull();
    expect(sessionState.info?.uid).toBe(9);
    await vi.waitFor(() => expect(toastState.toasts.map((toast) => toast.text).join()).toContain('Promokod muddati tugagan'));
  });

  it('a code the platform takes is sent once and kept for the first deposit', async () => {
    localStorage.setItem('omad.promo_code', JSON.stringify('WELCOME100'));
    const sent = platform(() => ok);
    await expect(signInWithHost({ telegramSignIn: LAUNCH })).resolves.toBe('signed-in');
    expect(sent.map((form) => form.promo_code)).toEqual(['WELCOME100']);
    expect(localStorage.getItem('omad.promo_code')).toBe('"WELCOME100"');
    expect(toastState.toasts).toEqual([]);
  });

  it('any other refusal leaves a guest (forged or stale init data)', async () => {
    platform(() => ({ status: 401, body: { error: { type: 'AuthorizationException', message: 'Telegram init data signature is invalid', error_data: { payload: ['WRONG_SIGNATURE'] } } } }));
    await expect(signInWithHost({ telegramSignIn: LAUNCH })).resolves.toBe('refused');
    expect(sessionState.twoFactor).toBeUndefined();
  });
});

describe('Telegram sign-in of a two-factor player (issue 19 defect 4)', () => {
  it('asks for the code in the sign-in popup and completes the sign-in with the launch data and the code', async () => {
    const sent = platform((form) => (form.code === '123456' ? ok : twoFactorAsked));
    await expect(signInWithHost({ telegramSignIn: LAUNCH })).resolves.toBe('two-factor');
    expect(sessionState.info?.uid).toBe(0);
    expect(sessionState.twoFactor?.telegram).toMatchObject({ is_tg: 1, id: 4242, payload: LAUNCH.payload });
    expect(sessionState.twoFactor?.resendTime).toBe(60);
    expect(popupState.current?.sysname).toBe('authentication');
    const info = await submitTwoFactor('123456');
    expect(info.uid).toBe(9);
    expect(sessionState.twoFactor).toBeUndefined();
    expect(sent[1]).toMatchObject({ is_tg: '1', id: '4242', payload: LAUNCH.payload, code: '123456' });
  });
});
