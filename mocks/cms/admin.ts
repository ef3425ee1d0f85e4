/**
 * Test-mode CMS admin (decision 028): operators and tests try content changes without a real CMS.
 * Mounted by mocks/app.ts at `/__sandbox/cms` in test mode only.
 *
 *   PUT /pages/{slug}     {"locale": "uz" | "ru", "title": "…", "content": "<html>", "seo"?: {"title": "…", "description": "…"}}
 *                         publishes a content page of the catch-all /{slug} route (and its SEO entry) in one locale
 *   PUT /{single type}    {"locale": "uz" | "ru", "data": {…fields}} replaces that single type's fields in one locale
 *
 * Answers `{"data": …}`; a refusal is a Strapi error body: 400 ValidationError (bad JSON, a missing or unknown field,
 * a wrong type or length, a slug an app route owns), 404 NotFoundError (no such single type).
 */
import { Hono, type Context } from 'hono';
import type { CmsContent } from './content.ts';
import { badRequest, notFound } from './errors.ts';
import { CMS_LOCALES, isSingleType, singleTypeFields, type CmsLocale } from './fixtures.ts';

/** First path segments the app's own routes use (SPEC §2): a content page there could never be reached. */
const APP_SEGMENTS = new Set([
  '_icons', 'betting', 'bets', 'cashier', 'confirmation', 'forms', 'game', 'gamehall', 'jackpots', 'loyalty', 'offers', 'profile',
  'promotions', 'providers', 'responsible-game', 'ru', 'support', 'tournaments', 'unsubscribe', 'winners',
]);
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 500;
const MAX_CONTENT = 100_000;

class Invalid extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) throw new Invalid(`Unknown field ${where}${key}`);
}

function text(value: unknown, name: string, max: number, allowEmpty = false): string {
  if (typeof value !== 'string') throw new Invalid(`${name} must be a string`);
  if (!allowEmpty && value.trim() === '') throw new Invalid(`${name} must not be empty`);
  if (value.length > max) throw new Invalid(`${name} must be at most ${max} characters`);
  return value;
}

function locale(value: unknown): CmsLocale {
  if (!(CMS_LOCALES as readonly unknown[]).includes(value)) throw new Invalid(`locale must be one of ${CMS_LOCALES.join(', ')}`);
  return value as CmsLocale;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid('The body must be JSON');
  }
  if (!isRecord(body)) throw new Invalid('The body must be a JSON object');
  return body;
}

export function cmsAdminRoutes(content: CmsContent): Hono {
  const app = new Hono();

  app.put('/pages/:slug', async (c) => {
    const slug = c.req.param('slug');
    try {
      if (!SLUG.test(slug)) throw new Invalid('slug must be 1 to 64 lowercase letters, digits or -, starting with a letter or digit');
      if (APP_SEGMENTS.has(slug)) throw new Invalid(`slug ${slug} is an app route`);
      const body = await jsonBody(c);
      onlyKeys(body, ['locale', 'title', 'content', 'seo'], '');
      const pageLocale = locale(body.locale);
      const title = text(body.title, 'title', MAX_TITLE);
      const html = text(body.content, 'content', MAX_CONTENT, true);
      let seo: { title: string; description: string } | undefined;
      if (body.seo !== undefined) {
        if (!isRecord(body.seo)) throw new Invalid('seo must be an object');
        onlyKeys(body.seo, ['title', 'description'], 'seo.');
        seo = { title: text(body.seo.title, 'seo.title', MAX_TITLE), description: text(body.seo.description, 'seo.description', MAX_DESCRIPTION) };
      }
      content.putPage(pageLocale, slug, { title, content: html, seo });
      return c.json({ data: { slug, locale: pageLocale, path: pageLocale === 'ru' ? `/ru/${slug}` : `/${slug}` } });
    } catch (error) {
      if (error instanceof Invalid) return badRequest(c, error.message);
      throw error;
    }
  });

  app.put('/:collection', async (c) => {
    const collection = c.req.param('collection');
    if (!isSingleType(collection)) return notFound(c);
    try {
      const body = await jsonBody(c);
      onlyKeys(body, ['locale', 'data'], '');
      const bodyLocale = locale(body.locale);
      if (!isRecord(body.data)) throw new Invalid('data must be an object of the single type\'s fields');
      // The single type's fields are those of its seed: an editor cannot add a field the content type does not have.
      const fields = Object.keys(singleTypeFields(collection, bodyLocale));
      onlyKeys(body.data, fields, 'data.');
      // Replaced whole: a field left out is empty (null), as Strapi saves a cleared field.
      content.putSingle(bodyLocale, collection, { ...Object.fromEntries(fields.map((field) => [field, null])), ...body.data });
      return c.json({ data: { collection, locale: bodyLocale } });
    } catch (error) {
      if (error instanceof Invalid) return badRequest(c, error.message);
      throw error;
    }
  });

  return app;
}
