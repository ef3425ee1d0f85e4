import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookies, readCookie, type LocaleSignals } from './detect.ts';

const none: LocaleSignals = { pathLocale: undefined, userLocale: undefined, strategy: 'platform', signedIn: false, cookieLocale: undefined, browserLanguages: [] };

describe('detectLocale (SPEC §2 order)', () => {
  it('the path wins over everything', () => {
    expect(detectLocale({ ...none, pathLocale: 'ru', userLocale: 'uz', signedIn: true, cookieLocale: 'uz', browserLanguages: ['uz'] })).toBe('ru');
  });
  it("then the logged-in user's locale under the platform strategy", () => {
    expect(detectLocale({ ...none, userLocale: 'ru', signedIn: true, cookieLocale: 'uz' })).toBe('ru');
    expect(detectLocale({ ...none, userLocale: 'ru', signedIn: false, cookieLocale: 'uz' })).toBe('uz');
    expect(detectLocale({ ...none, userLocale: 'ru', signedIn: true, strategy: 'cookie', cookieLocale: 'uz' })).toBe('uz');
  });
  it('then the saved cookie', () => {
    expect(detectLocale({ ...none, cookieLocale: 'ru', browserLanguages: ['uz-UZ'] })).toBe('ru');
  });
  it("then Telegram's language_code and the browser's languages", () => {
    expect(detectLocale({ ...none, telegramLanguage: 'ru', browserLanguages: ['uz'] })).toBe('ru');
    expect(detectLocale({ ...none, browserLanguages: ['en-US', 'ru-RU'] })).toBe('ru');
  });
  it('then uz', () => {
    expect(detectLocale({ ...none, browserLanguages: ['en-US', 'de'] })).toBe('uz');
    expect(detectLocale({ ...none, cookieLocale: 'xx' })).toBe('uz');
  });
});

describe('locale cookies (SPEC §9)', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    for (const cookie of localeCookies('ru')) {
      expect(cookie).toMatch(/^(i18n_redirected|i18n_locale)=ru; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    }
  });
  it('reads a cookie among others', () => {
    expect(readCookie('i18n_locale', 'a=1; i18n_locale=ru; b=2')).toBe('ru');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBeUndefined();
  });
});
