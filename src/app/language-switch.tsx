/** Language switcher (SPEC §2, §4): rewrites the /ru prefix and keeps the page, query and hash. */
import { useSnapshot } from 'valtio';
import { LOCALES, localeState, setLocale, useT } from '../i18n/index.ts';
import { localizedUrl } from '../lib/paths.ts';

export function LanguageSwitch() {
  const t = useT();
  const { locale } = useSnapshot(localeState);
  return (
    <div className="language-switch" role="group" aria-label={t('header.language')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'uz' ? 'uz-Latn' : 'ru'}
          aria-pressed={code === locale}
          className="language-switch__option"
          onClick={() => {
            if (code === locale) return;
            void setLocale(code).then(() => {
              window.history.pushState(null, '', localizedUrl(code, window.location));
            });
          }}
        >
          {code.toUpperCase()}
          <span className="visually-hidden"> {t(`languages.${code}`)}</span>
        </button>
      ))}
    </div>
  );
}
