import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initAnalyticsDebug,
  isAnalyticsDebug,
  setAnalyticsSink,
  track,
  type AnalyticsEvent,
} from './analytics.ts';
import { trackBetPlaced, trackDepositFail, trackDepositSuccess, trackLoginError, trackLogoutError } from './analytics-events.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

describe('analytics (SPEC §2 ANALYTICS_DEBUG)', () => {
  beforeEach(() => setAnalyticsSink(undefined));

  it('ANALYTICS_DEBUG=1 turns debug on for the session, =0 turns it off', () => {
    const storage = memoryStorage();
    expect(initAnalyticsDebug('?ANALYTICS_DEBUG=1', storage)).toBe(true);
    expect(initAnalyticsDebug('', storage)).toBe(true);
    expect(initAnalyticsDebug('?ANALYTICS_DEBUG=0', storage)).toBe(false);
    expect(isAnalyticsDebug()).toBe(false);
  });

  it('debug logs each event; the sink receives it', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const events: string[] = [];
    setAnalyticsSink((event) => events.push(event.name));
    initAnalyticsDebug('?ANALYTICS_DEBUG=1', memoryStorage());
    track('login-error', { code: 401 });
    expect(events).toEqual(['login-error']);
    expect(info).toHaveBeenCalledWith('[analytics]', 'login-error', { code: 401 });
  });

  it('a throwing sink never breaks the app', () => {
    setAnalyticsSink(() => {
      throw new Error('vendor down');
    });
    expect(() => track('x')).not.toThrow();
  });
});

describe('login and logout failure events (SPEC §8)', () => {
  beforeEach(() => {
    setAnalyticsSink(undefined);
    initAnalyticsDebug('?ANALYTICS_DEBUG=0', memoryStorage());
  });

  it('login-error carries the platform error code and type; logout-error its code', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    trackLoginError({ kind: 'http', status: 401, code: 100, type: 'AuthorizationException' });
    trackLoginError({ kind: 'http', status: 429, type: 'TooManyRequestsException' }, 'two-factor');
    trackLogoutError({ kind: 'network' });
    trackLogoutError('boom');
    expect(events).toEqual([
      { name: 'login-error', data: { code: 100, type: 'AuthorizationException', method: 'password' } },
      { name: 'login-error', data: { code: 429, type: 'TooManyRequestsException', method: 'two-factor' } },
      { name: 'logout-error', data: { code: 'unknown' } },
      { name: 'logout-error', data: { code: 'unknown' } },
    ]);
  });
});

describe('issue 18 events', () => {
  beforeEach(() => setAnalyticsSink(undefined));

  it('events tracked before the sinks are known reach them once they are', () => {
    track('early', { step: 1 });
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    track('later');
    expect(events.map((event) => event.name)).toEqual(['early', 'later']);
  });

  it('never sends personal data, whoever calls', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    track('x', { email: 'a@b.uz', phone: '998901234567', uid: 1001, login: 'a', first_name: 'Aziz', code: 401 });
    expect(events).toEqual([{ name: 'x', data: { code: 401 } }]);
  });

  it('a deposit: success, the first also as first-deposit; a refusal with its code', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    trackDepositSuccess({ amount: 50000, currency: 'UZS', method: 'test_card', first: true });
    trackDepositSuccess({ amount: 70000, currency: 'UZS', method: 'test_card', first: false });
    trackDepositFail('test_card', { code: 7, type: 'BillingTransactionDeclinedException' });
    trackDepositFail('test_card');
    expect(events).toEqual([
      { name: 'deposit-success', data: { amount: 50000, currency: 'UZS', method: 'test_card' } },
      { name: 'first-deposit', data: { amount: 50000, currency: 'UZS', method: 'test_card' } },
      { name: 'deposit-success', data: { amount: 70000, currency: 'UZS', method: 'test_card' } },
      { name: 'deposit-fail', data: { method: 'test_card', code: 7, type: 'BillingTransactionDeclinedException' } },
      { name: 'deposit-fail', data: { method: 'test_card', code: 'declined' } },
    ]);
  });

  it('a bet placed', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    trackBetPlaced({ amount: 10000, currency: 'UZS', kind: 'express', selections: 3 });
    expect(events).toEqual([{ name: 'bet-placed', data: { amount: 10000, currency: 'UZS', kind: 'express', selections: 3 } }]);
  });
});
