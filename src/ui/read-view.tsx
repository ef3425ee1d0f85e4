/**
 * One read as a page shows it (DESIGN.md: one state at a time, skeletons shaped like the content, one action): skeleton
 * cards while it loads, the failure with its retry, the content once ready. The paged lists' states are ListStates
 * (list-states.tsx); this is the same look for a read that answers once (`useRead`'s ReadState).
 */
import type { ReactNode } from 'react';
import type { ReadState } from '../server-data/reads.ts';
import { CardSkeletons, FailedState } from './list-states.tsx';

export interface ReadViewProps<T> {
  state: ReadState<T>;
  /** The failure's title: what could not be shown. */
  failedTitle: string;
  /** How many skeleton cards stand for the content while it loads. */
  skeletons?: number;
  /** A failure that is not for a retry (a programme that does not exist) says so instead (null: nothing); undefined keeps the retry. */
  failed?: (error: unknown) => ReactNode | undefined;
  children: (data: T) => ReactNode;
}

export function ReadView<T>({ state, failedTitle, skeletons = 2, failed, children }: ReadViewProps<T>) {
  if (state.status === 'loading') return <CardSkeletons count={skeletons} />;
  if (state.status === 'failed') {
    const instead = failed?.(state.error);
    return instead === undefined ? <FailedState title={failedTitle} onRetry={state.retry} /> : <>{instead}</>;
  }
  return <>{children(state.data)}</>;
}
