/**
 * Reading cookies (issue 12 part 5: one home for it). The app reads only cookies that scripts may see: the
 * language cookies (SPEC §9) and the CMS bearer credential; the session cookie is HttpOnly and rides with
 * same-origin requests on its own.
 */

/**
 * One cookie's value from a `Cookie`-style string (`document.cookie` by default; '' outside a browser).
 * A value that is not valid percent-encoding is discarded (undefined), never trusted half-decoded.
 */
export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
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
