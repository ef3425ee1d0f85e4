/**
 * The sandbox CMS (ARCHITECTURE.md "The sandbox platform"): a Strapi v4-style read API mounted at
 * `/cms/api` by mocks/app.ts. Paths here are relative (`/settings-seo`).
 *
 *   GET /:collection          single types and collection types of SPEC §7 "CMS reads"
 *   GET /:collection/:id      one entry of a collection type
 *   GET /uploads/:file        placeholder files for the fixtures' media
 *   Strapi auth routes        see auth.ts
 *
 * Query: `locale` (uz default, ru), `populate` (honoured as Strapi does: unpopulated components,
 * relations and media are left out), `filters[field][$op]`, `sort`, `pagination`, `fields`,
 * `publicationState`. Unknown collection -> 404, malformed query -> 400 (Strapi error bodies).
 * A bearer token the sandbox did not issue -> 401, as Strapi rejects a bad JWT even on public reads.
 *
 * Caching (issue 19 defect 10): a public read (no Authorization) is `public, max-age=60, must-revalidate` with an
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
import { JsonField, Relation, SEEDED_AT, normalisePopulate, renderFields, type Entry, type Populate } from './strapi.ts';

const QUERY_KEYS = new Set(['locale', 'populate', 'filters', 'sort', 'pagination', 'fields', 'publicationState']);
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
  const state = single(query.publicationState, 'publicationState');
  if (state !== undefined && state !== 'live' && state !== 'preview') throw new BadQuery('publicationState must be live or preview');

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

function render(entry: Entry, query: ReadQuery): Entry {
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
  return {
    id: entry.id,
    attributes: { ...fields, createdAt: SEEDED_AT, updatedAt: SEEDED_AT, publishedAt: SEEDED_AT, locale: query.locale },
  };
}

// ---- uploads: deterministic placeholders ----

function placeholderSvg(name: string, width: number, height: number): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const label = name.replace(/\.[^.]+$/, '').replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hash} 55% 38%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.max(8, Math.min(width, height) / 6)}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
    `</svg>`
  );
}

/** 0.1 s of silence: a valid WAV so that the loyalty notification sound can be played. */
/**
 * The sandbox CMS's sound upload: a short two-tone chime (880 and 1320 Hz, fading over 0.35 s), 8 kHz 8-bit mono, so
 * the loyalty notice the CMS gives this sound to is heard in demos as it would be with an operator's file.
 */
function chimeWav(): ArrayBuffer {
  const rate = 8000;
  const samples = Math.round(rate * 0.35);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index++) {
    const time = index / rate;
    const fade = Math.exp(-time * 9);
    const second = time >= 0.09 ? Math.sin(2 * Math.PI * 1320 * time) : 0;
    const value = (Math.sin(2 * Math.PI * 880 * time) + second) * 0.4 * fade;
    buffer.writeUInt8(Math.max(0, Math.min(255, Math.round(128 + value * 127))), 44 + index);
  }
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
}

const MINIMAL_PDF = '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Icons drawn in currentColor, which the app fetches as text and inlines (issue 18 part 4). `icon-hostile.svg` carries
 * a script, event handlers, a foreignObject and an external reference: the app must show it without any of them.
 */
const ICON_SVGS: Readonly<Record<string, string>> = {
  'icon-card.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2">' +
    '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20"/></svg>',
  'icon-wallet.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">' +
    '<path d="M4 6h14a2 2 0 0 1 2 2v1h-5a3 3 0 0 0 0 6h5v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm11 5h6v2h-6a1 1 0 0 1 0-2z"/></svg>',
  'icon-hostile.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" width="24" height="24" onload="window.__hostileIcon=1">' +
    '<script>window.__hostileIcon=2</script>' +
    '<rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" onclick="window.__hostileIcon=3"/>' +
    '<use xlink:href="https://evil.example/sprite.svg#x"/>' +
    '<foreignObject width="24" height="24"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__hostileIcon=4"/></foreignObject></svg>',
};

/** The sandbox operator's mark (a gold coin, as public/favicon.svg) and wordmark, for the CMS logos and favicon. */
const MARK = '<circle cx="20" cy="20" r="13" fill="none" stroke="#ffb020" stroke-width="4"/><circle cx="20" cy="20" r="4" fill="#ffb020"/>';
const WORDMARK = '<text x="44" y="28" fill="#ffb020" font-family="system-ui, sans-serif" font-size="24" font-weight="800">Omad</text>';
const LOGO_SVGS: Readonly<Record<string, string>> = {
  'logo-header.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="Omad">${MARK}${WORDMARK}</svg>`,
  'logo-footer.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="Omad">${MARK}${WORDMARK}</svg>`,
  'logo-header-mobile.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="Omad">${MARK}</svg>`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="32" height="32"><rect width="40" height="40" rx="9" fill="#0d1330"/>${MARK}</svg>`,
  'organization-logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512"><rect width="40" height="40" fill="#0d1330"/>${MARK}</svg>`,
};

function serveUpload(c: Context, name: string) {
  const file = UPLOAD_FILES.find((candidate) => candidate.name === name);
  if (!file) return notFound(c);
  c.header('Content-Type', file.mime);
  c.header('Cache-Control', 'public, max-age=3600');
  if (file.mime === 'image/svg+xml') return c.body(ICON_SVGS[file.name] ?? LOGO_SVGS[file.name] ?? placeholderSvg(file.name, file.width ?? 100, file.height ?? 100));
  if (file.mime === 'audio/wav') return c.body(chimeWav());
  return c.body(MINIMAL_PDF);
}

// ---- the app ----

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

  app.get('/uploads/:file', (c) => serveUpload(c, c.req.param('file')));
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
        return c.json({ data: render({ id: 1, attributes: content.singleType(collection, query.locale) }, query), meta: {} });
      }
      const entries = content.collection(collection, query.locale);
      if (id !== undefined) {
        const found = entries.find((entry) => String(entry.id) === id);
        return found ? c.json({ data: render(found, query), meta: {} }) : notFound(c);
      }
      const filtered = applySort(query.filters ? applyFilters(entries, query.filters) : entries, query.sort);
      const start = (query.page - 1) * query.pageSize;
      const page = filtered.slice(start, start + query.pageSize).map((entry) => render(entry, query));
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
