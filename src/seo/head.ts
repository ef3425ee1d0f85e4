/**
 * The head of a page from the CMS SEO data (SPEC §3 "SEO data", §9 canonical and robots rules), as a pure function:
 * the app applies the result on every navigation (src/seo/apply.ts), the server module (server/head.ts) renders the
 * same result into the served HTML (src/seo/render.ts) so that a crawler or a link preview gets it without running
 * JavaScript.
 *
 * Layers, each winning over the one before: the CMS `settings-seo` defaults, the domain's SEO (by host), the page's
 * `seos` entry (its own url, else the route's SEO url pattern), and for a CMS content page its own title and FAQ.
 * `replacements` of every layer and the page's `{name}` are applied to the texts.
 */
import type { DomainSeo, FaqItem, SeoData, WebSettings } from '../api/cms/collections.ts';
import type { Locale } from '../api/locales.ts';
import type { MatchedPage } from './pages.ts';

export type SeoLocale = Locale;

export interface HeadInput {
  /** The site's origin as the visitor sees it, e.g. https://omad.uz. */
  origin: string;
  /** The path without the locale prefix, e.g. /game/book-of-omad. */
  path: string;
  locale: SeoLocale;
  page: MatchedPage | undefined;
  defaults?: SeoData | null | undefined;
  titleTemplate?: string | null | undefined;
  disallowPatterns?: readonly string[] | null | undefined;
  domain?: DomainSeo | null | undefined;
  pageSeo?: SeoData | null | undefined;
  /** A CMS content page (`/{slug}`): its title and FAQ blocks. */
  content?: { title: string; faq: readonly FaqItem[] } | null | undefined;
  /** The slug route found no CMS page: the head says noindex. */
  notFound?: boolean;
  /**
   * The page's name in words for `{name}`, where the url has an id or a sysname: a game's display name (SPEC §3
   * "Game list item": description.name, else name). Unknown (not read, no such game): the url's own name.
   */
  displayName?: string | null | undefined;
  webSettings?: WebSettings | null | undefined;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadModel {
  /** `<html lang>`: uz-Latn for Uzbek in Latin script, ru. */
  lang: string;
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** Open Graph, then the CMS meta list (a key already set by Open Graph is not repeated). */
  meta: MetaTag[];
  /** JSON-LD objects: organization, product (game pages), FAQ, article. */
  jsonLd: Record<string, unknown>[];
  /** The SEO text block (CMS rich text: sanitise before showing it). */
  text: string;
  /** SPEC §7 web settings: the favicon. (The installed app's icons are the PWA's own, not the CMS's.) */
  favicon: string | undefined;
}

/** What a page shows when the CMS gives nothing (SPEC §8: SEO load failures keep the defaults). */
export const FALLBACK_TITLE = 'Omad';
export const FALLBACK_DESCRIPTION = 'Omad: kazino va sport tikishlari / казино и ставки на спорт';

const HTML_LANG: Record<SeoLocale, string> = { uz: 'uz-Latn', ru: 'ru' };
const OG_LOCALE: Record<SeoLocale, string> = { uz: 'uz_UZ', ru: 'ru_RU' };
export const NOINDEX = 'noindex, follow';

/** `/profile*` style patterns: `*` is any run of characters, the rest is literal; the whole path must match. */
export function isDisallowed(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${source}$`).test(path);
  });
}

/** The page's url in a locale: uz has no prefix, ru /ru (SPEC §2); game paths insert /platform (SPEC §9). */
export function pageUrl(origin: string, path: string, locale: SeoLocale, isGame: boolean): string {
  const prefix = locale === 'ru' ? '/ru' : '';
  const platform = isGame ? '/platform' : '';
  // A game page opened at its canonical address already has /platform (src/seo/pages.ts matchPage).
  const own = isGame ? path.replace(/^\/platform(?=\/game\/)/, '') : path;
  const tail = own === '/' ? (prefix || platform ? '' : '/') : own;
  return `${origin}${prefix}${platform}${tail}`;
}

/** The hreflang alternates of a page: uz, ru and x-default (uz, the default language), as canonical urls. */
export function alternateUrls(origin: string, path: string, isGame: boolean): { hreflang: string; href: string }[] {
  return [
    { hreflang: 'uz', href: pageUrl(origin, path, 'uz', isGame) },
    { hreflang: 'ru', href: pageUrl(origin, path, 'ru', isGame) },
    { hreflang: 'x-default', href: pageUrl(origin, path, 'uz', isGame) },
  ];
}

function absolute(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function replaceAll(text: string, replacements: Record<string, string>): string {
  let result = text;
  for (const [token, value] of Object.entries(replacements)) if (token !== '') result = result.split(token).join(value);
  return result;
}

/** Plain text of a CMS HTML fragment (for JSON-LD answers): tags dropped, the common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function pick<K extends keyof SeoData>(layers: (SeoData | null | undefined)[], key: K): SeoData[K] | undefined {
  for (const layer of layers) {
    const value = layer?.[key];
    if (value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '')) return value;
  }
  return undefined;
}

function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null && !(Array.isArray(item) && item.length === 0)));
}

export function buildHead(input: HeadInput): HeadModel {
  const { origin, path, locale, page } = input;
  // Most specific first.
  const layers = [input.pageSeo, input.domain?.seo, input.defaults];
  const replacements: Record<string, string> = {};
  for (const layer of [...layers].reverse()) Object.assign(replacements, layer?.replacements ?? {});
  const displayName = input.displayName?.trim() || undefined;
  if (page?.name !== undefined) {
    replacements['{name}'] = displayName ?? page.name;
    replacements['{slug}'] = page.name;
  }
  const fill = (text: string | null | undefined): string => (text ? replaceAll(text, replacements) : '');

  const template = input.titleTemplate && input.titleTemplate.includes('%s') ? input.titleTemplate : '%s';
  const ownTitle = pick([input.pageSeo], 'title') ?? input.content?.title;
  const title = ownTitle ? template.replace('%s', fill(ownTitle)) : fill(pick(layers, 'title')) || FALLBACK_TITLE;
  const description = fill(pick(layers, 'description')) || FALLBACK_DESCRIPTION;

  const isGame = page?.isGame ?? false;
  const ownCanonical = absolute(origin, pick([input.pageSeo], 'canonical'));
  const canonical = ownCanonical ?? pageUrl(origin, path, locale, isGame);
  const alternates = alternateUrls(origin, path, isGame);

  // The host's robots rule (a staging domain stays out of the index) wins, then the page's; disallowed paths never index.
  let robots = input.domain?.robots || pick(layers, 'robots') || 'index, follow';
  // SPEC §9: a disallowed path (or a page that does not exist) adds noindex, follow; a rule that already says noindex stays.
  if ((input.notFound || isDisallowed(path, input.disallowPatterns ?? [])) && !/\bnoindex\b/i.test(robots)) robots = NOINDEX;

  const og = { ...(pick(layers, 'openGraph') ?? {}) };
  // A link preview names the page, not the site: the most specific layer that says anything decides, so a page's own
  // title or description wins over a less specific layer's Open Graph text (the site defaults' brand line).
  const ogText = (key: 'title' | 'description', own: string): string => {
    for (const layer of [{ ...input.pageSeo, title: ownTitle }, input.domain?.seo, input.defaults]) {
      const graph = fill(layer?.openGraph?.[key]);
      if (graph.trim()) return graph;
      if (layer?.[key]?.trim()) return own;
    }
    return own;
  };
  const organization = pick(layers, 'organization');
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'robots', content: robots },
    { property: 'og:title', content: ogText('title', title) },
    { property: 'og:description', content: ogText('description', description) },
    { property: 'og:type', content: og.type || (isGame ? 'product' : 'website') },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[locale] },
  ];
  const image = absolute(origin, og.image);
  if (image) meta.push({ property: 'og:image', content: image });
  if (organization?.name) meta.push({ property: 'og:site_name', content: fill(organization.name) });
  const taken = new Set(meta.map((tag) => tag.name ?? tag.property));
  for (const entry of pick(layers, 'meta') ?? []) {
    const key = entry.name ?? entry.property;
    if (!key || taken.has(key)) continue;
    taken.add(key);
    meta.push(entry.name ? { name: entry.name, content: fill(entry.content) } : { property: key, content: fill(entry.content) });
  }

  const jsonLd: Record<string, unknown>[] = [];
  if (organization) {
    const contact = organization.contactPoint;
    jsonLd.push(
      compact({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: fill(organization.name) || undefined,
        url: absolute(origin, organization.url) ?? origin,
        logo: absolute(origin, organization.logo),
        sameAs: organization.sameAs ?? undefined,
        contactPoint: contact
          ? compact({
              '@type': 'ContactPoint',
              telephone: contact.telephone,
              contactType: contact.contactType,
              areaServed: contact.areaServed,
              availableLanguage: contact.availableLanguage,
            })
          : undefined,
      }),
    );
  }
  const product = pick([input.pageSeo], 'product');
  if (isGame && product) {
    jsonLd.push(
      compact({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: fill(product.name) || displayName || title,
        image: absolute(origin, product.image),
        description: fill(product.description) || description,
        sku: product.sku,
        brand: product.brandName ? { '@type': 'Brand', name: fill(product.brandName) } : undefined,
      }),
    );
  }
  const faq: FaqItem[] = [...(pick([input.pageSeo], 'faq') ?? []), ...(input.content?.faq ?? [])];
  if (faq.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: plainText(fill(item.question)),
        acceptedAnswer: { '@type': 'Answer', text: plainText(fill(item.answer)) },
      })),
    });
  }
  const article = pick([input.pageSeo], 'article');
  if (article) {
    jsonLd.push(
      compact({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: fill(article.headline) || title,
        description: fill(article.description) || description,
        image: absolute(origin, article.image),
        datePublished: article.datePublished,
        dateModified: article.dateModified,
        mainEntityOfPage: canonical,
      }),
    );
  }

  return {
    lang: HTML_LANG[locale],
    title,
    description,
    robots,
    canonical,
    alternates,
    meta,
    jsonLd,
    text: fill(pick([input.pageSeo], 'text')),
    favicon: absolute(origin, input.webSettings?.favicon),
  };
}
