/**
 * The served HTML's head (issue 18 part 1; decision 012): the server module a deployment runs at its edge, in front
 * of the static app, and the sandbox runs when it serves index.html for an app route (mocks/app.ts).
 *
 * For the requested path it reads the CMS (settings-seo, the domain's SEO by host, web settings, the page's `seos`
 * entry with the route's SEO url as the second url, a content page's title and FAQ, custom code) and rewrites the
 * app shell: `<html lang>`, the title, description, robots, canonical with hreflang alternates, Open Graph, the CMS
 * meta list and JSON-LD (src/seo/head.ts builds them, src/seo/render.ts escapes them), and the enabled custom code at
 * its position (head, bodyStart, bodyEnd). A crawler or a link preview (Telegram's too) gets the page's head without
 * running JavaScript.
 *
 * Custom code is the operator's own code: it goes into the page as the CMS gives it, and its inline scripts run only
 * because the Content-Security-Policy names their hashes (`inlineScriptHashes`, computed from the final page).
 * A CMS that fails or is slow leaves the shell's defaults (SPEC §8): the page is served anyway.
 *
 * Framework-free on purpose: `(html, request) => Promise<html>` composes with other transforms, and `cms` is any
 * function that answers a CMS path (`fetch` against the CMS origin at an edge, the sandbox app in-process here).
 */
import { createHash } from 'node:crypto';
import { create, type Struct } from 'superstruct';
import { flatten } from '../src/cms/flatten.ts';
import { LATER_READS, MetaDataTool, SettingsSeo } from '../src/cms/later.ts';
import { serializeCmsQuery, type CmsQuery } from '../src/cms/query.ts';
import { CUSTOM_CODE_POSITIONS, PAGE_READS, type CustomCodePosition } from '../src/cms/schemas.ts';
import { paths, splitLocale } from '../src/lib/paths.ts';
import { buildHead, isDisallowed, type HeadModel } from '../src/seo/head.ts';
import { matchPage, PUBLIC_PAGES } from '../src/seo/pages.ts';
import { escapeHtml, renderHeadTags } from '../src/seo/render.ts';

/** Answers a CMS path such as `/cms/api/settings-seo?locale=uz`. */
export type CmsFetch = (pathAndQuery: string) => Response | Promise<Response>;

export interface ShellRequest {
  /** The URL the visitor asked for, with the public origin (behind a proxy: the forwarded scheme and host). */
  url: string;
  /** The visitor's Cookie header, for a composed transform that reads per-visitor data (the head reads none). */
  cookie?: string | undefined;
}

export interface HeadOptions {
  cms: CmsFetch;
  /** How long one CMS read may take before its defaults are used (ms); default 2000. */
  timeoutMs?: number;
  /** Where failures are logged (SPEC §8: logged only); default console.warn. */
  log?: (message: string) => void;
}

export type HtmlTransform = (html: string, request: ShellRequest) => Promise<string>;

interface CustomCodeEntry {
  position: CustomCodePosition;
  code: string;
}

