/**
 * Strapi v4 query strings (SPEC §7 "CMS reads"): nested objects and arrays in the bracket
 * notation of the `qs` package, e.g. `{ populate: { seo: { populate: '*' } } }` becomes
 * `populate[seo][populate]=*`. Small on purpose: the app needs no other qs feature.
 */

export type CmsQueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly CmsQueryValue[]
  | { readonly [key: string]: CmsQueryValue };

export type CmsQuery = Readonly<Record<string, CmsQueryValue>>;

/** Flattens a nested query into [key, value] pairs in bracket notation; null and undefined are dropped (as qs does with skipNulls). */
export function queryPairs(query: CmsQuery): [string, string][] {
  const pairs: [string, string][] = [];
  const walk = (prefix: string, value: CmsQueryValue): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      // qs "indices" format, which Strapi parses back into arrays.
      (value as readonly CmsQueryValue[]).forEach((item, index) => walk(`${prefix}[${index}]`, item));
      return;
    }
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value as Record<string, CmsQueryValue>)) walk(`${prefix}[${key}]`, item);
      return;
    }
    pairs.push([prefix, String(value)]);
  };
  for (const [key, value] of Object.entries(query)) walk(key, value);
  return pairs;
}

/** The encoded query string (no leading `?`), keys and values percent-encoded as qs does by default. */
export function serializeCmsQuery(query: CmsQuery): string {
  return queryPairs(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The CMS's root as the app reaches it: the `/cms/` prefix on the app's origin (ARCHITECTURE.md). */
export const CMS_ROOT_PATH = '/cms';

/** The path of a collection's read, `/cms/api/{collection}?{query}`, as the app, the edge and the sandbox ask for it. */
export function cmsCollectionPath(collection: string, query: CmsQuery = {}): string {
  const search = serializeCmsQuery(query);
  return `${CMS_ROOT_PATH}/api/${collection}${search === '' ? '' : `?${search}`}`;
}
