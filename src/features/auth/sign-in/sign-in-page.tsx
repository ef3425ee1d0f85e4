/** Sign in (SPEC §2 `/forms/sign_in`, empty layout): after sign-in the player goes to a safe redirectUrl (or
 * the path the index kept: src/lib/return-path.ts) or home. */
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { takeReturnPath } from '../../../lib/return-path.ts';
import { RestoreForm } from './restore-form.tsx';
import { afterSignIn } from '../after-sign-in.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SocialButtons } from '../social/social-buttons.tsx';
import '../auth.css';
import '../../../i18n/texts/auth.ts';

export default function SignInPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [restoring, setRestoring] = useState(false);
  const [notice, setNotice] = useState<string>();
  const succeed = (info?: Parameters<typeof afterSignIn>[0]) => {
    navigate(takeReturnPath(search) ?? href('home'));
    afterSignIn(info);
  };
  return (
    <main className="omad-page sign-in auth-page">
      {restoring ? (
        <div className="auth__form">
          <h1>{t('auth.restore.title')}</h1>
          <RestoreForm
            onBack={() => setRestoring(false)}
            onDone={() => {
              setNotice(t('auth.restore.done'));
              setRestoring(false);
            }}
          />
        </div>
      ) : (
        <>
          {notice ? (
            <p className="auth__success" role="status">
              {notice}
            </p>
          ) : null}
          <SignInForm onSuccess={succeed} onForgot={() => setRestoring(true)} social={<SocialButtons typeAuth="login" onSuccess={succeed} />} />
          <Link className="auth__link" href={href('signUp')}>
            {t('auth.tabs.registration')}
          </Link>
        </>
      )}
    </main>
  );
}
