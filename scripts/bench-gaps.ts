/**
 * Decision 030: a goal the bench finds unmet is printed with its cause, named from the same run's traces: which part
 * of the main thread's excess over the bare React page, which phase of the largest paint, which tasks. `npm run bench`
 * collects one line per unmet goal while it measures and prints them after its tables ("Gaps left, and their
 * causes"). Pure functions of the figures, so that what they name is tested (scripts/bench-gaps.test.ts).
 */
import { CATEGORIES, type BreakdownColumn, type Category } from './trace-breakdown.ts';

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const pct = (value: number) => `${Math.round(value * 100)}%`;
const labelOf = (id: Category) => CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** The categories holding most of a column's excess over the bare page (at least `cover` of it, at most three). */
function largestShares(figures: BreakdownColumn['categories'], cover = 0.7): Category[] {
  const ranked = CATEGORIES.map(({ id }) => id)
    .filter((id) => (figures[id].share ?? 0) > 0)
    .sort((a, b) => (figures[b].share ?? 0) - (figures[a].share ?? 0));
  const named: Category[] = [];
  let covered = 0;
  for (const id of ranked) {
    if (covered >= cover || named.length === 3) break;
    named.push(id);
    covered += figures[id].share ?? 0;
  }
  return named;
}

/** `script execution 928 ms (22.5× the bare page's), 46% of the excess`. */
function categoryCause(figures: BreakdownColumn['categories'], id: Category): string {
  const item = figures[id];
  const times = item.times === undefined ? '' : ` (${item.times.toFixed(1)}× the bare page's)`;
  return `${labelOf(id)} ${ms(item.ms)}${times}, ${pct(item.share ?? 0)} of the excess`;
}

export interface TraceGapInput {
  /** The page and host (`home \`/\`, telegram`). */
  label: string;
  busyTimes: number;
  blockingTimes: number;
  goal: { busy: number; blocking: number; reads: number };
  /** The most API and CMS reads one load made before quiet, and the operations some load made twice. */
  reads: { most: number; twice: readonly string[] };
  /** The events that took the page's long tasks' time: self ms per load, by event (scripts/trace-tasks.ts labels). */
  longEvents: Readonly<Record<string, number>>;
  /** The page's and the bare page's breakdown (scripts/trace-breakdown.ts summarise). */
  column: BreakdownColumn;
  bare: BreakdownColumn;
}

/** Part 5's unmet goals of one page and host, each with the categories that hold most of its excess. */
export function traceGaps(input: TraceGapInput): string[] {
  const { label, column, bare, goal } = input;
  const gaps: string[] = [];
  if (input.busyTimes > goal.busy) {
    const named = largestShares(column.categories);
    const causes = named.map((id) => categoryCause(column.categories, id));
    // The source-mapped profile needs a build with source maps: the tasks mode makes one.
    if (named.includes('script')) causes.push("the scripts by source: `BENCH_ONLY=tasks npm run bench`, 'script by source'");
    const counts = `${column.tasks.toLocaleString('en-US')} top-level tasks and ${column.requests} requests until quiet, the bare page ${bare.tasks} and ${bare.requests}`;
    gaps.push(`${label}: busy ${input.busyTimes.toFixed(1)}× the bare page's (goal ${goal.busy}×): ${causes.join('; ')} (${counts})`);
  }
  if (input.blockingTimes > goal.blocking) {
    const causes = largestShares(column.blocking).map((id) => categoryCause(column.blocking, id));
    const events = Object.entries(input.longEvents)
      .filter(([, value]) => value >= 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, value]) => `${name} ${ms(value)}`);
    const inTasks = events.length ? `; in its long tasks, per load: ${events.join(', ')}` : '';
    gaps.push(`${label}: blocking ${input.blockingTimes.toFixed(1)}× the bare page's (goal ${goal.blocking}×): ${causes.join('; ')}${inTasks}`);
  }
  if (input.reads.most > goal.reads) gaps.push(`${label}: ${input.reads.most} API and CMS reads before quiet (goal ${goal.reads})`);
  if (input.reads.twice.length > 0) gaps.push(`${label}: read twice before quiet: ${input.reads.twice.join(', ')}`);
  return gaps;
}

export interface Phases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

const PHASE_NAMES: Record<keyof Phases, string> = {
  ttfb: 'the first byte',
  loadDelay: "the image's request waiting",
  loadTime: "the image's download",
  renderDelay: 'render delay (the element drawn after its image had loaded)',
};

/**
 * An unmet LCP goal: the phase the largest paint waited for longest, beside the bare React page's same phase. A render
 * delay as long as the bare page's is a client-rendered page's own: the element is drawn by scripts that arrive and run
 * first, which only markup served with the page avoids.
 */
export function lcpGap(label: string, lcp: number, goal: number, phases: Phases | undefined, bare: Phases | undefined): string | undefined {
  if (lcp <= goal) return undefined;
  if (!phases) return `${label}: LCP ${ms(lcp)} (goal ${ms(goal)}): Lighthouse gave no phases for the element`;
  const longest = (Object.keys(PHASE_NAMES) as (keyof Phases)[]).sort((a, b) => phases[b] - phases[a])[0] ?? 'renderDelay';
  const beside = bare ? `, the bare React page's ${ms(bare[longest])}` : '';
  let cause = `${PHASE_NAMES[longest]} ${ms(phases[longest])} of ${ms(lcp)}${beside}`;
  if (longest === 'renderDelay' && bare && phases.renderDelay <= bare.renderDelay * 1.25) {
    cause += ': the wait of any page whose first screen its scripts draw; markup served with the page would paint without it';
  }
  return `${label}: LCP ${ms(lcp)} (goal ${ms(goal)}): ${cause}`;
}

/** One long task of a load, named by what ran in it without its length (scripts/bench.ts nameTask). */
export interface KindOfTask {
  kind: string;
  entry: boolean;
}

/** An unmet long-task goal on one host: the app's tasks per load (median), and what ran in them over all loads. */
export function longTaskGap(label: string, loads: readonly (readonly KindOfTask[])[]): string | undefined {
  const perLoad = loads.map((tasks) => tasks.filter((task) => !task.entry).length).sort((a, b) => a - b);
  const middle = perLoad[Math.floor(perLoad.length / 2)] ?? 0;
  if (middle === 0) return undefined;
  const counts = new Map<string, number>();
  for (const task of loads.flat()) if (!task.entry) counts.set(task.kind, (counts.get(task.kind) ?? 0) + 1);
  const named = [...counts].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind} ×${count}`);
  return `${label}: ${middle} of the app's long tasks per load (median of ${loads.length}; goal 0 but the entry's evaluation): over the loads, ${named.join('; ')}`;
}
