/**
 * Identification before real-money play (docs/decisions/033-identification-before-play.md; SPEC §1 identity
 * verification): the reported NAPP rule lets only adults identified against state records play for money. A player
 * who is not identified (`is_verified` false) may browse and play demo games; a deposit, a real-money round and a
 * sports bet are refused with the platform's verification errors. The rule is a platform setting, on by default
 * (`POST /__sandbox/config {"identification_for_play": false}` turns it off in test mode).
 *
 * The choice between the two refusals is the one the big-deposit rule makes (mocks/api/cashier.ts): while the profile
 * lacks what the provider's check needs (names and birth date), KycUserProfileException naming those fields; otherwise
 * SumsubVerificationRequiredException.
 */
import { SandboxError, type ErrorData } from '../http/wire.ts';
import type { AccountRecord, ProfileRecord } from '../state/accounts.ts';
import type { SandboxState } from '../state/index.ts';
import { settleVerification } from './sumsub.ts';

/** What the provider's check needs from the profile before documents are sent. */
export const IDENTIFICATION_PROFILE_FIELDS = ['first_name', 'last_name', 'birth_date'] as const satisfies readonly (keyof ProfileRecord)[];

/** The refusal for an account that is not identified: the profile first when it lacks what the check needs. */
export function identificationRefusal(me: AccountRecord, message: string, errorData: ErrorData): SandboxError {
  const missing = IDENTIFICATION_PROFILE_FIELDS.filter((field) => me.profile[field] === null);
  if (missing.length > 0) return new SandboxError('KycUserProfileException', `${message}: fill in the profile first`, { ...Object.fromEntries(missing.map((field) => [field, ['REQUIRED']])), ...errorData });
  return new SandboxError('SumsubVerificationRequiredException', message, errorData);
}

/**
 * The refusal of real-money play (`what`: a deposit, a real-money round, a sports bet) for an account that is not
 * identified while the rule is on, or undefined when the player may play. A review that is due on the sandbox clock is
 * settled first, so an approval counts at once. `error_data.identification`: `REQUIRED`, or `PENDING` while the
 * documents are under review (the app then says so instead of asking for them again).
 */
export function playRefusal(state: SandboxState, me: AccountRecord, what: 'deposit' | 'round' | 'bet', now: number): SandboxError | undefined {
  if (!state.settings.identificationForPlay) return undefined;
  settleVerification(state, me.uid, now);
  if (me.isVerified) return undefined;
  const message = `${PLAY_WORDS[what]} needs an identified account`;
  // Documents under review: the profile is past asking for; the player waits for the verdict.
  if (me.isOnVerification) return new SandboxError('SumsubVerificationRequiredException', `${message}: the documents are under review`, { identification: ['PENDING'] });
  return identificationRefusal(me, message, { identification: ['REQUIRED'] });
}

const PLAY_WORDS = { deposit: 'A deposit', round: 'A real-money round', bet: 'A sports bet' } as const;

/** Throws playRefusal's refusal, if any. */
export function requireIdentifiedForPlay(state: SandboxState, me: AccountRecord, what: 'deposit' | 'round' | 'bet', now: number): void {
  const refusal = playRefusal(state, me, what, now);
  if (refusal) throw refusal;
}
