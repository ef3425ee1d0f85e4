/**
 * Payment card numbers (decision 009): the Luhn check, the card's brand from its first digits (Uzbek cards:
 * 8600 is Uzcard, 9860 is Humo), a display grouping and a mask that keeps the first six and last four digits.
 * Pure. It lives in src/api because both sides of the wire apply it: the cashier screens and the platform, whose
 * sandbox (mocks/payments/rules.ts) may import only src/api; so they cannot disagree.
 */

export type CardBrand = 'uzcard' | 'humo' | 'visa' | 'mastercard';

/** Digits only: spaces and dashes a player types (or a mask inserts) are dropped. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** ISO/IEC 7812 check digit (Luhn): 12 to 19 digits whose doubled-alternate sum is a multiple of 10. */
export function isLuhnValid(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number belongs to, from its prefix; undefined for prefixes the cashier does not take. */
export function cardBrand(value: string): CardBrand | undefined {
  const digits = cardDigits(value);
  if (digits.startsWith('8600')) return 'uzcard';
  if (digits.startsWith('9860')) return 'humo';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return undefined;
}

/** A card number in groups of four (`8600 1234 5678 9012`); masked characters are kept as they are. */
export function formatCardNumber(value: string): string {
  return (cardDigits(value).match(/.{1,4}/g) ?? []).join(' ');
}

/** What a receipt or history line shows: first six and last four digits (PCI DSS), e.g. `8600 12** **** 9012`. */
export function maskCardNumber(value: string): string {
  const digits = cardDigits(value);
  if (digits.length < 12) return '*'.repeat(digits.length);
  return formatCardNumber(`${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`);
}
