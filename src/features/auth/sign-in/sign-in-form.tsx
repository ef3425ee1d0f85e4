/**
 * Sign in (SPEC §4, §7): login (an e-mail or a phone; the leading + is removed when sent), password, and when
 * the platform asks for it the two-factor code step. What the player typed is kept through every failure;
 * an invalid form sends nothing (SPEC §5).
 */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { AccountInfo } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { trackLoginError } from '../../../services/analytics-events.ts';
import { password as passwordRule, required } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { signIn } from '../../../stores/session-login.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { authFailure } from '../auth-errors.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import '../auth.css';

export interface SignInFormProps {
  /** Called after a successful sign-in. */
  onSuccess: (info?: AccountInfo) => void;
  /** Heading: a page has its h1, a popup its own title. */
  showTitle?: boolean;
  /** "Forgot password?" */
  onForgot?: () => void;
  /** Social sign-in buttons, placed under the form. */
  social?: ReactNode;
}

export function SignInForm({ onSuccess, showTitle = true, onForgot, social }: SignInFormProps) {
  const t = useT();
  const { twoFactor } = useSnapshot(sessionState);
  // Sign-in checks only presence: the password rules are for new passwords, an old one may predate them.
  // SPEC §7 forms-config: the operator's settings of the sign-in fields (decision 027).
  const form = useForm({ login: '', password: '' }, { login: (value) => required(value), password: (value) => (value === '' ? passwordRule(value) : undefined) }, 'sign_in');
  const signing = useWrite({
    validate: form.submit,
    run: () => signIn({ login: form.values.login, password: form.values.password }),
    // A two-factor answer shows the code step instead (the session store holds it).
    done: (result) => {
      if (result.kind === 'signed-in') onSuccess(result.info);
      return undefined;
    },
    fail: (error) => {
      // SPEC §8: a login failure sends a login-error event with the error code.
      trackLoginError(error);
      const failure = authFailure(error, t);
      if (failure.field !== 'login') return failure.message;
      form.setError('login', failure.message);
      return null;
    },
  });

  if (twoFactor) return <TwoFactorStep onSuccess={onSuccess} />;

  return (
    <form className="auth__form" onSubmit={signing.submit} noValidate aria-label={t('auth.signIn.title')}>
      {showTitle ? <h1>{t('auth.signIn.title')}</h1> : null}
      <TextField label={t('auth.signIn.login')} autoComplete="username" inputMode="email" {...form.field('login')} />
      <PasswordField label={t('auth.signIn.password')} autoComplete="current-password" {...form.field('password')} />
      <FormError error={signing.error} />
      <Button type="submit" stretched size="l" loading={signing.busy} disabled={signing.busy}>
        {signing.busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
      {onForgot ? (
        <button type="button" className="auth__link" onClick={onForgot}>
          {t('auth.signIn.forgot')}
        </button>
      ) : null}
      {social}
    </form>
  );
}
