/**
 * Sign in (SPEC §2 `/forms/sign_in`, empty layout). The full authentication popup, registration and restore arrive
 * with the accounts issue; this form signs a player in with login, password and, when two-factor is on, the code.
 * What the player typed is kept through every failure.
 */
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors.ts';
import { useT } from '../../i18n/index.ts';
import { signIn } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import './sign-in-form.css';

type FieldErrors = Partial<Record<'login' | 'password' | 'code', string>>;

/** SPEC §8 two-factor messages: the platform says two-factor is on, or gives a resend time. */
function needsTwoFactor(message: string, errorData: Record<string, string[]>): boolean {
  return /two_factor_auth is enable|Resend time is/i.test(message) || 'resend_time' in errorData;
}

export interface SignInFormProps {
  /** Called after a successful sign-in; the default goes home. */
  onSuccess: () => void;
  /** Heading level: a page has its h1, a popup its own title. */
  showTitle?: boolean;
}

export function SignInForm({ onSuccess, showTitle = true }: SignInFormProps) {
  const t = useT();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (!login.trim()) found.login = t('validation.required');
    if (!password) found.password = t('validation.required');
    if (askCode && !/^\d{6}$/.test(code)) found.code = t('signIn.errors.codeLength');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    // An invalid form sends no request.
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signIn({ login, password, ...(askCode ? { code } : {}) });
      onSuccess();
    } catch (error) {
      if (!isApiError(error)) setFormError(t('signIn.errors.generic'));
      else if (error.kind === 'network') setFormError(t('errors.network'));
      else if (error.type === 'TooManyRequestsException') setFormError(t('signIn.errors.tooMany'));
      else if (error.type === 'AuthorizationException' && needsTwoFactor(error.message, error.errorData)) {
        if (askCode && code) setErrors({ code: t('signIn.errors.codeInvalid') });
        setAskCode(true);
      } else if (error.type === 'AuthorizationException' && /code is invalid/i.test(error.message)) {
        setErrors({ code: t('signIn.errors.codeInvalid') });
      } else if (error.type === 'AuthorizationException' || error.type === 'InvalidParameterException') {
        setFormError(t('signIn.errors.wrongCredentials'));
      } else setFormError(error.status >= 500 ? t('errors.server') : t('signIn.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
      <form className="sign-in__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn.title')}>
        {showTitle ? <h1>{t('signIn.title')}</h1> : null}
        <TextField
          label={t('signIn.login')}
          name="login"
          autoComplete="username"
          inputMode="email"
          value={login}
          error={errors.login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
          after={
            <button
              type="button"
              className="sign-in__reveal"
              aria-pressed={showPassword}
              aria-label={showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? '🙈' : '👁'}
            </button>
          }
        />
        {askCode ? (
          <TextField
            label={t('signIn.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={t('signIn.codeHint')}
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        ) : null}
        {formError ? (
          <p className="sign-in__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" stretched size="l" loading={busy} disabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
  );
}
