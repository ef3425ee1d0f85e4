/**
 * rosetta with the uz (default, Latin script) and ru dictionaries. Every user-visible string lives in
 * uz.json / ru.json; the default dictionary is bundled, the other is loaded when first needed.
 *
 * The default dictionary is bundled in sections (decision 007): the build (scripts/dictionary-sections.ts) leaves
 * out of the import below every section (or part of one) that has a module in ./texts/, and that module, imported by
 * the screens that show the section, adds it with `addTexts` when their chunk loads. So the first screen carries the
 * frame's texts (header, menu, common words, errors, popup titles) and its own, not the cashier's or the profile's.
 * ./texts.test.ts checks that every screen imports the texts it shows.
 */
import rosetta from 'rosetta';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_LOCALE, type Locale } from '../api/locales.ts';
import { localeState } from '../stores/locale-store.ts';
import uz from './uz.json';

// The language list is the contract's (src/api/locales.ts); the translation layer names it for the app.
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../api/locales.ts';

export type Dictionary = typeof uz;

/**
 * Every key of the dictionary, as a dotted path to a string or to a plural entry (`{one, few, many, other}`), so
 * `t('no.such.key')` does not compile. A key built from a server value goes through a map or a union of the known
 * values (e.g. `Record<Status, TranslationKey>`), never through `t(\`x.${anyString}\`)`.
 */
export type TranslationKey = KeysOf<Dictionary>;
/** The keys under a section, without its prefix: `KeysUnder<'cashier.errors'>` is `'generic' | 'noAnswer' | …`. */
export type KeysUnder<Section extends string> = TranslationKey extends infer K ? (K extends `${Section}.${infer Rest}` ? Rest : never) : never;

/**
 * `value` when it is one of `values`, the server values the dictionary has words for; otherwise undefined. Narrows a
 * string from the wire so a key built from it is checked: `t(\`cashier.types.${known(type, TYPES) ?? 'other'}\`)`.
 */
export function known<const T extends string>(value: string | null | undefined, values: readonly T[]): T | undefined {
  return (values as readonly (string | null | undefined)[]).includes(value) ? (value as T) : undefined;
}

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : IsPlural<T[K]> extends true ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A plural entry has `other` and nothing but CLDR categories; a section that merely has a key named `other` is not one. */
type IsPlural<T> = T extends { other: string } ? (Exclude<keyof T, Intl.LDMLPluralRule> extends never ? true : false) : false;

/** SPEC §3 language entry. */
export interface LanguageEntry {
  code: Locale;
  language: string;
  name: string;
  dir: 'ltr' | 'rtl';
  icon: string;
  isDefault: boolean;
}

const LANGUAGES: readonly LanguageEntry[] = [
  { code: 'uz', language: 'uz-Latn', name: "O'zbekcha", dir: 'ltr', icon: '🇺🇿', isDefault: true },
  { code: 'ru', language: 'ru', name: 'Русский', dir: 'ltr', icon: '🇷🇺', isDefault: false },
];
export type TranslationParams = Record<string, string | number>;
/** The type of `t` and of what `useT` gives, for helpers that translate with the caller's function. */
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

const i18n = rosetta<Dictionary>({ uz });
i18n.locale(DEFAULT_LOCALE);

/** Adds sections, or parts of a section, of the default dictionary that came with a screen's code (./texts/). */
export function addTexts(sections: Partial<Dictionary>): void {
  const table: Partial<Record<string, object>> = i18n.table(DEFAULT_LOCALE) ?? {};
  const merged = Object.fromEntries(Object.entries(sections).map(([name, parts]) => [name, { ...table[name], ...parts }]));
  i18n.set(DEFAULT_LOCALE, merged as Dictionary);
}

const loaders: Record<Locale, () => Promise<Dictionary>> = {
  uz: () => Promise.resolve(uz),
  ru: () => import('./ru.json').then((module) => module.default),
};

/** SPEC §2: `<html lang>` is uz-Latn for Uzbek in Latin script. */
function htmlLang(locale: Locale): string {
  return locale === 'uz' ? 'uz-Latn' : 'ru';
}

/** Loads the dictionary (once) and switches every `t` to it. */
export async function setLocale(locale: Locale): Promise<void> {
  if (!i18n.table(locale)) i18n.set(locale, await loaders[locale]());
  i18n.locale(locale);
  localeState.locale = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dir = LANGUAGES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
    for (const listener of listeners) listener(locale);
  }
}

type LocaleListener = (locale: Locale) => void;
const listeners = new Set<LocaleListener>();

/** Called after every locale change (cookies, the platform's changeLocale). */
export function onLocaleChange(listener: LocaleListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};

/** CLDR plural category of `count` in `locale` (SPEC §9: Russian picks among three forms: 1 очко, 2 очка, 5 очков). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  pluralRules[locale] ??= new Intl.PluralRules(htmlLang(locale));
  return pluralRules[locale].select(count);
}

const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies Intl.LDMLPluralRule[];

/** As `IsPlural` above: `other` and nothing but CLDR categories. */
function isPluralEntry(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string' && Object.keys(value).every((key) => PLURAL_CATEGORIES.includes(key));
}

/**
 * An entry is a string, or plural forms by CLDR category (`one`, `few`, `many`, `other`) chosen by the number
 * `params.count`: ru `{"one": "{{count}} очко", "few": "{{count}} очка", "many": "{{count}} очков", "other": …}`.
 * A missing key shows the key, never an empty string.
 */
function translate(key: string, params: TranslationParams | undefined, locale: Locale): string {
  const entry: unknown = i18n.t(key, params ?? {}, locale);
  if (isPluralEntry(entry)) {
    const count = params?.count;
    const category = typeof count === 'number' ? pluralCategory(locale, count) : 'other';
    const form = category in entry ? category : 'other';
    return i18n.t(`${key}.${form}`, params ?? {}, locale) || key;
  }
  return typeof entry === 'string' && entry !== '' ? entry : key;
}

/** Translates a key such as `signIn.title`; `{{name}}` placeholders are filled from params. */
export function t(key: TranslationKey, params?: TranslationParams): string {
  return translate(key, params, localeState.locale);
}

/** The hook form of `t`: re-renders when the locale changes. */
export function useT(): Translate {
  const { locale } = useSnapshot(localeState);
  return useCallback((key: TranslationKey, params?: TranslationParams) => translate(key, params, locale), [locale]);
}

export function currentLocale(): Locale {
  return localeState.locale;
}
