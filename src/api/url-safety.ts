/**
 * URL and protocol safety (SPEC §2, §8): the one place that decides which URLs the app may navigate to, frame,
 * download from or hand to the host. Pure, so every rule is unit- and property-tested.
 * - A redirect target from a query or storage (redirectUrl, backUrl, a social sign-in's redirect_url) is followed only
 *   when it is a same-origin path: it starts with one `/`, has no scheme, no `//` or `/\` authority trick (also not
 *   after dot segments: `/a/..//evil.example` resolves to `//evil.example`), no backslash and no control or whitespace
 *   characters that browsers strip or reinterpret, and does not lead into /api/ (decision 026).
 * - Navigating to an external URL is refused unless flagged external; forbidden protocols are always refused.
 * - A URL leaving the app (Telegram openLink, a new tab) is http(s) or tg:, never one that runs code.
 * - A URL put in a frame or a download link is http(s) only.
 * Part of the contract floor (decision 031): both sides of the wire apply the same-site rule (the sandbox's /oauth
 * too), and every layer that handles URLs (app, features, platform/) imports the same rules.
 */

// C0 controls, DEL, C1 controls, and the Unicode spaces/format characters browsers may drop from URLs.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff\\]/;

/**
 * A path that a browser, a server or a later `location.href = path` reads as `//host`: two slashes, a slash and a
 * backslash, or their percent-encoded forms (servers may decode them).
 */
const AUTHORITY_PATH = /^\/(\/|\\|%2f|%5c)/i;

/** True when `value` is a path on this site, safe to navigate to after sign-in or a social login. */
export function isSafeInternalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (UNSAFE_CHARS.test(value)) return false;
  if (!value.startsWith('/') || AUTHORITY_PATH.test(value)) return false;
  const base = 'https://omad.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return false;
  }
  // The path as the browser resolves it (dot segments applied) must not start like an authority: `/.//evil.example`.
  return resolved.origin === base && !AUTHORITY_PATH.test(resolved.pathname) && !isApiPath(resolved.pathname);
}

/**
 * The platform's API lives under /api/ on this origin (ARCHITECTURE.md): a redirect there would call an operation
 * with the player's cookie (`/api/auth.logout` after sign-in; decision 026). Checked on the decoded path, in any
 * case, since servers may decode `%61pi` and match operation names case-insensitively.
 */
function isApiPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^\/api(\/|$)/i.test(decoded);
}

const FORBIDDEN_PROTOCOLS: readonly string[] = ['javascript:', 'data:', 'vbscript:', 'file:'];
/** The web, and Telegram's own scheme (t.me deep links open as tg:). */
const LEAVING_PROTOCOLS: readonly string[] = ['http:', 'https:', 'tg:'];
/** What a frame or a download may load: tg: is not a document. */
const WEB_PROTOCOLS: readonly string[] = ['http:', 'https:'];

const EXTERNAL_NAVIGATION_MESSAGE = 'Navigating to an external URL is not allowed by default. Use navigateTo(url, { external: true })';

function blockedProtocolMessage(protocol: string): string {
  return `Cannot navigate to a URL with '${protocol}' protocol.`;
}

function parse(target: string, origin: string): URL | undefined {
  try {
    return new URL(target.trim(), origin);
  } catch {
    return undefined;
  }
}

/** The path as the browser resolves it (dot segments applied) starts like an authority: `/.//evil.example`. */
function hasAuthorityPath(url: URL): boolean {
  return AUTHORITY_PATH.test(url.pathname);
}

/** Returns the path when safe, otherwise undefined (the caller falls back to the index). */
export function safeRedirect(value: unknown): string | undefined {
  return isSafeInternalPath(value) ? value : undefined;
}

export type NavigationCheck =
  | { ok: true; url: string; external: boolean }
  | { ok: false; reason: 'forbidden-protocol' | 'external' | 'invalid'; message: string };

/** The navigateTo rule of SPEC §2: internal paths pass, external ones only when flagged, forbidden protocols never. */
export function checkNavigation(target: string, options: { external?: boolean; origin: string }): NavigationCheck {
  const url = parse(target, options.origin);
  if (!url) return { ok: false, reason: 'invalid', message: EXTERNAL_NAVIGATION_MESSAGE };
  if (FORBIDDEN_PROTOCOLS.includes(url.protocol) || !LEAVING_PROTOCOLS.includes(url.protocol)) {
    return { ok: false, reason: 'forbidden-protocol', message: blockedProtocolMessage(url.protocol) };
  }
  const sameOrigin = url.origin === new URL(options.origin).origin;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (sameOrigin && isSafeInternalPath(path)) return { ok: true, url: path, external: false };
  // Our own origin with an authority-like path (`https://omad.uz//evil.example`) is a redirect trick, not a site.
  if (sameOrigin) return { ok: false, reason: 'invalid', message: EXTERNAL_NAVIGATION_MESSAGE };
  if (!options.external) return { ok: false, reason: 'external', message: EXTERNAL_NAVIGATION_MESSAGE };
  const leaving = leavingUrl(url.href, options.origin);
  if (!leaving) return { ok: false, reason: 'invalid', message: EXTERNAL_NAVIGATION_MESSAGE };
  return { ok: true, url: leaving, external: true };
}

/**
 * The absolute URL to open when `target` may leave the app, otherwise undefined: http(s) or tg:,
 * no credentials in it, no authority-like path.
 */
export function leavingUrl(target: string, origin: string): string | undefined {
  const url = parse(target, origin);
  if (!url || !LEAVING_PROTOCOLS.includes(url.protocol)) return undefined;
  if (url.username || url.password || hasAuthorityPath(url)) return undefined;
  return url.href;
}

/** URLs from the platform that end up in a frame or a download link are followed only over http(s): a `javascript:` URL would run in our origin. */
export function safeHttpUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  const parsed = parse(url, origin);
  if (!parsed || !WEB_PROTOCOLS.includes(parsed.protocol)) return undefined;
  if (parsed.username || parsed.password || hasAuthorityPath(parsed)) return undefined;
  return parsed.href;
}

/** The parts of a click and of the link it hit that decide whether the host opens it. */
export interface LinkClick {
  /** The anchor's href attribute as written (relative or absolute); null when it has none. */
  href: string | null;
  /** A `download` link saves a file; the browser does that. */
  download: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

/**
 * The URL the host should open for this click, or undefined to let the browser (or the app's router) have it:
 * only a plain primary click on a link to another site (or to tg:) that nothing else handled. Telegram opens web
 * links with openLink and t.me links with openTelegramLink; a plain page would navigate the mini-app itself away
 * (and iOS gives no way back), so every external link goes through the platform.
 */
export function externalLinkTarget(click: LinkClick, origin: string): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download || !click.href) return undefined;
  const url = leavingUrl(click.href, origin);
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'tg:' && parsed.origin === new URL(origin).origin) return undefined;
  return url;
}
