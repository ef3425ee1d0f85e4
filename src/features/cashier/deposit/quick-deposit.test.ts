import { describe, expect, it } from 'vitest';
import type { DepositMethod } from '../../../api/cashier.ts';
import { fitQuickDeposit } from './quick-deposit.ts';

const method = (sysname: string, min: number, max: number): DepositMethod => ({ sysname, name: sysname, currency: 'UZS', min_amount: min, max_amount: max, flow: 'redirect', fields: [], presets: {} });
const methods = [method('payme', 5_000, 10_000_000), method('uzcard', 10_000, 20_000_000)];

describe('the quick re-deposit', () => {
  it('offers a stored deposit only when it still fits a method in the same currency', () => {
    expect(fitQuickDeposit({ method: 'payme', amount: 400_000, currency: 'UZS' }, methods, 'UZS')).toEqual({ method: methods[0], amount: 400_000 });
    expect(fitQuickDeposit({ method: 'payme', amount: 400_000, currency: 'USD' }, methods, 'UZS')).toBeUndefined();
    expect(fitQuickDeposit({ method: 'oson', amount: 400_000, currency: 'UZS' }, methods, 'UZS')).toBeUndefined();
    expect(fitQuickDeposit({ method: 'uzcard', amount: 5_000, currency: 'UZS' }, methods, 'UZS')).toBeUndefined();
    expect(fitQuickDeposit({ method: 'uzcard', amount: 50_000.5, currency: 'UZS' }, methods, 'UZS')).toBeUndefined();
    expect(fitQuickDeposit(undefined, methods, 'UZS')).toBeUndefined();
  });
});
