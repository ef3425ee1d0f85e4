/**
 * Parts the first screen does not show (decision 030): a section below the first screen on every device (the lobby's
 * leaderboard, recent winners, the menu banner) loads its code and makes its reads when the player scrolls near it
 * (WhenNear), so it is neither part of the route's first load (budgets.json) nor of the start's reads; other parts wait
 * for the start to be over (useAfterStart). Such sections already show nothing, or their own skeleton, until their data
 * arrives; until their code arrives `placeholder` stands in (nothing by default). A section whose code cannot load
 * (offline) stays away, as one whose read fails does (SPEC §8), instead of failing the page.
 */
import { Component, Suspense, startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { afterStart, hasStarted, whenDrawn } from '../services/quiet-start.ts';

/**
 * A part whose code loads on its own: `placeholder` (nothing by default) stands in while it arrives, and should it not
 * arrive (offline) the part stays away instead of failing the page.
 */
export class StayAway extends Component<{ children: ReactNode; placeholder?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={this.props.placeholder ?? null}>{this.props.children}</Suspense>;
  }
}

/**
 * Whether the start is over (src/services/quiet-start.ts afterStart: the first screen quiet, or the player's first input): for
 * parts the first screen does not show (decision 030). Turns true in a transition, so what it mounts yields.
 */
export function useAfterStart(): boolean {
  const [started, setStarted] = useState(hasStarted);
  useEffect(() => (started ? undefined : afterStart(() => startTransition(() => setStarted(true)))), [started]);
  return started;
}

/** Its children once the start is over (useAfterStart): a part of a page that its first screen does not need. */
export function AfterStart({ children }: { children: ReactNode }) {
  return useAfterStart() ? children : null;
}

/**
 * Its children right after the page around it has been committed (drawn), not with it: for a part that must run from
 * the page's first moments but draws nothing of it (the cashier's idle guard), so that its code is asked for after
 * the page is drawn, not before (decision 030).
 */
export function AfterDraw({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return drawn ? children : null;
}

/**
 * Its children once the app has drawn its first page (src/services/quiet-start.ts whenDrawn), or once the start is
 * over should the first page never count as drawn: for parts every page has but none draws at first (the host's
 * extras), so their code is asked for after the first page, not before it (decision 030).
 */
export function OnceDrawn({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const show = () => setDrawn(true);
    const cancels = [whenDrawn(show), afterStart(show)];
    return () => cancels.forEach((cancel) => cancel());
  }, []);
  return drawn ? children : null;
}

/** How far below the screen a section starts to load: a quarter of a screen ahead of the player's scroll. */
const NEAR_MARGIN = '0px 0px 25% 0px';

/** Whether the element is within NEAR_MARGIN of the screen (at once where IntersectionObserver is missing). */
export function useNear<E extends Element>(initial = false): [near: boolean, ref: RefObject<E>] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (near) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A section below the screen: its render yields to the player's scroll.
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref];
}

/**
 * A section below the first screen (the jackpot ticker on short phones, the leaderboard, recent winners, the menu
 * banner): its code and its reads come when the player scrolls near it (decision 030), not on a timer, so a start
 * without a scroll neither downloads nor reads what nobody sees. `placeholder` holds its place meanwhile.
 */
export function WhenNear({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [near, ref] = useNear<HTMLDivElement>();
  if (!near) {
    return (
      // One pixel tall at least: an empty box is still seen by the observer, and nothing of it shows.
      <div ref={ref} className="when-near" style={{ minHeight: 1 }}>
        {placeholder}
      </div>
    );
  }
  return <StayAway placeholder={placeholder}>{children}</StayAway>;
}
