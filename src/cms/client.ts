/**
 * The CMS client (SPEC §7 "CMS reads"; ARCHITECTURE.md: `/cms/api/{collection}`, Strapi-style
 * `{"data": …}` bodies flattened here). Reads Strapi 4's answers (`attributes`) and Strapi 5's (flat, with
 * `documentId`) alike; the project's own Strapi 5 is `cms/` (docs/decisions/028-strapi-cms.md).
 *
 * - `GET /cms/api/{collection}?populate=…&locale=…` with Strapi v4 bracket queries (query.ts).
 * - An optional bearer credential from the `cms_token` cookie (a CMS editor previewing drafts);
 *   no Authorization header at all when the cookie is absent.
 * - Answers are flattened (flatten.ts) and validated with superstruct schemas that tolerate extra fields.
 * - `getCollection` throws a CmsError; `loadCollection` never throws: boot data keeps its defaults
 *   and the failure is only logged (SPEC §8 "Most load failures leave defaults").
 *
 * The transport has the API client's shape so tests pass the same kind of fake.
 */
import { StructError, create, type Struct } from 'superstruct';
import { fetchTransport, type Transport, type TransportRequest } from '../api/client.ts';
import { readCookie } from '../lib/cookies.ts';
import { CMS_ROOT_PATH, cmsCollectionPath, type CmsQuery } from '../api/cms/query.ts';
import { flatten } from './flatten.ts';

export const CMS_TOKEN_COOKIE = 'cms_token';

export type CmsErrorKind = 'http' | 'network' | 'schema';

export class CmsError extends Error {
  override readonly name = 'CmsError';
  readonly kind: CmsErrorKind;
  readonly collection: string;
  /** HTTP status; 0 for network and schema failures. */
  readonly status: number;

  constructor(init: { kind: CmsErrorKind; collection: string; status?: number; message: string }) {
    super(init.message);
    this.kind = init.kind;
    this.collection = init.collection;
    this.status = init.status ?? 0;
  }
}

export interface CmsConfig {
  /** Origin prefix; '' means the app's own origin. */
  baseUrl: string;
  transport: Transport;
  /** The bearer credential, if any. */
  token: () => string | undefined;
}

const config: CmsConfig = {
  baseUrl: '',
  // The CMS sits on the app's origin: the API's transport, same-origin credentials and all.
  transport: fetchTransport,
  token: () => readCookie(CMS_TOKEN_COOKIE),
};

export function configureCms(patch: Partial<CmsConfig>): void {
  Object.assign(config, patch);
}

/** Where media urls at the CMS's root (Strapi's `/uploads/…`) are found from the app. */
export const cmsMediaBase = (): string => config.baseUrl + CMS_ROOT_PATH;

export function cmsUrl(collection: string, query: CmsQuery = {}): string {
  return config.baseUrl + cmsCollectionPath(collection, query);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strapi error bodies: `{"data": null, "error": {"status", "name", "message"}}`. */
function errorMessage(status: number, body: unknown): string {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const name = typeof error?.name === 'string' ? `${error.name}: ` : '';
  return typeof error?.message === 'string' ? `${name}${error.message}` : `HTTP ${status}`;
}

export interface CmsCallOptions {
  signal?: AbortSignal;
  /** Given the answer's body as it came, before it is flattened (src/cms/srcsets.ts reads images' formats there). */
  onBody?: (body: unknown) => void;
}

/** Checks a collection's answer body (as the wire gives it, or as the page or storage kept it): flattened and validated. Throws CmsError. */
export function parseCollection<T>(collection: string, schema: Struct<T>, body: unknown): T {
  if (!isRecord(body) || !('data' in body)) {
    throw new CmsError({ kind: 'schema', collection, message: 'Answer has no data' });
  }
  try {
    return create(flatten(body.data, cmsMediaBase()), schema);
  } catch (cause) {
    const detail = cause instanceof StructError ? `${cause.path.join('.') || '(root)'}: ${cause.message}` : String(cause);
    throw new CmsError({ kind: 'schema', collection, message: `Answer does not fit its schema at ${detail}` });
  }
}

/** Reads one collection's answer body, unchecked (parseCollection checks it). Throws CmsError on a network or HTTP failure. */
export async function fetchCollectionBody(collection: string, query: CmsQuery = {}, options: CmsCallOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = config.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const request: TransportRequest = { method: 'GET', url: cmsUrl(collection, query), headers };
  if (options.signal) request.signal = options.signal;

  let response;
  try {
    response = await config.transport(request);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new CmsError({ kind: 'network', collection, message: cause instanceof Error ? cause.message : 'Network error' });
  }
  if (response.status < 200 || response.status >= 300) {
    throw new CmsError({ kind: 'http', collection, status: response.status, message: errorMessage(response.status, response.body) });
  }
  return response.body;
}

/** Reads one collection, flattens its `data` and validates it. Throws CmsError on any failure. */
export async function getCollection<T>(collection: string, schema: Struct<T>, query: CmsQuery = {}, options: CmsCallOptions = {}): Promise<T> {
  const body = await fetchCollectionBody(collection, query, options);
  options.onBody?.(body);
  return parseCollection(collection, schema, body);
}

/**
 * Like getCollection, but a failure is logged with console.warn and gives undefined, so boot
 * data keeps its defaults (SPEC §8). Not console.error: a missing CMS entry is not a bug.
 */
export async function loadCollection<T>(collection: string, schema: Struct<T>, query: CmsQuery = {}, options: CmsCallOptions = {}): Promise<T | undefined> {
  try {
    return await getCollection(collection, schema, query, options);
  } catch (error) {
    if (options.signal?.aborted) return undefined;
    console.warn(`[cms] ${collection} not loaded, defaults kept:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}
