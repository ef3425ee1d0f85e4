/** The step a refused offer asks for (SPEC §8 catalogue: sign in, deposit, confirm the e-mail, fill the profile). */
import { openPopup } from '../../../stores/popup-store.ts';
import { sessionState } from '../../../stores/session-store.ts';
import type { NextStep } from '../bonuses-rules.ts';

/** Opens the step; the offer stays underneath, so closing it comes back to the offer. */
export function openNextStep(step: NextStep): void {
  if (step === 'sign-in') openPopup('authentication');
  else if (step === 'deposit') openPopup('cashier');
  else if (step === 'confirm-email') openPopup('confirm-email', { contact: sessionState.info?.login ?? '' });
  else openPopup('fill-profile');
}
