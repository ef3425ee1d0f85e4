/**
 * The sandbox CMS (ARCHITECTURE.md "The sandbox platform"): a Strapi 5-style read API mounted at
 * `/cms/api` by mocks/app.ts, answering as the project's own Strapi (cms/) does. Paths here are relative (`/settings-seo`).
 *
 *   GET /:collection              single types and collection types of SPEC §7 "CMS reads"
 *   GET /:collection/:documentId  one entry of a collection type
 *   Strapi auth routes        see auth.ts
 *
 * Query: `locale` (uz default, ru), `populate` (honoured as Strapi does: unpopulated components,
 * relations and media are left out), `filters[field][$op]`, `sort`, `pagination`, `fields`,
 * `status`. Unknown collection -> 404, malformed query -> 400 (Strapi error bodies).
 * A bearer token the sandbox did not issue -> 401, as Strapi rejects a bad JWT even on public reads.
 *
 * Caching (decision 026): a public read (no Authorization) is `public, max-age=60, must-revalidate` with an
 * ETag, so a CDN or the browser keeps it a minute and then asks again (304 when unchanged); an editor's read is
 * `private, no-store`; the auth routes and every refusal are `no-store`. Uploads keep their hour.
 */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { createCmsAuth } from './auth.ts';
import { badRequest, notFound, unauthorized } from './errors.ts';
import { CmsContent } from './content.ts';
import { CMS_LOCALES, DEFAULT_CMS_LOCALE, UPLOAD_FILES, isCollectionType, isSingleType, type CmsLocale } from './fixtures.ts';
import { BadQuery, parseQuery, type QueryNode } from './query.ts';
import { uploadContent } from './uploads.ts';
import { JsonField, Relation, SEEDED_AT, documentIdOf, normalisePopulate, renderFields, type Entry, type Populate } from './strapi.ts';

// Strapi 5's query parameters (`status` took the place of v4's `publicationState`).
const QUERY_KEYS = new Set(['locale', 'populate', 'filters', 'sort', 'pagination', 'fields', 'status']);
const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

interface ReadQuery {
  locale: CmsLocale;
  populate: Populate | undefined;
  filters: Record<string, QueryNode> | undefined;
  sort: string[];
  page: number;
  pageSize: number;
  fields: string[] | undefined;
}

function single(node: QueryNode | undefined, name: string): string | undefined {
  if (node === undefined) return undefined;
  if (typeof node !== 'string') throw new BadQuery(`${name} must be a single value`);
  return node;
}

function positiveInt(node: QueryNode | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = single(node, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) throw new BadQuery(`${name} must be an integer from 1 to ${max}`);
  return Number(value);
}

function list(node: QueryNode | undefined, name: string): string[] | undefined {
  if (node === undefined) return undefined;
  const items = typeof node === 'string' ? node.split(',') : node;
  if (!Array.isArray(items) || !items.every((item): item is string => typeof item === 'string')) throw new BadQuery(`Invalid ${name}`);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

function readQuery(url: string): ReadQuery {
  const query = parseQuery(new URL(url).searchParams);
  for (const key of Object.keys(query)) if (!QUERY_KEYS.has(key)) throw new BadQuery(`Invalid query parameter ${key}`);

  const locale = single(query.locale, 'locale') ?? DEFAULT_CMS_LOCALE;
  if (!(CMS_LOCALES as readonly string[]).includes(locale)) throw new BadQuery(`Invalid locale ${locale}`);
  const status = single(query.status, 'status');
  if (status !== undefined && status !== 'published' && status !== 'draft') throw new BadQuery('status must be published or draft');

  const filters = query.filters;
  if (filters !== undefined && (typeof filters !== 'object' || Array.isArray(filters))) throw new BadQuery('Invalid filters');

  const pagination = query.pagination;
  if (pagination !== undefined && (typeof pagination !== 'object' || Array.isArray(pagination))) throw new BadQuery('Invalid pagination');
  for (const key of Object.keys(pagination ?? {})) {
    if (!['page', 'pageSize', 'withCount'].includes(key)) throw new BadQuery(`Invalid pagination parameter ${key}`);
  }

  return {
    locale: locale as CmsLocale,
    populate: normalisePopulate(query.populate),
    filters,
    sort: list(query.sort, 'sort') ?? [],
    page: positiveInt(pagination?.page, 'pagination[page]', 1),
    pageSize: positiveInt(pagination?.pageSize, 'pagination[pageSize]', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    fields: list(query.fields, 'fields'),
  };
}

// ---- filters and sort over raw fixture entries ----

function scalarOf(entry: Entry, field: string): unknown {
  const value = field === 'id' ? entry.id : entry.attributes[field];
  if (value instanceof JsonField || value instanceof Relation || (typeof value === 'object' && value !== null)) {
    throw new BadQuery(`Filtering or sorting on ${field} is not supported by the sandbox`);
  }
  return value;
}

function values(node: QueryNode, operator: string): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node) && node.every((item): item is string => typeof item === 'string')) return node;
  throw new BadQuery(`Invalid value for ${operator}`);
}

