import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERAL_TEXT,
  NO_DIGITS_OR_SYMBOLS,
  NO_SPACES_COMMAS_UNDERSCORES_QUOTES,
  NO_SYMBOLS,
  address,
  applyMask,
  cardHolder,
  code,
  compilePattern,
  custom,
  date,
  email,
  fakename,
  iban,
  invalidPasswordChars,
  isMaskComplete,
  name,
  parseDisplayDate,
  password,
  passwordRepeat,
  pattern,
  phone,
  postcode,
  promo,
  resolveMessage,
  sex,
  shouldValidate,
  sum,
  text,
  truthyCheckbox,
  twoFactorCode,
  unmask,
} from './validation.ts';

const NAME_SYMBOLS = ['@', '_', '"', '!', '?', '#', '$', '%', '^', '&', '*', '(', ')', '{', '}', '[', ']', '|', '/', '\\', '<', '>', '~', '§', '+', ':', ';', '`'];
const money = (amount: number) => `${amount.toLocaleString('en-US')} UZS`;

describe('SPEC §5 rules', () => {
  it('name: letters (Latin, Cyrillic, apostrophes, spaces) pass; empty is required; digits and every listed symbol fail', () => {
    expect(name("O'tkir Jo'rayev")).toBeUndefined();
    expect(name('Азиз')).toBeUndefined();
    expect(name('')).toEqual({ key: 'required' });
    expect(name('   ')).toEqual({ key: 'required' });
    expect(name('Aziz2')).toEqual({ key: 'name' });
    for (const symbol of NAME_SYMBOLS) expect(name(`Az${symbol}iz`), symbol).toEqual({ key: 'name' });
  });

  it('address: like name, but digits, | and / are allowed', () => {
    expect(address('Amir Temur 1/2 | kv 5')).toBeUndefined();
    expect(address('')).toEqual({ key: 'required' });
    expect(address('', false)).toBeUndefined();
    for (const symbol of NAME_SYMBOLS.filter((s) => s !== '|' && s !== '/')) expect(address(`Street ${symbol}`), symbol).toEqual({ key: 'address' });
  });

  it('email: local@domain with one or two dots, no whitespace', () => {
    expect(email('a@b.uz')).toBeUndefined();
    expect(email('a.b@mail.co.uz')).toBeUndefined();
    expect(email('')).toEqual({ key: 'required' });
    for (const bad of ['a@b', 'a@b.c.d.e', 'a b@c.uz', 'a@b .uz', '@b.uz', 'a@.uz', 'ab.uz']) expect(email(bad), bad).toEqual({ key: 'email' });
  });

  it('password: required, 6 to 20, allowed characters listed when wrong, equal to the repeat', () => {
    expect(password('Omad12345')).toBeUndefined();
    expect(password('')).toEqual({ key: 'required' });
    expect(password('abc12')).toEqual({ key: 'minLength', params: { min: 6 } });
    expect(password('a'.repeat(21))).toEqual({ key: 'maxLength', params: { max: 20 } });
    expect(password('пароль12')).toEqual({ key: 'passwordChars', params: { chars: 'п а р о л ь' } });
    expect(password('pass word')).toEqual({ key: 'passwordChars', params: { chars: '␣' } });
    expect(password('Omad12345', 'Omad12346')).toEqual({ key: 'passwordRepeat' });
    expect(password('Omad12345', 'Omad12345')).toBeUndefined();
    expect(passwordRepeat('', 'x')).toEqual({ key: 'required' });
    expect(passwordRepeat('x', 'y')).toEqual({ key: 'passwordRepeat' });
  });

  it('fakename: at least 4, letters and digits only', () => {
    expect(fakename('Omad7')).toBeUndefined();
    expect(fakename('Oma')).toEqual({ key: 'minLength', params: { min: 4 } });
    expect(fakename('Omad 7')).toEqual({ key: 'fakename' });
    expect(fakename('Omad!')).toEqual({ key: 'fakename' });
    expect(fakename('')).toEqual({ key: 'required' });
  });

  it('phone: empty asks to insert a phone; wrong digits count or letters is the wrong-format message', () => {
    expect(phone('')).toEqual({ key: 'insertPhone' });
    expect(phone('+998 90 123 45 67')).toBeUndefined();
    expect(phone('+998 90 123 45 67', { digits: 12 })).toBeUndefined();
    expect(phone('+998 90 123 45', { digits: 12 })).toEqual({ key: 'phone' });
    expect(phone('90abc4567')).toEqual({ key: 'phone' });
    expect(phone('1234')).toEqual({ key: 'phone' });
  });

  it('date: DD.MM.YYYY with a 4-digit year, only 0-9 , . \' -, a real day, within the bounds', () => {
    expect(date('14.05.1990')).toBeUndefined();
    expect(date('')).toEqual({ key: 'required' });
    expect(date('14/05/1990')).toEqual({ key: 'date' });
    expect(date('14.05.90')).toEqual({ key: 'date' });
    expect(date('31.02.1990')).toEqual({ key: 'date' });
    expect(date('1a.05.1990')).toEqual({ key: 'date' });
    const bounds = { min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2007, 0, 1)), format: (d: Date) => d.toISOString().slice(0, 4) };
    expect(date('02.01.2007', bounds)).toEqual({ key: 'dateRange', params: { min: '1900', max: '2007' } });
    expect(date('01.01.2007', bounds)).toBeUndefined();
    expect(parseDisplayDate('29.02.2000')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseDisplayDate('29.02.1900')).toBeUndefined();
  });

  it('sum: positive integer, no leading zero, commas ignored, within bounds with the bounds formatted', () => {
    const rule = { min: 10_000, max: 5_000_000, format: money };
    expect(sum('50,000', rule)).toBeUndefined();
    expect(sum('', rule)).toEqual({ key: 'required' });
    for (const bad of ['0', '050000', '-5', '1.5', '1e5', 'abc']) expect(sum(bad, rule), bad).toEqual({ key: 'wrongField' });
    expect(sum('9999', rule)).toEqual({ key: 'sum', params: { min: '10,000 UZS', max: '5,000,000 UZS' } });
    expect(sum('5000001', rule)).toEqual({ key: 'sum', params: { min: '10,000 UZS', max: '5,000,000 UZS' } });
  });

  it('sex, text, checkbox, custom, promo, postcode, cardHolder, iban', () => {
    expect(sex('')).toEqual({ key: 'required' });
    expect(sex('1')).toBeUndefined();
    expect(text()('')).toEqual({ key: 'required' });
    expect(text(false)('')).toBeUndefined();
    expect(truthyCheckbox(false)).toEqual({ key: 'checkbox' });
    expect(truthyCheckbox(true)).toBeUndefined();
    expect(custom('')).toEqual({ key: 'required' });
    expect(custom('AB12', /^[A-Z]{2}\d{2}$/)).toBeUndefined();
    expect(custom('AB1', /^[A-Z]{2}\d{2}$/)).toEqual({ key: 'custom' });
    expect(promo()).toBeUndefined();
    expect(postcode('')).toBeUndefined();
    expect(postcode('100000')).toBeUndefined();
    expect(postcode('123456789')).toEqual({ key: 'postcode' });
    expect(postcode('12-34')).toEqual({ key: 'postcode' });
    expect(postcode('AB1', /^[A-Z]{2}\d$/)).toBeUndefined();
    expect(cardHolder("ANNA O'NEIL-SMITH Jr.")).toBeUndefined();
    expect(cardHolder('ANNA 2')).toEqual({ key: 'cardHolder' });
    expect(iban('GB82 WEST 1234 5698 7654 32')).toBeUndefined();
    expect(iban('GB82 WEST 1234 5698 7654 33')).toEqual({ key: 'iban' });
  });

  it('codes: confirmation code required, digits only, exactly 6; two-factor code 6 digits', () => {
    expect(code('')).toEqual({ key: 'required' });
    expect(code('111111')).toBeUndefined();
    expect(code('11111')).toEqual({ key: 'code', params: { length: 6 } });
    expect(code('11111a')).toEqual({ key: 'code', params: { length: 6 } });
    expect(twoFactorCode('123456')).toBeUndefined();
    expect(twoFactorCode('')).toEqual({ key: 'twoFactorCode', params: { length: 6 } });
  });

  it('the other character patterns of SPEC §5', () => {
    expect(NO_DIGITS_OR_SYMBOLS.test('Toshkent shahri')).toBe(true);
    expect(NO_DIGITS_OR_SYMBOLS.test('Toshkent 1')).toBe(false);
    expect(NO_SYMBOLS.test('Toshkent 1')).toBe(true);
    expect(NO_SYMBOLS.test('Toshkent#1')).toBe(false);
    expect(NO_SPACES_COMMAS_UNDERSCORES_QUOTES.test('AA1234567')).toBe(true);
    for (const bad of ['AA 12', 'A,B', 'A_B', "A'B", 'A"B']) expect(NO_SPACES_COMMAS_UNDERSCORES_QUOTES.test(bad), bad).toBe(false);
    expect(GENERAL_TEXT.test('Rīga, Привет, Salom 1!')).toBe(true);
    expect(GENERAL_TEXT.test('漢字')).toBe(false);
    expect(pattern(NO_SYMBOLS)('a#')).toEqual({ key: 'symbols' });
    expect(compilePattern('(')).toBeUndefined();
    expect(compilePattern('^\\d+$')?.test('12')).toBe(true);
  });
});

