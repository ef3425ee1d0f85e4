/**
 * Strapi 5 response building for the sandbox CMS, as the project's own Strapi (cms/) answers: flat entries with an
 * `id` and a `documentId`, populated relations and media as the entries or files themselves (no `{data}` wrapper, no
 * `attributes`), JSON fields, and `populate` honoured the way Strapi does it, so that a client that forgets to populate
 * a field finds it missing here too, not first in production. (The app also reads Strapi 4's shape: src/cms/flatten.ts.)
 *
 * Fixtures are written with three markers (entries keep their fields under `attributes` inside the sandbox only):
 *   json(value)        a JSON field: always returned as it is
 *   media(...)         an upload: the file `{id, documentId, url, mime, ...}` (or null) when populated
 *   relation(entries)  a relation: the entry (or list, or null) when populated
 * Any other object (or list of objects) is a component, returned only when populated.
 */
import { createHash } from 'node:crypto';
import { BadQuery, type QueryNode } from './query.ts';

export class JsonField {
  constructor(readonly value: unknown) {}
}

export interface Entry {
  id: number;
  attributes: Record<string, unknown>;
}

export class Relation {
  constructor(
    readonly data: Entry | Entry[] | null,
    /** Media entries are returned whole: their own fields are never populated separately. */
    readonly isMedia = false,
  ) {}
}

export const json = (value: unknown) => new JsonField(value);

/** A fixed timestamp keeps every answer deterministic. */
export const SEEDED_AT = '2025-01-15T09:00:00.000Z';

export interface UploadFile {
  id: number;
  /** File name under the sandbox uploads path. */
  name: string;
  mime: string;
  width?: number;
  height?: number;
}

/** Strapi's local upload provider answers media at its own root; the app resolves them under the CMS's prefix (src/cms/flatten.ts). */
export const UPLOADS_PATH = '/uploads';

