import { describe, expect, it } from 'vitest';
import { categoryOf, formatBreakdown, mainThreadBreakdown, summarise, type Breakdown } from './trace-breakdown.ts';
import type { TraceEvent } from './trace-tasks.ts';

const PAGE = 7;
const BLANK = 8;
const MAIN = 1;
const COMPOSITOR = 2;
const WORKER = 3;

/** A complete event on the page's main thread (ms in, µs in the trace). */
const at = (name: string, start: number, duration: number, pid = PAGE, tid = MAIN): TraceEvent => ({ name, ph: 'X', pid, tid, ts: start * 1000, dur: duration * 1000 });
const request = (pid: number, tid: number, ts: number): TraceEvent => ({ name: 'ResourceSendRequest', ph: 'I', pid, tid, ts: ts * 1000 });

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: COMPOSITOR, ts: 0, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', pid: BLANK, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  // The blank tab's renderer has a main thread too, with less task time: not the page's.
  at('RunTask', 1, 40, BLANK),
  at('FunctionCall', 2, 30, BLANK),
  // Another thread of the page's renderer: not the main thread.
  at('RunTask', 0, 90, PAGE, COMPOSITOR),
  at('Paint', 1, 80, PAGE, COMPOSITOR),
  // Listed out of order, as traces come: the breakdown sorts them.
  at('Layout', 75, 10),
  at('RunTask', 0, 100),
  // A script's evaluation (40 ms self) compiling (10 ms) and collecting garbage (a MinorGC of 6 ms self, a phase of 4).
  at('EvaluateScript', 0, 60),
  at('v8.compile', 5, 10),
  at('MinorGC', 20, 10),
  at('V8.GC_SCAVENGER', 21, 4),
  at('UpdateLayoutTree', 60, 15),
  at('Paint', 85, 5),
  // The task's own 10 ms: 100 − 60 − 15 − 10 − 5.
  at('RunTask', 200, 50),
  at('FunctionCall', 200, 40),
  // Unnamed inside a function call: script execution.
  at('V8.HandleInterrupts', 210, 10),
  at('ParseHTML', 240, 8),
  at('HTMLDocumentParser::MaybeFetchQueuedPreloads', 241, 2),
  // An unnamed event right under the task: overhead, like the task's own 2 ms and 5 ms.
  at('RunTask', 300, 10),
  at('ThreadControllerImpl::DoWork', 300, 5),
  request(PAGE, MAIN, 0),
  request(PAGE, MAIN, 210),
  request(PAGE, WORKER, 220),
  request(BLANK, MAIN, 1),
];

describe('categoryOf', () => {
  it('names a category by the event, V8 and Blink collectors by prefix, and nothing for an unnamed event', () => {
    expect(categoryOf('EvaluateScript')).toBe('evaluate');
    expect(categoryOf('v8.compileModule')).toBe('evaluate');
    expect(categoryOf('TimerFire')).toBe('script');
    expect(categoryOf('UpdateLayoutTree')).toBe('style');
    expect(categoryOf('Layout')).toBe('layout');
    expect(categoryOf('Layerize')).toBe('paint');
    expect(categoryOf('V8.GC_MARK_COMPACTOR')).toBe('gc');
    expect(categoryOf('BlinkGC.AtomicPhase')).toBe('gc');
    expect(categoryOf('RunTask')).toBeUndefined();
    expect(categoryOf('V8.HandleInterrupts')).toBeUndefined();
  });
});

describe('mainThreadBreakdown', () => {
  it("attributes the page's main-thread tasks by the self time of their nested events", () => {
    const breakdown = mainThreadBreakdown(trace);
    expect(breakdown.ms).toEqual({ evaluate: 50, script: 40, parse: 8, style: 15, layout: 10, paint: 5, gc: 10, other: 22 });
    expect(breakdown.total).toBe(160);
    // Only the first task is over 50 ms: its 50 ms over, split like its 100 ms.
    expect(breakdown.blocking).toEqual({ evaluate: 25, script: 0, parse: 0, style: 7.5, layout: 5, paint: 2.5, gc: 5, other: 5 });
    expect(breakdown.tasks).toBe(3);
    // The page's renderer's, its worker's included; the blank tab's not.
    expect(breakdown.requests).toBe(3);
  });

  it('finds nothing in a trace without a renderer main thread', () => {
    const none = { evaluate: 0, script: 0, parse: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 };
    expect(mainThreadBreakdown(trace.filter((event) => event.ph !== 'M'))).toEqual({ ms: none, blocking: none, total: 0, tasks: 0, requests: 0 });
  });
});

