/** Loads one piece of page data with loading, failed and retry states (DESIGN.md: never a spinner that never ends). */
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T; reload: () => Promise<void>; set: (data: T) => void };

export function useLoad<T>(load: () => Promise<T>): Load<T> {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', data: await load() });
    } catch {
      setState({ status: 'failed' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader is the page's own constant call
  }, []);
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on retry only
  }, [attempt]);
  if (state.status === 'failed') return { status: 'failed', retry: () => { setState({ status: 'loading' }); setAttempt((n) => n + 1); } };
  if (state.status === 'ready') return { status: 'ready', data: state.data, reload, set: (data: T) => setState({ status: 'ready', data }) };
  return state;
}
