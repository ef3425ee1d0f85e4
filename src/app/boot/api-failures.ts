/**
 * What the app does with any failed platform call, whoever made it (the API client's onError hook, set at boot in
 * src/main.tsx). Each call's own screen still says what its failure means there; this adds what concerns the whole app:
 * - the fatal pages of SPEC §2/§8 (errors.ts `fatalActionFor`): user blocked, maintenance, forbidden. "Not found" is a
 *   page's own decision (a missing game, a wrong id), so it is not raised from here;
 * - an AuthorizationException while the tab shows a signed-in player: the platform ended the session. The app becomes
 *   a guest by SPEC §4's logout path (session-store.ts `sessionEnded`, through session-ended.ts), says why once, and keeps the page where a guest
 *   may see it (a guarded page sends the guest to the index with redirectUrl, whose sign-in returns there).
 *   The auth.* operations are left out: their AuthorizationException is a refused sign-in, not an ended session;
 * - a SessionTimeLimitException: the player's session-time limit ended the session (decision 035), said with the time
 *   a new session can start; also on a page loaded during the break, whose first account read is refused so.
 * - NationalSelfExclusionException, on any call (a sign-in, a registration, a session's next call): the player is on
 *   the national self-exclusion list (national-exclusion.ts, decision 034).
 */
import type { ApiError } from '../../api/errors.ts';
import { showFatal } from '../../stores/fatal-store.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';

export function onApiFailure(error: ApiError): void {
  const fatal = error.fatal;
  if (fatal === 'user-blocked' || fatal === 'maintenance' || fatal === 'forbidden') {
    showFatal(fatal);
    return;
  }
  if (error.type === 'NationalSelfExclusionException') {
    // Decision 034: on any way in, or at an open session's next call: the register's message, never a retry. Should its
    // code not arrive (offline), a refused sign-in form still says why in its own words (auth.errors.nationalExclusion).
    import('./national-exclusion.ts')
      .then((exclusion) => exclusion.onNationalExclusion(error))
      .catch(() => undefined);
    return;
  }
  // Decision 035: a SessionTimeLimitException is the platform ending the session at the player's limit (session-ended.ts
  // says until when). A refused sign-in (auth.*) is neither: its form says why.
  if ((error.type === 'AuthorizationException' || error.type === 'SessionTimeLimitException') && !/^auth\./i.test(error.operation)) {
    // The words and the logout path load only when it happens (session-ended.ts); it acts once however many calls
    // were refused meanwhile. Should its code not arrive (offline), the next call's refusal tries again.
    if (isAuthenticated(sessionState.info)) {
      import('./session-ended.ts')
        .then((ended) => ended.endSession(error))
        .catch(() => undefined);
    } else if (error.type === 'SessionTimeLimitException') {
      // A page loaded during the break: its account read is refused with the break's end.
      import('./session-ended.ts')
        .then((ended) => ended.tellBreakOnLoad(error))
        .catch(() => undefined);
    }
    return;
  }
  console.warn(`[omad] ${error.operation} failed: ${error.kind} ${error.status} ${error.type ?? ''}`);
}