const load = (ms: Partial<Breakdown['ms']>, tasks: number, requests: number, blocking: Partial<Breakdown['blocking']> = {}): Breakdown => {
  const zero = { evaluate: 0, script: 0, parse: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 };
  const full = { ...zero, ...ms };
  return { ms: full, blocking: { ...zero, ...blocking }, total: Object.values(full).reduce((sum, value) => sum + value, 0), tasks, requests };
};

describe('summarise and formatBreakdown', () => {
  // The bare page: 100 ms of script, 20 of style, 80 of overhead; its median is its middle load.
  // Blocking: 50 ms of script.
  const bare = [
    load({ script: 90, style: 10, other: 70 }, 240, 2, { script: 40 }),
    load({ script: 100, style: 20, other: 80 }, 250, 2, { script: 50 }),
    load({ script: 120, style: 40, other: 90 }, 260, 3, { script: 60 }),
  ];
  // The app's medians: 310 ms of script (+210), 130 of style (+110), 200 of overhead (+120): 210 of 440 ms of excess is script's.
  // Blocking: 120 ms of script (+70) and 60 of style (+60).
  const app = [load({ script: 300, style: 120, other: 180 }, 1000, 40, { script: 100, style: 40 }), load({ script: 310, style: 130, other: 200 }, 1100, 44, { script: 120, style: 60 })];

  it("gives each category's median, its multiple of the bare page's and its share of the excess", () => {
    const { bare: base, columns } = summarise(bare, [{ label: 'home, browser', loads: app }]);
    const [home] = columns;
    expect(base.categories.script).toEqual({ ms: 100, times: 1, share: undefined });
    // Two loads: the median is the upper one.
    expect(home?.categories.script).toEqual({ ms: 310, times: 3.1, share: 210 / 440 });
    expect(home?.categories.style.share).toBeCloseTo(110 / 440);
    expect(home?.categories.other.share).toBeCloseTo(120 / 440);
    expect(home?.categories.gc).toEqual({ ms: 0, times: undefined, share: 0 });
    expect(home?.blocking.script).toEqual({ ms: 120, times: 2.4, share: 70 / 130 });
    expect(home?.blocking.style).toEqual({ ms: 60, times: undefined, share: 60 / 130 });
    expect(home?.blockingTotal).toBe(180);
    expect(home?.tasks).toBe(1100);
    expect(home?.requests).toBe(44);
  });

  it('prints a row per category and the totals, tasks and requests beside the bare page', () => {
    const lines = formatBreakdown(summarise(bare, [{ label: 'home, browser', loads: app }]), 3, 'bare page');
    expect(lines[0]).toBe('| main thread by what ran, median of 3 (ms ×bare, share of excess) | bare page | home, browser |');
    expect(lines[1]).toBe('|---|---:|---:|');
    expect(lines).toContain('| script execution | 100 | 310 3.1× 48% |');
    expect(lines).toContain('| garbage collection | 0 | 0 — 0% |');
    expect(lines).toContain('| all top-level tasks | 200 | 640 3.2× |');
    expect(lines).toContain('| top-level tasks (count) | 250 | 1100 4.4× |');
    expect(lines).toContain('| requests until quiet | 2 | 44 22.0× |');
    expect(lines[14]).toBe('| blocking time (Σ task − 50 ms) by what ran, median of 3 (ms ×bare, share of excess) | bare page | home, browser |');
    expect(lines).toContain('| script execution | 50 | 120 2.4× 54% |');
    expect(lines).toContain('| style | 0 | 60 — 46% |');
    expect(lines.at(-1)).toBe('| all tasks over 50 ms | 50 | 180 3.6× |');
    expect(lines).toHaveLength(2 + 8 + 3 + 1 + 2 + 8 + 1);
  });

  it('gives no share when the app spent no more than the bare page, and none to a category it spent less on', () => {
    const { columns } = summarise(bare, [{ label: 'same', loads: bare }]);
    expect(columns[0]?.categories.script.share).toBeUndefined();
    // 40 ms more script, 10 ms less style: all of the excess is script's.
    const [less] = summarise(bare, [{ label: 'less style', loads: [load({ script: 140, style: 10, other: 80 }, 250, 2)] }]).columns;
    expect(less?.categories.script.share).toBe(1);
    expect(less?.categories.style.share).toBeUndefined();
    expect(less?.categories.other.share).toBe(0);
  });

  it('gives no multiple of a bare figure under 1 ms', () => {
    const [column] = summarise([load({ parse: 0.4 }, 200, 2)], [{ label: 'home', loads: [load({ parse: 30 }, 900, 40)] }]).columns;
    expect(column?.categories.parse.times).toBeUndefined();
    expect(column?.categories.parse.share).toBe(1);
  });
});
