import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, formatCardNumber, isLuhnValid, maskCardNumber } from './card-number.ts';

describe('card numbers', () => {
  it('checks the Luhn digit of the documented test cards and refuses a changed digit', () => {
    for (const number of ['8600 1234 5678 9012', '9860 1234 5678 9015', '4111 1111 1111 1111', '5555 5555 5555 4444', '8600000000000015']) {
      expect(isLuhnValid(number), number).toBe(true);
    }
    for (const number of ['8600 1234 5678 9013', '4111 1111 1111 1112', '', '8600', '8600 1234 5678 901x', '12345678901234567890']) {
      expect(isLuhnValid(number), number).toBe(false);
    }
  });

  it('a single changed digit always breaks the check (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }), fc.nat(14), fc.integer({ min: 1, max: 9 }), (body, position, shift) => {
        const prefix = body.join('');
        const check = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].find((digit) => isLuhnValid(prefix + digit));
        expect(check).toBeDefined();
        const valid = prefix + (check ?? '');
        const changed = valid.slice(0, position) + String((Number(valid[position]) + shift) % 10) + valid.slice(position + 1);
        expect(isLuhnValid(changed)).toBe(false);
      }),
    );
  });

  it('recognises the brand: 8600 Uzcard, 9860 Humo, 4 Visa, 51-55 and 2221-2720 Mastercard', () => {
    expect(cardBrand('8600 1234')).toBe('uzcard');
    expect(cardBrand('9860')).toBe('humo');
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('2720')).toBe('mastercard');
    expect(cardBrand('2721')).toBeUndefined();
    expect(cardBrand('6262')).toBeUndefined();
    expect(cardBrand('')).toBeUndefined();
  });

  it('groups and masks (first six, last four)', () => {
    expect(cardDigits('8600-1234 5678 9012')).toBe('8600123456789012');
    expect(formatCardNumber('8600123456789012')).toBe('8600 1234 5678 9012');
    expect(formatCardNumber('86001')).toBe('8600 1');
    expect(maskCardNumber('8600 1234 5678 9012')).toBe('8600 12** **** 9012');
    expect(maskCardNumber('4111111111111111111')).toBe('4111 11** **** ***1 111');
    expect(maskCardNumber('1234')).toBe('****');
  });
});
