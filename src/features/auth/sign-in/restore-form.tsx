/**
 * Password restore (SPEC §7 auth.restore): the login alone sends a code; then login, the 6-digit code and the
 * new password (twice) set it. The platform answers the first step the same whether the login exists or not.
 */
import { useState } from 'react';
import { restore } from '../../../api/auth.ts';
import { useT } from '../../../i18n/index.ts';
import { code, password, passwordRepeat, required } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { normaliseLogin } from '../../../stores/session-login.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { authFailure } from '../auth-errors.ts';
import '../auth.css';

export function RestoreForm({ onDone, onBack }: { onDone: (login: string) => void; onBack: () => void }) {
  const t = useT();
  const [step, setStep] = useState<'login' | 'code'>('login');
  const form = useForm(
    { login: '', code: '', password: '', repeat: '' },
    {
      login: (value) => required(value),
      code: (value) => (step === 'code' ? code(value) : undefined),
      password: (value) => (step === 'code' ? password(value) : undefined),
      repeat: (value, values) => (step === 'code' ? passwordRepeat(value, values.password) : undefined),
    },
  );

  const restoring = useWrite({
    validate: form.submit,
    run: async () => {
      const login = normaliseLogin(form.values.login);
      if (step === 'login') await restore({ login });
      else await restore({ login, code: form.values.code, password: form.values.password });
    },
    done: () => {
      if (step === 'login') setStep('code');
      else onDone(form.values.login);
      return undefined;
    },
    fail: (error) => {
      const failure = authFailure(error, t);
      if (step === 'code' && failure.field === 'code') form.setError('code', t('auth.errors.restoreCode'));
      else if (failure.field === 'login') form.setError('login', failure.message);
      else return failure.message === t('auth.errors.wrongCredentials') ? t('auth.errors.restoreCode') : failure.message;
      return null;
    },
  });

  return (
    <form className="auth__form" onSubmit={restoring.submit} noValidate aria-label={t('auth.restore.title')}>
      <p className="auth__text">{step === 'login' ? t('auth.restore.text') : t('auth.restore.sent', { login: form.values.login })}</p>
      <TextField label={t('auth.restore.login')} autoComplete="username" inputMode="email" readOnly={step === 'code'} {...form.field('login')} />
      {step === 'code' ? (
        <>
          <CodeField label={t('auth.restore.code')} form={form} name="code" />
          <PasswordField label={t('auth.restore.password')} autoComplete="new-password" {...form.field('password')} />
          <PasswordField label={t('auth.restore.repeat')} autoComplete="new-password" {...form.field('repeat')} />
        </>
      ) : null}
      <FormError error={restoring.error} />
      <div className="auth__actions">
        <Button type="submit" stretched size="l" loading={restoring.busy} disabled={restoring.busy}>
          {step === 'login' ? t('auth.restore.send') : t('auth.restore.submit')}
        </Button>
        <Button variant="plain" stretched onClick={onBack}>
          {t('auth.restore.back')}
        </Button>
      </div>
    </form>
  );
}