const OPERATORS = new Set(['$eq', '$eqi', '$ne', '$in', '$notIn', '$contains', '$containsi', '$startsWith', '$null', '$notNull']);

function matches(value: unknown, operator: string, node: QueryNode): boolean {
  const text = value === null || value === undefined ? null : sortKey(value);
  const [first = ''] = values(node, operator);
  switch (operator) {
    case '$eq':
      return text === first;
    case '$eqi':
      return text?.toLowerCase() === first.toLowerCase();
    case '$ne':
      return text !== first;
    case '$in':
      return text !== null && values(node, operator).includes(text);
    case '$notIn':
      return text === null || !values(node, operator).includes(text);
    case '$contains':
      return text?.includes(first) ?? false;
    case '$containsi':
      return text?.toLowerCase().includes(first.toLowerCase()) ?? false;
    case '$startsWith':
      return text?.startsWith(first) ?? false;
    case '$null':
      return (text === null) === (first === 'true');
    case '$notNull':
      return (text !== null) === (first === 'true');
    default:
      throw new BadQuery(`Invalid operator ${operator}`);
  }
}

function knownFields(entries: Entry[]): Set<string> {
  const names = new Set(['id', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);
  for (const entry of entries) for (const key of Object.keys(entry.attributes)) names.add(key);
  return names;
}

function applyFilters(entries: Entry[], filters: Record<string, QueryNode>): Entry[] {
  const known = knownFields(entries);
  const conditions: [string, string, QueryNode][] = [];
  for (const [field, condition] of Object.entries(filters)) {
    if (!known.has(field)) throw new BadQuery(`Invalid key ${field}`);
    // `filters[url]=/x` is shorthand for $eq.
    if (typeof condition === 'string' || Array.isArray(condition)) conditions.push([field, '$eq', condition]);
    else for (const [operator, value] of Object.entries(condition)) conditions.push([field, operator, value]);
  }
  // Checked before any entry is compared, so an empty collection refuses a bad operator too.
  for (const [, operator] of conditions) if (!OPERATORS.has(operator)) throw new BadQuery(`Invalid operator ${operator}`);
  return entries.filter((entry) => conditions.every(([field, operator, value]) => matches(scalarOf(entry, field), operator, value)));
}

function sortKey(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function applySort(entries: Entry[], sort: string[]): Entry[] {
  if (sort.length === 0) return entries;
  const known = knownFields(entries);
  const keys = sort.map((item) => {
    const [field = '', direction = 'asc'] = item.split(':');
    if (!known.has(field) || !['asc', 'desc'].includes(direction.toLowerCase())) throw new BadQuery(`Invalid sort ${item}`);
    return { field, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
  });
  return [...entries].sort((a, b) => {
    for (const { field, sign } of keys) {
      const left = sortKey(scalarOf(a, field));
      const right = sortKey(scalarOf(b, field));
      if (left !== right) return left < right ? -sign : sign;
    }
    return a.id - b.id;
  });
}

// ---- rendering ----

/** One entry as Strapi 5 answers it: flat, with its documentId, timestamps and locale. */
function render(collection: string, entry: Entry, query: ReadQuery): Record<string, unknown> {
  const fields = renderFields(entry.attributes, query.populate);
  if (query.fields) {
    const known = knownFields([entry]);
    for (const name of query.fields) if (!known.has(name)) throw new BadQuery(`Invalid key ${name}`);
    // `fields` selects scalar fields; populated ones stay.
    for (const [key, value] of Object.entries(entry.attributes)) {
      const scalar = !(value instanceof Relation) && (typeof value !== 'object' || value === null || value instanceof JsonField);
      if (scalar && !query.fields.includes(key)) Reflect.deleteProperty(fields, key);
    }
  }
  return { id: entry.id, documentId: documentIdOf(collection, entry.id), ...fields, createdAt: SEEDED_AT, updatedAt: SEEDED_AT, publishedAt: SEEDED_AT, locale: query.locale };
}

// ---- the app ----

/**
 * The fixtures' media at the CMS's root, as Strapi serves its uploads (`/uploads/{file}`); mocks/app.ts mounts it at
 * `/cms/uploads`, the CMS's root being `/cms/` on the app's origin.
 */
export function cmsUploadRoutes(): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = UPLOAD_FILES.find((candidate) => candidate.name === c.req.param('file'));
    if (!file) {
      c.header('Cache-Control', 'no-store');
      return notFound(c);
    }
    c.header('Content-Type', file.mime);
    c.header('Cache-Control', 'public, max-age=3600');
    const body = await uploadContent(file);
    return c.body(typeof body === 'string' ? body : new Uint8Array(body));
  });
  app.all('*', (c) => notFound(c));
  return app;
}

