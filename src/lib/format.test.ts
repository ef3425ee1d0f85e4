import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatNumber } from './format.ts';

describe('formatNumber (SPEC §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1000000, '1,000,000'],
    [1234.5, '1,234.50'],
    [0.1, '0.10'],
    [-2500, '-2,500'],
    [12345678.999, '12,345,679.00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it('never shows NaN or Infinity', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('removing the commas gives back the integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(Number(formatNumber(value).replaceAll(',', ''))).toBe(value);
      }),
    );
  });

  it('groups are exactly three digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (value) => {
        const [first, ...rest] = formatNumber(value).split(',');
        expect(first!.length).toBeGreaterThanOrEqual(1);
        expect(first!.length).toBeLessThanOrEqual(3);
        for (const group of rest) expect(group).toHaveLength(3);
      }),
    );
  });

  it('formats money with its currency', () => {
    expect(formatMoney(1000000, 'UZS')).toBe('1,000,000 UZS');
  });
});
