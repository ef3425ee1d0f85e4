/**
 * What follows any sign-in (the form, Telegram, a social provider). Kept apart from the sign-in form so the
 * session overlays, on every screen, do not load the form and its kit stylesheet with the first screen.
 */
import type { AccountInfo } from '../../api/account.ts';
import { openPopup } from '../../stores/popup-store.ts';

/** SPEC §4: after login an incomplete registration opens the non-closable social registration popup. */
export function afterSignIn(info: AccountInfo | undefined): void {
  if (info && info.uid > 0 && info.is_registration_completed === false) openPopup('social-registration', {}, { closable: false });
}
