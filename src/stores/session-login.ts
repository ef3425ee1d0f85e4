/**
 * Signing in and registering (SPEC §4): the login with its two-factor step, and the registration. Apart from the
 * session store (session-store.ts), which every first screen reads, because only the sign-in and registration forms
 * (and a social sign-in) use them.
 */
import type { AccountInfo } from '../api/account.ts';
import { login as loginCall, register as registerCall, type RegisterByTelegramParams, type RegisterParams } from '../api/auth.ts';
import { isApiError, type ApiError } from '../api/errors.ts';
import { afterChange, sessionState, type TwoFactorPending } from './session-store.ts';

export interface Credentials {
  login: string;
  password: string;
  code?: string;
}

/** SPEC §7 auth.login: the login is sent with a leading + removed. */
export function normaliseLogin(login: string): string {
  return login.trim().replace(/^\+/, '');
}

/** SPEC §4/§8: the platform says two-factor is on ('two_factor_auth is enable') or gives a resend time. */
function isTwoFactorRequired(error: ApiError): boolean {
  if (error.type !== 'AuthorizationException') return false;
  return /two_factor_auth is enable|Resend time is/i.test(error.message) || error.errorData.resend_time !== undefined;
}

function resendSeconds(error: ApiError): number {
  const fromData = Number(error.fieldKey('resend_time'));
  if (Number.isFinite(fromData) && fromData >= 0) return fromData;
  const fromMessage = /Resend time is (\d+)/i.exec(error.message)?.[1];
  return fromMessage ? Number(fromMessage) : 0;
}

export type SignInResult = { kind: 'signed-in'; info: AccountInfo } | { kind: 'two-factor'; pending: TwoFactorPending };

/**
 * Signs in. When the platform asks for a two-factor code, the pending state is kept and the answer says so;
 * every other failure is thrown as the ApiError it is.
 */
export async function signIn(credentials: Credentials, now: () => number = Date.now): Promise<SignInResult> {
  const login = normaliseLogin(credentials.login);
  try {
    await loginCall({ login, password: credentials.password, ...(credentials.code ? { code: credentials.code } : {}) });
  } catch (error) {
    if (isApiError(error) && isTwoFactorRequired(error)) {
      const resendTime = resendSeconds(error);
      const pending: TwoFactorPending = { login, password: credentials.password, resendTime, resendAt: now() + resendTime * 1000 };
      sessionState.twoFactor = pending;
      return { kind: 'two-factor', pending };
    }
    throw error;
  }
  sessionState.twoFactor = undefined;
  return { kind: 'signed-in', info: await afterChange('login') };
}

/**
 * A Telegram sign-in the platform answered with 'two_factor_auth is enable' (every way in asks a
 * two-factor player for the code): keeps the pending state with the signed launch data, so that the same two-factor
 * step as the password login's completes it. Undefined when the error is anything else.
 */
export function telegramTwoFactor(error: unknown, params: RegisterByTelegramParams, now: () => number = Date.now): TwoFactorPending | undefined {
  if (!isApiError(error) || !isTwoFactorRequired(error)) return undefined;
  const resendTime = resendSeconds(error);
  // The code is typed into the pending step; the launch data is kept without one.
  const telegram: RegisterByTelegramParams = { ...params };
  delete telegram.code;
  const pending: TwoFactorPending = { login: '', password: '', telegram, resendTime, resendAt: now() + resendTime * 1000 };
  sessionState.twoFactor = pending;
  return pending;
}

/** SPEC §4: submits the code for the pending two-factor login; success clears the pending state. */
export async function submitTwoFactor(code: string): Promise<AccountInfo> {
  const pending = sessionState.twoFactor;
  if (!pending) throw new Error('No two-factor login is pending');
  if (pending.telegram) await registerCall({ ...pending.telegram, code });
  else await loginCall({ login: pending.login, password: pending.password, code });
  sessionState.twoFactor = undefined;
  return afterChange('login');
}

/** Asks for a new two-factor code: a login without code makes the platform send one (and give a new resend time). */
export async function resendTwoFactor(now: () => number = Date.now): Promise<TwoFactorPending | undefined> {
  const pending = sessionState.twoFactor;
  if (!pending) return undefined;
  if (pending.telegram) {
    const telegram = pending.telegram;
    try {
      await registerCall(telegram);
    } catch (error) {
      const next = telegramTwoFactor(error, telegram, now);
      if (next) return next;
      throw error;
    }
    // The platform let the player in without a code this time (two-factor was turned off meanwhile).
    sessionState.twoFactor = undefined;
    await afterChange('login');
    return undefined;
  }
  const result = await signIn({ login: pending.login, password: pending.password }, now).catch((error: unknown) => {
    // 'Resend time is N' while the last code is still fresh: keep waiting with the new time.
    if (isApiError(error) && /Resend time is/i.test(error.message)) {
      const resendTime = resendSeconds(error);
      sessionState.twoFactor = { ...pending, resendTime, resendAt: now() + resendTime * 1000 };
      return undefined;
    }
    throw error;
  });
  return result?.kind === 'two-factor' ? result.pending : sessionState.twoFactor;
}

/** A login that happened outside the app's own form (social sign-in window): re-read the session. */
export function completeExternalLogin(): Promise<AccountInfo> {
  return afterChange('login');
}

export function cancelTwoFactor(): void {
  sessionState.twoFactor = undefined;
}

/** Registration (SPEC §4): the player is signed in by the platform; the initial data is refetched. */
export async function register(params: RegisterParams): Promise<AccountInfo> {
  await registerCall(params);
  return afterChange('registration');
}

