/**
 * The streamed read of the server-data primitive (decision 008): the search popup's whole catalogue, which arrives
 * in batches. Beside queries.ts, like paged-reads.ts, so that only the popup carries TanStack's streamed query
 * (decision 007). Keys, cancellation and settings are queries.ts's.
 */
import { experimental_streamedQuery as streamedQuery, useQuery } from '@tanstack/react-query';
import { keyOf, metaOf, useReadScope, type StreamRead } from './reads.ts';

export interface StreamSettings<C, T> {
  enabled?: boolean;
  localised?: boolean;
  /** What the data is before the first chunk, and how each chunk joins it. */
  initial: T;
  reduce: (sofar: T, chunk: C) => T;
  /** Read once and kept for the whole visit (never stale, never dropped): an answer too large to read again. */
  keepForVisit?: boolean;
}

/** The chunks so far (undefined before the first), whether all arrived, and whether the rest failed (with a retry). */
export interface StreamState<T> {
  data: T | undefined;
  complete: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Reads a stream of chunks: results show as the first chunk arrives, the rest join as they come. Like every read,
 * the stream is cancelled when nobody shows it any more; a retry starts it again from the beginning.
 */
export function useStreamedRead<P, C, T>(read: StreamRead<P, C>, params: P, settings: StreamSettings<C, T>): StreamState<T> {
  const { locale, session, current } = useReadScope();
  const query = useQuery({
    queryKey: [...keyOf(read.spec.operation, params, settings.localised === false ? null : locale, session), 'stream'],
    queryFn: streamedQuery<C, T>({ streamFn: ({ signal }) => read(params, { signal, locale }), reducer: settings.reduce, initialValue: settings.initial }),
    meta: metaOf(read),
    enabled: (settings.enabled ?? true) && current,
    ...(settings.keepForVisit ? { staleTime: Infinity, gcTime: Infinity } : {}),
  });
  const { refetch } = query;
  return {
    data: query.data,
    complete: query.status === 'success' && !query.isFetching,
    failed: query.status === 'error' && !query.isFetching,
    retry: () => void refetch(),
  };
}
