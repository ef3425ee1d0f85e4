import { describe, expect, it } from 'vitest';
import { lcpGap, longTaskGap, traceGaps, type TraceGapInput } from './bench-gaps.ts';
import { CATEGORIES, type BreakdownColumn, type Category, type CategoryFigures } from './trace-breakdown.ts';

/** A breakdown column whose categories have these figures (the rest nothing, no share). */
function column(figures: Partial<Record<Category, CategoryFigures>>, counts = { tasks: 1067, requests: 42 }): BreakdownColumn {
  const none: CategoryFigures = { ms: 0, times: undefined, share: undefined };
  const categories = Object.fromEntries(CATEGORIES.map(({ id }) => [id, figures[id] ?? none])) as Record<Category, CategoryFigures>;
  return { label: 'page', categories, total: 0, blocking: categories, blockingTotal: 0, tasks: counts.tasks, requests: counts.requests };
}

const bare = column({}, { tasks: 179, requests: 4 });
const goal = { busy: 2, blocking: 1.3, reads: 8 };

const input = (over: Partial<TraceGapInput>): TraceGapInput => ({
  label: 'home `/`, browser',
  busyTimes: 1.5,
  blockingTimes: 1.1,
  goal,
  reads: { most: 6, twice: [] },
  longEvents: { Layout: 120.4, 'v8.evaluateModule index.js': 95, RunMicrotasks: 60, Paint: 20, UpdateLayoutTree: 12, PrePaint: 3, Commit: 0.4 },
  column: column({
    script: { ms: 928, times: 22.5, share: 0.46 },
    other: { ms: 999, times: 3, share: 0.34 },
    paint: { ms: 168, times: 6.5, share: 0.07 },
    layout: { ms: 157, times: 2.3, share: 0.05 },
  }),
  bare,
  ...over,
});

describe('traceGaps', () => {
  it('says nothing when every goal is met', () => {
    expect(traceGaps(input({}))).toEqual([]);
  });

  it('names the categories that hold most of the excess, largest first, with the tasks and requests beside the bare page', () => {
    const [busy] = traceGaps(input({ busyTimes: 4.4 }));
    expect(busy).toBe(
      "home `/`, browser: busy 4.4× the bare page's (goal 2×): script execution 928 ms (22.5× the bare page's), 46% of the excess; task overhead / other 999 ms (3.0× the bare page's), 34% of the excess; the scripts by source: `BENCH_ONLY=tasks npm run bench`, 'script by source' (1,067 top-level tasks and 42 requests until quiet, the bare page 179 and 4)",
    );
  });

  it('names the blocking gap by the blocking breakdown, and reads over the limit or made twice', () => {
    const gaps = traceGaps(input({ blockingTimes: 2.2, reads: { most: 9, twice: ['games.getLikes'] } }));
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toMatch(/^home `\/`, browser: blocking 2\.2× the bare page's \(goal 1\.3×\): script execution/);
    // The five events that took most of the long tasks' time, largest first.
    expect(gaps[0]).toMatch(/; in its long tasks, per load: Layout 120 ms, v8\.evaluateModule index\.js 95 ms, RunMicrotasks 60 ms, Paint 20 ms, UpdateLayoutTree 12 ms$/);
    expect(gaps[1]).toBe('home `/`, browser: 9 API and CMS reads before quiet (goal 8)');
    expect(gaps[2]).toBe('home `/`, browser: read twice before quiet: games.getLikes');
  });
});

describe('lcpGap', () => {
  const barePhases = { ttfb: 462, loadDelay: 0, loadTime: 0, renderDelay: 1791 };

  it('says nothing when the goal is met', () => {
    expect(lcpGap('home', 1080, 1500, { ttfb: 464, loadDelay: 255, loadTime: 121, renderDelay: 257 }, barePhases)).toBeUndefined();
  });

  it("names a render delay no longer than the bare page's as the wait of a page its scripts draw", () => {
    const gap = lcpGap('game hall `/gamehall`, browser', 2582, 1500, { ttfb: 457, loadDelay: 180, loadTime: 407, renderDelay: 1529 }, barePhases);
    expect(gap).toBe(
      "game hall `/gamehall`, browser: LCP 2,582 ms (goal 1,500 ms): render delay (the element drawn after its image had loaded) 1,529 ms of 2,582 ms, the bare React page's 1,791 ms: the wait of any page whose first screen its scripts draw; markup served with the page would paint without it",
    );
  });

  it("names the longest phase as it is when it is not a render delay like the bare page's", () => {
    const slowImage = lcpGap('hall', 3000, 1500, { ttfb: 400, loadDelay: 100, loadTime: 2000, renderDelay: 500 }, barePhases);
    expect(slowImage).toBe("hall: LCP 3,000 ms (goal 1,500 ms): the image's download 2,000 ms of 3,000 ms, the bare React page's 0 ms");
    const slowRender = lcpGap('hall', 4000, 1500, { ttfb: 400, loadDelay: 100, loadTime: 100, renderDelay: 3400 }, barePhases);
    expect(slowRender).not.toContain('the wait of any page');
  });
});

describe('longTaskGap', () => {
  const entry = { kind: "the entry's evaluation", entry: true };
  const scheduler = { kind: 'MessagePort.onmessage (index.js: oe)', entry: false };
  const answer = { kind: 'Response.text.then (index.js)', entry: false };

  it('allows the entry alone, and a median of none', () => {
    expect(longTaskGap('home, browser', [[entry], [entry, scheduler], [entry]])).toBeUndefined();
  });

  it("counts the app's tasks per load by their median and names them by kind, most frequent first", () => {
    expect(longTaskGap('home, telegram', [[entry, scheduler, answer], [scheduler, answer], [entry, scheduler]])).toBe(
      "home, telegram: 2 of the app's long tasks per load (median of 3; goal 0 but the entry's evaluation): over the loads, MessagePort.onmessage (index.js: oe) ×3; Response.text.then (index.js) ×2",
    );
  });
});
