/**
 * What the app does when the platform answers NationalSelfExclusionException (docs/decisions/034-who-may-not-play.md),
 * whichever call met it (src/app/boot/api-failures.ts), and when a social sign-in comes back refused: a signed-in
 * player's session has ended on the platform, so the tab becomes a guest's by SPEC §4's logout path; then the register's
 * message opens (why, until when, support's contacts). Loaded only when it happens.
 */
import { isApiError } from '../../api/errors.ts';
import { listedUntil } from '../../lib/listed-until.ts';
import { closePopup, openPopup, popupState } from '../../stores/popup-store.ts';
import { sessionEnded } from '../../stores/session-store.ts';

export function showNationalExclusion(until: number | null): void {
  sessionEnded();
  // The message takes the place of the sign-in or registration popup that met the refusal.
  if (popupState.current && popupState.current.sysname !== 'national-self-exclusion') closePopup({ force: true });
  openPopup('national-self-exclusion', { until });
}

export function onNationalExclusion(error: unknown): void {
  if (!isApiError(error)) return;
  showNationalExclusion(listedUntil(error.fieldKey('until')));
}
