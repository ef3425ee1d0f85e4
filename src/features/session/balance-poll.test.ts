import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBalancePoll, pollRead } from './balance-poll.ts';
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

describe('the balance poll tells of a rise (issue 17)', () => {
  const money = (amount: number, currency = 'UZS') => ({ amount, currency });
  const balances = (amount: number, currency = 'UZS') => ({ balance_main: money(amount, currency), balance_bonus: money(0, currency) });

  function watched(answers: number[], first: number) {
    let shown: { amount: number; currency: string } | undefined = money(first);
    const onRise = vi.fn();
    const queue = [...answers];
    const read = pollRead(
      () => Promise.resolve(balances(queue.shift() ?? shown?.amount ?? 0)),
      () => shown,
      (next) => {
        shown = next.balance_main;
      },
      onRise,
    );
    return { read, onRise };
  }

  it('a poll that finds the main balance risen calls the listener once', async () => {
    const { read, onRise } = watched([1_050_000], 1_000_000);
    const poll = createBalancePoll(DEFAULT_BALANCE_SETTINGS, read);
    await vi.advanceTimersByTimeAsync(30_000);
    // Three polls: the first finds the rise, the next two the same (now shown) balance.
    expect(onRise).toHaveBeenCalledTimes(1);
    poll.stop();
  });

  it('no rise (the same, a fall, another currency, nothing shown before) calls nothing', async () => {
    const same = watched([1_000_000, 900_000], 1_000_000);
    const poll = createBalancePoll(DEFAULT_BALANCE_SETTINGS, same.read);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(same.onRise).not.toHaveBeenCalled();
    poll.stop();

    const onRise = vi.fn();
    await pollRead(() => Promise.resolve(balances(5, 'USD')), () => money(1), () => undefined, onRise)();
    await pollRead(() => Promise.resolve(balances(5)), () => undefined, () => undefined, onRise)();
    expect(onRise).not.toHaveBeenCalled();
  });

  it('a balance this tab set itself (a deposit flow applying it) is shown already, so the next poll sees no rise', async () => {
    let shown = money(1_000_000);
    const onRise = vi.fn();
    const read = pollRead(() => Promise.resolve(balances(1_200_000)), () => shown, (next) => (shown = next.balance_main), onRise);
    shown = money(1_200_000);
    await read();
    expect(onRise).not.toHaveBeenCalled();
  });
});
