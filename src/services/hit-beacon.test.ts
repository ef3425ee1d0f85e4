import { describe, expect, it } from 'vitest';
import { hitParameters, rewriteTrackId, sendHit } from './hit-beacon.ts';

describe('track_id rewrite (SPEC §7, decision 014)', () => {
  it('a td_ value is sent bare with td=1; any other value is kept', () => {
    expect(rewriteTrackId('td_abc123')).toEqual({ track_id: 'abc123', td: '1' });
    expect(rewriteTrackId('TD_x-9')).toEqual({ track_id: 'x-9', td: '1' });
    expect(rewriteTrackId('abc123')).toEqual({ track_id: 'abc123' });
    expect(rewriteTrackId('td_')).toEqual({ track_id: 'td_' });
    expect(rewriteTrackId('xtd_abc')).toEqual({ track_id: 'xtd_abc' });
  });
});

describe('hitParameters', () => {
  it('carries the referer and the landing parameters, track_id rewritten', () => {
    const params = hitParameters({ search: '?utm_source=telegram&track_id=td_777&utm_campaign=spring', referrer: 'https://t.me/' });
    expect(Object.fromEntries(params)).toEqual({ referer: 'https://t.me/', utm_source: 'telegram', track_id: '777', td: '1', utm_campaign: 'spring' });
  });

  it('never forwards personal data, credentials or a forged td/referer', () => {
    const params = hitParameters({ search: '?email=a@b.uz&phone=998901234567&token=x&tgWebAppData=y&td=0&referer=evil&ANALYTICS_DEBUG=1&gclid=g', referrer: '' });
    expect(Object.fromEntries(params)).toEqual({ gclid: 'g' });
  });

  it('with a SEON session: the referer and the session only', () => {
    const params = hitParameters({ search: '?track_id=td_1&utm_source=x', referrer: 'https://google.com/', seonSession: 'seon-abc' });
    expect(Object.fromEntries(params)).toEqual({ referer: 'https://google.com/', seon_session: 'seon-abc' });
  });

  it('bounds what an address can make it send', () => {
    const search = `?${Array.from({ length: 60 }, (_, index) => `p${index}=${'v'.repeat(300)}`).join('&')}`;
    const params = [...hitParameters({ search, referrer: '' })];
    expect(params).toHaveLength(30);
    expect(params.every(([, value]) => value.length === 200)).toBe(true);
  });
});

describe('sendHit', () => {
  it('requests /hit as an image with the parameters', () => {
    const image = { src: '', referrerPolicy: '' } as unknown as HTMLImageElement;
    expect(sendHit({ search: '?track_id=td_5', referrer: '' }, () => image)).toBe('/hit?track_id=5&td=1');
    expect(image.src).toBe('/hit?track_id=5&td=1');
    expect(sendHit({ search: '', referrer: '' }, () => image)).toBe('/hit');
  });
});
