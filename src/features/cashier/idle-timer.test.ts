import { describe, expect, it } from 'vitest';
import { createIdleTimer, warningMs, type IdleClock } from './idle-timer.ts';

function fakeClock(): IdleClock & { advance: (ms: number) => void } {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = ++next;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = end;
    },
  };
}

describe('the idle cashier', () => {
  it('warns for the last fifth (10 s to 60 s), then closes', () => {
    expect(warningMs(900_000)).toBe(60_000);
    expect(warningMs(100_000)).toBe(20_000);
    expect(warningMs(20_000)).toBe(10_000);
    expect(warningMs(5_000)).toBe(5_000);
    const clock = fakeClock();
    const seen: string[] = [];
    createIdleTimer(100_000, { onWarn: (deadline) => seen.push(`warn ${deadline}`), onCalm: () => seen.push('calm'), onExpire: () => seen.push('expire') }, clock);
    clock.advance(79_999);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual(['warn 100000']);
    clock.advance(20_000);
    expect(seen).toEqual(['warn 100000', 'expire']);
  });

  it('starts again on activity, also during the warning', () => {
    const clock = fakeClock();
    const seen: string[] = [];
    const timer = createIdleTimer(100_000, { onWarn: () => seen.push('warn'), onCalm: () => seen.push('calm'), onExpire: () => seen.push('expire') }, clock);
    clock.advance(70_000);
    timer.activity();
    clock.advance(70_000);
    expect(seen).toEqual([]);
    clock.advance(10_000);
    expect(timer.warning).toBe(true);
    timer.activity();
    expect(seen).toEqual(['warn', 'calm']);
    clock.advance(79_000);
    expect(seen).toEqual(['warn', 'calm']);
    timer.stop();
    clock.advance(1_000_000);
    expect(seen).toEqual(['warn', 'calm']);
  });

  it('never closes without a limit', () => {
    const clock = fakeClock();
    const seen: string[] = [];
    createIdleTimer(0, { onWarn: () => seen.push('warn'), onCalm: () => seen.push('calm'), onExpire: () => seen.push('expire') }, clock);
    clock.advance(10_000_000);
    expect(seen).toEqual([]);
  });
});
