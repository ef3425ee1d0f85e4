/**
 * Says once why the player is a guest now (src/app/boot/api-failures.ts): loaded only when a session ends on the platform,
 * so neither this code nor its words are in the first screen's load.
 */
import { t } from '../../i18n/index.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { sessionEnded } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { formatMoment } from '../../i18n/protection-format.ts';
import '../../i18n/texts/auth.ts';
import '../../i18n/texts/protection.ts';

/** Long enough to read the reason and reach the button. */
export const SESSION_ENDED_TOAST_MS = 10_000;
/** The session-time limit's message names a time to remember: it stays longer. */
export const SESSION_BREAK_TOAST_MS = 30_000;

export function endSession(): void {
  if (!sessionEnded()) return;
  showToast(t('auth.sessionEnded'), {
    kind: 'info',
    duration: SESSION_ENDED_TOAST_MS,
    action: { label: t('nav.signIn'), run: () => openPopup('authentication') },
  });
}

/**
 * The session-time limit ended the session (decision 035): the player reads why and when a new session can start
 * (`untilSeconds`, unix seconds); no sign-in button, since the platform refuses one until then.
 */
export function endSessionByTimeLimit(untilSeconds: number): void {
  if (!sessionEnded()) return;
  tellSessionBreak(untilSeconds);
}

/** Says when a new session can start, for a session ended by its limit or a host sign-in refused during the break. */
export function tellSessionBreak(untilSeconds: number): void {
  showToast(t('protection.sessionEnded', { time: formatMoment(untilSeconds) }), { kind: 'info', duration: SESSION_BREAK_TOAST_MS });
}
