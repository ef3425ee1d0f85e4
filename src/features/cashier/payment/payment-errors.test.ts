import { describe, expect, it } from 'vitest';
import { ApiError, type ErrorType } from '../../../api/errors.ts';
import { problemOf, promoMessage, type ProblemFormat } from './payment-errors.ts';

const format: ProblemFormat = {
  money: (amount) => `${amount} UZS`,
  dateTime: (seconds) => `t${seconds}`,
  period: (period) => `[${period}]`,
  bounds: { min: 10_000, max: 20_000_000 },
  promoCodeErrors: { NOT_FOUND: 'Promo code not found' },
  promoFallback: 'Wrong promo code',
};

const refusal = (type: ErrorType, errorData: Record<string, string[]> = {}) => new ApiError({ kind: 'http', operation: 'cashier.makedeposit', status: 422, type, message: 'refused', errorData });

describe('what a refused payment tells the player', () => {
  it('says how much the deposit limit still allows, and leads to the limit page', () => {
    const problem = problemOf(refusal('BillingDepositLimitExceededException', { amount: ['DEPOSIT_LIMIT_EXCEEDED'], available_amount: ['250000'], expired_at: ['1700000000'] }), format);
    expect(problem.message).toEqual({ key: 'depositLimitUntil', params: { amount: '250000 UZS', until: 't1700000000' } });
    expect(problem.step).toBe('limits');
    expect(problemOf(refusal('BillingDepositLimitExceededException', { available_amount: ['0'] }), format).message?.key).toBe('depositLimitNone');
  });

  it('leads to verification, the profile form or the contacts', () => {
    expect(problemOf(refusal('KycWithdrawalException', { required_above: ['5000000'] }), format)).toMatchObject({ message: { key: 'needVerificationAbove', params: { amount: '5000000 UZS' } }, step: 'verification' });
    expect(problemOf(refusal('SumsubVerificationRequiredException'), format)).toMatchObject({ message: { key: 'needVerification' }, step: 'verification' });
    expect(problemOf(refusal('UserNeedProfileDataException', { first_name: ['REQUIRED'] }), format).step).toBe('profile');
    expect(problemOf(refusal('KycUserProfileException'), format)).toMatchObject({ message: { key: 'needProfileForVerification' }, step: 'verification-profile' });
    // Decision 033: the refusal of real-money play says where identification stands.
    expect(problemOf(refusal('SumsubVerificationRequiredException', { identification: ['REQUIRED'] }), format)).toMatchObject({ message: { key: 'needVerificationPlay' }, step: 'verification', play: true });
    expect(problemOf(refusal('SumsubVerificationRequiredException', { identification: ['PENDING'] }), format)).toEqual({ message: { key: 'onVerificationPlay' }, fields: {}, unanswered: false, play: true });
    expect(problemOf(refusal('SumsubVerificationRequiredException', { required_above: ['15000000'] }), format)).toMatchObject({ message: { key: 'needVerificationPayment', params: { amount: '15000000 UZS' } }, step: 'verification' });
  });

  it('gives the withdrawal limits their own sentence with the period, amount and date they carry', () => {
    expect(problemOf(refusal('WithdrawalLimitsExceededException', { period: ['day'], available_amount: ['1000000'], resets_at: ['1700000000'] }), format).message).toEqual({
      key: 'withdrawalLimit',
      params: { period: '[day]', amount: '1000000 UZS', date: 't1700000000' },
    });
    // Decision 034: the state register's payout limit is worded as the register's, with its total.
    expect(problemOf(refusal('WithdrawalLimitsExceededException', { period: ['day'], available_amount: ['500000'], limit_amount: ['2000000'], resets_at: ['1700000000'], source: ['register'] }), format)).toEqual({
      message: { key: 'registerPayoutLimit', params: { total: '2000000 UZS', amount: '500000 UZS', date: 't1700000000' } },
      fields: {},
      unanswered: false,
    });
    expect(problemOf(refusal('WithdrawalLimitsPeriodExceededException', { period: ['day'], max_count: ['5'], resets_at: ['1700000000'] }), format).message).toEqual({
      key: 'withdrawalCount',
      params: { period: '[day]', count: '5', date: 't1700000000' },
    });
    for (const [type, key] of [
      ['RequisitesOnVerificationException', 'requisitesOnVerification'],
      ['RequisitesValidationRequiredException', 'requisitesValidationRequired'],
      ['RequisitesFraudulentException', 'requisitesFraudulent'],
      ['IdempotencyKeyReusedException', 'keyReused'],
    ] as const) {
      expect(problemOf(refusal(type), format).message?.key).toBe(key);
    }
  });

  it('puts field refusals under their fields', () => {
    const problem = problemOf(refusal('InvalidParameterException', { 'requisites.card_number': ['WRONG_CARD_TYPE'], amount: ['MAX_VALUE'], promo_code: ['NOT_FOUND'], campaign_offer_id: ['NOT_FOUND'] }), format);
    expect(problem.fields).toEqual({
      card_number: { failure: { key: 'cardType' } },
      amount: { failure: { key: 'sum', params: { min: '10000 UZS', max: '20000000 UZS' } } },
      promo_code: { text: 'Promo code not found' },
      offer: { key: 'offerGone' },
    });
    expect(problem.message).toBeUndefined();
    expect(problemOf(refusal('InvalidParameterException', { amount: ['INSUFFICIENT_FUNDS'] }), format).fields.amount).toEqual({ key: 'insufficientFunds' });
    // An offer grants once: one already taken, one not for this player or this method, each says why.
    expect(problemOf(refusal('InvalidParameterException', { campaign_offer_id: ['ALREADY_TAKEN'] }), format).fields.offer).toEqual({ key: 'offerTaken' });
    expect(problemOf(refusal('InvalidParameterException', { campaign_offer_id: ['NOT_ELIGIBLE'] }), format).fields.offer).toEqual({ key: 'offerNotEligible' });
    expect(problemOf(refusal('InvalidParameterException', { campaign_offer_id: ['EXCLUDED_METHOD'] }), format).fields.offer).toEqual({ key: 'offerExcludedMethod' });
    expect(problemOf(refusal('InvalidParameterException', { campaign_offer_id: ['EXPIRED'] }), format).fields.offer).toEqual({ key: 'offerExpired' });
    expect(problemOf(refusal('InvalidParameterException', { id: ['ALREADY_PROCESSED'] }), format).message).toEqual({ key: 'alreadyProcessed' });
  });

  it('reads promo code errors from the CMS, falling back to INVALID and then the dictionary (SPEC §8)', () => {
    expect(promoMessage('NOT_FOUND', format)).toBe('Promo code not found');
    expect(promoMessage('EXPIRED', { promoCodeErrors: { INVALID: 'Invalid' }, promoFallback: 'x' })).toBe('Invalid');
    expect(promoMessage('EXPIRED', { promoCodeErrors: {}, promoFallback: 'x' })).toBe('x');
  });

  it('marks no answer as retryable with the same key', () => {
    expect(problemOf(new ApiError({ kind: 'network', operation: 'cashier.makedeposit', message: 'Failed to fetch' }), format)).toEqual({ message: { key: 'noAnswer' }, fields: {}, unanswered: true });
    expect(problemOf(refusal('BillingUnavailableException'), format)).toMatchObject({ message: { key: 'providerUnavailable' }, unanswered: false });
  });
});
