/**
 * Sign in (SPEC §4, §7): login (an e-mail or a phone; the leading + is removed when sent), password, and when
 * the platform asks for it the two-factor code step. What the player typed is kept through every failure;
 * an invalid form sends nothing (SPEC §5).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { AccountInfo } from '../../api/account.ts';
import { useT } from '../../i18n/index.ts';
import { trackLoginError } from '../../services/analytics-events.ts';
import { password as passwordRule, required } from '../../lib/validation.ts';
import { signIn } from '../../stores/session-login.ts';
import { sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { authFailure } from './auth-errors.ts';
import { PasswordField } from './password-field.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import './auth.css';

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
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const done = (info: AccountInfo) => onSuccess(info);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!form.submit()) return;
    setBusy(true);
    try {
      const result = await signIn({ login: form.values.login, password: form.values.password });
      if (result.kind === 'signed-in') done(result.info);
    } catch (error) {
      // SPEC §8: a login failure sends a login-error event with the error code.
      trackLoginError(error);
      const failure = authFailure(error, t);
      if (failure.field === 'login') form.setError('login', failure.message);
      else setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  if (twoFactor) return <TwoFactorStep onSuccess={done} />;

  return (
    <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.signIn.title')}>
      {showTitle ? <h1>{t('auth.signIn.title')}</h1> : null}
      <TextField label={t('auth.signIn.login')} autoComplete="username" inputMode="email" {...form.field('login')} />
      <PasswordField label={t('auth.signIn.password')} autoComplete="current-password" {...form.field('password')} />
      {formError ? (
        <p className="auth__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" stretched size="l" loading={busy} disabled={busy}>
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
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
