/**
 * The payment platform's own checks of card numbers, card holders and IBANs (SPEC §5; issue 14). The sandbox
 * shares only the API declarations with the app (lint zone), as a real platform would, so these are written
 * here again; the contract tests check that both sides accept and refuse the same test values.
 */

export type CardBrand = 'uzcard' | 'humo' | 'visa' | 'mastercard';

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** ISO/IEC 7812 (Luhn) check digit over 12 to 19 digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 8600 Uzcard, 9860 Humo (issue 14), 4 Visa, 51-55 and 2221-2720 Mastercard. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (digits.startsWith('8600')) return 'uzcard';
  if (digits.startsWith('9860')) return 'humo';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return undefined;
}

/** First six and last four digits, in groups of four: `8600 12** **** 9012`. */
export function maskCardNumber(digits: string): string {
  if (digits.length < 12) return '*'.repeat(digits.length);
  const masked = `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  return (masked.match(/.{1,4}/g) ?? []).join(' ');
}

/** SPEC §5 cardHolder: letters, spaces, . ' - only (and not blank). */
export function isCardHolder(value: string): boolean {
  return value.trim() !== '' && /^[\p{L}\s.'-]+$/u.test(value);
}

/** ISO 13616 IBAN: country, check digits, 11-30 letters or digits, mod 97 = 1. */
export function isIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  let remainder = 0;
  for (const char of `${compact.slice(4)}${compact.slice(0, 4)}`) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** SPEC §9 amounts: thousands separated by commas, with the currency: `50,000 UZS`. */
export function formatAmount(amount: number, currency: string): string {
  const [whole = '0', fraction] = (Number.isInteger(amount) ? amount.toFixed(0) : amount.toFixed(2)).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`} ${currency}`;
}
