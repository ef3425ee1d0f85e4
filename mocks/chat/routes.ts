/**
 * The sandbox chat (decision 021): a stand-in script per SPEC §9 vendor at the URL that
 * support.getsettings gives (`/sandbox-chat/<vendor>.js`, same origin, so `script-src 'self'` allows it), and the
 * operator that answers every message automatically (`POST /sandbox-chat/api/messages`).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientScripts, serveScript } from '../sandbox-page.ts';
import { CHAT_VENDORS, isChatVendor } from '../state/support.ts';

/** The vendors' stand-in scripts (mocks/chat/client/), classic scripts as vendors ship them: the app adds a plain <script src>. */
const VENDOR_SCRIPTS = clientScripts(CHAT_VENDORS, new URL('./client/', import.meta.url), 'iife');

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

  app.get('/:file', (c) => serveScript(c, VENDOR_SCRIPTS(c.req.param('file'))));

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
