/**
 * Serves the built app from `dist/` the way a good CDN would (ARCHITECTURE.md "The sandbox platform"):
 * - hashed assets under /assets/ are immutable for a year; index.html and other unhashed entry files
 *   (service worker, manifest, build info) are revalidated on every visit (`no-cache` + ETag);
 * - a precompressed `.br` / `.gz` sibling is served when the client accepts it (Vary: Accept-Encoding);
 * - paths without a file extension fall back to index.html (client-side routes); a missing file is 404.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Unhashed public files (icons, fonts): a day, then revalidate. */
export const SHORT = 'public, max-age=86400';

/** Files whose name stays the same across builds but whose content changes: always revalidate. */
const ALWAYS_REVALIDATE = /^\/(?:index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest|builds\/.*)$/;

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Accept-Encoding with q-values: `gzip;q=0` refuses gzip, `*` accepts anything not named. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === '*') wildcard = weight > 0;
    else if (weight > 0) accepted.add(name);
    else refused.add(name);
  }
  if (wildcard) for (const { name } of ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.test(path)) return REVALIDATE;
  return SHORT;
}

async function fileStats(path: string) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves a URL path inside root, or undefined when it is not a safe plain path. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(?:^|\/)\.\.?(?:\/|$)/.test(decoded)) return undefined;
  const full = resolve(root, `.${decoded}`);
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

async function send(c: Context, file: string, urlPath: string): Promise<Response | undefined> {
  const stats = await fileStats(file);
  if (!stats) return undefined;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type);
  let body = file;
  let size = stats.size;
  let encoding: string | undefined;
  if (compressible) {
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    for (const candidate of ENCODINGS) {
      if (!accepted.has(candidate.name)) continue;
      const compressed = await fileStats(file + candidate.suffix);
      if (compressed) {
        body = file + candidate.suffix;
        size = compressed.size;
        encoding = candidate.name;
        break;
      }
    }
  }
  const etag = `W/"${createHash('sha1').update(`${body}:${size}:${stats.mtimeMs}`).digest('base64url').slice(0, 16)}"`;
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': cacheControlFor(urlPath),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
  });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(await readFile(body), { status: 200, headers });
}

export interface StaticOptions {
  /** The built app (absolute or relative to the working directory). */
  root: string;
}

export function staticFiles(options: StaticOptions): MiddlewareHandler {
  const root = resolve(options.root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    const file = resolveInside(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (file) {
      // Precompressed siblings are an implementation detail, not addressable files.
      const hidden = file.endsWith('.br') || file.endsWith('.gz');
      const served = hidden ? undefined : await send(c, file, urlPath.endsWith('/') ? '/index.html' : urlPath);
      if (served) return served;
    }
    // Client-side routes (no file extension) get the app shell; missing files stay 404.
    if (extname(urlPath) === '') {
      const shell = await send(c, resolve(root, 'index.html'), '/index.html');
      if (shell) return shell;
    }
    return next();
  };
}
