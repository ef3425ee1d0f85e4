/**
 * The page's language as app-wide state (decision 031): src/i18n's `setLocale` writes it, `t` and `useT` read it, and
 * whatever follows the language (the page head, the betting frame) subscribes to it.
 */
import { proxy } from 'valtio';
import { DEFAULT_LOCALE, type Locale } from '../api/locales.ts';

export const localeState = proxy<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

/** Back to the default language (tests; a fresh start). */
export function reset(): void {
  localeState.locale = DEFAULT_LOCALE;
}
