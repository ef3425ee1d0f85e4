import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { setAnalyticsSink, type AnalyticsEvent } from './analytics.ts';
import { promoCodeFromSearch, promoCodeMessage, promoCodeRefusal } from './promo-code.ts';

afterEach(() => setAnalyticsSink(undefined));

describe('promo codes', () => {
  it('reads a code from the query, ignoring what is not a code', () => {
    expect(promoCodeFromSearch('?promo_code=WELCOME100&x=1')).toBe('WELCOME100');
    expect(promoCodeFromSearch('?promo_code=%3Cscript%3E')).toBeUndefined();
    expect(promoCodeFromSearch('?other=1')).toBeUndefined();
  });

  it('SPEC §8: CMS words by key, then INVALID, then the fallback', () => {
    expect(promoCodeMessage('EXPIRED', { EXPIRED: 'Muddati o‘tgan', INVALID: 'Yaroqsiz' }, 'x')).toBe('Muddati o‘tgan');
    expect(promoCodeMessage('OTHER', { INVALID: 'Yaroqsiz' }, 'x')).toBe('Yaroqsiz');
    expect(promoCodeMessage('OTHER', {}, 'x')).toBe('x');
  });

  it('the first key of error_data.promo_code, with the analytics event', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    const error = new ApiError({ kind: 'http', operation: 'campaigns.checkPromocode', message: 'x', status: 422, type: 'InvalidParameterException', errorData: { promo_code: ['NOT_FOUND', 'OTHER'] } });
    expect(promoCodeRefusal(error, 'ABC')).toBe('NOT_FOUND');
    expect(events.map((event) => event.name)).toEqual(['promocode not found']);
    expect(promoCodeRefusal(new ApiError({ kind: 'network', operation: 'x', message: 'x' }), 'ABC')).toBeUndefined();
  });
});
