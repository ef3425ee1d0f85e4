/**
 * Several reads shown as one (decision 008). Apart from reads.ts so that the first load, whose screens show no joined
 * reads, does not carry it (decision 030, the first load's budget).
 */
import type { ReadState } from './reads.ts';

/**
 * Several reads shown as one (a form needs the profile and its fields): loading while any is, failed when any
 * failed (its retry reads the failed ones again), ready with every answer in order.
 */
export function joinReads<T extends readonly unknown[]>(...states: { [K in keyof T]: ReadState<T[K]> }): ReadState<T> {
  const failed = states.filter((state): state is Extract<ReadState<unknown>, { status: 'failed' }> => state.status === 'failed');
  const first = failed[0];
  if (first) return { status: 'failed', error: first.error, retry: () => failed.forEach((state) => state.retry()) };
  if (states.some((state) => state.status === 'loading')) return { status: 'loading' };
  const ready = states as readonly Extract<ReadState<unknown>, { status: 'ready' }>[];
  return { status: 'ready', data: ready.map((state) => state.data) as unknown as T, refreshing: ready.some((state) => state.refreshing) };
}