function fileEntry(file: UploadFile): Entry {
  const ext = file.name.slice(file.name.lastIndexOf('.'));
  return {
    id: file.id,
    attributes: {
      name: file.name,
      alternativeText: null,
      caption: null,
      width: file.width ?? null,
      height: file.height ?? null,
      formats: null,
      hash: file.name.replace(/\.[^.]+$/, ''),
      ext,
      mime: file.mime,
      size: 1.2,
      url: `${UPLOADS_PATH}/${file.name}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    },
  };
}

export function media(file: UploadFile | null): Relation {
  return new Relation(file ? fileEntry(file) : null, true);
}

export function mediaList(files: UploadFile[]): Relation {
  return new Relation(files.map(fileEntry), true);
}

export function relation(data: Entry | Entry[] | null): Relation {
  return new Relation(data);
}

// ---- populate ----

/** `*`, or field name -> what to populate inside it (undefined: the field itself only). */
export type Populate = '*' | { [field: string]: Populate | undefined };

/** Normalises every populate form Strapi v4 accepts: `*`, `a,b.c`, `[a, b]`, `{a: true}`, `{a: {populate: …}}`. */
export function normalisePopulate(node: QueryNode | undefined): Populate | undefined {
  if (node === undefined) return undefined;
  if (typeof node === 'string') {
    if (node === '*') return '*';
    if (node === '' || node === 'false') return undefined;
    return fromPaths(node.split(','));
  }
  if (Array.isArray(node)) {
    if (!node.every((item): item is string => typeof item === 'string')) throw new BadQuery('Invalid populate');
    return fromPaths(node.flatMap((item) => item.split(',')));
  }
  const result: Record<string, Populate | undefined> = {};
  for (const [field, value] of Object.entries(node)) {
    if (value === 'true' || value === '*') result[field] = undefined;
    else if (value === 'false') continue;
    else if (typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        // Strapi also takes fields/filters/sort inside a populate; the sandbox needs only populate.
        if (!['populate', 'fields', 'sort', 'filters'].includes(key)) throw new BadQuery(`Invalid populate option ${key} in ${field}`);
      }
      result[field] = normalisePopulate(value.populate);
    } else throw new BadQuery(`Invalid populate value for ${field}`);
  }
  return result;
}

function fromPaths(paths: string[]): Populate {
  const result: Record<string, Populate | undefined> = {};
  for (const path of paths) {
    const [head = '', ...rest] = path.trim().split('.');
    if (head === '') throw new BadQuery('Invalid populate');
    const nested = rest.length > 0 ? fromPaths([rest.join('.')]) : undefined;
    const existing = result[head];
    result[head] = nested === undefined ? existing : typeof existing === 'object' && typeof nested === 'object' ? { ...existing, ...nested } : nested;
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonField) && !(value instanceof Relation);
}

/** Components, component lists, relations and media are only returned when populated. */
function isPopulatable(value: unknown): boolean {
  if (value instanceof Relation) return true;
  if (Array.isArray(value)) return value.some((item) => isPlainObject(item));
  return isPlainObject(value);
}

function fieldNames(value: Record<string, unknown> | Record<string, unknown>[]): Set<string> {
  const names = new Set<string>();
  for (const item of Array.isArray(value) ? value : [value]) for (const key of Object.keys(item)) names.add(key);
  return names;
}

/** Renders the fields of an entry or component with Strapi's populate rules. */
export function renderFields(fields: Record<string, unknown>, populate: Populate | undefined, where = 'root'): Record<string, unknown> {
  if (typeof populate === 'object') {
    const known = fieldNames(fields);
    for (const key of Object.keys(populate)) if (!known.has(key)) throw new BadQuery(`Invalid key ${key} at ${where}`);
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof JsonField) result[key] = value.value;
    else if (!isPopulatable(value)) result[key] = value;
    else if (populate === '*') result[key] = renderPopulated(value, undefined, `${where}.${key}`);
    else if (populate && key in populate) result[key] = renderPopulated(value, populate[key], `${where}.${key}`);
  }
  return result;
}

/** Strapi 5's document id (24 lowercase letters and digits), deterministic: the same entry always has the same one. */
export function documentIdOf(kind: string, id: number): string {
  const key = `${kind}:${id}`;
  let documentId = documentIds.get(key);
  if (documentId === undefined) {
    documentId = createHash('sha256').update(key).digest('hex').slice(0, 24);
    documentIds.set(key, documentId);
  }
  return documentId;
}
/** Made once per entry: the kinds and ids are the fixtures' and the admin's, a few hundred at most. */
const documentIds = new Map<string, string>();

function renderEntry(entry: Entry, populate: Populate | undefined, where: string, isMedia: boolean): Record<string, unknown> {
  const fields = isMedia ? entry.attributes : renderFields(entry.attributes, populate, where);
  return { id: entry.id, documentId: documentIdOf(isMedia ? 'upload' : where, entry.id), ...fields };
}

function renderPopulated(value: unknown, populate: Populate | undefined, where: string): unknown {
  if (value instanceof Relation) {
    const { data, isMedia } = value;
    if (data === null) return null;
    return Array.isArray(data) ? data.map((entry) => renderEntry(entry, populate, where, isMedia)) : renderEntry(data, populate, where, isMedia);
  }
  if (Array.isArray(value)) {
    const components = value.filter(isPlainObject);
    if (typeof populate === 'object' && components.length > 0) {
      const known = fieldNames(components);
      for (const key of Object.keys(populate)) if (!known.has(key)) throw new BadQuery(`Invalid key ${key} at ${where}`);
    }
    // Keys were checked against the whole list: an item may leave an optional field out.
    return (value as unknown[]).map((item): unknown => (isPlainObject(item) ? renderFields(item, populate === '*' ? '*' : pickKnown(populate, item), where) : item));
  }
  if (isPlainObject(value)) return renderFields(value, populate, where);
  return value;
}

function pickKnown(populate: Populate | undefined, item: Record<string, unknown>): Populate | undefined {
  if (typeof populate !== 'object') return populate;
  const result: Record<string, Populate | undefined> = {};
  for (const [key, value] of Object.entries(populate)) if (key in item) result[key] = value;
  return result;
}
