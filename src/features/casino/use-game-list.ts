/**
 * A paged list of games with load-more (SPEC §9 page sizes): the first page is small so the hall paints fast
 * (12 on phones, 15 wider), each further page asks for 300. Changing the filter aborts what is in flight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/index.ts';
import type { GamesFilter, GamesPage, TileGame } from './catalogue.ts';

export interface GameListState {
  games: TileGame[];
  total: number | undefined;
  status: 'loading' | 'ready' | 'failed';
  /** A further page is being read (the list stays on screen). */
  loadingMore: boolean;
  /** The last load-more failed; the list stays and the button offers to try again. */
  moreFailed: boolean;
  done: boolean;
}

export type PageLoader = (filter: GamesFilter, offset: number, count: number, signal: AbortSignal) => Promise<GamesPage>;

const INITIAL: GameListState = { games: [], total: undefined, status: 'loading', loadingMore: false, moreFailed: false, done: false };

/** Appends a page, dropping games already listed (a catalogue can shift between pages). */
export function appendUnique(current: readonly TileGame[], next: readonly TileGame[]): TileGame[] {
  const seen = new Set(current.map((game) => game.sysname));
  return [...current, ...next.filter((game) => !seen.has(game.sysname))];
}

export function useGameList(filterKey: string, filter: GamesFilter, firstCount: number, moreCount: number, load: PageLoader) {
  const [state, setState] = useState<GameListState>(INITIAL);
  const controller = useRef<AbortController | undefined>(undefined);
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const [attempt, setAttempt] = useState(0);
  // Game names and artwork are localised: a language switch reloads the list.
  const locale = useLocale();

  useEffect(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState(INITIAL);
    load(filterRef.current, 0, firstCount, current.signal).then(
      (page) => {
        if (!current.signal.aborted) setState({ ...INITIAL, games: page.games, total: page.total, status: 'ready', done: page.done });
      },
      () => {
        if (!current.signal.aborted) setState({ ...INITIAL, status: 'failed' });
      },
    );
    return () => current.abort();
  }, [filterKey, firstCount, load, attempt, locale]);

  // The latest state for loadMore, which must not start requests inside a state updater (StrictMode runs those twice).
  const stateRef = useRef(state);
  stateRef.current = state;

  const loadMore = useCallback(() => {
    const signal = controller.current?.signal;
    const previous = stateRef.current;
    if (!signal || previous.loadingMore || previous.done || previous.status !== 'ready') return;
    stateRef.current = { ...previous, loadingMore: true, moreFailed: false };
    setState(stateRef.current);
    load(filterRef.current, previous.games.length, moreCount, signal).then(
      (page) => {
        if (!signal.aborted)
          setState((latest) => ({ ...latest, games: appendUnique(latest.games, page.games), total: page.total ?? latest.total, loadingMore: false, done: page.done }));
      },
      () => {
        if (!signal.aborted) setState((latest) => ({ ...latest, loadingMore: false, moreFailed: true }));
      },
    );
  }, [load, moreCount]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, loadMore, retry };
}
