/**
 * The languages of the product (SPEC §1: Uzbek in Latin script, the default, and Russian): the `locale` every call
 * carries (ARCHITECTURE.md wire contract), the CMS's locales and the paths' prefixes. Part of the contract floor
 * (decision 031), so the app, the edge and the sandbox name the same two.
 */
export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
