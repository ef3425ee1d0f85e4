/** Social sign-in buttons (SPEC §4); after the provider's window closes the session is re-read. */
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AccountInfo } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { completeExternalLogin } from '../../../stores/session-login.ts';
import { Button } from '../../../ui/button.tsx';
import { openSocialLogin, takeBackUrl, type TypeAuth } from './social-login.ts';

const SOCIAL_SERVICES = ['google'] as const;

export function SocialButtons({ typeAuth, onSuccess }: { typeAuth: TypeAuth; onSuccess: (info: AccountInfo) => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function start(service: string) {
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await openSocialLogin(service, typeAuth);
      if (outcome === 'blocked') setError(t('auth.errors.popupBlocked'));
      if (outcome !== 'closed') return;
      const info = await completeExternalLogin();
      if (info.uid > 0) {
        onSuccess(info);
        const back = takeBackUrl();
        if (back) navigate(back);
      }
    } catch {
      setError(t('auth.social.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="auth__divider">{t('auth.signIn.or')}</p>
      <div className="auth__social">
        {SOCIAL_SERVICES.map((service) => (
          <Button key={service} variant="secondary" stretched disabled={busy} onClick={() => void start(service)}>
            {t(`auth.social.${service}`)}
          </Button>
        ))}
      </div>
      {error ? (
        <p className="auth__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
