import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initAnalyticsDebug, isAnalyticsDebug, setAnalyticsSink, track, trackLoginError, trackLogoutError, type AnalyticsEvent } from './analytics.ts';

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
