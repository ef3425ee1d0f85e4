/**
 * Serves the built app from `dist/` the way a good CDN would (ARCHITECTURE.md "The sandbox platform"):
 * - hashed assets under /assets/ are immutable for a year; index.html and other unhashed entry files
 *   (service worker, manifest, build info) are revalidated on every visit (`no-cache` + ETag);
 * - a precompressed `.br` / `.gz` sibling is served when the client accepts it (Vary: Accept-Encoding);
 * - paths without a file extension fall back to index.html (client-side routes); a missing file is 404.
 *
 * The files are read once, on the first request, into memory: a file read goes through Node's
 * four worker threads, the same ones password hashing uses, so under a login flood every asset waited behind
 * scrypt. From memory an asset answers without touching the thread pool. A new build means a restart, as it
 * does for a CDN deployment.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
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

interface StoredFile {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly mtime: Date;
  readonly etag: string;
}

/** Every regular file under root by absolute path; an absent root is an empty build (`npm run dev` serves through Vite). */
export function loadFiles(root: string): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  for (const name of names) {
    const path = join(root, name);
    const stats = statSync(path);
    if (!stats.isFile()) continue;
    const body = new Uint8Array(readFileSync(path));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    files.set(path, { body, mtime: stats.mtime, etag });
  }
  return files;
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

function send(c: Context, files: Map<string, StoredFile>, file: string, urlPath: string): Response | undefined {
  const original = files.get(file);
  if (!original) return undefined;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type);
  let served = original;
  let encoding: string | undefined;
  if (compressible) {
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    for (const candidate of ENCODINGS) {
      if (!accepted.has(candidate.name)) continue;
      const compressed = files.get(file + candidate.suffix);
      if (compressed) {
        served = compressed;
        encoding = candidate.name;
        break;
      }
    }
  }
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': cacheControlFor(urlPath),
    ETag: served.etag,
    'Last-Modified': original.mtime.toUTCString(),
  });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === served.etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(served.body.length));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(served.body, { status: 200, headers });
}

/** Rewrites the app shell (index.html) for one request: the served head (server/head.ts, decision 012), and what composes with it. */
export type ShellTransform = (html: string, c: Context) => Promise<string>;

export interface StaticOptions {
  /** The built app (absolute or relative to the working directory). */
  root: string;
  /** Applied to index.html whenever it is served (the bare path, an app route, /index.html). */
  shell?: ShellTransform;
}

/** The transformed shell: revalidated on every visit, its ETag that of what this request gets. */
async function sendShell(c: Context, stored: StoredFile, shell: ShellTransform): Promise<Response> {
  const html = await shell(new TextDecoder().decode(stored.body), c);
  const body = new TextEncoder().encode(html);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, ETag: etag, Vary: 'Accept-Encoding' });
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  // No Content-Length: a later middleware may compress the shell (decision 015), and Hono carries the old answer's headers
  // over to a replacing one; the server frames the body itself.
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}

export function staticFiles(options: StaticOptions): MiddlewareHandler {
  const root = resolve(options.root);
  let files: Map<string, StoredFile> | undefined;
  const shellFile = resolve(root, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    const file = resolveInside(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (file === shellFile && options.shell) {
      files ??= loadFiles(root);
      const stored = files.get(shellFile);
      if (stored) return sendShell(c, stored, options.shell);
    }
    if (file) {
      // Precompressed siblings are an implementation detail, not addressable files.
      const hidden = file.endsWith('.br') || file.endsWith('.gz');
      files ??= loadFiles(root);
      const served = hidden ? undefined : send(c, files, file, urlPath.endsWith('/') ? '/index.html' : urlPath);
      if (served) return served;
    }
    // Client-side routes (no file extension) get the app shell; missing files stay 404.
    if (extname(urlPath) === '') {
      files ??= loadFiles(root);
      const stored = options.shell ? files.get(shellFile) : undefined;
      if (stored && options.shell) return sendShell(c, stored, options.shell);
      const shell = send(c, files, shellFile, '/index.html');
      if (shell) return shell;
    }
    return next();
  };
}
