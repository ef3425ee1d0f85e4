/**
 * Says once why the player is a guest now (src/app/boot/api-failures.ts): loaded only when a session ends on the platform,
 * so neither this code nor its words are in the first screen's load.
 */
import { t } from '../../i18n/index.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { sessionEnded } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import '../../i18n/texts/auth.ts';

/** Long enough to read the reason and reach the button. */
export const SESSION_ENDED_TOAST_MS = 10_000;

export function endSession(): void {
  if (!sessionEnded()) return;
  showToast(t('auth.sessionEnded'), {
    kind: 'info',
    duration: SESSION_ENDED_TOAST_MS,
    action: { label: t('nav.signIn'), run: () => openPopup('authentication') },
  });
}
