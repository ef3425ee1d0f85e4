/**
 * The finished app shell answer, kept (under load `index.html` fell from ~4,800 to ~54 requests per second
 * once every request rebuilt it: the served head from the CMS, decision 012; the first screen's boot data, Link headers
 * and Brotli, decision 015). What a CDN in front of an edge function does with a short shared cache, the sandbox does here.
 *
 * - The key is everything the shell transforms read: the public origin (scheme and host: the head's canonical and the
 *   domain's SEO), the path (the page, and its locale: SPEC §2, `/ru/…` is Russian; no transform reads a locale from a
 *   cookie), the encoding the visitor gets (Brotli, gzip or none), and of the query string only what a transform reads
 *   (`variant`: whether the game hall is filtered, mocks/http/first-screen.ts firstScreenVariant).
 * - An entry is valid for one content revision (`revision()`: the sandbox CMS's, bumped by every test-mode admin change
 *   and by reset) and for `ttlMs` of the sandbox clock (the boot data's banner end times are computed from that clock;
 *   moving it or resetting it expires the entry).
 * - Nothing per visitor goes in: the shell is built without the visitor's cookie (mocks/app.ts), so one visitor's session
 *   can never shape another's page. A transform that ever needs the visitor must run outside this cache.
 * - At most `maxEntries` answers, least recently used out first, so a flood of distinct paths keeps memory bounded.
 *
 * Middleware order: this one outside the compression (first-screen.ts firstScreenHints) and the static files
 * (static-files.ts), inside the security headers, which add the CSP with the cached page's inline-script hashes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { allowInlineScripts } from './security.ts';
import { acceptedEncodings } from './static-files.ts';

export const SHELL_CACHE_ENTRIES = 500;
/** How long a built shell stays, on the sandbox clock. */
export const SHELL_CACHE_TTL_MS = 10_000;

interface Entry {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: readonly (readonly [string, string])[];
  readonly etag: string | null;
  readonly scriptSources: readonly string[];
  readonly revision: string;
  readonly builtAt: number;
}

export interface ShellCacheOptions {
  /** The content revision the shell was built from; a different value makes every entry stale. */
  revision: () => string;
  /** The sandbox clock (unix ms). */
  now: () => number;
  /** The visitor's public origin (behind a proxy: the forwarded scheme and host). */
  origin: (c: Context) => string;
  /** What of the query string a shell transform reads, as a short key ('' when nothing): the first screen's hall filter. */
  variant?: (c: Context) => string;
  maxEntries?: number;
  ttlMs?: number;
}

export interface ShellCache {
  middleware: MiddlewareHandler;
  /** Called where the shell is built: this request's answer is the shell, with these inline-script CSP sources. */
  markShell(c: Context, scriptSources: readonly string[]): void;
  /** For tests and the bench: answers from the cache, answers built, entries held. */
  readonly stats: { readonly hits: number; readonly misses: number; readonly size: number };
}

/** The encoding the shell answer gets (firstScreenHints compresses the same way). */
function encodingFor(c: Context): string {
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

/** What a 304 carries: the answer's headers without those of a body. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'link']);

export function createShellCache(options: ShellCacheOptions): ShellCache {
  const maxEntries = options.maxEntries ?? SHELL_CACHE_ENTRIES;
  const ttlMs = options.ttlMs ?? SHELL_CACHE_TTL_MS;
  const entries = new Map<string, Entry>();
  const marked = new WeakMap<Request, readonly string[]>();
  let hits = 0;
  let misses = 0;

  const fresh = (entry: Entry, now: number) => entry.revision === options.revision() && now >= entry.builtAt && now < entry.builtAt + ttlMs;

  const answer = (c: Context, entry: Entry): Response => {
    allowInlineScripts(c, entry.scriptSources);
    const ifNoneMatch = c.req.header('if-none-match');
    if (entry.etag && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
      return new Response(null, { status: 304, headers: entry.headers.filter(([name]) => !BODY_HEADERS.has(name)) as [string, string][] });
    }
    return new Response(entry.body, { status: 200, headers: entry.headers as [string, string][] });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = `${options.origin(c)}\n${c.req.path}\n${encodingFor(c)}\n${options.variant?.(c) ?? ''}`;
    const cached = entries.get(key);
    const now = options.now();
    if (cached && fresh(cached, now)) {
      // Least recently used first: a hit moves the entry to the end.
      entries.delete(key);
      entries.set(key, cached);
      hits += 1;
      return answer(c, cached);
    }
    const revision = options.revision();
    await next();
    const scriptSources = marked.get(c.req.raw);
    if (scriptSources === undefined || c.res.status !== 200) return;
    misses += 1;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    headers.set('Content-Length', String(body.length));
    const entry: Entry = { body, headers: [...headers], etag: headers.get('etag'), scriptSources, revision, builtAt: now };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    c.res = new Response(body, { status: 200, headers });
  };

  return {
    middleware,
    markShell: (c, scriptSources) => {
      marked.set(c.req.raw, scriptSources);
      allowInlineScripts(c, scriptSources);
    },
    get stats() {
      return { hits, misses, size: entries.size };
    },
  };
}
