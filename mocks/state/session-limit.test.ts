import { describe, expect, it } from 'vitest';
import { LIMIT_INCREASE_DELAY_MS } from './limit-window.ts';
import { NO_SESSION_LIMIT, changeSessionLimit, isStricterSessionLimit, sessionEnd, settleSessionLimit } from './session-limit.ts';

const AT = Date.UTC(2025, 0, 15, 12);
const MINUTE = 60_000;

describe('the session-time limit', () => {
  it('is stricter only with no longer a session and no shorter a break', () => {
    expect(isStricterSessionLimit(NO_SESSION_LIMIT, { minutes: 360, breakMinutes: 15 })).toBe(true);
    expect(isStricterSessionLimit({ minutes: 60, breakMinutes: 30 }, { minutes: 30, breakMinutes: 60 })).toBe(true);
    expect(isStricterSessionLimit({ minutes: 60, breakMinutes: 30 }, { minutes: 90, breakMinutes: 30 })).toBe(false);
    expect(isStricterSessionLimit({ minutes: 60, breakMinutes: 30 }, { minutes: 60, breakMinutes: 15 })).toBe(false);
    expect(isStricterSessionLimit({ minutes: 60, breakMinutes: 30 }, { minutes: null, breakMinutes: null })).toBe(false);
  });

  it('applies a looser change after the delay', () => {
    const set = changeSessionLimit(NO_SESSION_LIMIT, { minutes: 60, breakMinutes: 30 }, AT);
    const loosened = changeSessionLimit(set, { minutes: 120, breakMinutes: 30 }, AT + MINUTE);
    expect(loosened).toMatchObject({ minutes: 60, pending: { minutes: 120, at: (AT + MINUTE + LIMIT_INCREASE_DELAY_MS) / 1000 } });
    expect(settleSessionLimit(loosened, AT + MINUTE + LIMIT_INCREASE_DELAY_MS - 1)).toBe(loosened);
    expect(settleSessionLimit(loosened, AT + MINUTE + LIMIT_INCREASE_DELAY_MS)).toEqual({ minutes: 120, breakMinutes: 30, since: AT + MINUTE + LIMIT_INCREASE_DELAY_MS });
  });

  it('ends a session at its start plus the limit, never before the limit was set, and the break follows', () => {
    const set = changeSessionLimit(NO_SESSION_LIMIT, { minutes: 60, breakMinutes: 30 }, AT);
    expect(sessionEnd(set, AT - 10 * MINUTE)).toEqual({ endsAt: AT + 50 * MINUTE, breakUntil: AT + 80 * MINUTE });
    expect(sessionEnd(set, AT - 90 * MINUTE)).toEqual({ endsAt: AT, breakUntil: AT + 30 * MINUTE });
    expect(sessionEnd(NO_SESSION_LIMIT, AT)).toBeUndefined();
  });
});
