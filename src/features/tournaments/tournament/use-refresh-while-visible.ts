import { useEffect, useRef } from 'react';

/**
 * Runs `refresh` every `intervalMs` while the document is visible, and once as soon as it becomes visible again after
 * being hidden: a running leaderboard stays current while the player watches it, and costs nothing in a hidden tab.
 */
export function useRefreshWhileVisible(refresh: () => void, intervalMs: number): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
