import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { setAnalyticsSink, type AnalyticsEvent } from '../../../services/analytics.ts';
import { registrationErrors, type RegistrationMessages } from './registration-errors.ts';

const t = (key: string, params?: Record<string, string | number>) => (params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key);
const messages = (patch: Partial<RegistrationMessages> = {}): RegistrationMessages => ({ t, validation: {}, promoCodeErrors: {}, method: 'email', ...patch });

function invalid(errorData: Record<string, string[]>): ApiError {
  return new ApiError({ kind: 'http', operation: 'auth.register', status: 422, type: 'InvalidParameterException', message: 'Invalid', errorData });
}

describe('registration refusals (auth.register InvalidParameterException)', () => {
  it('puts each field’s message under that field, never "wrong login or password"', () => {
    const errors = registrationErrors(invalid({ password: ['MIN_LENGTH'], promo_code: ['INVALID'], terms: ['REQUIRED'] }), messages());
    expect(errors).toEqual({
      fields: { password: 'validation.minLength {"min":6}', promo_code: 'auth.registration.promoInvalid', terms: 'validation.checkbox' },
    });
    expect(JSON.stringify(errors)).not.toContain('wrongCredentials');
  });

  it('names a taken or malformed login by how the player registers', () => {
    expect(registrationErrors(invalid({ login: ['ALREADY_EXISTS'] }), messages())?.fields.login).toBe('auth.errors.loginTaken');
    expect(registrationErrors(invalid({ login: ['WRONG_LOGIN'] }), messages({ method: 'phone' }))?.fields.login).toBe('auth.errors.wrongPhone');
    expect(registrationErrors(invalid({ login: ['WRONG_LOGIN'] }), messages())?.fields.login).toBe('auth.errors.wrongEmail');
  });

  it('takes promo code messages from the CMS by key, falling back to its INVALID (SPEC §8)', () => {
    const promoCodeErrors = { NOT_FOUND: 'Bunday promokod yo‘q', INVALID: 'Promokod yaroqsiz' };
    expect(registrationErrors(invalid({ promo_code: ['NOT_FOUND'] }), messages({ promoCodeErrors }))?.fields.promo_code).toBe('Bunday promokod yo‘q');
    expect(registrationErrors(invalid({ promo_code: ['EXPIRED'] }), messages({ promoCodeErrors }))?.fields.promo_code).toBe('Promokod yaroqsiz');
  });

  it('uses the CMS override of a validation message (SPEC §5)', () => {
    expect(registrationErrors(invalid({ password: ['WRONG_PASSWORD'] }), messages({ validation: { password: 'CMS password text' } }))?.fields.password).toBe('CMS password text');
  });

  it('gives a form sentence for a field the form does not show, and leaves other errors to the general message', () => {
    expect(registrationErrors(invalid({ currency: ['INVALID'] }), messages())).toEqual({ fields: {}, form: 'validation.wrongField' });
    expect(registrationErrors(invalid({}), messages())).toBeUndefined();
    expect(registrationErrors(new ApiError({ kind: 'network', operation: 'auth.register', message: 'offline' }), messages())).toBeUndefined();
    expect(registrationErrors(new Error('boom'), messages())).toBeUndefined();
  });

  it('a refused promo code fires the promocode not found event (SPEC §8)', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    registrationErrors(invalid({ promo_code: ['EXPIRED'] }), messages());
    expect(events).toEqual([{ name: 'promocode not found', data: { reason: 'EXPIRED', form: 'registration' } }]);
  });
});

afterEach(() => setAnalyticsSink(undefined));
