/**
 * SPEC §4 social sign-in in a web-view: the page went to the provider and came back. Mounted once by the app,
 * this finishes the sign-in (closes the sign-in popup, opens the social registration step when the registration is
 * incomplete) and follows the stored backUrl only when it is a safe same-origin path. `onSignedIn` is what follows
 * every login elsewhere (the app hands in the session feature's login popups), since features do not import
 * each other.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { href } from '../../../lib/paths.ts';
import { closePopup, openPopup, popupState } from '../../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { afterSignIn } from '../after-sign-in.ts';
import { takeBackUrl, takeReturnRefusal, takeSocialPending } from './social-login.ts';

export function SocialReturn({ onSignedIn }: { onSignedIn: () => void }) {
  const { loaded } = useSnapshot(sessionState);
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (!loaded) return;
    const pending = takeSocialPending();
    if (!pending) return;
    const back = takeBackUrl();
    // Decision 034: the provider came back with the register's refusal; its message opens, and the address drops it.
    const refused = takeReturnRefusal(window.location.href);
    if (refused) {
      window.history.replaceState(window.history.state, '', refused.rest);
      openPopup('national-self-exclusion', { until: refused.refusal.until });
      return;
    }
    const info = sessionState.info;
    if (!isAuthenticated(info)) return;
    // A sign-in popup opened from the address before the session was known has nothing left to do.
    const open = popupState.current?.sysname;
    if (open === 'authentication' || open === 'registration') closePopup({ force: true });
    afterSignIn(info);
    onSignedIn();
    if (back) navigate(back, { replace: true });
    else if (location === href('signIn') || location === href('signUp')) navigate(href('home'), { replace: true });
    // Runs again on later paths, harmlessly: the pending mark was taken (removed) by the first run once the session
    // was known, and only a page that leaves for the provider sets it.
  }, [loaded, location, navigate, onSignedIn]);
  return null;
}
