/**
 * The sandbox CMS's content: the seeded fixtures, and what an operator or a test published over them through the
 * test-mode admin endpoints (admin.ts). Lives as long as the sandbox; `reset()` goes back to the seed.
 *
 * - A content page put for a locale replaces (or adds) the page of that slug in `pages`, and its SEO title and
 *   description the `seos` entry of `/{slug}`.
 * - A single type put for a locale replaces that single type's fields for the locale, as a Strapi editor saving it.
 */
import { collectionEntries, singleTypeFields, type CmsLocale, type CollectionTypeName, type SingleTypeName } from './fixtures.ts';
import type { Entry } from './strapi.ts';

export interface PublishedPage {
  title: string;
  content: string;
  seo?: { title: string; description: string } | undefined;
}

/** Every field of the SEO component, empty: the app's deep populate names them all (Strapi refuses an unknown key). */
const EMPTY_SEO: Record<string, unknown> = {
  id: 1,
  openGraph: null,
  robots: null,
  meta: [],
  canonical: null,
  organization: null,
  product: null,
  faq: [],
  article: null,
  text: null,
  replacements: null,
};

export class CmsContent {
  private readonly pages = new Map<string, PublishedPage>();
  private readonly singles = new Map<string, Record<string, unknown>>();
  #revision = 0;

  /** Bumped by every change (and by reset): what was built from the content before is stale (mocks/http/shell-cache.ts). */
  get revision(): number {
    return this.#revision;
  }

  reset(): void {
    this.pages.clear();
    this.singles.clear();
    this.#revision += 1;
  }

  putPage(locale: CmsLocale, slug: string, page: PublishedPage): void {
    this.pages.set(`${locale}:${slug}`, page);
    this.#revision += 1;
  }

  putSingle(locale: CmsLocale, name: SingleTypeName, fields: Record<string, unknown>): void {
    this.singles.set(`${locale}:${name}`, fields);
    this.#revision += 1;
  }

  singleType(name: SingleTypeName, locale: CmsLocale): Record<string, unknown> {
    return this.singles.get(`${locale}:${name}`) ?? singleTypeFields(name, locale);
  }

  collection(name: CollectionTypeName, locale: CmsLocale): Entry[] {
    const seeded = collectionEntries(name, locale);
    const published = [...this.pages].filter(([key]) => key.startsWith(`${locale}:`)).map(([key, page]) => [key.slice(locale.length + 1), page] as const);
    if (published.length === 0 || (name !== 'pages' && name !== 'seos')) return seeded;
    const entries = [...seeded];
    let nextId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
    const upsert = (match: (entry: Entry) => boolean, attributes: (existing: Entry | undefined) => Record<string, unknown>) => {
      const index = entries.findIndex(match);
      const existing = index >= 0 ? entries[index] : undefined;
      const entry = { id: existing?.id ?? nextId++, attributes: attributes(existing) };
      if (index >= 0) entries[index] = entry;
      else entries.push(entry);
    };
    for (const [slug, page] of published) {
      if (name === 'pages') {
        upsert((entry) => entry.attributes.slug === slug, (existing) => ({ faq: [], ...existing?.attributes, slug, title: page.title, body: page.content }));
      } else if (page.seo) {
        const { title, description } = page.seo;
        upsert(
          (entry) => entry.attributes.url === `/${slug}`,
          (existing) => {
            const seo = (existing?.attributes.seo ?? EMPTY_SEO) as Record<string, unknown>;
            const openGraph = seo.openGraph ? { ...(seo.openGraph as Record<string, unknown>), title, description } : null;
            return { url: `/${slug}`, seo: { ...seo, title, description, openGraph } };
          },
        );
      }
    }
    return entries;
  }
}
