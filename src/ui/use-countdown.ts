/**
 * Whole seconds left until `deadline` (ms), ticking once a second; 0 once it has passed or when there is none. `now` is
 * the clock the deadline belongs to: the device's for a wait the app set itself, the platform's (src/stores/server-clock.ts)
 * for a moment the platform gave; it must keep its identity between renders.
 */
import { useEffect, useState } from 'react';

function secondsLeft(deadline: number | undefined, now: number): number {
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function useCountdown(deadline: number | undefined, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const current = clock();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, clock]);
  return secondsLeft(deadline, now);
}
