/**
 * Responsive sizes of CMS images: Strapi 5 keeps smaller copies of a raster upload in the file's `formats` (thumbnail,
 * small, medium, large; each with its url and width). The flat data (SPEC §3: an image is its url) has no room for
 * them, so a component that picks an image's size reads them here from the answer as it came, and offers them as a
 * `srcset` (docs/decisions/028-strapi-cms.md). Loaded with the banners that use it, not with the app's first code.
 */
import { cmsMediaBase, loadCollection, type CmsCallOptions } from './client.ts';
import { resolveMediaUrl } from './flatten.ts';
import { PAGE_READS, type CmsBanners } from '../api/cms/collections.ts';

/** Image url (as the flat data gives it) -> its `srcset`, for the images that have formats. */
export type SrcSets = Readonly<Record<string, string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The srcsets of every image with formats in a CMS answer (Strapi 5's flat files or Strapi 4's wrapped ones). */
export function srcSetsOf(body: unknown, mediaBase: string = cmsMediaBase()): SrcSets {
  const found: Record<string, string> = {};
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isRecord(value)) return;
    const { url, mime, width, formats } = value;
    if (typeof url === 'string' && typeof mime === 'string' && mime.startsWith('image/') && typeof width === 'number' && isRecord(formats)) {
      const own = resolveMediaUrl(url, mediaBase);
      const sizes = Object.values(formats)
        .filter((format): format is { url: string; width: number } => isRecord(format) && typeof format.url === 'string' && typeof format.width === 'number')
        .map((format) => ({ url: resolveMediaUrl(format.url, mediaBase), width: format.width }));
      if (sizes.length > 0) found[own] = [...sizes, { url: own, width }].sort((a, b) => a.width - b.width).map((size) => `${size.url} ${size.width}w`).join(', ');
      return;
    }
    Object.values(value).forEach(walk);
  };
  walk(body);
  return found;
}

export type SizedBanners = CmsBanners & { srcSets: SrcSets };

/** The auth and menu banners of a locale (reads.ts loadCmsBanners) with their pictures' srcsets; undefined on failure (logged). */
export async function loadSizedBanners(locale: string, options: CmsCallOptions = {}): Promise<SizedBanners | undefined> {
  const { collection, schema, query } = PAGE_READS.banners;
  let srcSets: SrcSets = {};
  const banners = await loadCollection(collection, schema, { ...query, locale }, { ...options, onBody: (body) => (srcSets = srcSetsOf(body)) });
  return banners && { ...banners, srcSets };
}
