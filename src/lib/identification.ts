/**
 * Identification before real-money play (docs/decisions/033-identification-before-play.md): what the app knows in
 * advance from account info, so that the first deposit, real-money round or sports bet of a player who is not
 * identified leads to identification instead of a call the platform would refuse. The platform refuses anyway
 * (SumsubVerificationRequiredException, KycUserProfileException); this only saves the player the refused attempt.
 */
import type { AccountInfo } from '../api/account-session.ts';

/**
 * `play`: nothing stands in the way; `identify`: identification first; `pending`: the documents are being checked.
 * The operator's CMS setting (`identityVerification.isRequiredForPlay`) switches the rule; an account the platform
 * marks with a KYC block (`is_kyc_block_enabled`) needs identification whatever the setting.
 */
export type PlayStep = 'play' | 'identify' | 'pending';

export function playStep(info: Pick<AccountInfo, 'uid' | 'is_verified' | 'is_on_verification' | 'is_kyc_block_enabled'> | undefined, requiredForPlay: boolean): PlayStep {
  // A guest is asked to sign in or register first, elsewhere.
  if (!info || info.uid === 0 || info.is_verified === true) return 'play';
  if (!requiredForPlay && info.is_kyc_block_enabled !== true) return 'play';
  return info.is_on_verification === true ? 'pending' : 'identify';
}

/**
 * What the app holds back of real-money play, whatever the platform answered (decision 033): a real launch the
 * platform gave, or a bet the book would take, waits for identification when the app's own rule asks for it; null
 * when nothing is held.
 */
export function playHold(...args: Parameters<typeof playStep>): Exclude<PlayStep, 'play'> | null {
  const step = playStep(...args);
  return step === 'play' ? null : step;
}
