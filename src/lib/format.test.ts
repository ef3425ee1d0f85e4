import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, progressPercent } from './format.ts';

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

  it('non-integers: comma groups, exactly two decimals, within half a hundredth (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }).filter((value) => !Number.isInteger(value)), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.abs(Number(text.replaceAll(',', '')) - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * Number.EPSILON);
      }),
    );
  });

  it('writes exactly what Intl.NumberFormat en-US writes (property); integers without making one', () => {
    const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intl = (value: number) => (Number.isInteger(value) ? integer : decimal).format(value);
    for (const value of [1.005, 2.675, 0.125, 0.995, -0.995, -0.005, -0.001, 1e-7, 123456789.125, 1e23, -1e21, 1.5e300]) expect(formatNumber(value)).toBe(intl(value));
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => value !== 0), (value) => {
        expect(formatNumber(value)).toBe(intl(value));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const value = whole + thousandths / 1000;
        if (value !== 0) expect(formatNumber(value)).toBe(intl(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('huge integers are grouped too, never in exponent notation', () => {
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(-0)).toBe('0');
  });

  it('formats money with its currency', () => {
    expect(formatMoney(1000000, 'UZS')).toBe('1,000,000 UZS');
  });
});

describe('dates and times (SPEC §9)', () => {
  it('formats DD.MM.YYYY and H:MM in local time', () => {
    const date = new Date(2026, 2, 5, 9, 7);
    expect(formatDate(date)).toBe('05.03.2026');
    expect(formatTime(date)).toBe('9:07');
    expect(formatDateTime(date, 'soat')).toBe('05.03.2026 soat 9:07');
  });
  it('reads unix seconds and ISO strings', () => {
    const date = new Date(2026, 10, 22, 23, 59);
    expect(formatDate(Math.floor(date.getTime() / 1000))).toBe('22.11.2026');
    expect(formatTime(date.toISOString())).toBe('23:59');
  });
  it('an invalid date gives an empty string, never "NaN"', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('nope', 'в')).toBe('');
  });
});

describe('progressPercent (SPEC §9)', () => {
  it('floors and clamps', () => {
    expect(progressPercent(50, 0, 200)).toBe(25);
    expect(progressPercent(1, 0, 3)).toBe(33);
    expect(progressPercent(300, 0, 200)).toBe(100);
    expect(progressPercent(-5, 0, 200)).toBe(0);
    expect(progressPercent(150, 100, 200)).toBe(50);
  });
  it('is 100 with no max', () => {
    expect(progressPercent(5, 0, null)).toBe(100);
    expect(progressPercent(5, 0, undefined)).toBe(100);
  });
  it('always an integer within 0..100 (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), fc.double({ noNaN: true, min: -1e9, max: 1e9 }), fc.option(fc.double({ noNaN: true, min: -1e9, max: 1e9 })), (current, min, max) => {
        const value = progressPercent(current, min, max);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });
});
