/**
 * Every validation rule of SPEC §5, pure: a rule takes the value (and options) and answers `undefined` when the
 * value is valid, or a `Failure` naming the message and its parameters. Messages are resolved separately
 * (`resolveMessage`): a CMS override wins (SPEC §1, §5), else the dictionary's `validation.<key>` text.
 *
 * Also here: the eager/onSubmit strategy (when a field is checked) and the input masks (# @ *).
 */
import { isLuhnValid } from '../api/card-number.ts';
import {
  ADDRESS_FORBIDDEN,
  CODE_LENGTH,
  CODE_PATTERN,
  EMAIL_PATTERN,
  FAKENAME_MIN,
  FAKENAME_PATTERN,
  NAME_FORBIDDEN,
  PASSWORD_CHARACTER,
  PASSWORD_MAX,
  PASSWORD_MIN,
  POSTCODE_PATTERN,
} from '../api/field-patterns.ts';
import { hasInvisibleCharacters, mixesScripts, nameProblem } from '../api/name-characters.ts';

/** The message keys of SPEC §5 (dictionary `validation.<key>`, CMS overrides under the same key). */
export type MessageKey =
  | 'required'
  | 'email'
  | 'minLength'
  | 'maxLength'
  | 'minValue'
  | 'maxValue'
  | 'phone'
  | 'insertPhone'
  | 'fakename'
  | 'invisibleChars'
  | 'mixedScripts'
  | 'password'
  | 'passwordChars'
  | 'passwordRepeat'
  | 'name'
  | 'address'
  | 'iban'
  | 'cardNumber'
  | 'cardType'
  | 'date'
  | 'dateRange'
  | 'sum'
  | 'wrongField'
  | 'postcode'
  | 'cardHolder'
  | 'checkbox'
  | 'custom'
  | 'code'
  | 'twoFactorCode'
  | 'symbols'
  | 'cpf';

export type MessageParams = Record<string, string | number>;

export interface Failure {
  key: MessageKey;
  params?: MessageParams;
}

export type Rule = (value: string) => Failure | undefined;

const fail = (key: MessageKey, params?: MessageParams): Failure => (params ? { key, params } : { key });

// ---------------------------------------------------------------- character patterns (SPEC §5)
// The e-mail, password, name, address, fakename, postcode and code patterns are the platform's own
// (src/api/field-patterns.ts, decision 037): a form accepts what the platform accepts.

