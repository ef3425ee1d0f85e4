/**
 * Reading cookies, in one place. The app reads only cookies that scripts may see: the
 * language cookies (SPEC §9) and the CMS bearer credential; the session cookie is HttpOnly and rides with
 * same-origin requests on its own.
 */

/** The page's cookies as one `Cookie`-style string; '' outside a browser. */
export function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * One cookie's value from a `Cookie`-style string (the page's cookies by default).
 * A value that is not valid percent-encoding is discarded (undefined), never trusted half-decoded.
 */
export function readCookie(name: string, cookies: string = pageCookies()): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
