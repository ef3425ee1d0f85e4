/**
 * The whole catalogue for the search popup (SPEC §9 pages of 300), beside the popup that reads it: home's and the hall's
 * first loads do not carry it (decision 007 budgets).
 */
import { defineStreamRead } from '../../../server-data/reads.ts';
import { loadGamesPage, type TileGame } from '../casino-data.ts';

/**
 * The whole catalogue for the search popup, read in pages of 300 (SPEC §9): the first page answers at once and
 * gives the total, the rest follow three at a time. Each batch is yielded as it arrives, so results appear while
 * the rest is still on its way.
 */
export async function* wholeCatalogue(pageSize: number, signal?: AbortSignal): AsyncGenerator<TileGame[]> {
  const first = await loadGamesPage({}, 0, pageSize, signal);
  yield first.games;
  if (first.done) return;
  const total = first.total;
  let offset = pageSize;
  const parallel = 3;
  for (;;) {
    const offsets = Array.from({ length: parallel }, (_, index) => offset + index * pageSize).filter((at) => total === undefined || at < total);
    if (offsets.length === 0) return;
    const pages = await Promise.all(offsets.map((at) => loadGamesPage({}, at, pageSize, signal)));
    yield pages.flatMap((page) => page.games);
    if (pages.some((page) => page.done)) return;
    offset += parallel * pageSize;
  }
}

/** The search popup's catalogue as a stream read (src/server-data/reads.ts). */
export const searchCatalogue = defineStreamRead<{ pageSize: number }, TileGame[]>('casino.searchCatalogue', ['games.get'], ({ pageSize }, { signal }) =>
  wholeCatalogue(pageSize, signal),
);
