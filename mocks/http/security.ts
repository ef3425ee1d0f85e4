/**
 * Security headers on every answer and the CSRF guard on every POST (ARCHITECTURE.md: the sandbox
 * serves the app the way production should).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { SandboxError, errorResponse } from './wire.ts';

/**
 * The app loads nothing from other origins; Telegram Web may frame it (frame-ancestors), so there is
 * deliberately no X-Frame-Options (it cannot allow-list an origin and would block Telegram Web).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self' https://web.telegram.org",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Extra script-src sources per request (hashes of the served page's inline scripts), set by allowInlineScripts. */
const scriptSources = new WeakMap<Request, readonly string[]>();
/** Extra frame-ancestors per request (the app that launched a vendor frame), set by allowFrameAncestors. */
const ancestorSources = new WeakMap<Request, readonly string[]>();

/**
 * Lets the app at `origin` frame this answer (a vendor frame the sandbox serves on another origin than the app's:
 * a real provider allows its operators' origins the same way).
 */
export function allowFrameAncestors(c: Context, origins: readonly string[]): void {
  const valid = origins.filter((origin) => /^https?:\/\/[\w.-]+(?::\d+)?$/.test(origin));
  ancestorSources.set(c.req.raw, [...(ancestorSources.get(c.req.raw) ?? []), ...valid]);
}

/**
 * Allows this answer's inline scripts by their hashes (`'sha256-…'`), e.g. the CMS custom code the served app shell
 * carries (server/head.ts inlineScriptHashes): added to script-src for this answer only, never 'unsafe-inline'.
 */
export function allowInlineScripts(c: Context, sources: readonly string[]): void {
  const valid = sources.filter((source) => /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(source));
  scriptSources.set(c.req.raw, [...(scriptSources.get(c.req.raw) ?? []), ...valid]);
}

/** The policy with extra script-src, frame-src and frame-ancestors sources. */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = [], extraFrameSources: readonly string[] = [], extraAncestors: readonly string[] = []): string {
  let policy = CONTENT_SECURITY_POLICY;
  if (extraScriptSources.length > 0) policy = policy.replace("script-src 'self'", `script-src 'self' ${extraScriptSources.join(' ')}`);
  if (extraFrameSources.length > 0) policy = policy.replace("frame-src 'self'", `frame-src 'self' ${extraFrameSources.join(' ')}`);
  if (extraAncestors.length > 0) policy = policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${extraAncestors.join(' ')}`);
  return policy;
}

/** True when the original request came over HTTPS (directly or through a TLS-terminating proxy). */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

/** `frameSources`: vendor frames on other origins the app may show (the configured sportsbook's, in the sandbox). */
export function securityHeaders(frameSources: () => readonly string[] = () => []): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(scriptSources.get(c.req.raw), frameSources(), ancestorSources.get(c.req.raw)));
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.delete('X-Frame-Options');
    if (isHttps(c)) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000');
  };
}

/**
 * The origin the server was addressed at (the Host the server saw), with the scheme the visitor used behind a
 * TLS-terminating proxy. Where no public origin is configured (local runs), pages are built for it.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${isHttps(c) ? 'https:' : url.protocol}//${url.host}`;
}

/**
 * The origins this request may legitimately come from: the one it was addressed at and the configured public one
 * (SANDBOX_PUBLIC_ORIGIN). Never X-Forwarded-Host: a request names its own forwarded host, so it would vouch for
 * any origin (docs/decisions/024-sessions-and-public-origin.md).
 */
function ownOrigins(c: Context, publicOrigin: string | undefined): Set<string> {
  const origins = new Set([new URL(c.req.url).origin, requestOrigin(c)]);
  if (publicOrigin !== undefined) origins.add(publicOrigin);
  return origins;
}

/**
 * The in-house game server (mocks/games/routes.ts). Its games run in the app's sandboxed frame without
 * `allow-same-origin` (src/lib/frame-sandbox.ts, decision 013), so their calls come from an opaque origin
 * (`Origin: null`). Those calls are authenticated by the launch token in them and no cookie counts there, so
 * that origin is no forged request; any other foreign origin is still refused.
 */
export const OPAQUE_FRAME_API = '/sandbox-games/api/';

/** The sandbox sportsbook's API (mocks/sportsbook/routes.ts; decision 017): framed the same way, authenticated by its launch token. */
export const OPAQUE_SPORTSBOOK_API = '/sandbox-sportsbook/api/';

/**
 * Refuses state-changing requests from other sites before any handler runs: a POST whose
 * Sec-Fetch-Site is `cross-site`, or whose Origin is present and not this origin (`null` included, except
 * from the sandboxed game frame to its own server, OPAQUE_FRAME_API).
 */
export function csrfGuard(publicOrigin?: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const origin = c.req.header('origin');
    if (origin === 'null' && (c.req.path.startsWith(OPAQUE_FRAME_API) || c.req.path.startsWith(OPAQUE_SPORTSBOOK_API))) return next();
    if (fetchSite === 'cross-site' || (origin !== undefined && !ownOrigins(c, publicOrigin).has(origin))) {
      return errorResponse(c, new SandboxError('AccessDeniedException', 'Cross-site request refused'));
    }
    return next();
  };
}
