/** SPEC §8's catalogue and fatal actions, and the fixed statuses of ARCHITECTURE.md's wire contract. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_STATUS, ERROR_TYPES, fatalActionFor, isApiError, isErrorType, type ErrorType } from './errors.ts';

/** SPEC §8, in SPEC's order. */
const SPEC_CATALOGUE = [
  'UnknownErrorException',
  'ApplicationDisabledException',
  'MethodNotFoundException',
  'AuthorizationException',
  'InvalidRequestException',
  'InternalServerErrorException',
  'AccessDeniedException',
  'UserDeletedException',
  'UserBannedException',
  'UserNeedDepositException',
  'UserNeedProfileDataException',
  'UserNeedConfirmContactException',
  'ApplicationUnavailableException',
  'InvalidParameterException',
  'TooManyRequestsException',
  'BillingServiceErrorException',
  'BillingTransactionDeclinedException',
  'BillingUnavailableException',
  'BillingDepositLimitExceededException',
  'WithdrawalDeclinedException',
  'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException',
  'KycUserProfileException',
  'KycWithdrawalException',
  'StorageQuotaExceededException',
  'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException',
  'RequisitesFraudulentException',
];
/** Types beyond SPEC §8, each with its decision record. */
const BEYOND_SPEC = [
  // docs/decisions/023-idempotency-conflicts.md
  'IdempotencyKeyReusedException',
  // docs/decisions/035-net-position-and-session-limit.md
  'SessionTimeLimitException',
  // docs/decisions/034-who-may-not-play.md
  'NationalSelfExclusionException',
  // docs/decisions/032-loss-and-stake-limits.md
  'LossLimitExceededException',
  'StakeLimitExceededException',
];

describe('catalogue', () => {
  it('holds the 29 types of SPEC §8, in its order, then the recorded additions', () => {
    expect([...ERROR_TYPES]).toEqual([...SPEC_CATALOGUE, ...BEYOND_SPEC]);
    expect(new Set(ERROR_TYPES).size).toBe(ERROR_TYPES.length);
  });

  it('isErrorType accepts catalogue names only', () => {
    for (const type of ERROR_TYPES) expect(isErrorType(type)).toBe(true);
    for (const value of ['userbannedexception', 'Exception', '', 403, null, undefined, {}]) expect(isErrorType(value)).toBe(false);
  });

  it('gives every type an HTTP error status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_TYPES].sort());
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('uses the fixed statuses of the wire contract', () => {
    expect(ERROR_STATUS).toMatchObject({
      UserBannedException: 403,
      AccessDeniedException: 403,
      ApplicationDisabledException: 503,
      ApplicationUnavailableException: 503,
      MethodNotFoundException: 404,
      AuthorizationException: 401,
      TooManyRequestsException: 429,
      IdempotencyKeyReusedException: 409,
      SessionTimeLimitException: 423,
    });
    // Validation types answer 400 or 422.
    const validation: ErrorType[] = [
      'InvalidRequestException',
      'InvalidParameterException',
      'UserNeedDepositException',
      'UserNeedProfileDataException',
      'UserNeedConfirmContactException',
      'RequisitesValidationRequiredException',
    ];
    for (const type of validation) expect([400, 422]).toContain(ERROR_STATUS[type]);
  });
});

describe('fatal actions (SPEC §8)', () => {
  it.each([
    ['UserBannedException', 403, 'user-blocked'],
    ['ApplicationDisabledException', 503, 'maintenance'],
    ['ApplicationUnavailableException', 503, 'maintenance'],
    ['AccessDeniedException', 403, 'forbidden'],
    ['UserDeletedException', 403, 'user-blocked'],
    ['UserDeletedException', 401, 'user-blocked'],
    ['InvalidRequestException', 403, 'user-blocked'],
    [undefined, 403, 'forbidden'],
    ['MethodNotFoundException', 404, 'not-found'],
    [undefined, 404, 'not-found'],
    ['AuthorizationException', 401, undefined],
    ['InvalidParameterException', 422, undefined],
    ['TooManyRequestsException', 429, undefined],
    ['BillingUnavailableException', 503, undefined],
    [undefined, 500, undefined],
    [undefined, 0, undefined],
  ] as const)('%s with HTTP %i -> %s', (type, status, action) => {
    expect(fatalActionFor(type, status)).toBe(action);
    expect(new ApiError({ kind: 'http', operation: 'x.y', status, type, message: 'm' }).fatal).toBe(action);
  });

  it('the banned and maintenance types win over the status; otherwise only 403 and 404 are fatal', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...ERROR_TYPES), { nil: undefined }), fc.integer({ min: 0, max: 599 }), (type, status) => {
        const action = fatalActionFor(type, status);
        if (type === 'UserBannedException' || type === 'UserDeletedException') expect(action).toBe('user-blocked');
        else if (type === 'ApplicationDisabledException' || type === 'ApplicationUnavailableException') expect(action).toBe('maintenance');
        else if (status === 403) expect(action).toBe(type === undefined || type === 'AccessDeniedException' ? 'forbidden' : 'user-blocked');
        else if (status === 404) expect(action).toBe('not-found');
        else expect(action).toBeUndefined();
      }),
    );
  });

  it('each catalogue type answered with its own status maps as SPEC §8 says', () => {
    for (const type of ERROR_TYPES) {
      const action = fatalActionFor(type, ERROR_STATUS[type]);
      if (type === 'UserBannedException' || type === 'UserDeletedException') expect(action).toBe('user-blocked');
      else if (type === 'ApplicationDisabledException' || type === 'ApplicationUnavailableException') expect(action).toBe('maintenance');
      else if (ERROR_STATUS[type] === 403) expect(action).toBe('forbidden');
      else if (ERROR_STATUS[type] === 404) expect(action).toBe('not-found');
      else expect(action).toBeUndefined();
    }
  });
});

describe('ApiError', () => {
  it('is an Error with defaults for the optional parts', () => {
    const error = new ApiError({ kind: 'network', operation: 'games.get', message: 'offline' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ kind: 'network', operation: 'games.get', status: 0, message: 'offline', errorData: {} });
    expect(error.type).toBeUndefined();
    expect(error.code).toBeUndefined();
    expect(error.fatal).toBeUndefined();
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('reads the first message key of a field (SPEC §8 promo code errors)', () => {
    const error = new ApiError({
      kind: 'http',
      operation: 'campaigns.activateOffer',
      status: 422,
      type: 'InvalidParameterException',
      message: 'bad',
      code: 3,
      errorData: { promo_code: ['NOT_FOUND', 'EXPIRED'], empty: [] },
    });
    expect(error.fieldKey('promo_code')).toBe('NOT_FOUND');
    expect(error.fieldKey('empty')).toBeUndefined();
    expect(error.fieldKey('other')).toBeUndefined();
    expect(error.is('InvalidParameterException')).toBe(true);
    expect(error.is('UnknownErrorException')).toBe(false);
    expect(error.code).toBe(3);
  });
});
