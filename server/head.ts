/**
 * The served HTML's head (decision 012): the server module a deployment runs at its edge, in front
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
 * A game page's `{name}` is the game's name in words, read from the platform by sysname as the app reads it
 * (games.get), and `sitemap.xml` lists the platform's games, promotions and tournaments beside the public pages.
 *
 * Framework-free on purpose: `(html, request) => Promise<html>` composes with other transforms, and `cms` / `api` are
 * any functions that answer a CMS or a platform API path (`fetch` against the origin at an edge, the sandbox app
 * in-process here).
 */
import { createHash } from 'node:crypto';
import { create, type Struct } from 'superstruct';
import { getOffers, offerAddressName, type Offer } from '../src/api/campaigns.ts';
import { API_VERSION, buildQuery, parseAnswer, type Operation, type Params } from '../src/api/client.ts';
import { gameDisplay, get as getGames, type GameListItem } from '../src/api/games.ts';
import { get as getTournaments, type Tournament } from '../src/api/tournaments.ts';
import { flatten } from '../src/cms/flatten.ts';
import { SECONDARY_READS, MetaDataTool, SettingsSeo } from '../src/api/cms/secondary-collections.ts';
import { cmsCollectionPath, type CmsQuery } from '../src/api/cms/query.ts';
import { CUSTOM_CODE_POSITIONS, PAGE_READS, type CustomCodePosition } from '../src/api/cms/collections.ts';
import { href, paths, splitLocale } from '../src/lib/paths.ts';
import { alternateUrls, buildHead, isDisallowed, pageUrl, type HeadModel } from '../src/seo/head.ts';
import { matchPage, PUBLIC_PAGES } from '../src/seo/pages.ts';
import { escapeHtml, renderHeadTags } from '../src/seo/render.ts';

/** Answers a CMS path such as `/cms/api/settings-seo?locale=uz`. */
export type CmsFetch = (pathAndQuery: string) => Response | Promise<Response>;

/**
 * The site's public origin as configured (`https://omad.example`): the scheme, host and port only. Canonicals,
 * `og:url`, alternates and the sitemap are built from it, never from a request's Host or X-Forwarded-Host (those are
 * the visitor's to write: a forged one would land in the page, a malformed one would break it). A value that is no
 * such origin throws, so a deployment stops at start-up instead of serving wrong addresses. `name` is the variable
 * it came from, for the message.
 */
export function parsePublicOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin such as https://omad.example, got ${JSON.stringify(value)}`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare || value.replace(/\/$/, '') !== url.origin) {
    throw new Error(`${name} must be an origin such as https://omad.example (scheme and host, no path), got ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** The edge's public origin: `PUBLIC_ORIGIN` (required; see server/README.md). */
export function publicOriginFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const value = env.PUBLIC_ORIGIN;
  if (value === undefined || value === '') throw new Error('PUBLIC_ORIGIN must be set to the site’s origin, such as https://omad.example');
  return parsePublicOrigin(value, 'PUBLIC_ORIGIN');
}

export interface ShellRequest {
  /** The URL the visitor asked for: the configured public origin (parsePublicOrigin) and the requested path. */
  url: string;
  /** The visitor's Cookie header, for a composed transform that reads per-visitor data (the head reads none). */
  cookie?: string | undefined;
  /** The query string (`?…`), for a composed transform whose page depends on it (the head reads none). */
  search?: string | undefined;
}

/** Answers a platform API path such as `/api/games.get?v=2.34&locale=uz&options=…` (GET, public reads only). */
export type ApiFetch = (pathAndQuery: string) => Response | Promise<Response>;

export interface HeadOptions {
  cms: CmsFetch;
  /**
   * The platform API, asked as a guest: a game page's name in words (games.get by sysname) and the sitemap's games,
   * promotions and tournaments. Without it, a game page's `{name}` is its sysname and the sitemap lists the public
   * pages and the CMS pages only.
   */
  api?: ApiFetch;
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
    const path = cmsCollectionPath(collection, query);
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

/** The name a log line starts with: `[head]` for a page, `[sitemap]` for the sitemap. */
type LogTag = 'head' | 'sitemap';

function apiReader(options: HeadOptions, tag: LogTag) {
  const log = options.log ?? ((message: string) => console.warn(message));
  const timeoutMs = options.timeoutMs ?? 2000;
  /** One platform read as the app asks it (src/api/client.ts: `/api/{operation}`, v, locale, params), validated with the app's schema; undefined (logged) on any failure. */
  return async <P extends Params, T>(operation: Operation<P, T>, params: P, locale: string): Promise<T | undefined> => {
    const { spec } = operation;
    if (!options.api || spec.method !== 'GET') return undefined;
    const query = new URLSearchParams({ v: API_VERSION, locale });
    for (const [key, value] of buildQuery(params)) query.append(key, value);
    try {
      const response = await withTimeout(Promise.resolve(options.api(`/api/${spec.operation}?${query.toString()}`)), timeoutMs, spec.operation);
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      return parseAnswer(spec, await withTimeout(response.json() as Promise<unknown>, timeoutMs, spec.operation), response.status);
    } catch (error) {
      log(`[${tag}] ${spec.operation} not loaded, ${tag === 'head' ? 'defaults kept' : 'left out'}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
}

