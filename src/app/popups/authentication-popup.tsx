/**
 * The authentication popup (SPEC §2): login, registration, password restore and social registration
 * (src/features/auth/auth-popup/auth-popup.tsx). After sign-in or registration the app goes to redirectUrl (or the path the index kept), only when it is a
 * same-origin path (src/lib/return-path.ts).
 */
import { useLocation } from 'wouter';
import { AuthPopup, type AuthView } from '../../features/auth/auth-popup/auth-popup.tsx';
import { takeReturnPath } from '../../lib/return-path.ts';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../stores/cms-store.ts';
import { useT } from '../../i18n/index.ts';
import '../../i18n/texts/betting.ts';
import type { NoProps, PopupContentProps } from '../../stores/popup-store.ts';

declare module '../../stores/popup-store.ts' {
  /**
   * The name says which view the popup starts on. `reason: 'betting'`: asked for by the sportsbook (a guest placing a
   * slip, decision 017); with the CMS auth config's markBetting on, the popup says so and that the slip is kept.
   */
  interface PopupPropsMap {
    authentication: { reason?: 'betting' };
    registration: NoProps;
    'social-registration': NoProps;
  }
}

function AuthContent({ initial, close, betting = false }: { initial: AuthView; close: () => void; betting?: boolean }) {
  const [, navigate] = useLocation();
  const t = useT();
  const { settings } = useSnapshot(cmsState);
  return (
    <>
      {betting && settings.auth.markBetting ? (
        <p className="auth-popup__betting-mark" data-testid="betting-sign-in-mark">
          {t('betting.signInMark')}
        </p>
      ) : null}
      <AuthPopup
      initial={initial}
      onComplete={close}
      onSuccess={() => {
        close();
        const target = takeReturnPath(window.location.search);
        if (target) navigate(target, { replace: true });
      }}
      />
    </>
  );
}

export default function AuthenticationPopup({ props, close }: PopupContentProps<'authentication'>) {
  return <AuthContent initial="login" close={close} betting={props.reason === 'betting'} />;
}

export function RegistrationPopup({ close }: PopupContentProps<'registration'>) {
  return <AuthContent initial="registration" close={close} />;
}

export function SocialRegistrationPopup({ close }: PopupContentProps<'social-registration'>) {
  return <AuthContent initial="social-registration" close={close} />;
}
