/**
 * What the signed-in session shows over every screen, mounted once by the app shell (src/app/app.tsx):
 * - the notices area (notice-area.tsx);
 * - SPEC §4: after every login the unseen-cashback and campaign popups are queued (src/stores/login-popups.ts);
 * - SPEC §4 social sign-in in a web-view: the page went to the provider and came back; the app finishes the
 *   sign-in here (closes the sign-in popup, opens the social registration step when the registration is
 *   incomplete) and follows the stored backUrl only when it is a safe same-origin path.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { href } from '../../lib/paths.ts';
import { queueLoginPopups } from '../../stores/login-popups.ts';
import { closePopup, popupState } from '../../stores/popup-store.ts';
import { isAuthenticated, onSessionChange, sessionState } from '../../stores/session-store.ts';
import { NoticeArea } from './notice-area.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { takeBackUrl, takeSocialPending } from './social-login.ts';

const SIGN_IN_POPUPS = ['authentication', 'registration'];

function useLoginPopups(): void {
  useEffect(
    () =>
      onSessionChange((change) => {
        // Not awaited: the sign-in finishes (and its page moves on) before the popups are read.
        if (change === 'login') void queueLoginPopups();
      }),
    [],
  );
}

function useSocialReturn(): void {
  const { loaded } = useSnapshot(sessionState);
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (!loaded) return;
    const pending = takeSocialPending();
    if (!pending) return;
    const back = takeBackUrl();
    const info = sessionState.info;
    if (!isAuthenticated(info)) return;
    // A sign-in popup opened from the address before the session was known has nothing left to do.
    if (popupState.current && SIGN_IN_POPUPS.includes(popupState.current.sysname)) closePopup({ force: true });
    afterSignIn(info);
    void queueLoginPopups();
    if (back) navigate(back, { replace: true });
    else if (location === href('signIn') || location === href('signUp')) navigate(href('home'), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is first known
  }, [loaded]);
}

export function SessionOverlays() {
  useLoginPopups();
  useSocialReturn();
  return <NoticeArea />;
}
