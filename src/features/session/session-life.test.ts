import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBalancePoll, DEFAULT_BALANCE_SETTINGS } from './balance-poll.ts';
import { createInactivityTimer, warningAfter } from './inactivity.ts';
import { CONFIRM_HINT_MS, hintsDue, REGISTRATION_HINT_MS } from './session-life.ts';

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

describe('hints (SPEC §4, §9)', () => {
  const reg = 1_700_000_000;
  const base = { regTimeSeconds: reg, hasDeposit: false, loginContactConfirmed: false, confirmSent: false };
  it('registration hint 2 hours after registration while there is no deposit', () => {
    expect(hintsDue({ ...base, now: reg * 1000 + REGISTRATION_HINT_MS - 1 }).registration).toBe(false);
    expect(hintsDue({ ...base, now: reg * 1000 + REGISTRATION_HINT_MS }).registration).toBe(true);
    expect(hintsDue({ ...base, hasDeposit: true, now: reg * 1000 + REGISTRATION_HINT_MS }).registration).toBe(false);
  });
  it('confirm-contact hint 5 days after registration while unconfirmed and not sent', () => {
    const now = reg * 1000 + CONFIRM_HINT_MS;
    expect(hintsDue({ ...base, now: now - 1 }).confirmContact).toBe(false);
    expect(hintsDue({ ...base, now }).confirmContact).toBe(true);
    expect(hintsDue({ ...base, now, loginContactConfirmed: true }).confirmContact).toBe(false);
    expect(hintsDue({ ...base, now, confirmSent: true }).confirmContact).toBe(false);
    expect(hintsDue({ ...base, regTimeSeconds: undefined, now })).toEqual({ registration: false, confirmContact: false });
  });
});
