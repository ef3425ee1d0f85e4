/**
 * The authentication popup (SPEC §2): login, registration, password restore and social registration
 * (src/features/auth/auth-popup.tsx). After sign-in the app goes to redirectUrl, only when it is a same-origin path.
 */
import { useLocation } from 'wouter';
import { AuthPopup, type AuthView } from '../../features/auth/auth-popup.tsx';
import { safeRedirect } from '../../lib/url-safety.ts';
import type { PopupContentProps } from '../popups.tsx';

const VIEWS: readonly AuthView[] = ['login', 'registration', 'restore', 'social-registration'];

export default function AuthenticationPopup({ props, close }: PopupContentProps) {
  const [, navigate] = useLocation();
  const initial = VIEWS.find((view) => view === props.tab) ?? 'login';
  return (
    <AuthPopup
      initial={initial}
      onComplete={close}
      onSuccess={() => {
        close();
        const target = safeRedirect(new URLSearchParams(window.location.search).get('redirectUrl'));
        if (target) navigate(target, { replace: true });
      }}
    />
  );
}
