import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionLimitTimer } from './session-limit.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session-time limit timer', () => {
  it('warns a minute before the end and asks the platform just after it', () => {
    const onWarn = vi.fn();
    const onEnd = vi.fn();
    const timer = createSessionLimitTimer(Date.now() + 10 * 60_000, { onWarn, onEnd, now: Date.now });
    vi.advanceTimersByTime(9 * 60_000 - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('in the last minute warns at once; stopped, it does nothing', () => {
    const onWarn = vi.fn();
    const onEnd = vi.fn();
    const timer = createSessionLimitTimer(Date.now() + 30_000, { onWarn, onEnd, now: Date.now });
    vi.advanceTimersByTime(0);
    expect(onWarn).toHaveBeenCalledTimes(1);
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
