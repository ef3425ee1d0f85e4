/**
 * Locale detection (SPEC §2 "Locale is detected from the path, then the user's locale (when the strategy is
 * platform and the user is logged in), then a saved locale cookie (1 year), then the browser locale, then the
 * default"). Telegram's language_code counts as the browser's language inside Telegram.
 * SPEC §9 names two language cookies: i18n_redirected (the default key) and i18n_locale. The app writes both;
 * a player may arrive with only one of them (set by an older app or the operator's other sites), so both are read,
 * the default key first.
 */
import { readCookie } from '../lib/cookies.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './index.ts';

const LOCALE_COOKIE = 'i18n_locale';
const REDIRECTED_COOKIE = 'i18n_redirected';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface LocaleSignals {
  /** The locale the path names: 'ru' for /ru/…, undefined for an unprefixed path (it does not name uz explicitly). */
  pathLocale: Locale | undefined;
  userLocale: string | undefined;
  strategy: 'platform' | 'cookie';
  signedIn: boolean;
  /** The page's cookies (src/lib/cookies.ts pageCookies): the saved language is read from them. */
  cookies: string;
  browserLanguages: readonly string[];
  telegramLanguage?: string | undefined;
}

function fromLanguageTag(tag: string | undefined): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

export function detectLocale(signals: LocaleSignals): Locale {
  if (signals.pathLocale) return signals.pathLocale;
  if (signals.strategy === 'platform' && signals.signedIn) {
    const user = fromLanguageTag(signals.userLocale);
    if (user) return user;
  }
  const saved = savedLocale(signals.cookies);
  if (saved) return saved;
  for (const language of [signals.telegramLanguage, ...signals.browserLanguages]) {
    const found = fromLanguageTag(language);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

/** The language a player saved (SPEC §9 cookies): i18n_redirected, the default key, then i18n_locale. */
function savedLocale(cookies: string): Locale | undefined {
  return fromLanguageTag(readCookie(REDIRECTED_COOKIE, cookies)) ?? fromLanguageTag(readCookie(LOCALE_COOKIE, cookies));
}

/** SPEC §9: i18n_redirected and i18n_locale, 365 days, path /, SameSite=Lax. */
export function localeCookies(locale: Locale): string[] {
  const attributes = `; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
  return [`${REDIRECTED_COOKIE}=${locale}${attributes}`, `${LOCALE_COOKIE}=${locale}${attributes}`];
}

export function saveLocaleCookies(locale: Locale): void {
  for (const cookie of localeCookies(locale)) document.cookie = cookie;
}
