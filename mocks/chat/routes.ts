/**
 * The sandbox chat (issue 18, sandbox part 3): a stand-in script per SPEC §9 vendor at the URL that
 * support.getsettings gives (`/sandbox-chat/<vendor>.js`, same origin, so `script-src 'self'` allows it), and the
 * operator that answers every message automatically (`POST /sandbox-chat/api/messages`).
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CHAT_VENDORS, isChatVendor, type ChatVendor } from '../state/support.ts';

interface BundledScript {
  readonly code: string;
  readonly etag: string;
}

let bundles: Promise<ReadonlyMap<string, BundledScript>> | undefined;

async function bundleAll(): Promise<ReadonlyMap<string, BundledScript>> {
  const entryPoints = Object.fromEntries(CHAT_VENDORS.map((vendor) => [vendor, fileURLToPath(new URL(`./client/${vendor}.ts`, import.meta.url))]));
  // Classic scripts, as vendors ship them: the app adds a plain <script src>.
  const result = await build({ entryPoints, bundle: true, format: 'iife', target: 'es2020', minify: true, write: false, outdir: 'out', logLevel: 'silent' });
  const scripts = new Map<string, BundledScript>();
  for (const file of result.outputFiles) {
    const name = file.path.split(/[\\/]/).pop()?.replace(/\.js$/, '') ?? '';
    scripts.set(name, { code: file.text, etag: `"${createHash('sha256').update(file.text).digest('hex').slice(0, 16)}"` });
  }
  return scripts;
}

async function script(vendor: ChatVendor): Promise<BundledScript | undefined> {
  bundles ??= bundleAll().catch((error: unknown) => {
    bundles = undefined;
    throw error;
  });
  return (await bundles).get(vendor);
}

/** The automatic operator's reply, in the page's language, quoting the start of what was written. */
export function autoReply(text: string, locale: 'uz' | 'ru', name: string): string {
  const quote = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  const hello = name ? (locale === 'ru' ? `Здравствуйте, ${name}!` : `Salom, ${name}!`) : locale === 'ru' ? 'Здравствуйте!' : 'Salom!';
  return locale === 'ru'
    ? `${hello} Это автоматический ответ песочницы на «${quote}». Оператор скоро подключится.`
    : `${hello} Bu sandbox avtomatik javobi: «${quote}». Operator tez orada ulanadi.`;
}

export const MAX_MESSAGE_LENGTH = 1000;

export function chatRoutes(): Hono {
  const app = new Hono();

  app.get('/:file', async (c) => {
    const match = /^(\w+)\.js$/.exec(c.req.param('file'));
    const vendor = match?.[1];
    if (!isChatVendor(vendor)) return c.text('Not found', 404);
    const bundled = await script(vendor);
    if (!bundled) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', bundled.etag);
    if (c.req.header('if-none-match') === bundled.etag) return c.body(null, 304);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(bundled.code);
  });

  app.post('/api/messages', bodyLimit({ maxSize: 8 * 1024 }), async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { vendor, text, locale, name } = fields;
    if (!isChatVendor(vendor)) return c.json({ error: { type: 'InvalidParameterException', message: 'vendor: one of the SPEC §9 chat vendors', error_data: { vendor: ['INVALID'] } } }, 422);
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_MESSAGE_LENGTH) {
      return c.json({ error: { type: 'InvalidParameterException', message: `text: 1-${MAX_MESSAGE_LENGTH} characters`, error_data: { text: ['INVALID'] } } }, 422);
    }
    const safeName = typeof name === 'string' ? name.slice(0, 64) : '';
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { reply: autoReply(text.trim(), locale === 'ru' ? 'ru' : 'uz', safeName) } });
  });

  return app;
}
