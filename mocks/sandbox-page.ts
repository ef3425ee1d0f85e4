/**
 * The pages of the sandbox's third-party stand-ins (games, payment provider, sportsbook, identity verification, chat,
 * social sign-in) and their scripts: one page skeleton, one JSON data block, one way to bundle a page's client script
 * and one way to serve a page or a script. The sandbox's CSP is `script-src 'self'`, so a page carries no inline
 * script: its words reach its script in a JSON block, which is data and never runs.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface PageParts {
  lang: string;
  /** Plain text; escaped here. */
  title: string;
  style: string;
  /** The page's markup, its JSON data blocks and script tags included. */
  body: string;
  /** Further head tags (referrer, robots). */
  head?: string;
  /** Edge to edge on phones with a notch (`viewport-fit=cover`): the game and sportsbook frames. */
  cover?: boolean;
  /** Attributes of `<html>` and `<body>`, written as they are (already escaped). */
  htmlAttributes?: string;
  bodyAttributes?: string;
}

export function sandboxPage({ lang, title, style, body, head = '', cover = false, htmlAttributes = '', bodyAttributes = '' }: PageParts): string {
  return `<!doctype html>
<html lang="${lang}"${htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1${cover ? ', viewport-fit=cover' : ''}">
${head}<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body${bodyAttributes}>
${body}
</body>
</html>
`;
}

/** A JSON data block for a page's script; `<` is escaped so no text can close the element. */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** A page answer: revalidated on every visit (`no-cache`), or never kept (`no-store`) when it carries a payment's state. */
export function servePage(c: Context, html: string, { cache = 'no-cache', status = 200 }: { cache?: 'no-cache' | 'no-store'; status?: ContentfulStatusCode } = {}): Response {
  c.header('Cache-Control', cache);
  return c.html(html, status);
}

export interface BundledScript {
  readonly code: string;
  readonly etag: string;
}

/**
 * A page's client script (a `.ts` file beside it), bundled with esbuild on first use, in memory; a failed build is
 * retried on the next request. `iife` for a vendor's classic script (the chat widgets), `esm` for a module.
 */
export function clientScript(entry: URL, format: 'esm' | 'iife' = 'esm'): () => Promise<BundledScript> {
  let bundled: Promise<BundledScript> | undefined;
  const bundle = async (): Promise<BundledScript> => {
    const result = await build({ entryPoints: [fileURLToPath(entry)], bundle: true, format, target: 'es2020', minify: true, write: false, logLevel: 'silent' });
    const code = result.outputFiles[0]?.text ?? '';
    return { code, etag: `"${createHash('sha256').update(code).digest('hex').slice(0, 16)}"` };
  };
  return () => {
    bundled ??= bundle().catch((error: unknown) => {
      bundled = undefined;
      throw error;
    });
    return bundled;
  };
}

/**
 * The scripts `<name>.js` of a folder's client files, by file name; only the names listed are served. A name is served
 * from the kebab-case file of the same words (`freshChat.js` and `live_tex.js` from `fresh-chat.ts` and `live-tex.ts`).
 */
export function clientScripts(names: readonly string[], folder: URL, format: 'esm' | 'iife' = 'esm'): (file: string) => (() => Promise<BundledScript>) | undefined {
  const kebab = (name: string) => name.replace(/_/g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const scripts = new Map(names.map((name) => [`${name}.js`, clientScript(new URL(`${kebab(name)}.ts`, folder), format)]));
  return (file) => scripts.get(file);
}

/** A script answer: revalidated by its ETag on every load, so a changed stand-in reaches the next page at once. */
export async function serveScript(c: Context, script: (() => Promise<BundledScript>) | undefined): Promise<Response> {
  if (!script) return c.text('Not found', 404);
  const { code, etag } = await script();
  c.header('Cache-Control', 'no-cache');
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  return c.body(code);
}
