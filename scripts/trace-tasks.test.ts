import { describe, expect, it } from 'vitest';
import { formatLongTasks, longTasks, scriptBySource, type Locate, type TraceEvent } from './trace-tasks.ts';

const PID = 7;
const MAIN = 1;
const OTHER = 2;
const APP = 'http://localhost/assets/index-abc.js';

/** µs from the trace's clock origin; navigation starts at 1,000,000. */
const NAV = 1_000_000;

const task = (ts: number, dur: number, tid = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: PID, tid, ts: NAV + ts, dur, tdur: dur - 20_000 });
const child = (name: string, ts: number, dur: number, args?: Record<string, unknown>): TraceEvent => ({ name, ph: 'X', pid: PID, tid: MAIN, ts: NAV + ts, dur, ...(args ? { args } : {}) });

const frame = (functionName: string, lineNumber: number) => ({ functionName, url: APP, scriptId: 1, lineNumber, columnNumber: 10 });

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PID, tid: OTHER, args: { name: 'Compositor' } },
  // The blank tab's, then the page's, then a frame's the page made.
  { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: NAV - 500_000, args: { data: { documentLoaderURL: '' } } },
  { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: NAV, args: { data: { documentLoaderURL: 'http://localhost/' } } },
  { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: NAV + 300_000, args: { data: { documentLoaderURL: '' } } },
  // Before the navigation (the harness's set-up): not reported.
  task(-400_000, 80_000),
  // A short task: not reported.
  task(0, 20_000),
  // A long task on another thread: not the main thread's.
  task(0, 90_000, OTHER),
  // 120 ms: a script's evaluation (30 ms self) calling a function (60 ms, of which a forced layout takes 20 ms).
  task(100_000, 120_000),
  child('EvaluateScript', 100_000, 90_000, { data: { url: APP } }),
  child('FunctionCall', 110_000, 60_000, { data: { functionName: 'a', url: APP, lineNumber: 6, columnNumber: 51 } }),
  child('Layout', 140_000, 20_000, { beginData: { stackTrace: [{ functionName: 'b', url: APP, lineNumber: 1, columnNumber: 901 }] } }),
  child('Paint', 200_000, 10_000),
  // The profiler's samples from 100 ms on, in `a` (app code) called from `r` (a dependency's).
  { name: 'Profile', ph: 'P', pid: PID, tid: MAIN, id: '0x1', ts: NAV, args: { data: { startTime: NAV + 100_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: PID,
    tid: 99,
    id: '0x1',
    ts: NAV + 200_000,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
            { id: 2, parent: 1, callFrame: frame('r', 0) },
            { id: 3, parent: 2, callFrame: frame('a', 5) },
            { id: 4, parent: 3, callFrame: frame('r', 0) },
          ],
          samples: [2, 3, 3, 4, 4, 4, 3, 2, 2, 2, 2],
        },
        // 1 ms apart, but 30 ms between the fourth and the fifth (the sampler starved): that sample counts 2 ms.
        timeDeltas: [0, 1_000, 1_000, 1_000, 30_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000],
      },
    },
  },
];

/** Line 1 of the built file is a dependency's (node_modules), line 6 the app's own. */
const locate: Locate = (built) => (built.lineNumber === 5 ? { source: 'src/app/app.tsx', line: 42, name: 'App' } : { source: 'node_modules/react-dom/cjs/react-dom.js', line: 7 });

describe('longTasks', () => {
  it('reports each main-thread task over 50 ms with its child events by self time', () => {
    const tasks = longTasks(trace, locate);
    expect(tasks).toHaveLength(1);
    const [only] = tasks;
    expect(only?.start).toBe(100);
    expect(only?.duration).toBe(120);
    expect(only?.cpu).toBe(100);
    expect(only?.events).toEqual([
      { label: 'FunctionCall a (App) src/app/app.tsx:42 [index-abc.js:6:51]', self: 40 },
      { label: 'EvaluateScript index-abc.js', self: 30 },
      { label: 'Layout forced by b node_modules/react-dom/cjs/react-dom.js:7 [index-abc.js:1:901]', self: 20 },
      { label: 'Paint', self: 10 },
    ]);
  });

  it('names the sampled functions by self time, and the app frame nearest each sample by inclusive time', () => {
    const [only] = longTasks(trace, locate);
    // Eleven samples inside the task; the last stands for no time (nothing follows it), the one before the gap for 2 ms.
    expect(only?.functions).toEqual([
      { label: 'r node_modules/react-dom/cjs/react-dom.js:7 [index-abc.js:1:11]', self: 8 },
      { label: 'a (App) src/app/app.tsx:42 [index-abc.js:6:11]', self: 3 },
    ]);
    expect(only?.appFunctions).toEqual([{ label: 'a (App) src/app/app.tsx:42 [index-abc.js:6:11]', self: 7 }]);
  });

  it('prints one block per task', () => {
    const lines = formatLongTasks(longTasks(trace, locate));
    expect(lines[0]).toBe('  task at 100 ms, 120 ms (thread 100 ms)');
    expect(lines).toContain('       40.0 ms  FunctionCall a (App) src/app/app.tsx:42 [index-abc.js:6:51]');
    expect(formatLongTasks([])).toEqual(['  no task over 50 ms']);
  });
});

describe('scriptBySource', () => {
  it("sums the samples' self time over the load by package for dependencies and by file for the app's code", () => {
    // react-dom's frames (nodes 2 and 4) hold 4 + 4 ms, `a` of src/app/app.tsx 3 ms; the last sample stands for nothing.
    expect(Object.fromEntries(scriptBySource(trace, locate))).toEqual({ 'node_modules/react-dom': 8, 'src/app/app.tsx': 3 });
  });

  it('names a function without a script as the browser\'s, and nothing without a main thread', () => {
    const native = trace.map((event) => {
      if (event.name !== 'ProfileChunk') return event;
      const data = (event.args as { data: { cpuProfile: { nodes: { id: number; callFrame: { url: string; functionName: string } }[] } } }).data;
      const nodes = data.cpuProfile.nodes.map((node) => (node.id === 4 ? { ...node, callFrame: { ...node.callFrame, functionName: 'appendChild', url: '' } } : node));
      return { ...event, args: { data: { ...data, cpuProfile: { ...data.cpuProfile, nodes } } } };
    });
    expect(Object.fromEntries(scriptBySource(native, locate))).toEqual({ 'node_modules/react-dom': 4, 'src/app/app.tsx': 3, '(browser) appendChild': 4 });
    expect(scriptBySource([], locate).size).toBe(0);
  });
});
