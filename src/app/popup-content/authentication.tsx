/** The authentication popup (SPEC §2): the sign-in form; registration and social registration arrive with the accounts work. */
import { useLocation } from 'wouter';
import { SignInForm } from '../../features/auth/sign-in-form.tsx';
import { useT } from '../../i18n/index.ts';
import { safeRedirect } from '../../lib/url-safety.ts';
import type { PopupContentProps } from '../popups.tsx';

export default function AuthenticationPopup({ props, close }: PopupContentProps) {
  const t = useT();
  const [, navigate] = useLocation();
  if (props.tab === 'registration') return <p>{t('popups.coming')}</p>;
  return (
    <SignInForm
      showTitle={false}
      onSuccess={() => {
        close();
        // SPEC §2: after sign-in the app goes to redirectUrl, but only when it is a same-origin path.
        const target = safeRedirect(new URLSearchParams(window.location.search).get('redirectUrl'));
        if (target) navigate(target, { replace: true });
      }}
    />
  );
}
