/**
 * What a list of game tiles asks games.get for: SPEC §9 page sizes (the CMS games-config may change them) and the
 * fields a tile reads (SPEC §3 "Game list item"). The app's hall and the sandbox's first screen share them, so the
 * first page a server puts in the page (decision 015) is the one the app would ask for.
 */
import type { GameCategory } from './games.ts';

/** SPEC §9: 15 games a page from tablets up, 12 on phones, 300 when the whole list is wanted (search, load more). */
export const GAME_PAGE_SIZES = { pageSize: 15, pageSizeMobile: 12, pageSizeAll: 300 } as const;

/** Viewports narrower than this take the phone page size (SPEC §9). */
export const PHONE_PAGE_BELOW_PX = 768;

/** The fields a tile needs; the rest of a game (launch URLs, params) stays on the platform. */
export const GAME_TILE_FIELDS = ['id', 'sysname', 'name', 'image_url', 'description', 'provider', 'type', 'types'] as const;

/** Tiles in the hall's first row on a phone (src/features/casino/tiles/game-grid.css): their art is what paints first. */
export const FIRST_ROW_TILES = 3;

/**
 * Categories by their position (SPEC §3): the hall's chips and home's rails in this order, and the first of them is the
 * rail whose first page a server may put in home's page (decision 015).
 */
export function sortCategories<C extends Pick<GameCategory, 'position'>>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
