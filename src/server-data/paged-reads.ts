/**
 * The paged reads of the server-data primitive (decision 008): "load more" lists (the game hall, the histories, jackpot
 * winners). Beside queries.ts rather than in it so that screens without such a list, home's first among them, do not
 * carry TanStack's infinite queries (decision 007); streamed-reads.ts does the same for the one streamed read.
 * Keys, cancellation and settings are queries.ts's.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { keyOf, metaOf, useReadScope, type Page, type PageParams, type Read, type ReadSettings } from './reads.ts';

export interface PagedSettings<T> extends ReadSettings {
  /** The first page's size (small, so the page paints fast: SPEC §9 12 on phones). */
  first: number;
  /** Each further page's size; the first's when not given. */
  more?: number;
  /** Items with the same id are listed once (SPEC §4). */
  idOf: (item: T) => string | number | undefined;
}

export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      items: T[];
      total: number | undefined;
      done: boolean;
      /** The last "load more": running, failed (the list stays and the button offers to try again) or idle. */
      more: 'idle' | 'loading' | 'failed';
      loadMore: () => void;
    };

/** Appends pages in order, dropping items already listed (SPEC §4: load more removes duplicates by id). */
export function mergePages<T>(pages: readonly (readonly T[])[], idOf: (item: T) => string | number | undefined): T[] {
  const seen = new Set<string | number>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const id = idOf(item);
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      merged.push(item);
    }
  }
  return merged;
}

/** The next page's offset counts every item the platform sent, duplicates included, so no item is skipped. */
export function nextPageParams<T>(pages: readonly Page<T>[], more: number): PageParams | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.done) return undefined;
  return { offset: pages.reduce((sum, page) => sum + page.items.length, 0), count: more };
}

/** A list read page by page (game hall, game history, jackpot winners): the first page, then "load more". */
export function usePagedRead<P, T>(read: Read<P & PageParams, Page<T>>, params: P, settings: PagedSettings<T>): PagedState<T> {
  const { locale, session } = useReadScope();
  const { first, idOf } = settings;
  const more = settings.more ?? first;
  const query = useInfiniteQuery({
    // The first page's size is part of the key: a list read 12 at a time is not the list read 15 at a time.
    queryKey: [...keyOf(read.spec.operation, params, settings.localised === false ? null : locale, session), 'pages', first, more],
    queryFn: ({ pageParam, signal }) => read({ ...params, ...pageParam }, { signal, locale }),
    // A list nobody shows is dropped at once: coming back starts again from its first page, as a new visit does,
    // instead of re-reading every page loaded before (the hall's pages are 300 games each).
    gcTime: 0,
    initialPageParam: { offset: 0, count: first },
    getNextPageParam: (_last, pages) => nextPageParams(pages, more),
    meta: metaOf(read),
    enabled: settings.enabled ?? true,
  });
  const { data, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  // idOf is usually an inline arrow; the merge only needs redoing when the pages change.
  const idOfRef = useRef(idOf);
  idOfRef.current = idOf;
  const items = useMemo(() => (data ? mergePages(data.pages.map((page) => page.items), (item) => idOfRef.current(item)) : []), [data]);
  if (data !== undefined) {
    const last = data.pages[data.pages.length - 1];
    return {
      status: 'ready',
      items,
      total: last?.total,
      done: !hasNextPage,
      more: isFetchingNextPage ? 'loading' : isFetchNextPageError ? 'failed' : 'idle',
      loadMore: () => {
        if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
      },
    };
  }
  if (query.status === 'error' && !query.isFetching) return { status: 'failed', error: query.error, retry: () => void refetch() };
  return { status: 'loading' };
}
