/**
 * `npm run bench`, part 5's second table (decision 030, "Where the time goes"): what a traced load's main-thread time
 * was spent on, from the same trace events part 5 takes its busy time from. Pure.
 *
 * Lighthouse's tracehouse nests the main thread's events and computes each one's self time (its duration minus its
 * direct children's); each event's self time goes to a category by its name, and an event this does not name takes its
 * nearest named ancestor's category, as Lighthouse's `mainthread-work-breakdown` does (task-groups.js). A top-level
 * RunTask's own self time, and events under no named ancestor, are the task's overhead ("other"). The categories split
 * Lighthouse's groups further (style apart from layout, a script's evaluation apart from the functions it runs later).
 */
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { mainThread, type TraceEvent } from './trace-tasks.ts';

export const CATEGORIES = [
  { id: 'evaluate', label: 'script evaluation & compile' },
  { id: 'script', label: 'script execution' },
  { id: 'parse', label: 'parse HTML & CSS' },
  { id: 'style', label: 'style' },
  { id: 'layout', label: 'layout' },
  { id: 'paint', label: 'paint & compositing' },
  { id: 'gc', label: 'garbage collection' },
  { id: 'other', label: 'task overhead / other' },
] as const;

export type Category = (typeof CATEGORIES)[number]['id'];

/** Trace event names per category (Chrome 13x; older names kept where DevTools and Lighthouse still know them). */
const NAMES: Record<Exclude<Category, 'other'>, readonly string[]> = {
  // A script's top-level code (a module's body runs in its evaluation) and V8's parsing and compiling.
  evaluate: ['EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'v8.compileLazy', 'v8.parseOnBackground', 'v8.produceCache', 'v8.produceModuleCache', 'CompileScript', 'CompileCode', 'CacheScript'],
  // JavaScript called later: event handlers, timers, animation frames, idle callbacks, promise jobs.
  script: ['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'V8.Execute', 'v8.run', 'v8.callFunction', 'XHRReadyStateChange', 'XHRLoad', 'ResizeObserverController::DeliverObservations'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation'],
  // Intersection observers' geometry is computed from the layout, in the rendering update.
  layout: ['Layout', 'InvalidateLayout', 'IntersectionObserverController::computeIntersections'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'PaintSetup', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'Commit', 'CompositeLayers', 'RasterTask', 'HitTest', 'Animation', 'ScrollLayer', 'Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef'],
  gc: ['MinorGC', 'MajorGC', 'GCEvent', 'BlinkGCMarking', 'ThreadState::performIdleLazySweep', 'ThreadState::completeSweep'],
};

const BY_NAME = new Map<string, Category>(Object.entries(NAMES).flatMap(([category, names]) => names.map((name) => [name, category as Category] as const)));

/** The category an event's name puts it in, or undefined when the name says nothing (it takes its parent's). */
export function categoryOf(name: string): Category | undefined {
  const named = BY_NAME.get(name);
  if (named) return named;
  // V8's and Blink's collectors name their phases: V8.GC_SCAVENGER_…, V8.GCFinalizeMC, BlinkGC.AtomicPhase, CppGC.…
  if (/^(V8\.GC|BlinkGC\.|CppGC\.)/.test(name)) return 'gc';
  return undefined;
}

/** One traced load's main-thread time by category, and what it took in tasks and requests. */
export interface Breakdown {
  /** Self time per category (ms), summed over the main thread's top-level tasks. */
  ms: Record<Category, number>;
  /**
   * Blocking time per category (ms): each task over 50 ms adds its time over 50 ms, split in proportion to its
   * categories' self time (which 50 ms of a task were not blocking is not in the trace). Sums to part 5's blocking time.
   */
  blocking: Record<Category, number>;
  /** Σ top-level task durations (ms): the categories' sum. */
  total: number;
  /** Top-level RunTask events on the main thread. */
  tasks: number;
  /** Requests the page's renderer sent (ResourceSendRequest, its workers' included). */
  requests: number;
}

/** A task longer than this blocks input for the rest of its time (part 5's blocking time). */
const LONG_MS = 50;

const empty = (): Record<Category, number> => Object.fromEntries(CATEGORIES.map(({ id }) => [id, 0])) as Record<Category, number>;

/**
 * The breakdown of one trace: the renderer's main thread as part 5 picks it (the CrRendererMain with the most task time,
 * trace-tasks.ts `mainThread`), every top-level RunTask on it, each nested event's self time by category.
 */
export function mainThreadBreakdown(events: readonly TraceEvent[]): Breakdown {
  const ms = empty();
  const blocking = empty();
  const thread = mainThread(events);
  if (!thread) return { ms, blocking, total: 0, tasks: 0, requests: 0 };
  const [pid, tid] = thread.split(':').map(Number) as [number, number];
  const onThread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ts !== undefined)
    // Lighthouse reads every event's args (Chrome always writes them; TraceEvent has them optional).
    .map((event) => (event.args ? event : { ...event, args: {} }))
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  // A reduce, not Math.max(...): a long load's main thread has tens of thousands of events.
  const end = onThread.reduce((latest, event) => Math.max(latest, (event.ts ?? 0) + (event.dur ?? 0)), 0);
  // Lighthouse's nesting throws on events that cannot nest ("Fatal trace logic error"): a broken trace stops the bench.
  // The trace's own events: TraceEvent types only the fields this reads, Lighthouse's type every field Chrome writes.
  const nodes = MainThreadTasks.getMainThreadTasks(onThread as unknown as Parameters<typeof MainThreadTasks.getMainThreadTasks>[0], [], end);
  let total = 0;
  let tasks = 0;
  const add = (node: TaskNode, inherited: Category, into: Record<Category, number>) => {
    const category = categoryOf(node.event.name) ?? inherited;
    into[category] += node.selfTime;
    for (const child of node.children) add(child, category, into);
  };
  for (const node of nodes) {
    // Part 5's busy time counts RunTask events; other top-level events (none in Chrome's traces today) are not a task.
    if (node.parent || node.event.name !== 'RunTask') continue;
    tasks += 1;
    total += node.duration;
    const task = empty();
    add(node, 'other', task);
    const over = node.duration > LONG_MS ? (node.duration - LONG_MS) / node.duration : 0;
    for (const { id } of CATEGORIES) {
      ms[id] += task[id];
      blocking[id] += task[id] * over;
    }
  }
  const requests = events.filter((event) => event.name === 'ResourceSendRequest' && event.pid === pid).length;
  return { ms, blocking, total, tasks, requests };
}

