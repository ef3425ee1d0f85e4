import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBalancePoll } from './balance-poll.ts';
import { DEFAULT_BALANCE_SETTINGS } from '../../api/balance-defaults.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('balance poll (SPEC §4, §9)', () => {
  it('asks every interval, turns off after the configured minutes without a click, and a click restarts it', async () => {
    const fetch = vi.fn(() => Promise.resolve());
    const poll = createBalancePoll(DEFAULT_BALANCE_SETTINGS, fetch);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const atOff = fetch.mock.calls.length;
    expect(poll.running).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(atOff);
    poll.click();
    expect(poll.running).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(atOff + 1);
    poll.stop();
  });

  it('pauses on game pages and follows the server settings', async () => {
    const fetch = vi.fn(() => Promise.resolve());
    const poll = createBalancePoll({ ...DEFAULT_BALANCE_SETTINGS, countSecondsForInterval: 2, isEnabledTurnOffRequests: false }, fetch);
    poll.setPaused(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    poll.click();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).not.toHaveBeenCalled();
    poll.setPaused(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    poll.stop();
  });

  it('with the interval off, only clicks ask (once per click delay)', async () => {
    const fetch = vi.fn(() => Promise.resolve());
    const poll = createBalancePoll({ ...DEFAULT_BALANCE_SETTINGS, isEnabledInterval: false }, fetch);
    poll.click();
    poll.click();
    poll.click();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    poll.stop();
  });
});
