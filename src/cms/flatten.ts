/**
 * Strapi response flattening (SPEC §3: "CMS responses are flattened: an attributes wrapper is
 * merged up and media fields holding an image/audio file are reduced to their url").
 *
 * - `{data: {id, attributes: {...}}}`   -> `{id, ...attributes}`
 * - `{data: [{id, attributes}, ...]}`   -> `[{id, ...attributes}, ...]`
 * - `{data: null}`                       -> `null` (an empty relation or media field)
 * - an image/audio media object          -> its url string
 *
 * Pure and idempotent: flattening flat data changes nothing, so callers need not know
 * whether an answer (or a cached copy) was already flattened.
 */

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

/** SPEC §3: only image and audio files become bare urls; other files keep their fields. */
function isImageOrAudio(value: Record<string, unknown>): value is Record<string, unknown> & { url: string } {
  return (
    typeof value.url === 'string' &&
    typeof value.mime === 'string' &&
    (value.mime.startsWith('image/') || value.mime.startsWith('audio/'))
  );
}

export function flatten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flatten);
  if (!isPlainObject(value)) return value;
  if (isEntry(value)) {
    // Merge the attributes up, then flatten the merged object as a whole (its fields may be wrappers).
    const { attributes, ...rest } = value;
    return flatten({ ...rest, ...attributes });
  }
  if (isWrapper(value)) return flatten(value.data);

  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = flatten(item);
  // A wrapper around a wrapper (`{data: {data: null}}`) only shows itself once the inner one is
  // gone; unwrapping it here keeps flatten idempotent.
  if (isWrapper(result)) return result.data;
  return isImageOrAudio(result) ? result.url : result;
}
