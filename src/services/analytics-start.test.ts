import { describe, expect, it } from 'vitest';
import { seonSession, sinksFor } from './analytics-start.ts';

describe('analytics sinks from general info `analytic`', () => {
  it('no ids: no sink', () => {
    expect(sinksFor({ gtm_id: null, ym_id: null }, {})).toBeUndefined();
    expect(sinksFor(null, {})).toBeUndefined();
    expect(sinksFor({ gtm_id: '  ', ym_id: 0 }, {})).toBeUndefined();
  });

  it('gtm_id pushes events onto dataLayer (kept when the tag created it first)', () => {
    const page: Record<string, unknown> = { dataLayer: [{ 'gtm.start': 1 }] };
    sinksFor({ gtm_id: 'GTM-TEST' }, page)?.({ name: 'deposit-success', data: { amount: 50000, currency: 'UZS' } });
    expect(page.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'deposit-success', amount: 50000, currency: 'UZS' }]);
  });

  it('ym_id sends a goal; before the tag loads the call waits in its queue', () => {
    const page: Record<string, unknown> = {};
    const sink = sinksFor({ ym_id: 12345 }, page);
    sink?.({ name: 'login-error', data: { code: 401 } });
    expect((page.ym as { a: unknown[] }).a).toEqual([[12345, 'reachGoal', 'login-error', { code: 401 }]]);
    const calls: unknown[] = [];
    page.ym = (...args: unknown[]) => calls.push(args);
    sink?.({ name: 'bet-placed' });
    expect(calls).toEqual([[12345, 'reachGoal', 'bet-placed', {}]]);
  });

  it('both ids: both sinks', () => {
    const page: Record<string, unknown> = { ym: () => undefined };
    sinksFor({ gtm_id: 'GTM-1', ym_id: '9' }, page)?.({ name: 'x' });
    expect(page.dataLayer).toEqual([{ event: 'x' }]);
  });
});

describe('seonSession', () => {
  it('none without the SEON script; the session when it answers', async () => {
    await expect(seonSession({})).resolves.toBeUndefined();
    await expect(seonSession({ seon: { getBase64Session: (callback: (value: string) => void) => callback('c2Vvbg==') } })).resolves.toBe('c2Vvbg==');
    await expect(seonSession({ seon: { getBase64Session: () => undefined } }, 5)).resolves.toBeUndefined();
  });
});
