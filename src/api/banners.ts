/**
 * banners.* operations (SPEC §7 "Banners, bonuses, campaigns, cashbacks"; entity: SPEC §3 "Banner list item").
 *
 * Shapes SPEC leaves open ("not shown") are designed here and kept tolerant: objects are `type()`
 * (extra fields pass), anything a platform may leave out is `optional()`. Dates are unix seconds,
 * like `reg_time` of account.getInfo; ids may arrive as strings and are coerced (common.ts `Id`).
 */
import { number, optional, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, itemsOf, NullableNumber, NullableString, openDescription } from './common.ts';

/**
 * SPEC §3: a banner's description carries its `position` (the list is sorted ascending by it) and
 * image keys that the app remaps from configured mappings, so unknown keys stay readable as a record.
 */
export const BannerDescription = openDescription({
  position: optional(number()),
  title: NullableString,
  subtitle: NullableString,
  button_title: NullableString,
  /** Internal slug or external URL the banner leads to. */
  link: NullableString,
  image: NullableString,
});
export type BannerDescription = Infer<typeof BannerDescription>;

export const BannerListItem = type({
  id: Id,
  /** Unix seconds; null for a banner without an end. */
  finished_at: NullableNumber,
  description: optional(BannerDescription),
});
export type BannerListItem = Infer<typeof BannerListItem>;

export const BannerList = itemsOf(BannerListItem);
export type BannerList = Infer<typeof BannerList>;

export type BannersGetParams = {
  offset?: number;
  count?: number;
  fields?: readonly string[];
};

export const get = defineOperation<BannersGetParams, BannerList>({
  operation: 'banners.get',
  method: 'GET',
  schema: BannerList,
});

/** SPEC §7 defaults of banners.get: count 10, fields id,finished_at,description. */
export const BANNER_DEFAULTS = { count: 10, fields: ['id', 'finished_at', 'description'] } as const;

/** Banners ascending by description.position (SPEC §3); a banner without one goes last. */
export function sortBanners(banners: readonly BannerListItem[]): BannerListItem[] {
  return [...banners].sort((a, b) => (a.description?.position ?? Number.MAX_SAFE_INTEGER) - (b.description?.position ?? Number.MAX_SAFE_INTEGER));
}

/** Loads banners with the SPEC §7 defaults, sorted (SPEC §3). */
export async function listBanners(params: BannersGetParams = {}): Promise<BannerListItem[]> {
  const list = await get({ ...BANNER_DEFAULTS, ...params });
  return sortBanners(list.items);
}

/**
 * The banner column's width (home-page.css): 72% of the page on phones, 60% from 768 px, 48% from 1280 px. The edge
 * preloads home's first banner with these sizes (decision 022), so it is the image the carousel shows.
 */
export const BANNER_SIZES = '(min-width: 1280px) 48vw, (min-width: 768px) 60vw, 72vw';

/** From this width the carousel shows the wide image, below it the phone's. */
export const BANNER_WIDE_FROM_PX = 768;
