import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, fetchTransport, type Transport } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { setLocale } from '../../i18n/index.ts';
import { memoryStorage } from '../../lib/memory-storage.test-helper.ts';
import { fatalState, resetFatal } from '../../stores/fatal-store.ts';
import { popupState, resetPopups } from '../../stores/popup-store.ts';
import { onSessionChange, resetSession, sessionState, signOut } from '../../stores/session-store.ts';
import { resetToasts, toastState } from '../../stores/toast-store.ts';
import { onApiFailure } from './api-failures.ts';

const PLAYER = { uid: 1001, login: 'player@omad.test', balance_main: { amount: 500, currency: 'UZS' } } as const;

function refused(operation: string, status: number, type?: ApiError['type']): ApiError {
  return new ApiError({ kind: 'http', operation, status, ...(type ? { type } : {}), message: 'refused' });
}

/** The platform after the session ended: account.getInfo answers a guest; every other call is answered `other`. */
function guestPlatform(calls: string[]): void {
  const transport: Transport = (request) => {
    const operation = new URL(request.url, 'http://x').pathname.slice(5);
    calls.push(operation);
    return Promise.resolve({ status: 200, body: { data: operation === 'account.getInfo' ? { uid: 0 } : 1 } });
  };
  configureApi({ transport });
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(async () => {
  configureApi({ transport: fetchTransport });
  resetSession();
  resetToasts();
  resetPopups();
  resetFatal();
  vi.unstubAllGlobals();
  await setLocale('uz');
});

describe('a session the platform ended (SPEC §4 logout path)', () => {
  it.each([
    ['uz', 'Sessiyangiz tugadi', 'Kirish'],
    ['ru', 'Ваш сеанс завершён', 'Войти'],
  ] as const)('(%s) the balance poll refused as a guest makes the app a guest, says why once and offers sign-in', async (locale, reason, signInLabel) => {
    await setLocale(locale);
    const calls: string[] = [];
    guestPlatform(calls);
    const changes: string[] = [];
    onSessionChange((change) => changes.push(change));
    sessionState.info = { ...PLAYER };
    sessionState.loaded = true;
    localStorage.setItem('omad.balances', JSON.stringify({ uid: 1001, main: { amount: 500, currency: 'UZS' } }));

    onApiFailure(refused('account.getBalance', 401, 'AuthorizationException'));
    onApiFailure(refused('bonuses.get', 401, 'AuthorizationException'));

    await vi.waitFor(() => expect(toastState.toasts).toHaveLength(1));
    expect(sessionState.info?.uid ?? 0).toBe(0);
    expect(localStorage.getItem('omad.balances')).toBeNull();
    expect(toastState.toasts).toHaveLength(1);
    expect(toastState.toasts[0]?.text).toContain(reason);
    expect(toastState.toasts[0]?.action?.label).toBe(signInLabel);
    // The account is read again for the guest (the server data follows the session's uid), and listeners hear it.
    await vi.waitFor(() => expect(changes).toEqual(['logout']));
    expect(calls).toEqual(['account.getInfo']);
    expect(sessionState.info).toEqual({ uid: 0 });
    toastState.toasts[0]?.action?.run();
    expect(popupState.current?.sysname).toBe('authentication');
    expect(fatalState.action).toBeUndefined();
  });

  it('a refused sign-in, a guest refused, and the calls a logout overtakes are no ended session', async () => {
    const calls: string[] = [];
    guestPlatform(calls);
    onApiFailure(refused('account.getBalance', 401, 'AuthorizationException'));
    sessionState.info = { ...PLAYER };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onApiFailure(refused('auth.login', 401, 'AuthorizationException'));
    warn.mockRestore();
    expect(sessionState.info?.uid).toBe(1001);
    const leaving = signOut();
    onApiFailure(refused('account.getBalance', 401, 'AuthorizationException'));
    await leaving;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastState.toasts).toEqual([]);
  });
});

describe('a page loaded during a session-time limit’s break (decision 035)', () => {
  it('says at once, and once, that the limit ended the session and when a new one can start', async () => {
    const breakUntil = Date.UTC(2025, 0, 15, 13, 30) / 1000;
    const atLoad = () =>
      new ApiError({ kind: 'http', operation: 'account.getInfo', status: 423, type: 'SessionTimeLimitException', message: 'refused', errorData: { session_break_until: [String(breakUntil)] } });
    onApiFailure(atLoad());
    onApiFailure(atLoad());
    await vi.waitFor(() => expect(toastState.toasts).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastState.toasts).toHaveLength(1);
    expect(toastState.toasts[0]?.text).toContain('Sessiya vaqti limitingiz tugadi');
    expect(toastState.toasts[0]?.text).toContain('15.01.2025');
    expect(sessionState.info).toBeUndefined();
    expect(fatalState.action).toBeUndefined();
  });
});

describe('fatal pages from any call (SPEC §2, §8)', () => {
  it.each([
    ['AccessDeniedException', 403, 'forbidden'],
    [undefined, 403, 'forbidden'],
    ['UserBannedException', 403, 'user-blocked'],
    ['UserDeletedException', 403, 'user-blocked'],
    ['ApplicationDisabledException', 503, 'maintenance'],
    ['ApplicationUnavailableException', 503, 'maintenance'],
  ] as const)('%s (%i) shows the %s page', (type, status, page) => {
    onApiFailure(refused('account.getInfo', status, type));
    expect(fatalState.action).toBe(page);
  });

  it('a missing thing is the page’s own decision, not a fatal page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onApiFailure(refused('games.get', 404, 'MethodNotFoundException'));
    expect(fatalState.action).toBeUndefined();
    warn.mockRestore();
  });
});
