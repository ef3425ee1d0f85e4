/**
 * Links that leave the app (issue 4 part 2): which URLs count as leaving, and which taps on a link the host
 * should handle instead of the browser. Pure, so they are unit-tested without a host.
 * Telegram opens web links with openLink and t.me links with openTelegramLink; a plain page would navigate the
 * mini-app itself away (and iOS gives no way back), so every external link goes through the platform.
 */

/** What an external URL may be: the web, or Telegram's own scheme. Nothing that runs code (javascript:, data:). */
const LEAVING_PROTOCOLS = new Set(['http:', 'https:', 'tg:']);

/** The absolute URL to open when `target` may leave the app, otherwise undefined. */
export function leavingUrl(target: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(target.trim(), origin);
  } catch {
    return undefined;
  }
  if (!LEAVING_PROTOCOLS.has(url.protocol)) return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
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
 * only a plain primary click on a link to another site (or to tg:) that nothing else handled.
 */
export function externalLinkTarget(click: LinkClick, origin: string): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download || !click.href) return undefined;
  const url = leavingUrl(click.href, origin);
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'tg:' && parsed.origin === new URL(origin).origin) return undefined;
  return url;
}
