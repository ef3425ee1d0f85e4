/**
 * The page's head on client navigation (decision 012): the same head the server module puts into the served HTML
 * (src/seo/head.ts), applied on every route change and language switch, and the CMS SEO text block under the page.
 * Loaded after the first screen (app.tsx): the served HTML already carries the first page's head.
 * A CMS read that fails keeps the defaults and is only logged (SPEC §8; src/cms/client.ts logs it).
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { loadSettingsSeo } from '../../cms/secondary-settings.ts';
import { type SettingsSeo } from '../../api/cms/secondary-collections.ts';
import { loadDomainSeo, loadPageSeo, loadWebSettings } from '../../cms/reads.ts';
import type { DomainSeo, SeoData, WebSettings } from '../../api/cms/collections.ts';
import { type Locale } from '../../i18n/index.ts';
import { localeState } from '../../stores/locale-store.ts';
import { sanitizeCmsHtml } from '../../lib/sanitize.ts';
import { applyHead } from '../../seo/apply.ts';
import { buildHead } from '../../seo/head.ts';
import { matchPage } from '../../seo/pages.ts';
import { pageSeoState } from '../../stores/page-seo-store.ts';
import './seo-head.css';

interface SiteSeo {
  settings: SettingsSeo | undefined;
  domain: DomainSeo | undefined;
  web: WebSettings | undefined;
}

const siteSeo = new Map<Locale, Promise<SiteSeo>>();

/** settings-seo, the domain's SEO and web settings: once per language. */
function loadSiteSeo(locale: Locale): Promise<SiteSeo> {
  let pending = siteSeo.get(locale);
  if (!pending) {
    pending = Promise.all([loadSettingsSeo(locale), loadDomainSeo(window.location.hostname, locale), loadWebSettings()]).then(
      ([settings, domain, web]) => ({ settings, domain, web }),
    );
    siteSeo.set(locale, pending);
  }
  return pending;
}

interface Loaded {
  key: string;
  site: SiteSeo;
  pageSeo: SeoData | undefined;
}

export function SeoHead({ showText }: { showText: boolean }) {
  const [path] = useLocation();
  const { locale } = useSnapshot(localeState);
  const described = useSnapshot(pageSeoState);
  const [loaded, setLoaded] = useState<Loaded>();
  const key = `${locale}:${path}`;
  const page = useMemo(() => matchPage(path), [path]);

  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([loadSiteSeo(locale), loadPageSeo(path, locale, page?.seoUrl, { signal: controller.signal })]).then(([site, entry]) => {
      if (!controller.signal.aborted) setLoaded({ key, site, pageSeo: entry?.seo ?? undefined });
    });
    return () => controller.abort();
  }, [key, locale, path, page]);

  const current = loaded?.key === key ? loaded : undefined;
  const own = described.path === path;
  const model = useMemo(() => {
    // A game page names itself once its game is read (its sysname otherwise): until then the head waits, so a served
    // head already titled with the game's name is not replaced by the sysname for a moment.
    if (!current || (page?.isGame && !own)) return undefined;
    return buildHead({
      origin: window.location.origin,
      path,
      locale,
      page,
      defaults: current.site.settings?.defaultSeo,
      titleTemplate: current.site.settings?.titleTemplate,
      disallowPatterns: current.site.settings?.disallowPatterns,
      domain: current.site.domain,
      webSettings: current.site.web,
      pageSeo: current.pageSeo,
      content: own && described.content ? { title: described.content.title, faq: [...described.content.faq] } : undefined,
      notFound: page === undefined || (own && described.notFound),
      displayName: own ? described.name : undefined,
    });
  }, [current, path, locale, page, own, described.content, described.notFound, described.name]);

  useEffect(() => {
    if (model) applyHead(document, model);
  }, [model]);

  const text = useMemo(() => (model?.text ? sanitizeCmsHtml(model.text) : ''), [model]);
  if (!showText || text === '') return null;
  // Sanitised above, as every CMS rich text is (src/lib/sanitize.ts).
  return <section className="seo-text" data-testid="seo-text" dangerouslySetInnerHTML={{ __html: text }} />;
}
