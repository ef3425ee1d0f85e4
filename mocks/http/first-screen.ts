/**
 * The CDN's share of the first screen (decision 015), as the sandbox serves the app shell:
 *
 * - `firstScreenTransform`, a shell transform `(html, request) => html` composed where index.html is served
 *   (mocks/app.ts, beside the served head): the boot data the first screen needs inlined as
 *   `<script type="application/json" id="omad-boot">` (the CMS boot collections on every app page, the home
 *   banners on home, the catalogue's categories on home and the hall, home's first rail and the plain hall's first
 *   page of games;
 *   bodies exactly as the wire answers them,
 *   src/lib/boot-data.ts), and a preload with a high fetch priority of what paints first: on home the first banner's
 *   image per screen width, on the hall the first row's art, before the entry script is even named;
 * - `firstScreenHints`, a middleware: the shell answer gets `Link` headers preloading the entry chunk, its
 *   stylesheet and the route's own chunks (home, the game hall) from the build's manifest, and is compressed.
 *
 * A JSON block is not executed: the CSP needs no hash or nonce for it, and none is given. What a production CDN or
 * edge does instead is in README ("First screen").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { API_VERSION, buildQuery, parseAnswer, type OperationSpec } from '../../src/api/client.ts';
import { FIRST_ROW_TILES, GAME_PAGE_SIZES, GAME_TILE_FIELDS, sortCategories } from '../../src/api/game-pages.ts';
import { MAX_GAMES_PAGE } from '../../src/api/games-query.ts';
import { gameDisplay, get as getGames, getCategories, type GameList } from '../../src/api/games.ts';
import { BANNER_DEFAULTS, BANNER_SIZES, BANNER_WIDE_FROM_PX } from '../../src/api/banners.ts';
import { BOOT_READS, DEFAULT_IMAGE_MAPPINGS } from '../../src/api/cms/collections.ts';
import { CMS_ROOT_PATH, cmsCollectionPath } from '../../src/api/cms/query.ts';
import { BOOT_DATA_ID, categoryPageKey, ENTRY_LOADER_ATTRIBUTE, FIRST_PAINT_ID, WORKER_SHELL_PATH } from '../../src/api/first-screen-shell.ts';
import { ENTRY_LOADER } from './entry-loader.ts';
import { acceptedEncodings } from './static-files.ts';

export { BANNER_SIZES, BOOT_DATA_ID, ENTRY_LOADER, FIRST_PAINT_ID };

/** The app's CMS boot reads (src/api/cms/collections.ts BOOT_READS), as the paths the app asks for without the locale. */
export const CMS_BOOT_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(BOOT_READS).map((read) => [read.collection, cmsCollectionPath(read.collection, read.query)]),
);

