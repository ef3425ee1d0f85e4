/**
 * Promo codes shared by registration, the deposit form and the bonuses page (SPEC §4, §8): a code from the URL
 * query `promo_code` is kept in localStorage until used, and a refused code is told in the CMS's words.
 */
import { isApiError } from '../api/errors.ts';
import { track } from './analytics.ts';
import { STORAGE_KEYS, removeStored, writeStored } from '../lib/device-storage.ts';

/** Promo codes are short words of letters, digits, `_` and `-`; anything else in the address is ignored. */
const CODE = /^[\p{L}\p{N}_-]{1,64}$/u;

/** The `promo_code` of a query string, when it looks like a code. */
export function promoCodeFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get('promo_code')?.trim();
  return value && CODE.test(value) ? value : undefined;
}

/** SPEC §4: a promo code from the URL query persists in local storage (until it is used). */
export function keepPromoCodeFromUrl(search: string): void {
  const code = promoCodeFromSearch(search);
  if (code) writeStored(STORAGE_KEYS.promoCode, code);
}

/** The kept code was used (activated, or registered with): it is not offered again. */
export function forgetPromoCode(): void {
  removeStored(STORAGE_KEYS.promoCode);
}

/** SPEC §8: the CMS words under common.promoCodeErrors for `key`, falling back to INVALID, then to the dictionary's. */
export function promoCodeMessage(key: string, promoCodeErrors: Readonly<Record<string, string>>, fallback: string): string {
  return promoCodeErrors[key] || promoCodeErrors.INVALID || fallback;
}

/**
 * SPEC §8: the key of a refused promo code (the first entry of error_data.promo_code), or undefined when the error
 * is not about the code (a network failure, a missing session). A refusal fires the `promocode not found` event.
 */
export function promoCodeRefusal(error: unknown, code: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const key = error.fieldKey('promo_code');
  if (key === undefined) return undefined;
  track('promocode not found', { promo_code: code, reason: key });
  return key;
}
