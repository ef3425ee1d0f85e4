import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookies, type LocaleSignals } from './detect.ts';

const none: LocaleSignals = { pathLocale: undefined, userLocale: undefined, strategy: 'platform', signedIn: false, cookies: '', browserLanguages: [] };

describe('detectLocale (SPEC §2 order)', () => {
  it('the path wins over everything', () => {
    expect(detectLocale({ ...none, pathLocale: 'ru', userLocale: 'uz', signedIn: true, cookies: 'i18n_locale=uz', browserLanguages: ['uz'] })).toBe('ru');
  });
  it("then the logged-in user's locale under the platform strategy", () => {
    expect(detectLocale({ ...none, userLocale: 'ru', signedIn: true, cookies: 'i18n_locale=uz' })).toBe('ru');
    expect(detectLocale({ ...none, userLocale: 'ru', signedIn: false, cookies: 'i18n_locale=uz' })).toBe('uz');
    expect(detectLocale({ ...none, userLocale: 'ru', signedIn: true, strategy: 'cookie', cookies: 'i18n_locale=uz' })).toBe('uz');
  });
  it('then the saved cookie: i18n_locale, or i18n_redirected, the default key of SPEC §9', () => {
    expect(detectLocale({ ...none, cookies: 'i18n_locale=ru', browserLanguages: ['uz-UZ'] })).toBe('ru');
    expect(detectLocale({ ...none, cookies: 'i18n_redirected=ru', browserLanguages: ['uz-UZ'] })).toBe('ru');
    expect(detectLocale({ ...none, cookies: 'a=1; i18n_redirected=ru; b=2' })).toBe('ru');
    // Both written by the app agree; when they do not, the default key decides.
    expect(detectLocale({ ...none, cookies: 'i18n_locale=uz; i18n_redirected=ru' })).toBe('ru');
    expect(detectLocale({ ...none, cookies: 'i18n_redirected=xx; i18n_locale=ru' })).toBe('ru');
  });
  it("then Telegram's language_code and the browser's languages", () => {
    expect(detectLocale({ ...none, telegramLanguage: 'ru', browserLanguages: ['uz'] })).toBe('ru');
    expect(detectLocale({ ...none, browserLanguages: ['en-US', 'ru-RU'] })).toBe('ru');
  });
  it('then uz', () => {
    expect(detectLocale({ ...none, browserLanguages: ['en-US', 'de'] })).toBe('uz');
    expect(detectLocale({ ...none, cookies: 'i18n_locale=xx; i18n_redirected=en' })).toBe('uz');
  });
});

describe('locale cookies (SPEC §9)', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    for (const cookie of localeCookies('ru')) {
      expect(cookie).toMatch(/^(i18n_redirected|i18n_locale)=ru; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    }
  });
  it('what is saved is what detection reads back', () => {
    for (const locale of ['uz', 'ru'] as const) {
      const jar = localeCookies(locale).map((cookie) => cookie.split(';')[0]).join('; ');
      expect(detectLocale({ ...none, cookies: jar, browserLanguages: [locale === 'uz' ? 'ru' : 'uz'] })).toBe(locale);
    }
  });
});
