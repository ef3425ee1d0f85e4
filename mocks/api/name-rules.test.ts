/**
 * Names and fake names (SPEC §5; src/api/name-characters.ts): the app's form rules and the platform's parameter rules
 * refuse the same deceptive text (invisible and direction-control characters, piled-up combining marks, no letters, a
 * fake name mixing look-alike alphabets) and accept the same honest names, property-tested with fast-check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakename, name } from '../../src/lib/validation.ts';
import { Fakename, PersonName } from './rules.ts';

/** Bidi embeddings, overrides, isolates and marks, zero-width characters, invisible fillers and other format characters. */
const INVISIBLE = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164', '\uFFA0', '\u115F', '\u2800', '\u034F', '\uFE0F'];
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯўқғҳЎҚҒҲ'.split('');
const UZBEK_LATIN = [...LATIN, 'ʻ', '\''];

const word = (letters: readonly string[], min = 2, max = 12) => fc.array(fc.constantFrom(...letters), { minLength: min, maxLength: max }).map((chars) => chars.join(''));
/** An honest name: one or two words of one alphabet. */
const honestName = fc.oneof(word(UZBEK_LATIN), word(CYRILLIC), fc.tuple(word(LATIN), word(LATIN)).map(([first, second]) => `${first} ${second}`)).filter((value) => /\p{L}/u.test(value));
/** An honest name with an invisible character put somewhere in it. */
const withInvisible = fc.tuple(honestName, fc.constantFrom(...INVISIBLE), fc.nat()).map(([value, invisible, at]) => {
  const position = at % (value.length + 1);
  return `${value.slice(0, position)}${invisible}${value.slice(position)}`;
});
const digits = fc.array(fc.constantFrom(...'0123456789'.split('')), { maxLength: 4 }).map((chars) => chars.join(''));

describe('names (first and last name)', () => {
  it('honest names of one or two words in Latin (with ʻ) or Cyrillic pass both the form and the platform', () => {
    fc.assert(
      fc.property(honestName, (value) => {
        expect(name(value)).toBeUndefined();
        expect(PersonName.is(value)).toBe(true);
      }),
    );
  });

  it('any invisible or direction-control character anywhere is refused by both, with its own message in the form', () => {
    fc.assert(
      fc.property(withInvisible, (value) => {
        expect(name(value)).toEqual({ key: 'invisibleChars' });
        expect(PersonName.is(value)).toBe(false);
      }),
    );
  });

  it('the probe’s names: U+202E alone, U+202D U+202C, “‮evil‬ Ali”', () => {
    for (const value of ['\u202E', '\u202D\u202C', '\u202Eevil\u202C Ali', 'Ali\u200B', '\u3164\u3164']) {
      expect(name(value), JSON.stringify(value)).toEqual({ key: 'invisibleChars' });
      expect(PersonName.is(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('no letters (only apostrophes, dashes, dots) is a wrong name for both', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("'", '-', '.', ' ', ','), { minLength: 1, maxLength: 8 }).map((chars) => `${chars.join('')}-`), (value) => {
        expect(name(value)).toEqual({ key: 'name' });
        expect(PersonName.is(value)).toBe(false);
      }),
    );
  });

  it('one letter may carry up to two combining marks; three, or a mark with no letter before it, are refused by both', () => {
    const marks = fc.array(fc.constantFrom('\u0301', '\u0306', '\u0308', '\u0323', '\u0300'), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(honestName, marks, (value, piled) => {
        const accented = `${value}${piled.join('')}`;
        const ok = piled.length <= 2;
        expect(name(accented) === undefined).toBe(ok);
        expect(PersonName.is(accented)).toBe(ok);
        expect(name(`${piled.join('')}${value}`)).toEqual({ key: 'name' });
        expect(PersonName.is(`${piled.join('')}${value}`)).toBe(false);
      }),
    );
    // й typed as и + U+0306 is an honest name.
    expect(name('Сергеи\u0306')).toBeUndefined();
  });
});

describe('fake names', () => {
  it('letters of one alphabet with digits pass both', () => {
    fc.assert(
      fc.property(fc.oneof(word(LATIN, 4), word(CYRILLIC, 4)), digits, (letters, number) => {
        const value = `${letters}${number}`.slice(0, 20);
        expect(fakename(value)).toBeUndefined();
        expect(Fakename.is(value)).toBe(true);
      }),
    );
  });

  it('Latin and Cyrillic letters in one fake name are refused by both, with their own message in the form', () => {
    fc.assert(
      fc.property(word(LATIN, 2, 8), word(CYRILLIC, 1, 8), digits, fc.boolean(), (latin, cyrillic, number, cyrillicFirst) => {
        const value = `${cyrillicFirst ? cyrillic + latin : latin + cyrillic}${number}`;
        expect(fakename(value)).toEqual({ key: 'mixedScripts' });
        expect(Fakename.is(value)).toBe(false);
      }),
    );
    // The probe's look-alike: a Cyrillic Р in "Player1001".
    expect(fakename('\u0420layer1001')).toEqual({ key: 'mixedScripts' });
    expect(Fakename.is('\u0420layer1001')).toBe(false);
  });

  it('invisible characters are refused by both (even the fillers that count as letters)', () => {
    fc.assert(
      fc.property(word(LATIN, 4, 10), fc.constantFrom(...INVISIBLE), (letters, invisible) => {
        const value = `${letters}${invisible}`;
        expect(fakename(value)).toEqual({ key: 'invisibleChars' });
        expect(Fakename.is(value)).toBe(false);
      }),
    );
  });
});
