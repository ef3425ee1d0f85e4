/**
 * Jackpots (SPEC §3: Jackpots.get answers a plain array; each description's image keys are remapped from the CMS
 * mappings) and their winners (SPEC §7 Jackpots.getWinners).
 */
import { getWinners, type Jackpot, type JackpotWinner } from '../../../api/jackpots.ts';
import { defineRead, type Page, type PageParams } from '../../../server-data/reads.ts';
import { imageOf } from '../../../cms/images.ts';
import { useRemapped } from '../../../cms/use-remapped.ts';

export const WINNERS_PAGE = 20;

/**
 * Jackpots with the app's own image keys from the CMS mappings (SPEC §3). Remapped where shown rather than inside
 * the read, so the lobby ticker and these pages share one jackpots.get.
 */
export function useRemappedJackpots(list: readonly Jackpot[] | undefined): Jackpot[] | undefined {
  return useRemapped('jackpot', list);
}

/** A page of winners, of one jackpot or of all, for the paged read (load more drops repeats by id). */
export const winnersPage = defineRead<{ jackpotId?: number } & PageParams, Page<JackpotWinner>>(
  'casino.winnersPage',
  ['jackpots.getWinners'],
  async ({ jackpotId, offset, count }, { signal }) => {
    const list = await getWinners({ ...(jackpotId === undefined ? {} : { jackpot_id: jackpotId }), offset, count }, { signal });
    const total = list.total ?? list.count;
    return { items: list.items, total, done: list.items.length < count || (total !== undefined && offset + list.items.length >= total) };
  },
);

/** The image to show: the app's own key after remapping (`desktop_image`, `mobile_image`), else the plain `image`. */
export function jackpotImage(jackpot: Jackpot, wide: boolean): string | undefined {
  return imageOf(jackpot.description, wide ? 'desktop_image' : 'mobile_image');
}