export interface PageHead {
  model: HeadModel;
  customCode: CustomCodeEntry[];
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function reader(options: HeadOptions) {
  const log = options.log ?? ((message: string) => console.warn(message));
  const timeoutMs = options.timeoutMs ?? 2000;
  /** One CMS read, flattened and validated; undefined (logged) on any failure. */
  return async <T>(collection: string, schema: Struct<T>, query: CmsQuery): Promise<T | undefined> => {
    const search = serializeCmsQuery(query);
    const path = `/cms/api/${collection}${search ? `?${search}` : ''}`;
    try {
      const response = await withTimeout(Promise.resolve(options.cms(path)), timeoutMs, collection);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await withTimeout(response.json(), timeoutMs, collection)) as { data?: unknown };
      return create(flatten(body.data), schema);
    } catch (error) {
      log(`[head] ${collection} not loaded, defaults kept: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
}

/** Everything the head of one page needs, read from the CMS in parallel. */
export async function loadPageHead(options: HeadOptions, url: URL): Promise<PageHead> {
  const read = reader(options);
  const { locale, path } = splitLocale(url.pathname);
  const page = matchPage(path);
  const seoUrls = page?.seoUrl && page.seoUrl !== path ? [path, page.seoUrl] : [path];
  const slug = page?.route === 'slug' ? page.name : undefined;

  const [settings, domains, webSettings, seos, tool, contentPages] = await Promise.all([
    read(LATER_READS.settingsSeo.collection, SettingsSeo, { ...LATER_READS.settingsSeo.query, locale }),
    read(PAGE_READS.domainSeo.collection, PAGE_READS.domainSeo.schema, { ...PAGE_READS.domainSeo.query, filters: { host: { $eq: url.hostname } }, locale }),
    read(PAGE_READS.webSettings.collection, PAGE_READS.webSettings.schema, PAGE_READS.webSettings.query),
    read(PAGE_READS.seos.collection, PAGE_READS.seos.schema, {
      ...PAGE_READS.seos.query,
      filters: seoUrls.length === 1 ? { url: { $eq: path } } : { url: { $in: seoUrls } },
      locale,
    }),
    read(LATER_READS.metaDataTool.collection, MetaDataTool, { ...LATER_READS.metaDataTool.query, locale }),
    slug === undefined
      ? Promise.resolve(undefined)
      : read(PAGE_READS.contentPages.collection, PAGE_READS.contentPages.schema, { ...PAGE_READS.contentPages.query, filters: { slug: { $eq: slug } }, locale }),
  ]);

  const pageSeo = seoUrls.map((candidate) => seos?.find((entry) => entry.url === candidate)).find((entry) => entry !== undefined)?.seo;
  const content = contentPages?.find((entry) => entry.slug === slug);
  const model = buildHead({
    origin: url.origin,
    path,
    locale,
    page,
    defaults: settings?.defaultSeo,
    titleTemplate: settings?.titleTemplate,
    disallowPatterns: settings?.disallowPatterns,
    domain: domains?.find((entry) => entry.host === url.hostname),
    pageSeo,
    content: content ? { title: content.title, faq: content.faq ?? [] } : undefined,
    // Only a CMS that answered can say a page does not exist; an unmatched path is the app's 404.
    notFound: page === undefined || (slug !== undefined && contentPages !== undefined && content === undefined),
    webSettings,
  });
  const customCode = (tool?.customCode ?? []).flatMap((entry): CustomCodeEntry[] =>
    entry.isEnabled === false || !entry.position || !(CUSTOM_CODE_POSITIONS as readonly string[]).includes(entry.position)
      ? []
      : [{ position: entry.position, code: entry.code }],
  );
  return { model, customCode };
}

/** The shell's own head tags the rendered head replaces. */
const REPLACED = [/<title>[\s\S]*?<\/title>\s*/i, /<meta\s+name="description"[^>]*>\s*/i, /<link\s+rel="icon"[^>]*>\s*/i];

/** Puts a page's head and custom code into the app shell (index.html). */
export function applyPageHead(html: string, head: PageHead): string {
  let result = html.replace(/<html\b[^>]*>/i, (tag) => (/\slang="[^"]*"/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${escapeHtml(head.model.lang)}"`) : tag.replace(/^<html/i, `<html lang="${escapeHtml(head.model.lang)}"`)));
  for (const pattern of REPLACED) result = result.replace(pattern, '');
  const code = (position: CustomCodePosition) =>
    head.customCode
      .filter((entry) => entry.position === position)
      .map((entry) => `\n${entry.code}\n`)
      .join('');
  // Function replacers: a `$` in CMS text is not a replacement pattern.
  result = result.replace(/<\/head>/i, () => `${renderHeadTags(head.model)}\n${code('head')}</head>`);
  result = result.replace(/<body\b[^>]*>/i, (tag) => `${tag}${code('bodyStart')}`);
  const end = result.toLowerCase().lastIndexOf('</body>');
  if (end >= 0) result = `${result.slice(0, end)}${code('bodyEnd')}${result.slice(end)}`;
  return result;
}

/** The transform to compose into the serving of the app shell: `(html, request) => html`. */
export function createHeadTransform(options: HeadOptions): HtmlTransform {
  return async (html, request) => applyPageHead(html, await loadPageHead(options, new URL(request.url)));
}

/**
 * `'sha256-…'` sources for every inline executable script of a page (no `src`, a JavaScript type or none), for the
 * Content-Security-Policy's script-src: the custom code the CMS gives runs, nothing else inline does.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const SITEMAP_LOCALES = ['uz', 'ru'] as const;

/** `sitemap.xml`: the public pages and the CMS content pages, each in uz and ru with its hreflang alternates. */
export async function renderSitemap(options: HeadOptions, origin: string): Promise<string> {
  const read = reader(options);
  const [pages, settings] = await Promise.all([
    read(PAGE_READS.contentPages.collection, PAGE_READS.contentPages.schema, { ...PAGE_READS.contentPages.query, pagination: { pageSize: 100 } }),
    read(LATER_READS.settingsSeo.collection, SettingsSeo, { fields: ['disallowPatterns'] }),
  ]);
  const disallowed = settings?.disallowPatterns ?? [];
  const list = [...PUBLIC_PAGES.map((name) => paths[name] as string), ...(pages ?? []).map((page) => `/${encodeURIComponent(page.slug)}`)];
  const urlFor = (path: string, locale: 'uz' | 'ru') => `${origin}${locale === 'ru' ? (path === '/' ? '/ru' : `/ru${path}`) : path}`;
  const entries = list
    .filter((path) => !isDisallowed(path, disallowed))
    .flatMap((path) =>
      SITEMAP_LOCALES.map((locale) => {
        const alternates = SITEMAP_LOCALES.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(urlFor(path, other))}"/>`).join('');
        return `<url><loc>${escapeHtml(urlFor(path, locale))}</loc>${alternates}</url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
