/**
 * Loading, empty and failed states of the casino's lists (DESIGN.md: skeletons shaped like the content; one action),
 * around the paged lists with load more that the game history and the jackpot winners share (src/api/queries.ts).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PagedState } from '../../api/queries.ts';
import { useT } from '../../i18n/index.ts';
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

export interface ListStatesProps<T> {
  list: PagedState<T>;
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
  const state = list;
  if (state.status === 'loading') return <CardSkeletons count={skeletons} />;
  if (state.status === 'failed') return <FailedState title={failedTitle} onRetry={state.retry} />;
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
          <button type="button" onClick={state.loadMore} disabled={state.more === 'loading'}>
            {state.more === 'loading' ? t('common.loading') : state.more === 'failed' ? t('casino.hall.moreFailed') : t('casino.hall.more')}
          </button>
        </div>
      )}
    </>
  );
}
