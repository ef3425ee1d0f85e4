/**
 * External SVG icons (SPEC §7 "Icons: external SVG text fetched by URL"): an icon the CMS gives
 * by URL (payment method `icons`) is fetched as text once per URL, sanitised and inlined, so it takes the text's
 * `currentColor` like the app's own icons.
 * - Only URLs on the app's origin or the CMS's (src/api/url-safety.ts decides what is http(s) at all).
 * - The SVG is hostile until sanitised: DOMPurify's SVG profile, no scripts, no event handlers, no
 *   foreignObject, no styles, no links or references outside the document (only `#id` and `url(#id)` stay).
 * - Anything wrong (network, HTTP status, not SVG, over MAX_SVG_BYTES) gives undefined: the caller keeps what it
 *   showed before (an <img> or the initial). Logged with console.warn, never an error for the player.
 * Loaded lazily by cms-svg-icon.tsx (DOMPurify is not in any first load).
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { safeHttpUrl } from '../api/url-safety.ts';

/** The largest SVG text inlined; an icon is a few KB. */
export const MAX_SVG_BYTES = 32 * 1024;

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['script', 'foreignObject', 'style', 'a', 'image', 'feImage', 'animate', 'set', 'animateMotion', 'animateTransform'],
  FORBID_ATTR: ['style', 'xml:base'],
  ALLOW_DATA_ATTR: false,
};

/** An attribute that points outside the document: anything but `#id` in a link, any url() but `url(#id)`. */
function isExternalReference(name: string, value: string): boolean {
  const squeezed = value.replace(/\s+/g, '');
  if (name === 'href' || name === 'xlink:href') return !squeezed.startsWith('#');
  return /url\((?!['"]?#)/i.test(squeezed);
}

export interface SvgIconLoaderOptions {
  window: WindowLike & { location: { origin: string } };
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Origins besides the app's own that may serve icons (the CMS's, when it has its own). */
  origins?: readonly string[];
}

export interface SvgIconLoader {
  /** The sanitised `<svg>` markup, or undefined when the icon cannot be used. One fetch per URL. */
  load(url: string): Promise<string | undefined>;
  /** Sanitises SVG text (exported for tests and for the loader). */
  sanitize(svg: string): string | undefined;
}

/**
 * Inline event handlers, taken out before the text is parsed at all. DOMPurify removes them too; this is not the
 * defence but quiet: parsing `<svg onload=…>` dispatches the SVG load event in the parser's document, and Chrome
 * reports the handler the page's CSP refuses as a console error on every page that shows such an icon.
 */
const HANDLERS = /\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

export function createSvgIconLoader(options: SvgIconLoaderOptions): SvgIconLoader {
  const purify = createDOMPurify(options.window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (isExternalReference(data.attrName, data.attrValue)) data.keepAttr = false;
  });
  const cache = new Map<string, Promise<string | undefined>>();
  const own = options.window.location.origin;
  const allowed = new Set([own, ...(options.origins ?? [])]);

  const sanitize = (svg: string): string | undefined => {
    const clean = purify.sanitize(svg.replace(HANDLERS, ''), { ...CONFIG, RETURN_TRUSTED_TYPE: false });
    // The root must still be one <svg>: text or HTML around it means it was not an icon.
    return /^<svg[\s>][\s\S]*<\/svg>$/.test(clean.trim()) ? clean.trim() : undefined;
  };

  const fetchIcon = async (url: string): Promise<string | undefined> => {
    const safe = safeHttpUrl(url, own);
    if (!safe || !allowed.has(new URL(safe).origin)) throw new Error('not an app or CMS URL');
    const answer = await options.fetch(safe, { credentials: 'same-origin' });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const type = answer.headers.get('content-type') ?? '';
    if (!type.startsWith('image/svg+xml')) throw new Error(`not SVG (${type})`);
    if (Number(answer.headers.get('content-length') ?? 0) > MAX_SVG_BYTES) throw new Error('too big');
    const text = await answer.text();
    if (text.length > MAX_SVG_BYTES) throw new Error('too big');
    const clean = sanitize(text);
    if (!clean) throw new Error('not an SVG document');
    return clean;
  };

  return {
    sanitize,
    load(url) {
      let pending = cache.get(url);
      if (!pending) {
        pending = fetchIcon(url).catch((error: unknown) => {
          console.warn(`[cms] icon ${url} not inlined, fallback kept:`, error instanceof Error ? error.message : error);
          return undefined;
        });
        cache.set(url, pending);
      }
      return pending;
    },
  };
}

let pageLoader: SvgIconLoader | undefined;

/**
 * The page's loader (browser only). The CMS sits on the app's origin (src/cms/client.ts: baseUrl '', which nothing
 * configures otherwise), so the app's origin is the CMS's; a CMS on its own origin is added through `origins`.
 */
export function loadSvgIcon(url: string): Promise<string | undefined> {
  pageLoader ??= createSvgIconLoader({ window, fetch: (input, init) => window.fetch(input, init) });
  return pageLoader.load(url);
}
