/**
 * Strapi response flattening (SPEC §3: "CMS responses are flattened: an attributes wrapper is
 * merged up and media fields holding an image/audio file are reduced to their url").
 *
 * - `{data: {id, attributes: {...}}}`   -> `{id, ...attributes}`
 * - `{data: [{id, attributes}, ...]}`   -> `[{id, ...attributes}, ...]`
 * - `{data: null}`                       -> `null` (an empty relation or media field)
 * - an image/audio media object          -> its url string
 *
 * Strapi 5 answers entries flat (`{id, documentId, ...fields}`) and media without the `{data}` wrapper: those pass
 * through the same rules (there is nothing to merge up), so both versions give the same flat data.
 *
 * Media urls: Strapi's local upload provider answers `/uploads/…`, a path at the CMS's own root, which the app reaches
 * under the CMS's prefix (`/cms/` on the app's origin, README "Configuration for a real deployment"). A root-relative
 * media url is therefore resolved against `mediaBase`; an absolute one (a cloud provider's) is kept as it is.
 *
 * Pure and idempotent: flattening flat data changes nothing, so callers need not know
 * whether an answer (or a cached copy) was already flattened. An image's responsive `formats` go with the url; a
 * component that picks sizes reads them from the answer itself (src/cms/srcsets.ts).
 */
import { CMS_ROOT_PATH } from '../api/cms/query.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Strapi entry: an object whose `attributes` holds its fields. */
function isEntry(value: unknown): value is Record<string, unknown> & { attributes: Record<string, unknown> } {
  return isPlainObject(value) && isPlainObject(value.attributes);
}

/**
 * A relation or media wrapper: only `data` (and Strapi's `meta`) keys, `data` being null, an
 * entry or a list of entries. Anything else named `data` is a real field and is kept.
 */
function isWrapper(value: Record<string, unknown>): boolean {
  if (!('data' in value)) return false;
  if (!Object.keys(value).every((key) => key === 'data' || key === 'meta')) return false;
  const data = value.data;
  return data === null || isEntry(data) || (Array.isArray(data) && data.every(isEntry));
}

/** An uploaded file of any kind: Strapi's upload entries carry both. */
function isMediaFile(value: Record<string, unknown>): value is Record<string, unknown> & { url: string; mime: string } {
  return typeof value.url === 'string' && typeof value.mime === 'string';
}


/** A CMS media url as the app can load it: root-relative urls are at the CMS's root (see above); others are kept. */
export function resolveMediaUrl(url: string, mediaBase: string = CMS_ROOT_PATH): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith(`${mediaBase}/`) ? mediaBase + url : url;
}

/** `mediaBase`: where root-relative media urls are found (the CMS's root as the app reaches it). */
export function flatten(value: unknown, mediaBase: string = CMS_ROOT_PATH): unknown {
  if (Array.isArray(value)) return value.map((item) => flatten(item, mediaBase));
  if (!isPlainObject(value)) return value;
  if (isEntry(value)) {
    // Merge the attributes up, then flatten the merged object as a whole (its fields may be wrappers).
    const { attributes, ...rest } = value;
    return flatten({ ...rest, ...attributes }, mediaBase);
  }
  if (isWrapper(value)) return flatten(value.data, mediaBase);

  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = flatten(item, mediaBase);
  // A wrapper around a wrapper (`{data: {data: null}}`) only shows itself once the inner one is
  // gone; unwrapping it here keeps flatten idempotent.
  if (isWrapper(result)) return result.data;
  if (!isMediaFile(result)) return result;
  const url = resolveMediaUrl(result.url, mediaBase);
  // SPEC §3: only image and audio files become bare urls; other files keep their fields.
  return /^(image|audio)\//.test(result.mime) ? url : { ...result, url };
}
