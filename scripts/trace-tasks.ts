/**
 * `BENCH_ONLY=tasks npm run bench` (decision 030, the trace table): what ran inside every main-thread task over 50 ms of
 * a Chrome performance trace. Pure: the bench records the trace and hands in how to map a built file's position to its
 * source (the build's source maps); this names, per long task, the child events that took its time and the functions
 * the CPU profiler sampled in it.
 */

/** One event of a Chrome trace (the fields this reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  /** The thread's own time in the event (µs): less than `dur` when the machine ran something else meanwhile. */
  tdur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

/** A position in a built file, as a trace gives it (line and column 0-based). */
export interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** Where a built file's position comes from: its source file, line (1-based) and the original name there, when known. */
export interface Origin {
  source: string;
  line: number;
  name?: string;
}

export type Locate = (frame: Frame) => Origin | undefined;

export interface Part {
  label: string;
  /** Self time in ms: the event's own time, without the events nested in it. */
  self: number;
}

export interface LongTask {
  /** ms from the navigation's start. */
  start: number;
  duration: number;
  /**
   * The main thread's own time in it (ms; CDP's CPU throttling counts in it). On a shared machine a task can last far
   * longer than its thread ran: the rest was other processes', not the page's.
   */
  cpu: number | undefined;
  /** The largest child events by self time. */
  events: Part[];
  /** The functions the profiler sampled most in the task, by self time. */
  functions: Part[];
  /** The app's own functions (the nearest frame on the stack that is not a dependency's), by inclusive time. */
  appFunctions: Part[];
}

interface Node {
  event: TraceEvent;
  end: number;
  children: Node[];
}

const LONG_MS = 50;
const TOP = 6;
/**
 * The most one sample stands for (µs). The profiler samples every few hundred µs; a longer gap inside a task is the
 * sampler starved on a busy machine, not one function running all along, so it is not charged to the last frame.
 */
const MAX_SAMPLE_US = 2000;

/** The file name of a URL, without the origin and query. */
function fileOf(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '?';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url.split('/').pop() ?? url;
  }
}

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The top frame of a trace event's stack (`stackTrace`), as "function file:line:col". */
function stackTop(value: unknown, locate: Locate): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const top = record(value[0]);
  return describeFrame(
    { functionName: text(top.functionName), url: text(top.url), lineNumber: Number(top.lineNumber ?? 1) - 1, columnNumber: Number(top.columnNumber ?? 1) - 1 },
    locate,
  );
}