describe('messages', () => {
  const translate = (key: string, params?: Record<string, string | number>) => `${key}|${JSON.stringify(params ?? {})}`;

  it('uses the dictionary when the CMS has no override', () => {
    expect(resolveMessage({ key: 'minLength', params: { min: 6 } }, translate)).toBe('validation.minLength|{"min":6}');
  });

  it('a CMS override wins and fills $$param$$ placeholders', () => {
    expect(resolveMessage({ key: 'minLength', params: { min: 6 } }, translate, { minLength: 'Min length is $$min$$' })).toBe('Min length is 6');
    expect(resolveMessage({ key: 'required' }, translate, { required: 'Field is required' })).toBe('Field is required');
    // A blank override does not erase the message.
    expect(resolveMessage({ key: 'required' }, translate, { required: ' ' })).toBe('validation.required|{}');
  });
});

describe('strategy', () => {
  it('eager: checks on blur, then on every keystroke while it shows an error; always on submit', () => {
    expect(shouldValidate('eager', 'input', false)).toBe(false);
    expect(shouldValidate('eager', 'blur', false)).toBe(true);
    expect(shouldValidate('eager', 'input', true)).toBe(true);
    expect(shouldValidate('eager', 'submit', false)).toBe(true);
  });
  it('onSubmit: only on submit, then keystrokes clear a shown error', () => {
    expect(shouldValidate('onSubmit', 'blur', false)).toBe(false);
    expect(shouldValidate('onSubmit', 'input', false)).toBe(false);
    expect(shouldValidate('onSubmit', 'submit', false)).toBe(true);
    expect(shouldValidate('onSubmit', 'input', true)).toBe(true);
  });
});

