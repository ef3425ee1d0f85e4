/**
 * The error catalogue of SPEC §8 and the one error type the API client throws.
 * The client never shows UI: the app layer reads `fatal` and decides on pages and toasts.
 */

export const ERROR_TYPES = [
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
  // Beyond SPEC §8 (decision 023): an Idempotency-Key sent again with other parameters, as Stripe answers it (409).
  'IdempotencyKeyReusedException',
  // Beyond SPEC §8 (decision 035): the player's session-time limit ended the session; sign-in waits for the break.
  'SessionTimeLimitException',
  // Beyond SPEC §8 (docs/decisions/034-who-may-not-play.md): the person is on the national self-exclusion list of the
  // Unified State Register; 451 (unavailable for legal reasons), which no fatal page takes (fatalActionFor).
  'NationalSelfExclusionException',
  // Beyond SPEC §8 (decision 032): a stake the player's own loss or stake limit refuses; error_data names the limit,
  // what is left and when more is left, so the app words it (422: a refusal to act on, never a fatal page).
  'LossLimitExceededException',
  'StakeLimitExceededException',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
}

/** HTTP status each catalogue type is answered with (ARCHITECTURE.md, wire contract). */
export const ERROR_STATUS: Record<ErrorType, number> = {
  UnknownErrorException: 500,
  ApplicationDisabledException: 503,
  MethodNotFoundException: 404,
  AuthorizationException: 401,
  InvalidRequestException: 400,
  InternalServerErrorException: 500,
  AccessDeniedException: 403,
  UserDeletedException: 403,
  UserBannedException: 403,
  UserNeedDepositException: 422,
  UserNeedProfileDataException: 422,
  UserNeedConfirmContactException: 422,
  ApplicationUnavailableException: 503,
  InvalidParameterException: 422,
  TooManyRequestsException: 429,
  BillingServiceErrorException: 502,
  BillingTransactionDeclinedException: 422,
  BillingUnavailableException: 503,
  BillingDepositLimitExceededException: 422,
  WithdrawalDeclinedException: 422,
  WithdrawalLimitsExceededException: 422,
  WithdrawalLimitsPeriodExceededException: 422,
  KycUserProfileException: 422,
  KycWithdrawalException: 422,
  StorageQuotaExceededException: 413,
  SumsubVerificationRequiredException: 422,
  RequisitesOnVerificationException: 422,
  RequisitesValidationRequiredException: 422,
  RequisitesFraudulentException: 422,
  IdempotencyKeyReusedException: 409,
  // 423 Locked: not 401 (the app reads that as an ordinary ended session, decision 024) nor a fatal page's status.
  SessionTimeLimitException: 423,
  NationalSelfExclusionException: 451,
  LossLimitExceededException: 422,
  StakeLimitExceededException: 422,
};

/** The fatal pages of SPEC §8. */
export type FatalAction = 'user-blocked' | 'maintenance' | 'forbidden' | 'not-found';

/** What went wrong, in the client's words: the platform answered an error, the
 * network failed, or the answer did not fit its schema. */
export type ApiErrorKind = 'http' | 'network' | 'schema';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  status?: number;
  type?: ErrorType;
  message: string;
  code?: number;
  errorData?: Record<string, string[]>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: string;
  /** HTTP status, 0 for network and schema failures. */
  readonly status: number;
  /** Catalogue type when the platform named one (an unknown name becomes UnknownErrorException). */
  readonly type: ErrorType | undefined;
  readonly code: number | undefined;
  /** Field -> message keys, e.g. { promo_code: ['NOT_FOUND'] } (SPEC §8). */
  readonly errorData: Record<string, string[]>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status ?? 0;
    this.type = init.type;
    this.code = init.code;
    this.errorData = init.errorData ?? {};
  }

  /** SPEC §2/§8 fatal pages (fatalActionFor). */
  get fatal(): FatalAction | undefined {
    return fatalActionFor(this.type, this.status);
  }

  /** The first message key for a field, e.g. `promo_code` (SPEC §8 promo code errors). */
  fieldKey(field: string): string | undefined {
    return this.errorData[field]?.[0];
  }

  is(type: ErrorType): boolean {
    return this.type === type;
  }
}

/**
 * SPEC §2 error page mapping and SPEC §8 actions: the maintenance types give maintenance; a banned or deleted player
 * gives user blocked; a 403 gives forbidden when it is an AccessDeniedException or names no type, and user blocked
 * when it names another type (SPEC §2: "an error of banned-user type, or any other typed error, gives user blocked");
 * a 404 gives not found. Anything else is no fatal page.
 */
export function fatalActionFor(type: ErrorType | undefined, status: number): FatalAction | undefined {
  if (type === 'ApplicationDisabledException' || type === 'ApplicationUnavailableException') return 'maintenance';
  if (type === 'UserBannedException' || type === 'UserDeletedException') return 'user-blocked';
  if (status === 403) return type === undefined || type === 'AccessDeniedException' ? 'forbidden' : 'user-blocked';
  if (status === 404) return 'not-found';
  return undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
