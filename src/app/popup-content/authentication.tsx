/**
 * The authentication popup (SPEC §2): login, registration, password restore and social registration
 * (src/features/auth/auth-popup.tsx). After sign-in the app goes to redirectUrl, only when it is a same-origin path.
 */
import { useLocation } from 'wouter';
import { AuthPopup, type AuthView } from '../../features/auth/auth-popup.tsx';
import { safeRedirect } from '../../lib/url-safety.ts';
import type { NoProps, PopupContentProps } from '../../stores/popup-store.ts';

declare module '../../stores/popup-store.ts' {
  /** The name says which view the popup starts on; none takes props. */
  interface PopupPropsMap {
    authentication: NoProps;
    registration: NoProps;
    'social-registration': NoProps;
  }
}

function AuthContent({ initial, close }: { initial: AuthView; close: () => void }) {
  const [, navigate] = useLocation();
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

export default function AuthenticationPopup({ close }: PopupContentProps<'authentication'>) {
  return <AuthContent initial="login" close={close} />;
}

export function RegistrationPopup({ close }: PopupContentProps<'registration'>) {
  return <AuthContent initial="registration" close={close} />;
}

export function SocialRegistrationPopup({ close }: PopupContentProps<'social-registration'>) {
  return <AuthContent initial="social-registration" close={close} />;
}
