/**
 * Money in the sandbox is integer minor units (ARCHITECTURE.md: the ledger never uses floats).
 * UZS has 2 decimals in minor units: 1,000,000 UZS = 100,000,000 tiyin.
 * The API exposes major-unit amounts (`Money` of src/api/common.ts).
 */
import type { Money } from '../../src/api/common.ts';
import type { Currency as FloorCurrency } from '../../src/api/currencies.ts';

/** One entry per currency of the floor (src/api/currencies.ts), no more and no fewer. */
export const CURRENCY_DECIMALS = { UZS: 2, RUB: 2, USD: 2 } as const satisfies Record<FloorCurrency, number>;
export type Currency = keyof typeof CURRENCY_DECIMALS;
export const CURRENCIES = Object.keys(CURRENCY_DECIMALS) as Currency[];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(CURRENCY_DECIMALS, value);
}

export function toMinor(major: number, currency: Currency): number {
  const minor = Math.round(major * 10 ** CURRENCY_DECIMALS[currency]);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${major}`);
  return minor;
}

export function toMajor(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DECIMALS[currency];
}

export function money(minor: number, currency: Currency): Money {
  return { amount: toMajor(minor, currency), currency };
}

/** Exchange rates of the sandbox (account.getcurrencyrates): how many so'm one unit of a currency is worth. */
export const UZS_PER_UNIT: Readonly<Record<Currency, number>> = { UZS: 1, USD: 12_650, RUB: 140 };

/** A so'm amount in another currency's whole major units: rounded up for a lower bound, down for an upper one. */
export function fromUzs(amountUzs: number, currency: Currency, round: 'up' | 'down'): number {
  const value = amountUzs / UZS_PER_UNIT[currency];
  return round === 'up' ? Math.ceil(value) : Math.floor(value);
}

/**
 * A positive amount in major units as a stake or an amount field carries it: digits without a leading zero (SPEC §5
 * sum: `010` is refused, not read as 10), at most two decimals, at most `wholeDigits` before the point.
 */
export function isAmountText(text: string, wholeDigits: number): boolean {
  const match = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/.exec(text);
  return match !== null && (match[1] ?? '').length <= wholeDigits && Number(text) > 0;
}
