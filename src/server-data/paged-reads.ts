/**
 * The paged reads of the server-data primitive (decision 008): "load more" lists (the game hall, the histories, jackpot
 * winners). Beside queries.ts rather than in it so that screens without such a list, home's first among them, do not
 * carry TanStack's infinite queries (decision 007); streamed-reads.ts does the same for the one streamed read.
 * Keys, cancellation and settings are queries.ts's.
 */
import { hashKey, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { BOOT_FRESH_MS, fileUnderSession, keyOf, metaOf, useReadScope, type Page, type PageParams, type QueryClient, type Read, type ReadSettings } from './reads.ts';

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

/** Where usePagedRead files a list: the first page's size is part of the key (a list read 12 at a time is not the list read 15 at a time). */
export function pagedKeyOf(read: Pick<Read<never, unknown>, 'spec'>, params: unknown, locale: string | null, session: number, first: number, more: number): QueryKey {
  return [...keyOf(read.spec.operation, params, locale, session), 'pages', first, more];
}

/** A first page started at boot; `settled` once it has arrived. */
interface BootPage {
  promise: Promise<unknown>;
  settled?: { page: unknown };
}

/** First pages started at boot (decision 015), by the hash of the key usePagedRead files the list under; each taken once. */
const bootPages = new Map<string, BootPage>();

/**
 * Hands a list's first page, started at boot (decision 015), to the usePagedRead that shows it: under the guest's key at
 * once (the screen may render before the session answers) and the player's once known. The list takes it instead of
 * reading it (drawn at once when it has arrived), and keeps its own life: a list nobody shows is still dropped at once.
 */
export function primePagedRead<P, T>(
  read: Read<P & PageParams, Page<T>>,
  params: P,
  sizes: { first: number; more: number },
  page: Promise<Page<T>>,
  scope: { locale: string; session: Promise<number>; client?: QueryClient },
): void {
  // One entry under every key it is filed under: the player's key, filed once the session lands after the list is
  // drawn under a guest's, must know at once that the page has arrived, or the list would show its skeleton again for
  // a render (decision 030 point 20).
  const entry: BootPage = { promise: page };
  // A failure is left to the list that takes the promise: it shows it with its retry.
  page.then((arrived) => (entry.settled = { page: arrived }), () => undefined);
  const hand = (session: number) => {
    bootPages.set(hashKey(pagedKeyOf(read, params, scope.locale, session, sizes.first, sizes.more)), entry);
  };
  fileUnderSession(scope.session, hand, scope.client);
}

/** The boot's promise for a list about to read its first page; taken, so that only one read stands for it. */
function takeBootPage(queryHash: string): BootPage | undefined {
  const entry = bootPages.get(queryHash);
  bootPages.delete(queryHash);
  return entry;
}

/** A list read page by page (game hall, game history, jackpot winners): the first page, then "load more". */
export function usePagedRead<P, T>(read: Read<P & PageParams, Page<T>>, params: P, settings: PagedSettings<T>): PagedState<T> {
  const { locale, session, current } = useReadScope();
  const { first, idOf } = settings;
  const more = settings.more ?? first;
  const queryKey = pagedKeyOf(read, params, settings.localised === false ? null : locale, session, first, more);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const boot = pageParam.offset === 0 ? takeBootPage(hashKey(queryKey)) : undefined;
      return boot ? (boot.promise as Promise<Page<T>>) : read({ ...params, ...pageParam }, { signal, locale });
    },
    // A first page the boot has already received is drawn in the list's first render, and counts as just read until
    // the list reads anything itself (then the usual rule, 0, applies). Only looked at here: a render React sets
    // aside (a transition that suspended) drops its query at once (gcTime 0), and the next render needs the page again.
    initialData: () => {
      const settled = bootPages.get(hashKey(queryKey))?.settled;
      return settled ? { pages: [settled.page as Page<T>], pageParams: [{ offset: 0, count: first }] } : undefined;
    },
    staleTime: (cached) => (cached.state.dataUpdateCount === 0 && cached.state.data !== undefined ? BOOT_FRESH_MS : 0),
    // A list nobody shows is dropped at once: coming back starts again from its first page, as a new visit does,
    // instead of re-reading every page loaded before (the hall's pages are 300 games each).
    gcTime: 0,
    initialPageParam: { offset: 0, count: first },
    getNextPageParam: (_last, pages) => nextPageParams(pages, more),
    meta: metaOf(read),
    enabled: (settings.enabled ?? true) && current,
  });
  // Once a list is on the screen the start is over: the page the boot handed over is the list's own, and the one filed
  // for the session not shown (the guest's or the player's) is not for later. A later visit reads afresh.
  const queryHash = hashKey(queryKey);
  useEffect(() => {
    bootPages.clear();
  }, [queryHash]);
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
