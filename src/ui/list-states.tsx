/**
 * Loading, empty and failed states of lists of cards (DESIGN.md: skeletons shaped like the content; one action),
 * and the "load more" under a paged list (jackpot winners, the game history). The list's state is what the
 * server-data primitive gives (src/server-data/paged-reads.ts `PagedState`); the design system only knows its shape.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { EmptyState } from './placeholder.tsx';
import './controls.css';
import './lists.css';

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
      description={t('common.failedText')}
      action={
        <button type="button" className="omad-action omad-action--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** A paged list as the screen sees it. */
export type ListState<T> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; items: readonly T[]; done: boolean; more: 'idle' | 'loading' | 'failed'; loadMore: () => void };

export interface ListStatesProps<T> {
  list: ListState<T>;
  /** The list's accessible name. */
  label: string;
  failedTitle: string;
  emptyTitle: string;
  emptyText: string;
  /** The way on from an empty list (a link to where the content is). */
  emptyAction: ReactNode;
  skeletons?: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/** The loading, failed, empty and load-more states around a paged list; the caller renders each `<li>`. */
export function ListStates<T>({ list, label, failedTitle, emptyTitle, emptyText, emptyAction, skeletons = 4, renderItem }: ListStatesProps<T>) {
  const t = useT();
  const state = list;
  if (state.status === 'loading') return <CardSkeletons count={skeletons} />;
  if (state.status === 'failed') return <FailedState title={failedTitle} onRetry={state.retry} />;
  if (state.items.length === 0) {
    return <EmptyState title={emptyTitle} description={emptyText} action={emptyAction} />;
  }
  return (
    <>
      <ul className="card-list" aria-label={label}>
        {state.items.map(renderItem)}
      </ul>
      {state.done ? null : (
        <div className="list-more">
          <button type="button" className="omad-action" onClick={state.loadMore} disabled={state.more === 'loading'}>
            {state.more === 'loading' ? t('common.loading') : state.more === 'failed' ? t('common.moreFailed') : t('common.more')}
          </button>
        </div>
      )}
    </>
  );
}
