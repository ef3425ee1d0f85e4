/**
 * Jackpots (SPEC §3: Jackpots.get answers a plain array; each description's image keys are remapped from the CMS
 * mappings) and their winners (SPEC §7 Jackpots.getWinners).
 */
import { get as getJackpots, getWinners, type Jackpot, type JackpotWinner } from '../../api/jackpots.ts';
import { cmsState } from '../../cms/store.ts';
import { remapItems } from '../../cms/images.ts';

export const WINNERS_PAGE = 20;

export async function loadJackpots(signal?: AbortSignal): Promise<Jackpot[]> {
  const list = await getJackpots({}, signal ? { signal } : {});
  return remapItems(list, cmsState.imageMappings.jackpot);
}

export async function loadJackpot(id: number, signal?: AbortSignal): Promise<Jackpot | undefined> {
  const list = await getJackpots({ id }, signal ? { signal } : {});
  return remapItems(list, cmsState.imageMappings.jackpot).find((jackpot) => jackpot.id === id);
}

export interface WinnersPage {
  winners: JackpotWinner[];
  done: boolean;
}

export async function loadWinners(options: { jackpotId?: number; offset: number; count?: number }, signal?: AbortSignal): Promise<WinnersPage> {
  const count = options.count ?? WINNERS_PAGE;
  const list = await getWinners(
    { ...(options.jackpotId === undefined ? {} : { jackpot_id: options.jackpotId }), offset: options.offset, count },
    signal ? { signal } : {},
  );
  const total = list.total ?? list.count;
  return { winners: list.items, done: list.items.length < count || (total !== undefined && options.offset + list.items.length >= total) };
}

/** The image to show: the app's own key after remapping (`desktop_image`, `mobile_image`), else the plain `image`. */
export function jackpotImage(jackpot: Jackpot, wide: boolean): string | undefined {
  const description = jackpot.description;
  if (!description) return undefined;
  const pick = (key: string) => {
    const value = description[key];
    return typeof value === 'string' && value ? value : undefined;
  };
  return (wide ? pick('desktop_image') : pick('mobile_image')) ?? pick('desktop_image') ?? description.image ?? undefined;
}