export interface FirstScreenOptions {
  /** Answers a path of the sandbox in-process (`/cms/api/…`, `/api/…`), as an edge asks its origin. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

/** The page's locale as the app settles it from the path alone (SPEC §2: /ru/… is Russian, any other path Uzbek). */
function pathLocale(pathname: string): { locale: 'uz' | 'ru'; path: string } {
  const match = /^\/ru(\/.*)?$/.exec(pathname);
  return match ? { locale: 'ru', path: match[1] ?? '/' } : { locale: 'uz', path: pathname };
}

/** Escapes what would end the block early (`</script>`, `<!--`) and the line separators JSON allows but HTML parsers mind. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function body(options: FirstScreenOptions, path: string, cookie: string | undefined): Promise<unknown> {
  try {
    const answer = await options.fetch(path, cookie ? { headers: { cookie } } : undefined);
    return answer.ok ? ((await answer.json()) as unknown) : undefined;
  } catch {
    // Left out: the app reads it itself.
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A single CMS collection's fields, from a Strapi 4 answer (`{data: {attributes}}`) or a Strapi 5 one (flat `{data}`). */
function cmsAttributes(body: unknown): Record<string, unknown> | undefined {
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  return data && isRecord(data.attributes) ? data.attributes : data;
}

/** The banner image mapping of the CMS common settings (which operator key is the phone image, which the wide one). */
function bannerMapping(common: unknown): Record<string, string> {
  const attributes = cmsAttributes(common);
  const mappings = attributes && isRecord(attributes.imageMappings) ? attributes.imageMappings : undefined;
  const banner = mappings && isRecord(mappings.banner) ? mappings.banner : undefined;
  const mapping: Record<string, string> = {};
  for (const [key, value] of Object.entries(banner ?? DEFAULT_IMAGE_MAPPINGS.banner)) {
    if (typeof value === 'string') mapping[key] = value;
  }
  return mapping;
}

interface HeroImage {
  url: string;
  /** The slot's size in CSS pixels, from the CMS key (`image_360_520`: 360 x 520). */
  width: number;
  height: number;
  media: string;
}

/** The first banner's description (banners.get answers them sorted by position), if there is one. */
function firstBanner(banners: unknown): Record<string, unknown> | undefined {
  const items = isRecord(banners) && isRecord(banners.data) && Array.isArray(banners.data.items) ? (banners.data.items as unknown[]) : [];
  const first = items.find((item) => isRecord(item) && isRecord(item.description));
  return isRecord(first) && isRecord(first.description) ? first.description : undefined;
}

/** The first banner's phone and wide images (keys and sizes from the CMS mapping), as the carousel will show them. */
export function heroImages(banners: unknown, common: unknown): HeroImage[] {
  const description = firstBanner(banners);
  if (!description) return [];
  const images: HeroImage[] = [];
  for (const [cmsKey, appKey] of Object.entries(bannerMapping(common))) {
    const url = description[cmsKey];
    const size = /_(\d{2,4})_(\d{2,4})$/.exec(cmsKey);
    if (typeof url !== 'string' || !url.startsWith('/') || !size) continue;
    const [width, height] = [Number(size[1]), Number(size[2])];
    if (appKey === 'mobile_image') images.push({ url, width, height, media: `(max-width: ${BANNER_WIDE_FROM_PX - 1}px)` });
    if (appKey === 'desktop_image') images.push({ url, width, height, media: `(min-width: ${BANNER_WIDE_FROM_PX}px)` });
  }
  return images;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The first paint of home on a phone (decision 022): the header's bar, the first banner where the carousel puts it (its
 * phone image, title, subtitle and button text as the platform gave them, escaped) and the navigation's bar, drawn by
 * the browser from the HTML alone, before any script has run. The app takes it away once its own banner is in the
 * page (src/services/first-paint.ts). The look is index.html's `.first-paint` rules; wide screens do not show it.
 */
export function firstPaintMarkup(banners: unknown, common: unknown): string {
  const images = heroImages(banners, common);
  const phone = images.find((image) => image.media.startsWith('(max-width'));
  const wide = images.find((image) => image.media.startsWith('(min-width'));
  const description = firstBanner(banners);
  if (!phone || !description) return '';
  const text = (key: string, className: string) => {
    const value = description[key];
    return typeof value === 'string' && value.trim() ? `<span class="first-paint__${className}">${escapeText(value)}</span>` : '';
  };
  const img = `<img src="${escapeAttribute(phone.url)}" srcset="${escapeAttribute(`${phone.url} ${phone.width}w`)}" sizes="${BANNER_SIZES}" width="${phone.width}" height="${phone.height}" alt="" fetchpriority="high" decoding="sync">`;
  // A wide screen does not show the layer; it asks for the wide image (the one its carousel shows), not the phone's.
  const image = wide
    ? `<picture><source media="${wide.media}" srcset="${escapeAttribute(`${wide.url} ${wide.width}w`)}" sizes="${BANNER_SIZES}">${img}</picture>`
    : img;
  const logo = phoneLogo(common);
  const bar = logo ? `<span class="first-paint__logo"><img src="${escapeAttribute(logo)}" alt="" height="32"></span>` : '';
  return (
    `<div id="${FIRST_PAINT_ID}" class="first-paint" aria-hidden="true"><div class="first-paint__bar">${bar}</div>` +
    `<div class="first-paint__banner">${image}<span class="first-paint__text">${text('title', 'title')}${text('subtitle', 'subtitle')}${text('button_title', 'button')}</span></div>` +
    `<div class="first-paint__nav"></div></div>`
  );
}

/**
 * What of the query string the transform reads, as the shell cache's key ('' when nothing): on the game hall whether
 * SPEC §2's `category` or `providers` filter it ('filtered': the plain hall's first page is not that list's).
 */
export function firstScreenVariant(pathname: string, search: string): string {
  if (pathLocale(pathname).path !== '/gamehall') return '';
  const query = new URLSearchParams(search);
  return query.get('category')?.trim() || query.get('providers')?.trim() ? 'filtered' : '';
}

/** A CMS games-config page size when it is a positive whole number, else SPEC §9's default. */
function cmsPageSize(gamesConfig: unknown, key: 'pageSize' | 'pageSizeMobile'): number {
  const value = cmsAttributes(gamesConfig)?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : GAME_PAGE_SIZES[key];
}

/** How many games the hall's first page may need: the larger of the CMS games-config page sizes (SPEC §9 defaults). */
export function hallPageCount(gamesConfig: unknown): number {
  return Math.min(MAX_GAMES_PAGE, Math.max(cmsPageSize(gamesConfig, 'pageSize'), cmsPageSize(gamesConfig, 'pageSizeMobile')));
}

/** games.get with `options` (src/features/casino/casino-data.ts loadGamesPage asks it so), for a tile list. */
function gamesPath(locale: string, options: { category?: number; count: number }): string {
  const query = buildQuery({ options: { ...options, offset: 0, fields: GAME_TILE_FIELDS } });
  return `/api/games.get?${new URLSearchParams({ v: API_VERSION, locale }).toString()}&${query.toString()}`;
}

/** games.getCategories as home's rails and the hall's chips ask it (no parameters: every category of the catalogue). */
function categoriesPath(locale: string): string {
  const query = buildQuery({}).toString();
  return `/api/games.getCategories?${new URLSearchParams({ v: API_VERSION, locale }).toString()}${query ? `&${query}` : ''}`;
}

/** `body` as `spec` reads it, when it fits the operation's answer schema (one that does not, the app would set aside and read itself). */
function fitted<T>(spec: OperationSpec<T>, body: unknown): T | undefined {
  if (body === undefined) return undefined;
  try {
    return parseAnswer(spec, body);
  } catch {
    return undefined;
  }
}

/** The art of the hall's first row on a phone (what paints first): site paths and https addresses only. */
export function firstRowArt(list: GameList | undefined): string[] {
  return (list?.items ?? [])
    .slice(0, FIRST_ROW_TILES)
    .map((game) => gameDisplay(game).image)
    .filter((url): url is string => typeof url === 'string' && (/^\/(?!\/)/.test(url) || url.startsWith('https://')));
}

/** The entry loader's own attribute: `firstScreenHints` adds the scripts to preload after it. */
export const ENTRY_LOADER_MARK = '<script data-omad-entry';

/** The head's entry `<script type="module" … src>` (Vite writes it so), with what its src is. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"<>]+)"><\/script>/;

/** The CMS's root on the app's origin. */
export const CMS_ROOT = CMS_ROOT_PATH;

/**
 * The CMS logo the header shows on a phone (src/app/header/site-logo.tsx: the mobile logo, else the header's), if it is the
 * site's own file. Read from a Strapi 4 answer (`{data: {attributes}}` wrappers) or a Strapi 5 one (flat), and, as the
 * app does, a url at the CMS's root (Strapi's `/uploads/…`) is found under the CMS's prefix.
 */
function phoneLogo(common: unknown): string | undefined {
  const attributes = cmsAttributes(common);
  const logos = attributes && isRecord(attributes.logos) ? attributes.logos : undefined;
  for (const key of ['headerMobile', 'header']) {
    const media = logos?.[key];
    const unwrapped = isRecord(media) && 'data' in media ? media.data : media;
    const file = isRecord(unwrapped) ? (isRecord(unwrapped.attributes) ? unwrapped.attributes : unwrapped) : undefined;
    const url = file?.url;
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) return url.startsWith(`${CMS_ROOT}/`) ? url : `${CMS_ROOT}${url}`;
  }
  return undefined;
}

