/**
 * SPEC §5: numbers on the wire have one spelling, without a leading zero. A stake, an amount or an id written with
 * one (`010000`, `007`) is refused by the sandbox's validation, never read as another number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type } from 'superstruct';
import { Int, parseParams } from '../api/rules.ts';
import { isAmountText } from './money.ts';

const wholes = fc.integer({ min: 1, max: 999_999_999 });
const zeros = fc.integer({ min: 1, max: 3 }).map((count) => '0'.repeat(count));

describe('amounts and stakes', () => {
  it('a positive amount in its one spelling is accepted, with up to two decimals', () => {
    fc.assert(fc.property(wholes, fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }), (whole, cents) => {
      const text = cents === undefined ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
      expect(isAmountText(text, 9)).toBe(true);
    }));
    expect(isAmountText('0.5', 9)).toBe(true);
  });

  it('the same amount with leading zeros is refused', () => {
    fc.assert(
      fc.property(wholes, zeros, (whole, prefix) => {
        expect(isAmountText(`${prefix}${whole}`, 9)).toBe(false);
      }),
    );
    for (const text of ['010000', '00.5', '0', '0.00', '', '-5', '1.234', '1e3', ' 5', '5.']) expect(isAmountText(text, 9), text).toBe(false);
    expect(isAmountText('1234567890', 9)).toBe(false);
  });
});

describe('ids and whole numbers (Int)', () => {
  const schema = type({ id: Int });
  it('are read in their one spelling and refused with a leading zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999, max: 999_999 }), zeros, (value, prefix) => {
        expect(parseParams({ id: String(value) }, schema)).toEqual({ id: value });
        if (value > 0) expect(() => parseParams({ id: `${prefix}${value}` }, schema)).toThrow();
      }),
    );
    expect(() => parseParams({ id: '-0' }, schema)).toThrow();
  });
});