/** "name file:line:col → source:line" for a built file's position. */
export function describeFrame(frame: Frame, locate: Locate): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const origin = locate(frame);
  const built = `${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  if (!origin) return `${name} ${built}`;
  const original = origin.name && origin.name !== frame.functionName ? ` (${origin.name})` : '';
  return `${name}${original} ${origin.source}:${origin.line} [${built}]`;
}

/** What a child event was, in words: its name and the script, function or stack it names. */
export function eventLabel(event: TraceEvent, locate: Locate): string {
  const args = record(event.args);
  const data = record(args.data);
  const begin = record(args.beginData);
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'v8.produceCache':
    case 'v8.produceModuleCache':
      return `${event.name} ${fileOf(data.url ?? args.fileName ?? data.fileName)}`;
    case 'FunctionCall': {
      const frame: Frame = {
        functionName: text(data.functionName),
        url: text(data.url),
        // The trace gives these 1-based.
        lineNumber: Number(data.lineNumber ?? 1) - 1,
        columnNumber: Number(data.columnNumber ?? 1) - 1,
      };
      return `FunctionCall ${describeFrame(frame, locate)}`;
    }
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'RecalculateStyles': {
      const forced = stackTop(begin.stackTrace ?? data.stackTrace, locate);
      return forced ? `${event.name} forced by ${forced}` : event.name;
    }
    case 'ParseHTML':
      return `ParseHTML ${fileOf(begin.url)}`;
    case 'EventDispatch':
      return `EventDispatch ${text(data.type)}`;
    default:
      return event.name;
  }
}

/** Complete events of one thread nested by time (a trace's X events on a thread nest properly). */
function nest(events: readonly TraceEvent[]): Node[] {
  const sorted = events
    .filter((event) => event.ph === 'X' && event.ts !== undefined && event.dur !== undefined)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node: Node = { event, end: (event.ts ?? 0) + (event.dur ?? 0), children: [] };
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= (event.ts ?? 0)) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** The renderer's main thread of the page: the CrRendererMain with the most task time. */
export function mainThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && record(event.args).name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && event.name === 'RunTask' && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The page's navigation start on its renderer (µs), or the first event's time. Frames the page makes (about:blank, no
 * loader URL) have navigation starts of their own.
 */
function navigationStart(events: readonly TraceEvent[], pid: number): number {
  const starts = events
    .filter((event) => event.name === 'navigationStart' && event.pid === pid && event.ts !== undefined && /^https?:/.test(text(record(record(event.args).data).documentLoaderURL)))
    .map((event) => event.ts ?? 0);
  if (starts.length > 0) return Math.max(...starts);
  return Math.min(...events.filter((event) => event.ts !== undefined && event.ts > 0).map((event) => event.ts ?? 0));
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: Frame;
}

interface Sample {
  ts: number;
  /** How long the sample stands for (µs): until the next sample, at most MAX_SAMPLE_US. */
  weight: number;
  node: number;
}

/** The CPU profiler's samples on one thread (Profile and ProfileChunk events), with the call tree's nodes. */
function profileSamples(events: readonly TraceEvent[], pid: number, tid: number): { nodes: Map<number, ProfileNode>; samples: Sample[] } {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  for (const profile of profiles) {
    let time = Number(record(record(profile.args).data).startTime ?? profile.ts ?? 0);
    const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id);
    const ids: number[] = [];
    const times: number[] = [];
    for (const chunk of chunks) {
      const data = record(record(chunk.args).data);
      const cpuProfile = record(data.cpuProfile);
      for (const raw of (cpuProfile.nodes as unknown[] | undefined) ?? []) {
        const node = record(raw);
        const frame = record(node.callFrame);
        nodes.set(Number(node.id), {
          id: Number(node.id),
          ...(node.parent === undefined ? {} : { parent: Number(node.parent) }),
          callFrame: {
            functionName: text(frame.functionName),
            url: text(frame.url),
            lineNumber: Number(frame.lineNumber ?? 0),
            columnNumber: Number(frame.columnNumber ?? 0),
          },
        });
      }
      const deltas = (data.timeDeltas as number[] | undefined) ?? [];
      const sampled = (cpuProfile.samples as number[] | undefined) ?? [];
      sampled.forEach((node, index) => {
        time += deltas[index] ?? 0;
        ids.push(node);
        times.push(time);
      });
    }
    ids.forEach((node, index) => samples.push({ ts: times[index] ?? 0, node, weight: Math.min(MAX_SAMPLE_US, Math.max(0, (times[index + 1] ?? times[index] ?? 0) - (times[index] ?? 0))) }));
  }
  return { nodes, samples: samples.sort((a, b) => a.ts - b.ts) };
}

/** Frames the profiler reports that are not a script's function. */
const NOT_CODE = new Set(['(root)', '(program)', '(idle)']);

/** A dependency's code or the browser's, not the app's: node_modules in the source map, or no source at all. */
const isDependency = (origin: Origin | undefined) => origin === undefined || origin.source.includes('node_modules');

function top(times: Map<string, number>): Part[] {
  return [...times.entries()]
    .map(([label, self]) => ({ label, self: self / 1000 }))
    .sort((a, b) => b.self - a.self)
    .slice(0, TOP);
}

/**
 * Every task over 50 ms on the page's main thread, in order: when it started (ms from navigation), how long it took,
 * the child events that took its time by self time, and the profiled functions by self time (and the app's own by
 * inclusive time) when the trace has the CPU profiler's samples.
 */
export function longTasks(events: readonly TraceEvent[], locate: Locate = () => undefined): LongTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const [pid, tid] = thread.split(':').map(Number) as [number, number];
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);
  const start = navigationStart(events, pid);
  const { nodes, samples } = profileSamples(events, pid, tid);
  const origins = new Map<number, Origin | undefined>();
  const originOf = (id: number) => {
    if (!origins.has(id)) {
      const node = nodes.get(id);
      origins.set(id, node?.callFrame.url ? locate(node.callFrame) : undefined);
    }
    return origins.get(id);
  };
  const tasks: LongTask[] = [];
  for (const root of nest(onThread)) {
    const duration = (root.event.dur ?? 0) / 1000;
    // Before the navigation: the blank tab and the test harness's own set-up.
    if (root.event.name !== 'RunTask' || duration <= LONG_MS || (root.event.ts ?? 0) < start) continue;
    const self = new Map<string, number>();
    const walk = (node: Node) => {
      const childTime = node.children.reduce((sum, child) => sum + (child.event.dur ?? 0), 0);
      if (node !== root) {
        const label = eventLabel(node.event, locate);
        self.set(label, (self.get(label) ?? 0) + Math.max(0, (node.event.dur ?? 0) - childTime));
      }
      for (const child of node.children) walk(child);
    };
    walk(root);
    const functions = new Map<string, number>();
    const app = new Map<string, number>();
    const from = root.event.ts ?? 0;
    for (const sample of samples) {
      if (sample.ts < from || sample.ts >= root.end) continue;
      const leaf = nodes.get(sample.node);
      if (!leaf || NOT_CODE.has(leaf.callFrame.functionName)) continue;
      const leafLabel = describeFrame(leaf.callFrame, () => originOf(leaf.id));
      functions.set(leafLabel, (functions.get(leafLabel) ?? 0) + sample.weight);
      for (let node: ProfileNode | undefined = leaf; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const origin = originOf(node.id);
        if (isDependency(origin)) continue;
        const current = node;
        const label = describeFrame(current.callFrame, () => origin);
        app.set(label, (app.get(label) ?? 0) + sample.weight);
        break;
      }
    }
    tasks.push({ start: (from - start) / 1000, duration, cpu: root.event.tdur === undefined ? undefined : root.event.tdur / 1000, events: top(self), functions: top(functions), appFunctions: top(app) });
  }
  return tasks;
}

/**
 * Where the page's script time went over the whole load (from its navigation until the trace ends): the CPU profiler's
 * samples on the main thread, self time (ms) by the source of the function that ran: a dependency by its package
 * (`node_modules/react-dom`), the app's code by its file, the browser's own functions (`appendChild`, `fetch`) as
 * `(browser) name`, and the garbage collector. Names what part 5's "script execution" is made of (decision 030).
 */
export function scriptBySource(events: readonly TraceEvent[], locate: Locate): Map<string, number> {
  const thread = mainThread(events);
  const times = new Map<string, number>();
  if (!thread) return times;
  const [pid, tid] = thread.split(':').map(Number) as [number, number];
  const start = navigationStart(events, pid);
  const { nodes, samples } = profileSamples(events, pid, tid);
  const sources = new Map<number, string>();
  const sourceOf = (node: ProfileNode): string => {
    const known = sources.get(node.id);
    if (known !== undefined) return known;
    const frame = node.callFrame;
    let source: string;
    if (frame.functionName === '(garbage collector)') source = '(garbage collector)';
    else if (!frame.url) source = `(browser) ${frame.functionName || '(anonymous)'}`;
    else {
      const origin = locate(frame);
      const inModules = origin ? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(origin.source) : null;
      source = inModules ? `node_modules/${inModules[1]}` : (origin?.source ?? fileOf(frame.url));
    }
    sources.set(node.id, source);
    return source;
  };
  for (const sample of samples) {
    if (sample.ts < start) continue;
    const node = nodes.get(sample.node);
    if (!node || NOT_CODE.has(node.callFrame.functionName)) continue;
    const source = sourceOf(node);
    times.set(source, (times.get(source) ?? 0) + sample.weight / 1000);
  }
  return times;
}

/** One readable block per task. */
export function formatLongTasks(tasks: readonly LongTask[]): string[] {
  const lines: string[] = [];
  const part = (item: Part) => `    ${item.self.toFixed(1).padStart(7)} ms  ${item.label}`;
  for (const task of tasks) {
    const cpu = task.cpu === undefined ? '' : ` (thread ${Math.round(task.cpu)} ms)`;
    lines.push(`  task at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms${cpu}`);
    lines.push('   events (self time):', ...task.events.map(part));
    if (task.functions.length > 0) lines.push('   functions sampled (self time):', ...task.functions.map(part));
    if (task.appFunctions.length > 0) lines.push("   the app's own code (nearest app frame, inclusive):", ...task.appFunctions.map(part));
  }
  if (tasks.length === 0) lines.push('  no task over 50 ms');
  return lines;
}
