/**
 * Language switcher (SPEC §2, §4): rewrites the /ru prefix and keeps the page, query and hash. The languages, their
 * names, order and direction come from the CMS `common.languages` (SPEC §3 language entry); only the languages the app
 * has texts for are offered, and without a usable CMS list the app's own two remain (SPEC §8: defaults stay).
 */
import { useSnapshot } from 'valtio';
import { cmsState, type Language } from '../../stores/cms-store.ts';
import { LOCALES, isLocale, setLocale, useT, type Locale } from '../../i18n/index.ts';
import { localeState } from '../../stores/locale-store.ts';
import { localizedUrl } from '../../lib/paths.ts';

export interface SwitchOption {
  code: Locale;
  /** BCP 47 tag for the option's `lang` (uz is written in Latin script). */
  lang: string;
  /** The language's own name, from the CMS. */
  name: string | null;
  dir: 'ltr' | 'rtl';
}

/** The CMS languages the app can show, in the CMS's order, each once; the app's own list when none is usable. */
export function switchOptions(languages: readonly Language[]): SwitchOption[] {
  const seen = new Set<Locale>();
  const options: SwitchOption[] = [];
  for (const entry of languages) {
    if (!isLocale(entry.code) || seen.has(entry.code)) continue;
    seen.add(entry.code);
    options.push({ code: entry.code, lang: entry.code === 'uz' ? 'uz-Latn' : entry.language || entry.code, name: entry.name.trim() || null, dir: entry.dir });
  }
  if (options.length > 1) return options;
  return LOCALES.map((code) => ({ code, lang: code === 'uz' ? 'uz-Latn' : 'ru', name: null, dir: 'ltr' as const }));
}

export function LanguageSwitch() {
  const t = useT();
  const { locale } = useSnapshot(localeState);
  const { languages } = useSnapshot(cmsState);
  return (
    <div className="language-switch" role="group" aria-label={t('header.language')}>
      {switchOptions(languages).map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.lang}
          dir={option.dir}
          aria-pressed={option.code === locale}
          className="language-switch__option"
          onClick={() => {
            if (option.code === locale) return;
            void setLocale(option.code).then(() => {
              window.history.pushState(null, '', localizedUrl(option.code, window.location));
            });
          }}
        >
          {option.code.toUpperCase()}
          <span className="visually-hidden"> {option.name ?? t(`languages.${option.code}`)}</span>
        </button>
      ))}
    </div>
  );
}
