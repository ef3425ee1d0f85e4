// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStart, firstScreenDrawn, hasStarted, QUIET_MS, resetStartForTests, START_CAP_MS, START_QUIET_MARK } from './quiet-start.ts';

describe('afterStart (decision 030)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    resetStartForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the page to be drawn and quiet after its load, then runs the task and marks the end of the start', () => {
    const mark = vi.spyOn(performance, 'mark');
    const task = vi.fn();
    afterStart(task);
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(hasStarted()).toBe(false);
    firstScreenDrawn();
    vi.advanceTimersByTime(QUIET_MS - 10);
    expect(task).not.toHaveBeenCalled();
    expect(hasStarted()).toBe(false);
    vi.advanceTimersByTime(QUIET_MS + 400);
    expect(hasStarted()).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(START_QUIET_MARK);
  });

  it("ends the start at the player's first input", () => {
    const task = vi.fn();
    afterStart(task);
    window.dispatchEvent(new Event('pointerdown'));
    expect(hasStarted()).toBe(true);
    vi.advanceTimersByTime(400);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('ends the start at the latest START_CAP_MS after the load, drawn or not', () => {
    const task = vi.fn();
    afterStart(task);
    vi.advanceTimersByTime(START_CAP_MS + QUIET_MS + 400);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task asked for after the start at the next idle moment, and a cancelled one never', () => {
    const cancelled = vi.fn();
    const cancel = afterStart(cancelled);
    cancel();
    window.dispatchEvent(new Event('keydown'));
    const late = vi.fn();
    afterStart(late);
    vi.advanceTimersByTime(START_CAP_MS);
    expect(late).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
