/**
 * auth.* operations (SPEC §7 Auth). The session rides on an HttpOnly cookie set by the platform,
 * so none of these answers carries a token.
 */
import { boolean, number, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { OneIsOk } from './common.ts';

type OneIsOkAnswer = Infer<typeof OneIsOk>;
type Flag = 0 | 1 | boolean;

/** auth.register: the new (or, for Telegram, the existing) player's uid; `is_new` is false when Telegram logged in an existing player. */
export const RegisterResult = type({
  uid: number(),
  is_new: boolean(),
});
export type RegisterResult = Infer<typeof RegisterResult>;

/**
 * SPEC §7: `login` is an e-mail or a phone with the leading + removed; `code` is the 6-digit two-factor
 * code, sent on the second try after the platform answered 'two_factor_auth is enable' (SPEC §4).
 */
export type LoginParams = { login: string; password: string; code?: string | null };

/** Password restore: `login` alone sends a code; `login`, `code` and `password` set the new password. */
export type RestoreParams = { login: string; code?: string | null; password?: string | null };

/** Registration by e-mail or phone (SPEC §3 auth config: promo code, terms and notify checkboxes). */
export type RegisterByLoginParams = {
  login: string;
  password: string;
  currency?: string | null;
  promo_code?: string | null;
  /** Terms checkbox; when sent it must be checked. */
  terms?: Flag | null;
  /** Notify (marketing) checkbox: subscribes the login contact. */
  notify?: Flag | null;
};

/**
 * Telegram registration (SPEC §7): `payload` is the mini-app's raw signed init data (the query string
 * Telegram hands the app), `hash` its signature, `id`/`username`/`language_code` the Telegram user.
 * The platform verifies the signature with the bot token; an existing Telegram player is logged in.
 */
export type RegisterByTelegramParams = {
  is_tg: 1;
  payload: string;
  hash: string;
  id: number;
  /** The two-factor code, on the second try after 'two_factor_auth is enable' (an existing player with 2FA on). */
  code?: string | null;
  username?: string | null;
  language_code?: string | null;
  currency?: string | null;
  promo_code?: string | null;
  terms?: Flag | null;
  notify?: Flag | null;
};

export type RegisterParams = RegisterByLoginParams | RegisterByTelegramParams;

export const login = defineOperation<LoginParams, OneIsOkAnswer>({
  operation: 'auth.login',
  method: 'POST',
  schema: OneIsOk,
  renewsSession: true,
  formFields: ['login', 'password', 'code'],
});

/**
 * SPEC §7 lists auth.logout as GET; it is a POST here (decision 026): a GET changes state that any image or link on
 * a same-site page could trigger, while a POST passes the platform's CSRF guard.
 */
export const logout = defineOperation<Record<string, never>, OneIsOkAnswer>({
  operation: 'auth.logout',
  method: 'POST',
  schema: OneIsOk,
});

export const restore = defineOperation<RestoreParams, OneIsOkAnswer>({
  operation: 'auth.restore',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['login', 'code', 'password'],
});

export const register = defineOperation<RegisterParams, RegisterResult>({
  operation: 'auth.register',
  method: 'POST',
  schema: RegisterResult,
  renewsSession: true,
  formFields: ['login', 'password', 'code', 'currency', 'promo_code', 'terms', 'notify'],
});
