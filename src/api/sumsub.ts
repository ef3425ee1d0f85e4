/**
 * sumsub.* operations: identity verification through the third-party provider (SPEC §7 "Other",
 * SPEC §1). The answers' shapes are "not shown" in SPEC; designed after what the provider's web SDK
 * needs: an applicant id and an access token.
 */
import { string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { NullableNumber, NullableString } from './common.ts';

export const SumsubApplicant = type({
  applicant_id: string(),
});
export type SumsubApplicant = Infer<typeof SumsubApplicant>;

export const SumsubAccessToken = type({
  token: string(),
  /** The provider-side user id the token is bound to. */
  user_id: NullableString,
  /** Unix seconds. */
  expires_at: NullableNumber,
});
export type SumsubAccessToken = Infer<typeof SumsubAccessToken>;

/** No body: the platform knows the player from the session. */
export const createApplicant = defineOperation<Record<string, never>, SumsubApplicant>({
  operation: 'sumsub.createApplicant',
  method: 'POST',
  schema: SumsubApplicant,
});

/**
 * externalActionId is optional (SPEC §7) and deliberately not a declared form field: when absent
 * it is left out rather than sent as the literal `null`.
 */
export const getAccessToken = defineOperation<{ externalActionId?: string }, SumsubAccessToken>({
  operation: 'sumsub.getAccessToken',
  method: 'POST',
  schema: SumsubAccessToken,
});
