/**
 * A section below the first screen on every device (the lobby's leaderboard, recent winners, the menu banner): its
 * code loads when the browser is idle after the first screen, so it is not part of the route's first load
 * (budgets.json). Such sections already show nothing, or their own skeleton, until their data arrives; until their
 * code arrives `placeholder` stands in (nothing by default). A section whose code cannot load (offline) stays away,
 * as one whose read fails does (SPEC §8), instead of failing the page.
 */
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle.ts';

/** A part whose code could not load (offline) stays away instead of failing the page. */
export class StayAway extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function WhenIdle({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return placeholder;
  return (
    <StayAway>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </StayAway>
  );
}