/** One column of the table: a page on a host and its loads' breakdowns. */
export interface BreakdownLoads {
  label: string;
  loads: readonly Breakdown[];
}

/** A category's figures in one column: the median over the loads, its multiple of the bare page's, its share of the gap. */
export interface CategoryFigures {
  ms: number;
  /** The median's multiple of the bare page's median (undefined when the bare page spent nothing on it). */
  times: number | undefined;
  /** The category's excess over the bare page as a share of the categories' excesses (undefined when it has none). */
  share: number | undefined;
}

export interface BreakdownColumn {
  label: string;
  categories: Record<Category, CategoryFigures>;
  total: number;
  /** The blocking time's categories and its total (Σ task − 50 ms). */
  blocking: Record<Category, CategoryFigures>;
  blockingTotal: number;
  tasks: number;
  requests: number;
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A multiple of the bare page's figure, when that is at least 1 (ms, or a count): a multiple of a fraction of a ms is noise. */
const ratio = (value: number, of: number): number | undefined => (of >= 1 ? value / of : undefined);

/**
 * Each category's median against the bare page's: its multiple, and its excess as a share of the categories' excesses
 * summed. Only excesses count: a category the app spent less on than the bare page (noise, mostly) has no share, so the
 * shares stay between 0 and 100% and add up to 100%.
 */
function against(own: Record<Category, number>, base: Record<Category, number>): Record<Category, CategoryFigures> {
  const over = (id: Category) => Math.max(0, own[id] - base[id]);
  const excess = CATEGORIES.reduce((sum, { id }) => sum + over(id), 0);
  return Object.fromEntries(
    CATEGORIES.map(({ id }) => [id, { ms: own[id], times: ratio(own[id], base[id]), share: excess > 0 && own[id] >= base[id] ? over(id) / excess : undefined }]),
  ) as Record<Category, CategoryFigures>;
}

/**
 * The medians of each category (time and blocking time), total, task and request count over a column's loads, against
 * the bare page's. The shares divide each category's excess (app median − bare median) by the sum of the categories'
 * excesses, not by the total's: medians do not add up.
 */
export function summarise(bare: readonly Breakdown[], columns: readonly BreakdownLoads[]): { bare: BreakdownColumn; columns: BreakdownColumn[] } {
  const each = (loads: readonly Breakdown[], of: 'ms' | 'blocking') => Object.fromEntries(CATEGORIES.map(({ id }) => [id, median(loads.map((load) => load[of][id]))])) as Record<Category, number>;
  const sum = (values: Record<Category, number>) => CATEGORIES.reduce((total, { id }) => total + values[id], 0);
  const base = { ms: each(bare, 'ms'), blocking: each(bare, 'blocking') };
  const column = (label: string, loads: readonly Breakdown[]): BreakdownColumn => ({
    label,
    categories: against(each(loads, 'ms'), base.ms),
    total: median(loads.map((load) => load.total)),
    blocking: against(each(loads, 'blocking'), base.blocking),
    blockingTotal: median(loads.map((load) => sum(load.blocking))),
    tasks: median(loads.map((load) => load.tasks)),
    requests: median(loads.map((load) => load.requests)),
  });
  return { bare: column('bare', bare), columns: columns.map((item) => column(item.label, item.loads)) };
}

const times = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)}×`);
const share = (value: number | undefined) => (value === undefined ? '' : ` ${Math.round(value * 100)}%`);

/**
 * Part 5's second and third tables: a row per category, a column per page and host, beside the bare page's; the
 * main thread's time, then its blocking time.
 */
export function formatBreakdown(summary: { bare: BreakdownColumn; columns: readonly BreakdownColumn[] }, runs: number, bareLabel: string): string[] {
  const { bare, columns } = summary;
  const head = (title: string) => [`| ${title}, median of ${runs} (ms ×bare, share of excess) | ${bareLabel} | ${columns.map((column) => column.label).join(' | ')} |`, `|---|---:|${columns.map(() => '---:|').join('')}`];
  const rows = (of: 'categories' | 'blocking') =>
    CATEGORIES.map(({ id, label }) => `| ${label} | ${Math.round(bare[of][id].ms)} | ${columns.map((column) => `${Math.round(column[of][id].ms)} ${times(column[of][id].times)}${share(column[of][id].share)}`).join(' | ')} |`);
  const total = (label: string, value: (column: BreakdownColumn) => number) => `| ${label} | ${Math.round(value(bare))} | ${columns.map((column) => `${Math.round(value(column))} ${times(ratio(value(column), value(bare)))}`).join(' | ')} |`;
  return [
    ...head('main thread by what ran'),
    ...rows('categories'),
    total('all top-level tasks', (column) => column.total),
    total('top-level tasks (count)', (column) => column.tasks),
    total('requests until quiet', (column) => column.requests),
    '',
    ...head('blocking time (Σ task − 50 ms) by what ran'),
    ...rows('blocking'),
    total('all tasks over 50 ms', (column) => column.blockingTotal),
  ];
}
