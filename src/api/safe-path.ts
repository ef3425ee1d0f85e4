/**
 * The same-site path rule (SPEC §2; issues 3 and 19 defect 3): which redirect targets (redirectUrl, backUrl, a social
 * sign-in's redirect_url) are paths on this site. It lives in src/api because both sides of the wire apply it: the app
 * (src/lib/url-safety.ts re-exports it) and the platform, whose sandbox (mocks/oauth.ts) may import only src/api.
 * Pure, property-tested in src/lib/url-safety.test.ts.
 */

// C0 controls, DEL, C1 controls, and the Unicode spaces/format characters browsers may drop from URLs.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff\\]/;

/**
 * A path that a browser, a server or a later `location.href = path` reads as `//host`: two slashes, a slash and a
 * backslash, or their percent-encoded forms (servers may decode them).
 */
export const AUTHORITY_PATH = /^\/(\/|\\|%2f|%5c)/i;

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
