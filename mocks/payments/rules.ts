/**
 * The payment platform's checks of card numbers, card holders and IBANs (SPEC §5; decision 009). The card-number rules
 * are the app's own (src/api/card-number.ts, shared across the wire like src/api/url-safety.ts); the holder and IBAN
 * checks here are the platform's.
 */

export { cardBrand, cardDigits, isLuhnValid, maskCardNumber, type CardBrand } from '../../src/api/card-number.ts';

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