/** Puts `markup` right after `<body …>`. */
function atBodyStart(html: string, markup: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  return body && markup ? `${html.slice(0, body.index + body[0].length)}\n    ${markup}${html.slice(body.index + body[0].length)}` : html;
}

/** Puts `markup` before the first script or stylesheet of the head (so what it names is found first), or before `</head>`. */
function beforeAssets(html: string, markup: string): string {
  const at = html.search(/<script\b|<link\b[^>]*rel=["']?(?:stylesheet|modulepreload)/i);
  const head = html.search(/<\/head>/i);
  const index = at >= 0 && (head < 0 || at < head) ? at : head;
  return index < 0 ? html : `${html.slice(0, index)}${markup}\n    ${html.slice(index)}`;
}

/**
 * The shell transform: reads what the first screen needs from the CMS and the API in-process (with the visitor's
 * cookie, as the app would) and inlines it.
 */
export function firstScreenTransform(options: FirstScreenOptions) {
  return async (html: string, request: { url: string; cookie?: string | undefined; search?: string | undefined }): Promise<string> => {
    if (html.includes(`id="${BOOT_DATA_ID}"`)) return html;
    const { pathname } = new URL(request.url);
    // The service worker's copy of the shell is kept until the next build: nothing that changes goes into it.
    if (pathname === WORKER_SHELL_PATH) return html;
    const { locale, path } = pathLocale(pathname);
    const home = path === '/' || path === '';
    const banners = home
      ? `/api/banners.get?${new URLSearchParams({ v: API_VERSION, locale, count: String(BANNER_DEFAULTS.count), fields: BANNER_DEFAULTS.fields.join(',') }).toString()}`
      : undefined;
    const [cmsBodies, bannerBody] = await Promise.all([
      Promise.all(Object.entries(CMS_BOOT_URLS).map(async ([collection, url]) => [collection, await body(options, `${url}&locale=${locale}`, request.cookie)] as const)),
      banners ? body(options, banners, request.cookie) : Promise.resolve(undefined),
    ]);
    const cms: Record<string, unknown> = {};
    for (const [collection, answer] of cmsBodies) if (answer !== undefined) cms[collection] = answer;
    const api: Record<string, unknown> = {};
    if (bannerBody !== undefined) api['banners.get'] = bannerBody;
    // The plain hall: its first page of games, as many as the larger CMS page size (the viewport is the browser's).
    const hall = path === '/gamehall' && firstScreenVariant(path, request.search ?? '') === '';
    // The catalogue's categories: home's rails start from the first of them and the hall (filtered or not) shows them as
    // its chips, so either would wait a round trip for them before its first screen was whole (decision 015).
    const [gamesBody, categoriesBody] = await Promise.all([
      hall ? body(options, gamesPath(locale, { count: hallPageCount(cms[BOOT_READS.gamesConfig.collection]) }), request.cookie) : Promise.resolve(undefined),
      home || path === '/gamehall' ? body(options, categoriesPath(locale), request.cookie) : Promise.resolve(undefined),
    ]);
    const games = fitted(getGames.spec, gamesBody);
    if (games) api['games.get'] = gamesBody;
    const categories = fitted(getCategories.spec, categoriesBody);
    if (categories) api['games.getCategories'] = categoriesBody;
    // Home's first rail (src/features/casino/lobby/lobby-rails.tsx): the first category's first page, as many as the CMS
    // page size, under a key naming the category (the app takes it for that rail only).
    const rail = home && categories ? sortCategories(categories.items)[0] : undefined;
    if (rail) {
      const count = Math.min(MAX_GAMES_PAGE, cmsPageSize(cms[BOOT_READS.gamesConfig.collection], 'pageSize'));
      const railBody = await body(options, gamesPath(locale, { category: rail.id, count }), request.cookie);
      if (fitted(getGames.spec, railBody)) api[categoryPageKey(rail.id)] = railBody;
    }
    const block = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript({ locale, cms, api })}</script>`;
    const preloads = [
      ...heroImages(bannerBody, cms.common).map(
        (image) =>
          `<link rel="preload" as="image" href="${escapeAttribute(image.url)}" imagesrcset="${escapeAttribute(`${image.url} ${image.width}w`)}" imagesizes="${BANNER_SIZES}" media="${image.media}" fetchpriority="high">`,
      ),
      ...firstRowArt(games).map((url) => `<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">`),
    ];
    const page = beforeAssets(html, [...preloads, block].join('\n    '));
    const paint = home ? firstPaintMarkup(bannerBody, cms.common) : '';
    const entry = ENTRY_SCRIPT.exec(page);
    if (!paint || !entry?.[1]) return page;
    // The entry leaves the head: the loader after the first paint starts it once the banner is on the screen.
    const loader = `${ENTRY_LOADER_MARK} ${ENTRY_LOADER_ATTRIBUTE}="${escapeAttribute(entry[1])}">${ENTRY_LOADER}</script>`;
    return atBodyStart(page.slice(0, entry.index) + page.slice(entry.index + entry[0].length), `${paint}\n    ${loader}`);
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The app routes whose chunks the shell answer preloads (src/routes.ts: the pages a first screen opens most). */
const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/features/home/home-page.tsx', 'src/features/casino/lobby/lobby-rails.tsx'],
  '/gamehall': ['src/features/casino/hall/game-hall-page.tsx'],
};

/** The Russian dictionary's module (src/i18n/index.ts loads it when the page is Russian). */
const RU_DICTIONARY = 'src/i18n/ru.json';

/** `Link` header values for the entry chunk, its stylesheet, the page's dictionary and `path`'s own chunks, from the build's manifest. */
export function preloadLinks(manifest: Readonly<Record<string, ManifestChunk>>, pathname: string): string[] {
  const { locale, path } = pathLocale(pathname);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) visit(entry);
  // A Russian page loads its dictionary before the first render (src/i18n: Uzbek is in the entry).
  if (locale === 'ru') visit(RU_DICTIONARY);
  for (const key of ROUTE_MODULES[path] ?? []) visit(key);
  return [...[...styles].map((file) => `</${file}>; rel=preload; as=style; crossorigin`), ...[...scripts].map((file) => `</${file}>; rel=modulepreload; crossorigin`)];
}

