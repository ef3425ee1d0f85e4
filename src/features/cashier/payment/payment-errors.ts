/**
 * What a refused deposit or withdrawal tells the player (SPEC §8 catalogue; decision 009 "Errors and what they
 * carry"): one sentence with the amount, period or date the error carries, the fields it concerns, and the next step
 * (change the limit, verify, fill the profile, retry). Pure: the page turns keys into words.
 */
import { isApiError } from '../../../api/errors.ts';
import { promoCodeMessage } from '../../../services/promo-code.ts';
import type { KeysUnder } from '../../../i18n/index.ts';
import type { Failure } from '../../../lib/validation.ts';
import { isAnswer } from './attempt.ts';
import { requisiteRefusal } from './requisites.ts';
import '../../../i18n/texts/cashier.errors.ts';

/**
 * Where the player goes to fix it. `verification` and `verification-profile` (the profile first, then the documents)
 * open the identity-verification popup at once (problem-view.tsx).
 */
export type NextStep = 'limits' | 'verification' | 'verification-profile' | 'profile' | 'contacts';

/** A message under a field: a SPEC §5 failure (validation.<key>, CMS overrides) or the cashier's own words. */
/** A sentence of the dictionary's `cashier.errors` section. */
export type CashierErrorKey = KeysUnder<'cashier.errors'>;

export type FieldMessage = { failure: Failure } | { key: CashierErrorKey; params?: Record<string, string> } | { text: string };

export interface Problem {
  /** One sentence for the whole form (dictionary `cashier.errors.<key>`), when the fields do not say it all. */
  message?: { key: CashierErrorKey; params?: Record<string, string> };
  fields: Record<string, FieldMessage>;
  step?: NextStep;
  /** Decision 033: the refusal stands between the player and real-money play (the verification popup offers a way back). */
  play?: boolean;
  /** No answer came: the same payment is sent again with the same key. */
  unanswered: boolean;
}

export interface ProblemFormat {
  /** An amount in the player's currency, e.g. `250,000 UZS`. */
  money: (amount: number) => string;
  /** Unix seconds as a date and time (SPEC §9). */
  dateTime: (seconds: number) => string;
  /** `day`, `week`, `month` in words. */
  period: (period: string) => string;
  /** SPEC §5: the amount field's bounds, for a MIN_VALUE / MAX_VALUE refusal. */
  bounds?: { min: number; max: number };
  /** SPEC §8: CMS common.promoCodeErrors by key. */
  promoCodeErrors: Readonly<Record<string, string>>;
  /** The dictionary's fallback for a promo code the CMS has no words for. */
  promoFallback: string;
}

function first(data: Readonly<Record<string, readonly string[]>>, field: string): string | undefined {
  return data[field]?.[0];
}

function numberOf(data: Readonly<Record<string, readonly string[]>>, field: string): number | undefined {
  const value = Number(first(data, field));
  return first(data, field) !== undefined && first(data, field) !== '' && Number.isFinite(value) ? value : undefined;
}

/** SPEC §8 promo code errors: the first key of error_data.promo_code under common.promoCodeErrors, falling back to INVALID. */
export function promoMessage(key: string, format: Pick<ProblemFormat, 'promoCodeErrors' | 'promoFallback'>): string {
  return promoCodeMessage(key, format.promoCodeErrors, format.promoFallback);
}

function only(message: Problem['message'], step?: NextStep): Problem {
  return { ...(message ? { message } : {}), fields: {}, ...(step ? { step } : {}), unanswered: false };
}

/** Why the chosen offer was refused (`error_data.campaign_offer_id`), each in its own words; any other key: it is gone. */
const OFFER_REFUSALS: Readonly<Record<string, CashierErrorKey>> = {
  // An offer grants once: this player already has it.
  ALREADY_TAKEN: 'offerTaken',
  NOT_ELIGIBLE: 'offerNotEligible',
  EXCLUDED_METHOD: 'offerExcludedMethod',
  EXPIRED: 'offerExpired',
};

/** The field messages of an InvalidParameterException. */
function invalidParameters(data: Readonly<Record<string, readonly string[]>>, format: ProblemFormat): Problem {
  const problem: Problem = { fields: {}, unanswered: false };
  for (const [field, keys] of Object.entries(data)) {
    const key = keys[0];
    if (key === undefined) continue;
    if (field === 'amount') {
      if (key === 'INSUFFICIENT_FUNDS') problem.fields.amount = { key: 'insufficientFunds' };
      else if ((key === 'MIN_VALUE' || key === 'MAX_VALUE') && format.bounds) problem.fields.amount = { failure: { key: 'sum', params: { min: format.money(format.bounds.min), max: format.money(format.bounds.max) } } };
      else problem.fields.amount = { failure: { key: 'wrongField' } };
    } else if (field.startsWith('requisites.')) {
      problem.fields[field.slice('requisites.'.length)] = { failure: requisiteRefusal(key) };
    } else if (field === 'promo_code') {
      problem.fields.promo_code = { text: promoMessage(key, format) };
    } else if (field === 'campaign_offer_id') {
      problem.fields.offer = { key: OFFER_REFUSALS[key] ?? 'offerGone' };
    } else if (field === 'method') {
      problem.message = { key: 'methodGone' };
    } else if (field === 'id') {
      problem.message = { key: key === 'ALREADY_PROCESSED' ? 'alreadyProcessed' : 'notFound' };
    } else {
      problem.message = { key: 'wrongInput' };
    }
  }
  if (Object.keys(problem.fields).length === 0 && !problem.message) problem.message = { key: 'wrongInput' };
  return problem;
}

