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

/** True when the original request came over HTTPS (directly or through a TLS-terminating proxy). */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.delete('X-Frame-Options');
    if (isHttps(c)) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000');
  };
}

/** The origins this request may legitimately come from: its own, and the public one behind a proxy. */
function ownOrigins(c: Context): Set<string> {
  const url = new URL(c.req.url);
  const origins = new Set([url.origin]);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() ?? c.req.header('host') ?? url.host;
  origins.add(`${isHttps(c) ? 'https' : url.protocol.replace(':', '')}://${host}`);
  return origins;
}

/**
 * Refuses state-changing requests from other sites before any handler runs: a POST whose
 * Sec-Fetch-Site is `cross-site`, or whose Origin is present and not this origin (`null` included).
 */
export function csrfGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const origin = c.req.header('origin');
    if (fetchSite === 'cross-site' || (origin !== undefined && !ownOrigins(c).has(origin))) {
      return errorResponse(c, new SandboxError('AccessDeniedException', 'Cross-site request refused'));
    }
    return next();
  };
}
