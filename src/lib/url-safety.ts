/**
 * Navigation safety (SPEC §2, §8; issue 3): which URLs the app may navigate to.
 * - A redirect target from a query or storage (redirectUrl, backUrl) is followed only when it is a same-origin
 *   path: it starts with one `/`, has no scheme, no `//` or `/\` authority trick, no backslash and no control
 *   or whitespace characters that browsers strip or reinterpret.
 * - Navigating to an external URL is refused unless flagged external; forbidden protocols are always refused.
 */

export const FORBIDDEN_PROTOCOLS = ['javascript:', 'data:', 'vbscript:', 'file:'] as const;

export const EXTERNAL_NAVIGATION_MESSAGE =
  'Navigating to an external URL is not allowed by default. Use navigateTo(url, { external: true })';

export function blockedProtocolMessage(protocol: string): string {
  return `Cannot navigate to a URL with '${protocol}' protocol.`;
}

// C0 controls, DEL, C1 controls, and the Unicode spaces/format characters browsers may drop from URLs.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff\\]/;

/** True when `value` is a path on this site, safe to navigate to after sign-in or a social login. */
export function isSafeInternalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (UNSAFE_CHARS.test(value)) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Percent-encoded slashes or backslashes at the start can be decoded by servers into `//host`.
  if (/^\/(%2f|%5c)/i.test(value)) return false;
  try {
    const base = 'https://omad.invalid';
    const resolved = new URL(value, base);
    return resolved.origin === base;
  } catch {
    return false;
  }
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
  const trimmed = target.trim();
  let url: URL;
  try {
    url = new URL(trimmed, options.origin);
  } catch {
    return { ok: false, reason: 'invalid', message: EXTERNAL_NAVIGATION_MESSAGE };
  }
  if ((FORBIDDEN_PROTOCOLS as readonly string[]).includes(url.protocol)) {
    return { ok: false, reason: 'forbidden-protocol', message: blockedProtocolMessage(url.protocol) };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'tg:') {
    return { ok: false, reason: 'forbidden-protocol', message: blockedProtocolMessage(url.protocol) };
  }
  const sameOrigin = url.origin === new URL(options.origin).origin;
  if (sameOrigin && isSafeInternalPath(`${url.pathname}${url.search}${url.hash}`)) {
    return { ok: true, url: `${url.pathname}${url.search}${url.hash}`, external: false };
  }
  if (!options.external) return { ok: false, reason: 'external', message: EXTERNAL_NAVIGATION_MESSAGE };
  return { ok: true, url: url.href, external: true };
}