/**
 * Over the deposit limit: how much is still allowed (and until when), with the way to the limit page. The same
 * words whether the platform refused the deposit or the page saw the amount was too much before sending it.
 */
export function depositLimitProblem(available: number, until: number | undefined, format: Pick<ProblemFormat, 'money' | 'dateTime'>): Problem {
  const params: Record<string, string> = { amount: format.money(Math.max(0, available)), ...(until ? { until: format.dateTime(until) } : {}) };
  const key = available > 0 ? (until ? 'depositLimitUntil' : 'depositLimit') : until ? 'depositLimitNoneUntil' : 'depositLimitNone';
  return { message: { key, params }, fields: {}, step: 'limits', unanswered: false };
}

/** The problem of a refused deposit, withdrawal or cancel. */
export function problemOf(error: unknown, format: ProblemFormat): Problem {
  if (!isApiError(error)) return only({ key: 'generic' });
  if (!isAnswer(error)) return { message: { key: 'noAnswer' }, fields: {}, unanswered: true };
  const data = error.errorData;
  switch (error.type) {
    case 'BillingDepositLimitExceededException':
      return depositLimitProblem(numberOf(data, 'available_amount') ?? 0, numberOf(data, 'expired_at'), format);
    case 'BillingUnavailableException':
      return only({ key: 'providerUnavailable' });
    case 'BillingTransactionDeclinedException':
      return only({ key: 'declined' });
    case 'BillingServiceErrorException':
      return only({ key: 'providerError' });
    case 'TooManyRequestsException':
      return only({ key: 'tooMany' });
    // The key of an unanswered attempt came back with other details (decision 023): the answer ends that attempt,
    // so confirming again sends a new payment with a new key.
    case 'IdempotencyKeyReusedException':
      return only({ key: 'keyReused' });
    case 'UserNeedProfileDataException':
      return only({ key: 'needProfile' }, 'profile');
    // The provider's check needs the profile's data first: the verification popup asks for it, then the documents.
    case 'KycUserProfileException':
      return only({ key: 'needProfileForVerification' }, 'verification-profile');
    case 'UserNeedConfirmContactException':
      return only({ key: 'needContact' }, 'contacts');
    case 'KycWithdrawalException':
    case 'SumsubVerificationRequiredException': {
      // Decision 033: the refusal of real-money play names where identification stands.
      const identification = error.type === 'SumsubVerificationRequiredException' ? first(data, 'identification') : undefined;
      if (identification === 'PENDING' || identification === 'REQUIRED') return identificationProblem(identification === 'PENDING' ? 'pending' : 'identify');
      const above = numberOf(data, 'required_above');
      // KycWithdrawalException is a withdrawal's; the provider's own refusal may come for a deposit as well.
      const key = error.type === 'KycWithdrawalException' ? 'needVerificationAbove' : 'needVerificationPayment';
      return only(above !== undefined ? { key, params: { amount: format.money(above) } } : { key: 'needVerification' }, 'verification');
    }
    case 'RequisitesOnVerificationException':
      return { message: { key: 'requisitesOnVerification' }, fields: {}, unanswered: false };
    case 'RequisitesValidationRequiredException':
      return { message: { key: 'requisitesValidationRequired' }, fields: {}, unanswered: false };
    case 'RequisitesFraudulentException':
      return { message: { key: 'requisitesFraudulent' }, fields: {}, unanswered: false };
    case 'WithdrawalLimitsExceededException': {
      const available = numberOf(data, 'available_amount') ?? 0;
      const resets = numberOf(data, 'resets_at');
      // Decision 034: the Unified State Register's payout limit, which the operator cannot change (no "change the limit" step).
      if (first(data, 'source') === 'register') {
        return only({ key: 'registerPayoutLimit', params: { total: format.money(numberOf(data, 'limit_amount') ?? 0), amount: format.money(available), date: resets ? format.dateTime(resets) : '—' } });
      }
      return only({ key: 'withdrawalLimit', params: { period: format.period(first(data, 'period') ?? 'day'), amount: format.money(available), date: resets ? format.dateTime(resets) : '—' } });
    }
    case 'WithdrawalLimitsPeriodExceededException': {
      const resets = numberOf(data, 'resets_at');
      return only({ key: 'withdrawalCount', params: { period: format.period(first(data, 'period') ?? 'day'), count: first(data, 'max_count') ?? '—', date: resets ? format.dateTime(resets) : '—' } });
    }
    case 'WithdrawalDeclinedException':
      return only({ key: 'withdrawalDeclined' });
    case 'InvalidParameterException':
      return invalidParameters(data, format);
    default:
      return only({ key: 'generic' });
  }
}

/**
 * Decision 033, identification before real-money play: the platform's refusal (error_data.identification) or what the
 * app knows in advance from account info (src/lib/identification.ts) says the same. Pending: what the player may do
 * meanwhile, nothing to open; otherwise the verification step.
 */
export function identificationProblem(step: 'identify' | 'pending'): Problem {
  if (step === 'pending') return { message: { key: 'onVerificationPlay' }, fields: {}, unanswered: false, play: true };
  return { message: { key: 'needVerificationPlay' }, fields: {}, step: 'verification', unanswered: false, play: true };
}