describe('masks (# digit, @ letter, * letter or digit)', () => {
  it('formats as the player types and keeps formatted values as they are', () => {
    expect(applyMask('## ### ## ##', '901234567')).toBe('90 123 45 67');
    expect(applyMask('## ### ## ##', '90 123')).toBe('90 123');
    expect(applyMask('+998 ## ### ## ##', '901234567')).toBe('+998 90 123 45 67');
    expect(applyMask('+998 ## ### ## ##', '+998 90 123 45 67')).toBe('+998 90 123 45 67');
    expect(applyMask('@@ #######', 'aa1234567')).toBe('aa 1234567');
    expect(applyMask('@@ #######', '12aa')).toBe('aa');
    expect(applyMask('***-***', 'a1b2c3d')).toBe('a1b-2c3');
    expect(applyMask('## ##', '')).toBe('');
    expect(unmask('+998 ## ### ## ##', '+998 90 123 45 67')).toBe('901234567');
    expect(isMaskComplete('## ##', '12 34')).toBe(true);
    expect(isMaskComplete('## ##', '12 3')).toBe(false);
  });
});

describe('properties', () => {
  const maskArb = fc.array(fc.constantFrom('#', '@', '*', ' ', '-', '(', ')', '+'), { minLength: 1, maxLength: 16 }).map((parts) => parts.join(''));
  const inputArb = fc.string({ maxLength: 24 });

  it('a masked value never exceeds the mask, fits every token slot, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(maskArb, inputArb, (mask, input) => {
        const once = applyMask(mask, input);
        expect(Array.from(once).length).toBeLessThanOrEqual(Array.from(mask).length);
        Array.from(once).forEach((char, index) => {
          const slot = Array.from(mask)[index] ?? '';
          if (slot === '#') expect(char).toMatch(/\d/);
          else if (slot === '@') expect(char).toMatch(/\p{L}/u);
          else if (slot === '*') expect(char).toMatch(/[\p{L}\d]/u);
          else expect(char).toBe(slot);
        });
        expect(applyMask(mask, once)).toBe(once);
      }),
    );
  });

  it('unmask gives back exactly the data characters typed into a digit mask', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,9}$/), (digits) => {
        expect(unmask('## ### ## ##', applyMask('## ### ## ##', digits))).toBe(digits);
      }),
    );
  });

  it('any password of 6-20 allowed characters passes, and any with a disallowed character names it', () => {
    const allowed = fc.constantFrom(...'abcXYZ0189!@#$%^&*()_+-=[]{};:,.<>/?~'.split(''));
    fc.assert(fc.property(fc.array(allowed, { minLength: 6, maxLength: 20 }), (chars) => {
      expect(password(chars.join(''))).toBeUndefined();
    }));
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom('ж', 'ў', ' ', 'é', '中'), (prefix, bad) => {
        const failure = password(`${prefix}${bad}`);
        expect(failure?.key).toBe('passwordChars');
        expect(invalidPasswordChars(`${prefix}${bad}`)).toContain(bad);
      }),
    );
  });

  it('sum accepts exactly the integers in range, whatever commas are typed', () => {
    const rule = { min: 1000, max: 1_000_000, format: money };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (amount) => {
        const typed = amount.toLocaleString('en-US');
        const failure = sum(typed, rule);
        if (amount >= 1000 && amount <= 1_000_000) expect(failure).toBeUndefined();
        else expect(failure?.key).toBe('sum');
      }),
    );
  });

  it('a name with a digit is never valid; a name of letters and spaces always is', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), (before, digit) => {
      expect(name(`${before}${digit}`)).toBeDefined();
    }));
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zА-Яа-я][A-Za-zА-Яа-я ']{0,30}$/), (value) => {
        expect(name(value)).toBeUndefined();
      }),
    );
  });

  it('e-mail never accepts whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, space, b) => {
        expect(email(`${a}${space}${b}@mail.uz`)).toBeDefined();
      }),
    );
  });

  it('a 6-digit code is valid and nothing else is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (value) => {
        expect(code(value) === undefined).toBe(/^\d{6}$/.test(value));
        expect(twoFactorCode(value) === undefined).toBe(/^\d{6}$/.test(value));
      }),
    );
  });
});
