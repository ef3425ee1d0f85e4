/**
 * What auth.register's refusals say about each field: the platform answers an invalid field with
 * InvalidParameterException and error_data naming the field and its message keys (SPEC §8; the sandbox's
 * mocks/api/auth.ts answers the same way). Each message goes under its own field instead of a "wrong login or
 * password" that names neither.
 */
import { isApiError } from '../../../api/errors.ts';
import { track } from '../../../services/analytics.ts';
import { promoCodeMessage } from '../../../services/promo-code.ts';
import { PASSWORD_MAX, PASSWORD_MIN, resolveMessage, type Failure } from '../../../lib/validation.ts';
import type { Translate } from '../auth-errors.ts';

export type RegistrationField = 'login' | 'password' | 'promo_code' | 'terms';

export interface RegistrationErrors {
  fields: Partial<Record<RegistrationField, string>>;
  /** Fields the form does not show (currency, notify): one sentence for the form. */
  form?: string;
}

export interface RegistrationMessages {
  t: Translate;
  /** CMS overrides of the validation messages (SPEC §1, §5). */
  validation: Readonly<Record<string, string>>;
  /** CMS common.promoCodeErrors by key (SPEC §8 promo code errors). */
  promoCodeErrors: Readonly<Record<string, string>>;
  /** How the player registers: a login refused as malformed is a wrong e-mail or a wrong phone. */
  method: 'email' | 'phone';
}

function loginMessage(key: string, { t, validation, method }: RegistrationMessages): string {
  if (key === 'ALREADY_EXISTS') return t('auth.errors.loginTaken');
  if (key === 'REQUIRED') return resolveMessage({ key: 'required' }, t, validation);
  if (key === 'WRONG_EMAIL') return t('auth.errors.wrongEmail');
  if (key === 'WRONG_PHONE') return t('auth.errors.wrongPhone');
  return t(method === 'email' ? 'auth.errors.wrongEmail' : 'auth.errors.wrongPhone');
}

function passwordFailure(key: string): Failure {
  if (key === 'REQUIRED') return { key: 'required' };
  if (key === 'MIN_LENGTH') return { key: 'minLength', params: { min: PASSWORD_MIN } };
  if (key === 'MAX_LENGTH') return { key: 'maxLength', params: { max: PASSWORD_MAX } };
  return { key: 'password' };
}

/** SPEC §8: the first key of error_data.promo_code, looked up under common.promoCodeErrors, falling back to INVALID. */
function promoCodeWords(key: string, { t, promoCodeErrors }: Pick<RegistrationMessages, 't' | 'promoCodeErrors'>): string {
  return promoCodeMessage(key, promoCodeErrors, t('auth.registration.promoInvalid'));
}

/**
 * The field messages of an InvalidParameterException from auth.register, or undefined when the error is not one or
 * names no field (the caller then shows its general message).
 */
export function registrationErrors(error: unknown, messages: RegistrationMessages): RegistrationErrors | undefined {
  if (!isApiError(error) || !error.is('InvalidParameterException')) return undefined;
  const result: RegistrationErrors = { fields: {} };
  for (const [field, keys] of Object.entries(error.errorData)) {
    const key = keys[0];
    if (key === undefined) continue;
    if (field === 'login') result.fields.login = loginMessage(key, messages);
    else if (field === 'password') result.fields.password = resolveMessage(passwordFailure(key), messages.t, messages.validation);
    else if (field === 'promo_code') {
      result.fields.promo_code = promoCodeWords(key, messages);
      // SPEC §8: a refused promo code fires the 'promocode not found' event, here as on the bonuses page.
      track('promocode not found', { reason: key, form: 'registration' });
    }
    else if (field === 'terms') result.fields.terms = resolveMessage({ key: 'checkbox' }, messages.t, messages.validation);
    else result.form = resolveMessage({ key: 'wrongField' }, messages.t, messages.validation);
  }
  return Object.keys(result.fields).length > 0 || result.form ? result : undefined;
}
