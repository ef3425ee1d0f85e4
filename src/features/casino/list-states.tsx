/**
 * Loading, empty and failed states of the casino's lists (DESIGN.md: skeletons shaped like the content; one action),
 * and the paged list with load more that the game history and the jackpot winners share.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useLocale, useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';

export function CardSkeletons({ count = 4 }: { count?: number }) {
  const t = useT();
  return (
    <div className="card-list" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card" />
      ))}
    </div>
  );
}

export function FailedState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      alert
      title={title}
      description={t('casino.failedText')}
      action={
        <button type="button" className="casino-action casino-action--primary" onClick={onRetry}>
          {t('casino.retry')}
        </button>
      }
    />
  );
}

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** Runs `load` when `key` changes or `retry` is called; a newer load wins over an older one. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, locale]);
  return [state, () => setAttempt((value) => value + 1)];
}

/** One page of a paged list: its items and whether it was the last. */
export interface ListPage<T> {
  items: T[];
  done: boolean;
}

interface PagedState<T> {
  items: T[];
  status: 'loading' | 'ready' | 'failed';
  done: boolean;
  more: 'idle' | 'loading' | 'failed';
}

/** Appends a page, dropping items already listed (SPEC §4: load more appends and removes duplicates by id). */
export function appendUnique<T>(current: readonly T[], next: readonly T[], idOf: (item: T) => string | number | undefined): T[] {
  const seen = new Set(current.map(idOf).filter((id) => id !== undefined));
  return [...current, ...next.filter((item) => {
    const id = idOf(item);
    return id === undefined || !seen.has(id);
  })];
}

export interface PagedList<T> {
  state: PagedState<T>;
  retry: () => void;
  loadMore: () => void;
}

/**
 * A list read page by page from `offset` (game history, jackpot winners): the first page when `key` changes or on
 * retry, later pages appended without duplicates. A newer first load wins over an older one.
 */
export function usePagedList<T>(
  loadPage: (offset: number, signal?: AbortSignal) => Promise<ListPage<T>>,
  key: string,
  idOf: (item: T) => string | number | undefined,
): PagedList<T> {
  const [state, setState] = useState<PagedState<T>>({ items: [], status: 'loading', done: false, more: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const locale = useLocale();
  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    setState({ items: [], status: 'loading', done: false, more: 'idle' });
    loadPage(0, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setState({ items: page.items, status: 'ready', done: page.done, more: 'idle' });
      },
      () => {
        if (!controller.signal.aborted && generation.current === current) setState((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => controller.abort();
    // `loadPage` and `idOf` are fresh closures each render; `key` names what is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, locale]);

  const offset = state.items.length;
  const loadMore = useCallback(() => {
    const current = generation.current;
    setState((previous) => ({ ...previous, more: 'loading' }));
    loadPage(offset).then(
      (page) => {
        if (generation.current !== current) return;
        setState((previous) => ({ ...previous, items: appendUnique(previous.items, page.items, idOf), done: page.done, more: 'idle' }));
      },
      () => {
        if (generation.current === current) setState((previous) => ({ ...previous, more: 'failed' }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offset, key]);

  return { state, retry: () => setAttempt((value) => value + 1), loadMore };
}

export interface ListStatesProps<T> {
  list: PagedList<T>;
  /** The list's accessible name. */
  label: string;
  failedTitle: string;
  emptyTitle: string;
  emptyText: string;
  skeletons?: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/** The loading, failed, empty and load-more states around a paged list; the caller renders each `<li>`. */
export function ListStates<T>({ list, label, failedTitle, emptyTitle, emptyText, skeletons = 4, renderItem }: ListStatesProps<T>) {
  const t = useT();
  const { state } = list;
  if (state.status === 'loading') return <CardSkeletons count={skeletons} />;
  if (state.status === 'failed') return <FailedState title={failedTitle} onRetry={list.retry} />;
  if (state.items.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description={emptyText}
        action={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('casino.toHall')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="card-list" aria-label={label}>
        {state.items.map(renderItem)}
      </ul>
      {state.done ? null : (
        <div className="casino-more">
          <button type="button" onClick={list.loadMore} disabled={state.more === 'loading'}>
            {state.more === 'loading' ? t('common.loading') : state.more === 'failed' ? t('casino.hall.moreFailed') : t('casino.hall.more')}
          </button>
        </div>
      )}
    </>
  );
}
