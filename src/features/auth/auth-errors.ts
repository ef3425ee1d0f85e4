/** SPEC §8 messages for the auth forms: an ApiError becomes the player's sentence and, when it belongs to one, the field it is about. */
import { isApiError } from '../../api/errors.ts';
import { formatMoment } from '../../i18n/protection-format.ts';
import type { Translate } from '../../i18n/index.ts';

export type { Translate };

export interface FormFailure {
  /** The field the message belongs under, or undefined for the form as a whole. */
  field?: 'login' | 'password' | 'code' | 'promo_code';
  message: string;
}

/** SPEC §8 two-factor messages: 'the code must contain 6 digits', 'Time expired', 'two_factor_auth: code is invalid'. */
function codeFailure(message: string, t: Translate): string | undefined {
  if (/must contain 6 digits/i.test(message)) return t('auth.errors.codeLength');
  if (/time expired/i.test(message)) return t('auth.errors.codeExpired');
  if (/code is invalid|wrong confirmation code|wrong or expired code/i.test(message)) return t('auth.errors.codeInvalid');
  return undefined;
}

export function authFailure(error: unknown, t: Translate): FormFailure {
  if (!isApiError(error)) return { message: t('auth.errors.generic') };
  if (error.kind === 'network') return { message: t('errors.network') };
  if (error.type === 'TooManyRequestsException') return { message: t('auth.errors.tooMany') };
  // Decision 034: the national self-exclusion list; the app also opens the register's message (src/app/boot/national-exclusion.ts).
  if (error.type === 'NationalSelfExclusionException') return { message: t('auth.errors.nationalExclusion') };
  const code = codeFailure(error.message, t);
  if (code) return { field: 'code', message: code };
  const login = error.fieldKey('login') ?? error.fieldKey('contact');
  if (login === 'ALREADY_EXISTS') return { field: 'login', message: t('auth.errors.loginTaken') };
  if (login === 'WRONG_EMAIL') return { field: 'login', message: t('auth.errors.wrongEmail') };
  if (login === 'WRONG_PHONE' || login === 'WRONG_LOGIN') return { field: 'login', message: t('auth.errors.wrongPhone') };
  // Decision 035: the session-time limit's break; the player reads until when (in their own clock's time).
  const sessionBreak = Number(error.fieldKey('session_break_until'));
  if (error.type === 'SessionTimeLimitException' && Number.isFinite(sessionBreak)) return { message: t('auth.errors.sessionBreak', { time: formatMoment(sessionBreak) }) };
  const breakUntil = error.fieldKey('break_until');
  if (breakUntil) return { message: t('auth.errors.onBreak', { date: breakUntil }) };
  if (error.type === 'AuthorizationException' || error.type === 'InvalidParameterException') return { message: t('auth.errors.wrongCredentials') };
  return { message: error.status >= 500 ? t('errors.server') : t('auth.errors.generic') };
}
