/** Loading, empty and failed states of the casino's lists (DESIGN.md: skeletons shaped like the content; one action). */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
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
  }, [key, attempt]);
  return [state, () => setAttempt((value) => value + 1)];
}
