import { describe, expect, it } from 'vitest';
import type { DepositLimit } from '../../api/account.ts';
import { depositBounds, presetsFor, showMoney } from './amount.ts';

const limit = (available: number | null, period: DepositLimit['period'] = 'day'): DepositLimit => ({
  available_amount: available === null ? null : { amount: available, currency: 'UZS' },
  can_edit: true,
  expired_at: null,
  limit_amount: available === null ? null : { amount: 500_000, currency: 'UZS' },
  period,
});

describe('amounts', () => {
  it('shows UZS in whole so\'m and other currencies with their decimals (SPEC §9)', () => {
    expect(showMoney(50_000, 'UZS')).toBe('50,000 UZS');
    expect(showMoney(50_000.75, 'UZS')).toBe('50,000 UZS');
    expect(showMoney(12.5, 'USD')).toBe('12.50 USD');
  });

  it('lowers the maximum to what the deposit limit leaves', () => {
    const method = { min_amount: 10_000, max_amount: 20_000_000 };
    expect(depositBounds(method, undefined)).toEqual({ min: 10_000, max: 20_000_000, limited: false });
    expect(depositBounds(method, limit(null, 'none'))).toEqual({ min: 10_000, max: 20_000_000, limited: false });
    expect(depositBounds(method, limit(300_000))).toEqual({ min: 10_000, max: 300_000, limited: true });
    // Less than the minimum left: nothing fits.
    expect(depositBounds(method, limit(5_000)).max).toBeLessThan(10_000);
  });

  it('takes the presets of the first source that has the currency, inside the bounds, once each', () => {
    const bounds = { min: 10_000, max: 500_000 };
    expect(presetsFor('UZS', bounds, [{ UZS: [{ value: 50_000 }, { value: 20_000 }, { value: 50_000 }, { value: 1_000_000 }] }, { UZS: [{ value: 30_000 }] }])).toEqual([20_000, 50_000]);
    expect(presetsFor('UZS', bounds, [{ USD: [{ value: 5 }] }, undefined, { UZS: [{ value: 30_000 }] }])).toEqual([30_000]);
    expect(presetsFor('RUB', bounds, [{ UZS: [{ value: 30_000 }] }])).toEqual([]);
  });
});
