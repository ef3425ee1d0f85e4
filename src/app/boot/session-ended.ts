/**
 * Says once why the player is a guest now (src/app/boot/api-failures.ts): loaded only when a session ends on the platform,
 * so neither this code nor its words are in the first screen's load.
 */
import { isApiError, type ApiError } from '../../api/errors.ts';
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

export function endSession(error?: ApiError): void {
  const sessionBreak = sessionBreakOf(error);
  if (!sessionEnded()) return;
  if (sessionBreak !== undefined) {
    tellBreak(sessionBreak);
    return;
  }
  showToast(t('auth.sessionEnded'), {
    kind: 'info',
    duration: SESSION_ENDED_TOAST_MS,
    action: { label: t('nav.signIn'), run: () => openPopup('authentication') },
  });
}

function tellBreak(sessionBreak: number): void {
  showToast(t('protection.sessionEnded', { time: formatMoment(sessionBreak) }), { kind: 'info', duration: SESSION_BREAK_TOAST_MS });
}

let breakToldOnLoad = false;

/**
 * Decision 035: a page opened during the break (a reload after the limit ended the session) is a guest's from its
 * first account read, which the platform answers with the break: said at once, and once per page however many reads
 * meet it.
 */
export function tellBreakOnLoad(error: ApiError): void {
  const sessionBreak = sessionBreakOf(error);
  if (sessionBreak === undefined || breakToldOnLoad) return;
  breakToldOnLoad = true;
  tellBreak(sessionBreak);
}

/** Unix seconds the session-time limit's break ends (decision 035), when this refusal is that break's. */
export function sessionBreakOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.type !== 'SessionTimeLimitException') return undefined;
  const until = Number(error.fieldKey('session_break_until'));
  return Number.isFinite(until) ? until : undefined;
}

/**
 * A host sign-in (Telegram's launch) refused by the session-time limit's break: says until when and answers true;
 * false for any other refusal.
 */
export function tellIfSessionBreak(error: unknown): boolean {
  const sessionBreak = sessionBreakOf(error);
  if (sessionBreak !== undefined) showToast(t('auth.errors.sessionBreak', { time: formatMoment(sessionBreak) }), { kind: 'error', duration: SESSION_BREAK_TOAST_MS });
  return sessionBreak !== undefined;
}

