/**
 * The field rules of request schemas (decision 037): every parameter arrives as a string (query or form field), so
 * each struct checks (and where needed converts) a string. A failing refinement's name is the message key that goes
 * into `error_data` (e.g. `{ "contact": ["WRONG_EMAIL"] }`); a missing field gives `REQUIRED`, a value of the wrong
 * shape `INVALID`. Rules follow SPEC §5 and §9. The floor's, so the sandbox and the app's forms check one rule.
 */
import { array, boolean, coerce, enums, integer, refine, string, type Struct } from 'superstruct';
import { CURRENCIES } from '../currencies.ts';
import {
  ADDRESS_FORBIDDEN,
  CODE_PATTERN,
  EMAIL_PATTERN,
  FAKENAME_MIN,
  FAKENAME_PATTERN,
  NAME_FORBIDDEN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  POSTCODE_PATTERN,
} from '../field-patterns.ts';
import { LOCALES } from '../locales.ts';
import { hasInvisibleCharacters, mixesScripts, nameProblem } from '../name-characters.ts';

/** A string that must pass `test`; a failure reports `key`. */
export function rule(struct: Struct<string, null>, key: string, test: (value: string) => boolean): Struct<string, null> {
  return refine(struct, key, (value) => test(value));
}

/** Non-blank text up to `max` characters. */
export function text(max: number): Struct<string, null> {
  return rule(rule(string(), 'REQUIRED', (value) => value.trim() !== ''), 'MAX_LENGTH', (value) => value.length <= max);
}

/** The patterns the app's forms check too (src/api/field-patterns.ts). */
export { ADDRESS_FORBIDDEN, EMAIL_PATTERN, NAME_FORBIDDEN, PASSWORD_PATTERN };

export const Email = rule(text(254), 'WRONG_EMAIL', (value) => EMAIL_PATTERN.test(value));

/** An international phone number: optional +, 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
export const Phone = rule(text(16), 'WRONG_PHONE', (value) => PHONE_PATTERN.test(value));

/** A login is an e-mail or a phone (SPEC §7 auth.login sends the phone without its +). */
export const Login = rule(text(254), 'WRONG_LOGIN', (value) => EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value));

/** SPEC §5/§9 password: 6 to 20 characters of Latin letters, digits and ASCII punctuation (no spaces). */
export const Password = rule(
  rule(rule(string(), 'MIN_LENGTH', (value) => value.length >= PASSWORD_MIN), 'MAX_LENGTH', (value) => value.length <= PASSWORD_MAX),
  'WRONG_PASSWORD',
  (value) => PASSWORD_PATTERN.test(value),
);

/**
 * SPEC §5/§9 fakename: at least 4 characters, letters and digits only (no spaces or special characters); nothing
 * invisible, and letters of one alphabet (no Latin name with a Cyrillic Р passing for another player's), the same
 * rules as the app's forms (src/api/name-characters.ts).
 */
export const Fakename = rule(
  rule(rule(string(), 'MIN_LENGTH', (value) => value.length >= FAKENAME_MIN), 'MAX_LENGTH', (value) => value.length <= 20),
  'WRONG_FAKENAME',
  (value) => FAKENAME_PATTERN.test(value) && !hasInvisibleCharacters(value) && !mixesScripts(value),
);

/**
 * SPEC §5 name: no digits and none of the listed symbols; no invisible or direction-control characters, letters once
 * the format characters are taken out, a few combining marks at most (src/api/name-characters.ts). A first name of
 * U+202E alone completes no registration.
 */
export const PersonName = rule(text(64), 'WRONG_NAME', (value) => !NAME_FORBIDDEN.test(value) && nameProblem(value) === undefined);
/** SPEC §5 address: as name, but digits, | and / allowed. */
export const Address = rule(text(128), 'WRONG_ADDRESS', (value) => !ADDRESS_FORBIDDEN.test(value));
/** SPEC §5/§9 postcode: 0 to 8 digits. */
export const Postcode = rule(string(), 'WRONG_POSTCODE', (value) => POSTCODE_PATTERN.test(value));

/** SPEC §5/§9 confirmation and two-factor codes: exactly 6 digits. */
export const Code = rule(string(), 'WRONG_FORMAT', (value) => CODE_PATTERN.test(value));

/** Form flags: 1/0 (client.ts serialises booleans so), true/false also accepted. */
export const Flag = coerce(boolean(), string(), (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value));

/** A whole number as SPEC §5 writes one: no leading zero (`007` is refused, not read as 7), so one value has one spelling. */
export const Int = coerce(integer(), string(), (value) => (/^(0|-?[1-9]\d{0,14})$/.test(value) ? Number(value) : value));

/** A whole number from `low` to `high`; out of range reports MIN_VALUE or MAX_VALUE (SPEC §5 minValue/maxValue). */
export function intRange(low: number, high: number = Number.MAX_SAFE_INTEGER): Struct<number, null> {
  return refine(refine(Int, 'MIN_VALUE', (value) => value >= low), 'MAX_VALUE', (value) => value <= high);
}

/**
 * SPEC §5 sum on the wire, in major units (a deposit, a withdrawal, a limit): a positive whole number without a leading
 * zero (`010000` is refused, not read as 10,000). Left as text: the handler reads it once the method's bounds apply.
 */
export const Amount = rule(string(), 'WRONG_AMOUNT', (value) => /^[1-9]\d{0,11}$/.test(value));
/** A limit's sum is a sum like any other. */
export const LimitAmount = Amount;

/** An account's currency code (src/api/currencies.ts). */
export const CurrencyCode = enums(CURRENCIES);
/** A locale of the product (SPEC §1: uz, ru). */
export const LocaleCode = enums(LOCALES);

/** A comma-separated list of allowed words (SPEC §7: arrays travel comma-joined). */
export function listOf<const T extends string>(allowed: readonly T[]): Struct<T[], Struct<T>> {
  return coerce(array(enums(allowed)), string(), (value) => (value === '' ? [] : value.split(',')));
}
