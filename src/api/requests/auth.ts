/**
 * Request schemas of auth.* (decision 037; SPEC §7 Auth). What depends on state stays the handler's
 * (mocks/api/auth.ts): the login throttle, whether a restore code was sent and is still good, the Telegram init data's
 * signature and age, whether the login is taken.
 */
import { coerce, dynamic, literal, optional, string, type, type Infer, type Struct } from 'superstruct';
import * as auth from '../auth.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { Code, CurrencyCode, Flag, Int, Login, Password, rule, text } from './rules.ts';

/** SPEC §8 promo codes: Latin letters, digits, _ and -, 1 to 32 of them; whether one applies is the platform's to say. */
export const PromoCode = rule(string(), 'INVALID', (value) => /^[A-Za-z0-9_-]{1,32}$/.test(value));

/** The typed login is checked against the accounts, not against a form: a wrong one is WRONG_CREDENTIALS like a wrong password. */
export const login = declareRequest(auth.login, type({ login: text(254), password: text(64), code: optional(string()) }));

export const logout = declareNoParams(auth.logout);

/** `login` alone asks for a code; with `code` and `password` it sets the new password (the handler tells which). */
export const restore = declareRequest(auth.restore, type({ login: Login, code: optional(Code), password: optional(Password) }));

const CommonRegistration = {
  currency: optional(CurrencyCode),
  promo_code: optional(PromoCode),
  terms: optional(Flag),
  notify: optional(Flag),
};

/** `is_tg` as a flag of one value, so the two kinds of registration are told apart by their type. */
const flagOf = <const V extends boolean>(value: V) => coerce(literal(value), string(), (raw) => (raw === (value ? '1' : '0') || raw === String(value) ? value : raw));

export const RegisterByLogin = type({ is_tg: optional(flagOf(false)), login: Login, password: Password, ...CommonRegistration });

export const RegisterByTelegram = type({
  is_tg: flagOf(true),
  payload: text(8192),
  hash: optional(string()),
  id: optional(Int),
  username: optional(rule(string(), 'MAX_LENGTH', (value) => value.length <= 64)),
  language_code: optional(rule(string(), 'MAX_LENGTH', (value) => value.length <= 16)),
  code: optional(string()),
  ...CommonRegistration,
});

/** SPEC §7: `is_tg=1` registers (or signs in) by Telegram init data; anything else is a registration by e-mail or phone. */
const byTelegram = (params: unknown): boolean => {
  const flag = typeof params === 'object' && params !== null ? (params as { is_tg?: unknown }).is_tg : undefined;
  return flag === true || flag === '1' || flag === 'true';
};

/** Either kind; `is_tg` tells them apart once checked. */
export type Registration = Infer<typeof RegisterByLogin> | Infer<typeof RegisterByTelegram>;

// A struct's refiner takes its own type only, so each kind is widened to the union the dynamic struct answers.
export const register = declareRequest(
  auth.register,
  dynamic<Registration>((params) => (byTelegram(params) ? RegisterByTelegram : RegisterByLogin) as Struct<Registration>),
);
