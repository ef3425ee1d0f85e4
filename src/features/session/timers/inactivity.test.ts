import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTimer, warningAfter } from './inactivity.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity (SPEC §4, §9)', () => {
  it('warns at 80 % of time_to_force_logout and logs out at 100 %', () => {
    const onWarn = vi.fn();
    const onExpire = vi.fn();
    createInactivityTimer(100_000, { onWarn, onExpire, now: () => Date.now() });
    vi.advanceTimersByTime(79_999);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(Date.now() + 20_000);
    vi.advanceTimersByTime(19_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('always leaves at least 20 s to answer: a short timeout warns earlier, one of 20 s or less at once', () => {
    expect(warningAfter(100_000)).toBe(80_000);
    expect(warningAfter(60_000)).toBe(40_000);
    expect(warningAfter(25_000)).toBe(5_000);
    expect(warningAfter(20_000)).toBe(0);
    expect(warningAfter(10_000)).toBe(0);
    const onWarn = vi.fn();
    createInactivityTimer(60_000, { onWarn, onExpire: vi.fn() });
    vi.advanceTimersByTime(40_000);
    expect(onWarn).toHaveBeenCalledWith(Date.now() + 20_000);
  });

  it('activity before the warning starts the wait again; during the warning only extend does', () => {
    const onWarn = vi.fn();
    const onExpire = vi.fn();
    const timer = createInactivityTimer(100_000, { onWarn, onExpire });
    vi.advanceTimersByTime(70_000);
    timer.activity();
    vi.advanceTimersByTime(70_000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(timer.warning).toBe(true);
    timer.activity();
    expect(timer.warning).toBe(true);
    timer.extend();
    expect(timer.warning).toBe(false);
    vi.advanceTimersByTime(99_999);
    expect(onExpire).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('a missing or zero timeout never logs out', () => {
    const onExpire = vi.fn();
    createInactivityTimer(0, { onWarn: vi.fn(), onExpire });
    vi.advanceTimersByTime(10 ** 9);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
