/**
 * The authentication popup (SPEC §2): login and registration tabs, password restore, and the social
 * registration step (non-closable while the registration is incomplete, SPEC §4).
 */
import { useState } from 'react';
import type { AccountInfo } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { setClosable } from '../../../stores/popup-store.ts';
import { AuthBanner } from './auth-banner.tsx';
import { RegistrationForm } from '../registration/registration-form.tsx';
import { RestoreForm } from '../sign-in/restore-form.tsx';
import { SignInForm } from '../sign-in/sign-in-form.tsx';
import { SocialButtons } from '../social/social-buttons.tsx';
import { SocialRegistrationForm } from '../social/social-registration-form.tsx';
import '../auth.css';
import '../../../i18n/texts/auth.ts';

export type AuthView = 'login' | 'registration' | 'restore' | 'social-registration';

export interface AuthPopupProps {
  initial: AuthView;
  /** Signed in or registered: the caller closes the popup and follows redirectUrl. */
  onSuccess: (info?: AccountInfo) => void;
  /** The social registration step is finished. */
  onComplete: () => void;
}

export function AuthPopup({ initial, onSuccess, onComplete }: AuthPopupProps) {
  const t = useT();
  const [view, setView] = useState<AuthView>(initial);
  const [notice, setNotice] = useState<string>();

  if (view === 'social-registration') return <SocialRegistrationForm onDone={onComplete} />;

  const succeed = (info?: AccountInfo) => {
    if (info && info.is_registration_completed === false) {
      // SPEC §4: the popup stays, now non-closable, until the registration is completed.
      setClosable(false);
      setView('social-registration');
      return;
    }
    onSuccess(info);
  };

  if (view === 'restore') {
    return (
      <RestoreForm
        onBack={() => setView('login')}
        onDone={() => {
          setNotice(t('auth.restore.done'));
          setView('login');
        }}
      />
    );
  }

  return (
    <div className="auth">
      <AuthBanner />
      <div className="auth__tabs" role="tablist" aria-label={t('auth.tabs.label')}>
        {(['login', 'registration'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`auth-tab-${tab}`}
            aria-controls={`auth-panel-${tab}`}
            aria-selected={view === tab}
            className="auth__tab"
            onClick={() => setView(tab)}
          >
            {t(`auth.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${view}`} aria-labelledby={`auth-tab-${view}`}>
        {notice && view === 'login' ? (
          <p className="auth__success" role="status">
            {notice}
          </p>
        ) : null}
        {view === 'login' ? (
          <SignInForm showTitle={false} onSuccess={succeed} onForgot={() => setView('restore')} social={<SocialButtons typeAuth="login" onSuccess={succeed} />} />
        ) : (
          <>
            <RegistrationForm onSuccess={succeed} />
            <SocialButtons typeAuth="registration" onSuccess={succeed} />
          </>
        )}
      </div>
    </div>
  );
}