/** A game's name in words (SPEC §3: description.name, else name), read by sysname as the game page reads it; undefined when unknown. */
async function gameName(options: HeadOptions, sysname: string, locale: string): Promise<string | undefined> {
  const list = await apiReader(options, 'head')(getGames, { options: { sysname, count: 1 } }, locale);
  const game = list?.items.find((item) => item.sysname === sysname);
  return game ? gameDisplay(game).name : undefined;
}

/** Everything the head of one page needs, read from the CMS (and a game's name from the platform) in parallel. */
export async function loadPageHead(options: HeadOptions, url: URL): Promise<PageHead> {
  const read = reader(options);
  const { locale, path } = splitLocale(url.pathname);
  const page = matchPage(path);
  const seoUrls = page?.seoUrl && page.seoUrl !== path ? [path, page.seoUrl] : [path];
  const slug = page?.route === 'slug' ? page.name : undefined;

  const [settings, domains, webSettings, seos, tool, contentPages, displayName] = await Promise.all([
    read(SECONDARY_READS.settingsSeo.collection, SettingsSeo, { ...SECONDARY_READS.settingsSeo.query, locale }),
    read(PAGE_READS.domainSeo.collection, PAGE_READS.domainSeo.schema, { ...PAGE_READS.domainSeo.query, filters: { host: { $eq: url.hostname } }, locale }),
    read(PAGE_READS.webSettings.collection, PAGE_READS.webSettings.schema, PAGE_READS.webSettings.query),
    read(PAGE_READS.seos.collection, PAGE_READS.seos.schema, {
      ...PAGE_READS.seos.query,
      filters: seoUrls.length === 1 ? { url: { $eq: path } } : { url: { $in: seoUrls } },
      locale,
    }),
    read(SECONDARY_READS.metaDataTool.collection, MetaDataTool, { ...SECONDARY_READS.metaDataTool.query, locale }),
    slug === undefined
      ? Promise.resolve(undefined)
      : read(PAGE_READS.contentPages.collection, PAGE_READS.contentPages.schema, { ...PAGE_READS.contentPages.query, filters: { slug: { $eq: slug } }, locale }),
    page?.isGame && page.name !== undefined ? gameName(options, page.name, locale) : Promise.resolve(undefined),
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
    displayName,
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

/**
 * The transform to compose into the serving of the app shell: `(html, request) => html`. A request URL that does not
 * parse is logged and the shell is served as it is (the app sets its head once it starts): a page is never lost to
 * its head.
 */
export function createHeadTransform(options: HeadOptions): HtmlTransform {
  const log = options.log ?? ((message: string) => console.warn(message));
  return async (html, request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      log(`[head] not a URL, the shell is served without its head: ${JSON.stringify(request.url.slice(0, 200))}`);
      return html;
    }
    return applyPageHead(html, await loadPageHead(options, url));
  };
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

/** sitemaps.org: one sitemap file holds at most 50,000 URLs. Every page is listed in uz and ru. */
export const SITEMAP_MAX_URLS = 50_000;
/** Page sizes of the platform's list reads (the sandbox's largest pages: games 300, offers 100, tournaments 50). */
export const SITEMAP_PAGE_SIZES = { games: 200, offers: 100, tournaments: 50 } as const;

interface Page<T> {
  items: T[];
  total?: number | undefined;
}

/**
 * Reads a paged list until its end, `limit` items or a failed page (logged by the reader; what was read stays).
 * A platform that ignores `offset` cannot loop: `limit` bounds it.
 */
async function readAll<T>(readPage: (offset: number, count: number) => Promise<Page<T> | undefined>, pageSize: number, limit: number): Promise<{ items: T[]; total: number | undefined }> {
  const items: T[] = [];
  let total: number | undefined;
  for (let offset = 0; items.length < limit; offset += pageSize) {
    const count = Math.min(pageSize, limit - items.length);
    const page = await readPage(offset, count);
    if (!page) break;
    total = page.total ?? total;
    items.push(...page.items.slice(0, count));
    if (page.items.length < count || (total !== undefined && offset + page.items.length >= total)) break;
  }
  return { items, total };
}

/** The platform's public pages the sitemap lists: promotions and offers, tournaments, games (paths without the locale). */
async function platformPaths(options: HeadOptions, limit: number): Promise<{ offers: string[]; tournaments: string[]; games: string[] }> {
  if (!options.api) return { offers: [], tournaments: [], games: [] };
  const api = apiReader(options, 'sitemap');
  const log = options.log ?? ((message: string) => console.warn(message));
  const [offers, tournaments] = await Promise.all([
    readAll<Offer>((offset, count) => api(getOffers, { offset, count, fields: ['description'] }, 'uz'), SITEMAP_PAGE_SIZES.offers, limit),
    readAll<Tournament>((offset, count) => api(getTournaments, { offset, count }, 'uz'), SITEMAP_PAGE_SIZES.tournaments, limit),
  ]);
  // The app's own links (src/features/bonuses/offers/offers-page.tsx, src/features/tournaments/list/tournaments-page.tsx).
  const offerPaths = offers.items.map((offer) => (offer.kind === 'offer' ? href('offer', { id: offerAddressName(offer) }) : href('promotion', { id: offerAddressName(offer) })));
  const tournamentPaths = tournaments.items.map((tournament) => href('tournament', { id: tournament.name || String(tournament.id) }));
  const room = Math.max(0, limit - offerPaths.length - tournamentPaths.length);
  const games = await readAll<GameListItem>((offset, count) => api(getGames, { options: { offset, count, fields: ['sysname'] } }, 'uz'), SITEMAP_PAGE_SIZES.games, room);
  if (games.total !== undefined && games.total > games.items.length && games.items.length === room) {
    log(`[sitemap] ${games.total - games.items.length} games left out: one sitemap file holds at most ${SITEMAP_MAX_URLS} URLs`);
  }
  return { offers: offerPaths, tournaments: tournamentPaths, games: games.items.map((game) => href('game', { sysname: game.sysname })) };
}

/**
 * `sitemap.xml`: the public pages, the CMS content pages, and the platform's promotions and offers, tournaments and
 * games, each in uz and ru with its hreflang alternates (uz, ru, x-default), at canonical urls (a game's with
 * /platform, as its head's canonical). Paths the CMS disallows are left out; so is anything past 50,000 URLs (logged).
 * A read that fails leaves its part out (logged): the sitemap is always answered.
 */
export async function renderSitemap(options: HeadOptions, origin: string): Promise<string> {
  const read = reader(options);
  const limit = Math.floor(SITEMAP_MAX_URLS / SITEMAP_LOCALES.length);
  const [pages, settings] = await Promise.all([
    read(PAGE_READS.contentPages.collection, PAGE_READS.contentPages.schema, { ...PAGE_READS.contentPages.query, pagination: { pageSize: 100 } }),
    read(SECONDARY_READS.settingsSeo.collection, SettingsSeo, { fields: ['disallowPatterns'] }),
  ]);
  const own = [...PUBLIC_PAGES.map((name) => paths[name] as string), ...(pages ?? []).map((page) => `/${encodeURIComponent(page.slug)}`)];
  const platform = await platformPaths(options, Math.max(0, limit - own.length));
  const disallowed = settings?.disallowPatterns ?? [];
  const list = [...new Set([...own, ...platform.offers, ...platform.tournaments, ...platform.games])].filter((path) => !isDisallowed(path, disallowed)).slice(0, limit);
  const entries = list.flatMap((path) => {
    const isGame = matchPage(path)?.isGame ?? false;
    const alternates = alternateUrls(origin, path, isGame)
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`)
      .join('');
    return SITEMAP_LOCALES.map((locale) => `<url><loc>${escapeHtml(pageUrl(origin, path, locale, isGame))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