/** Content may be cached briefly by anyone, then revalidated: an edit shows within a minute. */
export const CMS_PUBLIC_CACHE = 'public, max-age=60, must-revalidate';

/** `content`: the seed plus what the test-mode admin endpoints published (content.ts, admin.ts). */
export function cmsRoutes(content: CmsContent = new CmsContent()): Hono {
  const app = new Hono();
  const auth = createCmsAuth();

  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    c.res.headers.set('Cache-Control', 'no-store');
  });

  auth.mount(app);

  const read = (c: Context, collection: string, id?: string) => {
    const caller = auth.check(c.req.header('authorization'));
    if (caller === 'invalid') return unauthorized(c);
    const answer = answerRead(c, collection, id);
    if (answer.status === 200) answer.headers.set('Cache-Control', caller === 'valid' ? 'private, no-store' : CMS_PUBLIC_CACHE);
    return answer;
  };

  const answerRead = (c: Context, collection: string, id?: string): Response => {
    if (!isSingleType(collection) && !isCollectionType(collection)) return notFound(c);
    try {
      const query = readQuery(c.req.url);
      if (isSingleType(collection)) {
        if (id !== undefined) return notFound(c);
        return c.json({ data: render(collection, { id: 1, attributes: content.singleType(collection, query.locale) }, query), meta: {} });
      }
      const entries = content.collection(collection, query.locale);
      if (id !== undefined) {
        const found = entries.find((entry) => documentIdOf(collection, entry.id) === id);
        return found ? c.json({ data: render(collection, found, query), meta: {} }) : notFound(c);
      }
      const filtered = applySort(query.filters ? applyFilters(entries, query.filters) : entries, query.sort);
      const start = (query.page - 1) * query.pageSize;
      const page = filtered.slice(start, start + query.pageSize).map((entry) => render(collection, entry, query));
      return c.json({
        data: page,
        meta: { pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(filtered.length / query.pageSize), total: filtered.length } },
      });
    } catch (error) {
      if (error instanceof BadQuery) return badRequest(c, error.message);
      throw error;
    }
  };

  // The ETag is the body's digest; a matching If-None-Match answers 304 with the same Cache-Control.
  app.get('/:collection', etag(), (c) => read(c, c.req.param('collection')));
  app.get('/:collection/:id', etag(), (c) => read(c, c.req.param('collection'), c.req.param('id')));
  app.all('*', (c) => notFound(c));
  return app;
}