/**
 * The shell answer's `Link` preload headers (read from `<distDir>/.vite/manifest.json` once) and its compression
 * (Brotli or gzip, as the visitor accepts). Other answers pass untouched.
 */
export function firstScreenHints(distDir: string): MiddlewareHandler {
  let manifest: Record<string, ManifestChunk> | undefined;
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !c.res.headers.get('content-type')?.startsWith('text/html') || c.res.status !== 200) return;
    if (c.res.headers.has('content-encoding') || c.req.path.startsWith('/sandbox-') || c.req.path.startsWith('/__sandbox')) return;
    if (manifest === undefined) {
      const file = join(distDir, '.vite', 'manifest.json');
      manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
    }
    let raw = Buffer.from(await c.res.arrayBuffer());
    let links = preloadLinks(manifest, c.req.path);
    const html = raw.toString('utf8');
    if (html.includes(ENTRY_LOADER_MARK)) {
      // Home with its first paint (decision 022): the scripts start once the hero has painted, from the page's loader,
      // which is given them here instead of the header naming them at once.
      const scripts = links.filter((link) => link.includes('rel=modulepreload')).map((link) => /^<([^>]+)>/.exec(link)?.[1] ?? '');
      links = links.filter((link) => !link.includes('rel=modulepreload'));
      raw = Buffer.from(html.replace(ENTRY_LOADER_MARK, `${ENTRY_LOADER_MARK} data-preload="${escapeAttribute(scripts.filter(Boolean).join(' '))}"`));
    }
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    const headers = new Headers(c.res.headers);
    if (links.length > 0) headers.set('Link', links.join(', '));
    let payload: BodyInit | null = new Uint8Array(raw);
    headers.set('Content-Length', String(raw.length));
    if (encoding) {
      const packed = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
      payload = new Uint8Array(packed);
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(packed.length));
    }
    c.res = new Response(payload, { status: c.res.status, headers });
  };
}