export { PASSWORD_MAX, PASSWORD_MIN };
/** "One forbids digits and special symbols." */
export const NO_DIGITS_OR_SYMBOLS = /^[^\d!@#$%^&*()_+=[\]{};:"\\|<>/?~`§]*$/u;
/** "One forbids only symbols." */
export const NO_SYMBOLS = /^[^!@#$%^&*()_+=[\]{};:"\\|<>/?~`§]*$/u;
/** "One forbids spaces, commas, underscores and quotes." */
export const NO_SPACES_COMMAS_UNDERSCORES_QUOTES = /^[^\s,_'"`«»]*$/u;
/** "A general one allows Latin, Cyrillic and Latvian letters, digits and punctuation." */
export const GENERAL_TEXT = /^[A-Za-zА-Яа-яЁёĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽžЎўҚқҒғҲҳ0-9\s.,:;!?'"()«»\-–—/№%+&@#]*$/u;

const isBlank = (value: string) => value.trim() === '';

// ---------------------------------------------------------------- rules

export function required(value: string): Failure | undefined {
  return isBlank(value) ? fail('required') : undefined;
}

/** text, login, documentType, documentNumber, cpf: required unless isRequired is false. */
export function text(isRequired = true): Rule {
  return (value) => (isRequired ? required(value) : undefined);
}

export function email(value: string): Failure | undefined {
  if (isBlank(value)) return fail('required');
  return EMAIL_PATTERN.test(value) ? undefined : fail('email');
}

/**
 * name, first_name, last_name (SPEC §5); and no invisible or direction-control characters, letters after the
 * format characters are taken out, a few combining marks at most (src/api/name-characters.ts).
 */
export function name(value: string): Failure | undefined {
  if (isBlank(value)) return fail('required');
  const problem = nameProblem(value);
  if (problem === 'invisible') return fail('invisibleChars');
  return problem !== undefined || NAME_FORBIDDEN.test(value) ? fail('name') : undefined;
}

export function address(value: string, isRequired = true): Failure | undefined {
  if (isBlank(value)) return isRequired ? fail('required') : undefined;
  return ADDRESS_FORBIDDEN.test(value) ? fail('address') : undefined;
}

export function sex(value: string): Failure | undefined {
  return isBlank(value) ? fail('required') : undefined;
}

/** The password's characters that are not allowed, each once, in the order typed. */
export function invalidPasswordChars(value: string): string[] {
  const seen: string[] = [];
  for (const char of value) if (!PASSWORD_CHARACTER.test(char) && !seen.includes(char)) seen.push(char);
  return seen;
}

/** password and new password: required, 6 to 20, allowed characters only, equal to the repeat when compared. */
export function password(value: string, repeat?: string): Failure | undefined {
  if (value === '') return fail('required');
  const invalid = invalidPasswordChars(value);
  if (invalid.length > 0) return fail('passwordChars', { chars: invalid.map((char) => (char === ' ' ? '␣' : char)).join(' ') });
  if (value.length < PASSWORD_MIN) return fail('minLength', { min: PASSWORD_MIN });
  if (value.length > PASSWORD_MAX) return fail('maxLength', { max: PASSWORD_MAX });
  if (repeat !== undefined && repeat !== value) return fail('passwordRepeat');
  return undefined;
}

/** The repeat field: required, and equal to the password. */
export function passwordRepeat(value: string, original: string): Failure | undefined {
  if (value === '') return fail('required');
  return value === original ? undefined : fail('passwordRepeat');
}

/**
 * fakename: at least 4 characters, letters and digits only (no special characters, no spaces), nothing invisible,
 * and letters of one alphabet: a Cyrillic Р in a Latin name passes for another player (src/api/name-characters.ts).
 */
export function fakename(value: string): Failure | undefined {
  if (isBlank(value)) return fail('required');
  if (hasInvisibleCharacters(value)) return fail('invisibleChars');
  if (!FAKENAME_PATTERN.test(value)) return fail('fakename');
  if (mixesScripts(value)) return fail('mixedScripts');
  return Array.from(value).length < FAKENAME_MIN ? fail('minLength', { min: FAKENAME_MIN }) : undefined;
}

/** cardHolder: letters, spaces, . ' - only. */
export function cardHolder(value: string): Failure | undefined {
  if (isBlank(value)) return fail('required');
  return /^[\p{L}\s.'-]+$/u.test(value) ? undefined : fail('cardHolder');
}

/** postcode: 0 to 8 digits by default, or a custom pattern. */
export function postcode(value: string, pattern?: RegExp): Failure | undefined {
  const rule = pattern ?? POSTCODE_PATTERN;
  return rule.test(value) ? undefined : fail('postcode');
}

/** Confirmation code (SPEC §5): required, digits only, exactly 6. */
export function code(value: string): Failure | undefined {
  if (value === '') return fail('required');
  return CODE_PATTERN.test(value) ? undefined : fail('code', { length: CODE_LENGTH });
}

/** Two-factor code: 6 digits (SPEC §8 'the code must contain 6 digits'). */
export function twoFactorCode(value: string): Failure | undefined {
  return CODE_PATTERN.test(value) ? undefined : fail('twoFactorCode', { length: CODE_LENGTH });
}

/** truthyCheckbox: must be checked. */
export function truthyCheckbox(checked: boolean): Failure | undefined {
  return checked ? undefined : fail('checkbox');
}

/** custom: a regex when the CMS gives one, otherwise non-empty. */
export function custom(value: string, pattern?: RegExp): Failure | undefined {
  if (pattern) return pattern.test(value) ? undefined : fail('custom');
  return isBlank(value) ? fail('required') : undefined;
}

/**
 * cpf (SPEC §3 document type `cpf`, the Brazilian taxpayer number): 11 digits (dots and the dash ignored) whose two
 * check digits match, and not one digit repeated; empty gives required.
 */
export function cpf(value: string): Failure | undefined {
  if (isBlank(value)) return fail('required');
  if (!/^[\d.\s-]+$/.test(value)) return fail('cpf');
  const digits = Array.from(value.replace(/\D/g, ''), Number);
  if (digits.length !== 11 || digits.every((digit) => digit === digits[0])) return fail('cpf');
  const check = (length: number) => {
    const total = digits.slice(0, length).reduce((sum, digit, index) => sum + digit * (length + 1 - index), 0);
    const rest = (total * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10] ? undefined : fail('cpf');
}

/** promo: always valid (the platform answers for a wrong code, SPEC §8). */
export function promo(): Failure | undefined {
  return undefined;
}

/** iban: country code, check digits, 11-30 alphanumerics, with the ISO 13616 mod-97 check. */
export function iban(value: string): Failure | undefined {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return fail('required');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return fail('iban');
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? undefined : fail('iban');
}

/**
 * cardNumber (decision 009 requisites rule): 12 to 19 digits (spaces and dashes ignored) passing the Luhn check. The
 * method's pattern on the digits names the cards it takes: a valid card it does not take (a Humo card for Uzcard) is
 * `cardType`, told apart from a mistyped number.
 */
export function cardNumber(value: string, pattern?: RegExp): Failure | undefined {
  const digits = value.replace(/[\s-]/g, '');
  if (digits === '') return fail('required');
  if (!isLuhnValid(digits)) return fail('cardNumber');
  return pattern && !pattern.test(digits) ? fail('cardType') : undefined;
}

export interface PhoneRule {
  /** How many digits the number has, dialling code included; default 9 to 15. */
  digits?: number;
}

/** phone: required (the insert-phone message) and valid (the wrong-format message). */
export function phone(value: string, options: PhoneRule = {}): Failure | undefined {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return fail('insertPhone');
  if (/[^\d\s()+-]/.test(value)) return fail('phone');
  if (options.digits !== undefined) return digits.length === options.digits ? undefined : fail('phone');
  return digits.length >= 9 && digits.length <= 15 ? undefined : fail('phone');
}

/** Parses DD.MM.YYYY (SPEC §3 display format) into a UTC date; undefined when it is no real date. */
export function parseDisplayDate(value: string): Date | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

export interface DateRule {
  min?: Date;
  max?: Date;
  /** Formats a bound for the message (DD.MM.YYYY). */
  format?: (date: Date) => string;
}

/** date: only 0-9 , . ' -, a 4-digit year, a real date, within min and max. */
export function date(value: string, options: DateRule = {}): Failure | undefined {
  if (isBlank(value)) return fail('required');
  if (!/^[0-9,.'-]+$/.test(value.trim())) return fail('date');
  const parsed = parseDisplayDate(value);
  if (!parsed) return fail('date');
  const format = options.format ?? ((bound: Date) => bound.toISOString().slice(0, 10));
  if (options.min && parsed < options.min) return fail('dateRange', { min: format(options.min), max: options.max ? format(options.max) : '' });
  if (options.max && parsed > options.max) return fail('dateRange', { min: options.min ? format(options.min) : '', max: format(options.max) });
  return undefined;
}

export interface SumRule {
  min: number;
  max: number;
  /** Formats a bound in the currency (SPEC §9), e.g. `10,000 UZS`. */
  format: (amount: number) => string;
}

/** sum: a positive integer without a leading zero (commas ignored), between min and max. */
export function sum(value: string, options: SumRule): Failure | undefined {
  const plain = value.replace(/,/g, '').trim();
  if (plain === '') return fail('required');
  if (!/^[1-9]\d*$/.test(plain)) return fail('wrongField');
  const amount = Number(plain);
  if (amount < options.min || amount > options.max) return fail('sum', { min: options.format(options.min), max: options.format(options.max) });
  return undefined;
}

/** One of the SPEC §5 character patterns as a rule (failure key `symbols`). */
export function pattern(regex: RegExp): Rule {
  return (value) => (regex.test(value) ? undefined : fail('symbols'));
}

/** A CMS regex (forms-config) compiled safely: a broken pattern is ignored rather than crashing the form. */
export function compilePattern(source: string | null | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- messages

/** Takes the dictionary's `validation.*` keys: the translation function's own type makes every message key be in it. */
export type Translate = (key: `validation.${MessageKey}`, params?: MessageParams) => string;

/**
 * The text of a failure. A CMS override (SPEC §5, `$$min$$` placeholders) wins; otherwise the dictionary's
 * `validation.<key>` with `{{min}}` placeholders.
 */
export function resolveMessage(failure: Failure, translate: Translate, overrides: Readonly<Record<string, string>> = {}): string {
  const params = failure.params ?? {};
  const override = overrides[failure.key];
  if (override !== undefined && override.trim() !== '') {
    return override.replace(/\$\$(\w+)\$\$/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
  }
  return translate(`validation.${failure.key}`, params);
}

// ---------------------------------------------------------------- strategy

export type Strategy = 'eager' | 'onSubmit';
export type FieldEvent = 'input' | 'blur' | 'submit';

/**
 * When a field is checked. Eager (the default, SPEC §5): on leaving the field, and on every keystroke once it
 * shows an error, so a fixed value clears at once but a half-typed one is not scolded. onSubmit: only on submit,
 * then on every keystroke of a field that shows an error.
 */
export function shouldValidate(strategy: Strategy, event: FieldEvent, hasError: boolean): boolean {
  if (event === 'submit') return true;
  if (hasError) return event === 'input' || event === 'blur';
  return strategy === 'eager' && event === 'blur';
}

// ---------------------------------------------------------------- masks (SPEC §5: # digit, @ letter, * letter or digit)

const MASK_TOKENS: Record<string, RegExp> = { '#': /\d/, '@': /\p{L}/u, '*': /[\p{L}\d]/u };

/**
 * Formats raw input with a mask: token positions take the next matching character typed, literal positions
 * are inserted; characters that fit no token are dropped. Stops when the mask is full or the input runs out.
 */
export function applyMask(mask: string, input: string): string {
  const slots = Array.from(mask);
  // An already formatted value starts with the mask's leading literals (e.g. `+998 `): skip them once.
  const lead = slots.slice(0, Math.max(0, slots.findIndex((slot) => slot in MASK_TOKENS))).join('');
  const chars = Array.from(lead !== '' && input.startsWith(lead) ? input.slice(lead.length) : input);
  let out = '';
  // Literals wait until a data character follows them, so a value never ends in a dangling separator.
  let pending = '';
  let index = 0;
  for (const slot of slots) {
    const token = MASK_TOKENS[slot];
    if (!token) {
      pending += slot;
      // A typed separator (space, dash, bracket) is the literal itself; letters and digits are always data.
      if (chars[index] === slot && !/[\p{L}\d]/u.test(slot)) index++;
      continue;
    }
    while (index < chars.length && !token.test(chars[index] ?? '')) index++;
    if (index >= chars.length) break;
    out += `${pending}${chars[index] ?? ''}`;
    pending = '';
    index++;
  }
  return out;
}

/** The characters typed into token positions (what the platform receives). */
export function unmask(mask: string, masked: string): string {
  let out = '';
  const chars = Array.from(masked);
  Array.from(mask).forEach((slot, position) => {
    const char = chars[position];
    if (char !== undefined && MASK_TOKENS[slot]?.test(char)) out += char;
  });
  return out;
}

/** True when every token position of the mask is filled. */
export function isMaskComplete(mask: string, masked: string): boolean {
  return Array.from(masked).length === Array.from(mask).length && applyMask(mask, masked) === masked;
}
