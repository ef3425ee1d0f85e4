import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealityCheck } from './reality-check.ts';

const MINUTE = 60_000;

describe('reality-check reminder (issue 5 responsible gaming)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('reminds every N minutes of the session with the time played', () => {
    const played: number[] = [];
    const check = createRealityCheck(Date.now(), 15, { onRemind: (ms) => played.push(ms) });
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(played).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(played).toEqual([15 * MINUTE]);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(played).toEqual([15 * MINUTE, 30 * MINUTE]);
    check.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(played).toHaveLength(2);
  });

  it('counts from the session start, not from when the timer was made (a reload keeps the rhythm)', () => {
    const played: number[] = [];
    vi.setSystemTime(40 * MINUTE);
    createRealityCheck(0, 30, { onRemind: (ms) => played.push(ms) });
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(played).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(played).toEqual([60 * MINUTE]);
  });

  it('off (null or 0) never reminds; turning it on later starts the reminders', () => {
    const played: number[] = [];
    const check = createRealityCheck(0, null, { onRemind: (ms) => played.push(ms) });
    vi.advanceTimersByTime(120 * MINUTE);
    expect(played).toEqual([]);
    check.setMinutes(0);
    vi.advanceTimersByTime(120 * MINUTE);
    expect(played).toEqual([]);
    check.setMinutes(60);
    expect(check.minutes).toBe(60);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(played).toEqual([300 * MINUTE]);
  });

  it('a changed interval replaces the old one', () => {
    const played: number[] = [];
    const check = createRealityCheck(0, 60, { onRemind: (ms) => played.push(ms) });
    vi.advanceTimersByTime(10 * MINUTE);
    check.setMinutes(15);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(played).toEqual([15 * MINUTE]);
    check.setMinutes(null);
    vi.advanceTimersByTime(120 * MINUTE);
    expect(played).toEqual([15 * MINUTE]);
  });
});
