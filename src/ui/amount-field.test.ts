import { describe, expect, it } from 'vitest';
import { parseAmount, typeAmount } from './amount-field.tsx';

describe('the amount field', () => {
  it('groups what is typed with commas and keeps nothing but digits', () => {
    expect(typeAmount('50000')).toBe('50,000');
    expect(typeAmount('1 000 000 so\'m')).toBe('1,000,000');
    expect(typeAmount('')).toBe('');
    // A leading zero stays, so the sum rule can say the value is wrong.
    expect(typeAmount('0500')).toBe('0500');
    expect(typeAmount('9'.repeat(20))).toHaveLength('999,999,999,999'.length);
  });

  it('sends whole major units: commas ignored, no leading zero, no fractions (SPEC §5 sum, decision 009)', () => {
    expect(parseAmount('50,000')).toBe(50_000);
    expect(parseAmount(' 14000 ')).toBe(14_000);
    expect(parseAmount('0500')).toBeUndefined();
    expect(parseAmount('12.5')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });
});
