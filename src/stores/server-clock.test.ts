import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, resetServerClock, serverNow, syncServerClock } from './server-clock.ts';

const HOUR = 3_600_000;

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('the platform clock (SPEC §7 metadata.get server_time)', () => {
  it('a device clock 2 hours fast or slow reads the platform time within the round trip', () => {
    const platform = Date.UTC(2026, 10, 27, 10, 0, 0);
    for (const skew of [2 * HOUR, -2 * HOUR, 0]) {
      const sentAt = platform + skew;
      // The answer was made 100 ms into a 300 ms round trip.
      const offset = clockOffset(Math.floor((platform + 100) / 1000), sentAt, sentAt + 300);
      expect(Math.abs(sentAt + 300 + offset - (platform + 300))).toBeLessThanOrEqual(650);
    }
  });

  it('after one read, serverNow follows the platform whatever the device clock says, and a countdown does not move', async () => {
    vi.useFakeTimers();
    const platform = Date.UTC(2026, 10, 27, 10, 0, 0);
    const deadline = platform + 90 * 60_000;
    for (const skew of [2 * HOUR, -2 * HOUR]) {
      vi.setSystemTime(platform + skew);
      await syncServerClock(() => Promise.resolve({ server_time: platform / 1000 }));
      expect(Math.round((deadline - serverNow()) / 60_000)).toBe(90);
      resetServerClock();
    }
  });

  it('until it answers, or when it fails, the device clock is used', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    await expect(syncServerClock(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(serverNow()).toBe(1_000_000);
  });
});
