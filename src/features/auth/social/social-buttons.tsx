/** Social sign-in buttons (SPEC §4); after the provider's window closes the session is re-read. */
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { useWrite } from '../../../server-data/writes.ts';
import type { AccountInfo } from '../../../api/account.ts';
import { completeExternalLogin } from '../../../stores/session-login.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { openPopup } from '../../../stores/popup-store.ts';
import { openSocialLogin, takeBackUrl, type SocialOutcome, type TypeAuth } from './social-login.ts';

const SOCIAL_SERVICES = ['google'] as const;

export function SocialButtons({ typeAuth, onSuccess }: { typeAuth: TypeAuth; onSuccess: (info: AccountInfo) => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  // Busy while the provider's window is open; when it closes the session is read again.
  const social = useWrite<string, AccountInfo | Exclude<SocialOutcome, 'closed'>>({
    run: async (service) => {
      const outcome = await openSocialLogin(service, typeAuth);
      return outcome === 'closed' ? completeExternalLogin() : outcome;
    },
    done: (result) => {
      if (result === 'blocked') social.setError(t('auth.errors.popupBlocked'));
      if (typeof result === 'string') return undefined;
      if ('type' in result) {
        // Decision 034: the register's message (why, until when, support's contacts) replaces the sign-in popup.
        social.setError(t('auth.errors.nationalExclusion'));
        openPopup('national-self-exclusion', { until: result.until });
        return undefined;
      }
      if (result.uid <= 0) return undefined;
      onSuccess(result);
      const back = takeBackUrl();
      if (back) navigate(back);
      return undefined;
    },
    fail: () => t('auth.social.failed'),
  });
  return (
    <div>
      <p className="auth__divider">{t('auth.signIn.or')}</p>
      <div className="auth__social">
        {SOCIAL_SERVICES.map((service) => (
          <Button key={service} variant="secondary" stretched disabled={social.busy} onClick={() => void social.run(service)}>
            {t(`auth.social.${service}`)}
          </Button>
        ))}
      </div>
      <FormError error={social.error} />
    </div>
  );
}
