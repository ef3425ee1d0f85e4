/**
 * Image-key remapping and list shapes (SPEC §3: "Banner, offer, tournament and jackpot items have
 * a description object whose image keys are remapped from configured mappings. Lists arrive as
 * data.items (banners, offers, tournaments, games); jackpots as a plain array in data").
 *
 * The operator names image slots after their sizes (`image_735_240`); the app names them after
 * their use (`desktop_image`). The CMS holds the mapping (src/api/cms/collections.ts ImageMappings), so a new size needs no
 * release.
 */
import { array, coerce, type, unknown, type Struct } from 'superstruct';
import type { ImageKeyMapping } from '../api/cms/collections.ts';

/** The CMS's mapping for one kind of item when it gave one (a copy), else `fallback` (SPEC §8: defaults remain). */
export function mappingOr(value: Readonly<Record<string, string>> | null | undefined, fallback: ImageKeyMapping): ImageKeyMapping {
  return value ? { ...value } : fallback;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Renames the mapped keys of one description. An empty source never overwrites a filled target,
 * so a description that already uses the app's key keeps its image.
 */
export function remapDescription<D extends Readonly<Record<string, unknown>>>(description: D, mapping: ImageKeyMapping): D {
  const renamed = (key: string) => Object.hasOwn(mapping, key) && mapping[key] !== key;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(description)) if (!renamed(key)) result[key] = value;
  // All keys are renamed at once, so a chain (a -> b, b -> c) moves each value exactly once.
  for (const [from, to] of Object.entries(mapping)) {
    if (!renamed(from) || !Object.hasOwn(description, from)) continue;
    const value = description[from];
    if (!isEmpty(value) || !Object.hasOwn(result, to)) result[to] = value;
  }
  return result as D;
}

/** Remaps the `description` of one banner, offer, tournament or jackpot item; other items pass through. */
export function remapItem<T extends object>(item: T, mapping: ImageKeyMapping): T {
  const description: unknown = (item as { description?: unknown }).description;
  if (typeof description !== 'object' || description === null || Array.isArray(description)) return item;
  return { ...item, description: remapDescription(description as Record<string, unknown>, mapping) };
}

export function remapItems<T extends object>(items: readonly T[], mapping: ImageKeyMapping): T[] {
  return items.map((item) => remapItem(item, mapping));
}

/** The app's own image keys, as the default mappings name them. */
export type ImageSlot = 'desktop_image' | 'mobile_image' | 'card_image';

/**
 * The image of a remapped description for a slot: the slot's key, then the other app keys (wide first), then the plain
 * `image`. Banners, offers, tournaments and jackpots all read their art through this, so a key the CMS maps is found
 * wherever it is shown (SPEC §3).
 */
export function imageOf(description: Readonly<Record<string, unknown>> | null | undefined, slot: ImageSlot): string | undefined {
  if (!description) return undefined;
  const order: readonly string[] = [slot, 'desktop_image', 'mobile_image', 'image'];
  for (const key of order) {
    const value = description[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** Either list shape of SPEC §3, as it arrives in `data`. */
export type ListShape<T> = readonly T[] | { readonly items: readonly T[] };

/** The items of either list shape. */
export function listItems<T>(data: ListShape<T>): T[] {
  return Array.isArray(data) ? [...(data as readonly T[])] : [...(data as { readonly items: readonly T[] }).items];
}

/**
 * A schema accepting both list shapes and giving the plain array, for operation declarations:
 * `schema: listOf(Jackpot)` validates `[…]` and `{items: […]}` alike.
 */
export function listOf<T>(item: Struct<T>): Struct<T[], Struct<T>> {
  return coerce(array(item), type({ items: array(unknown()) }), (value) => value.items);
}
