/**
 * The confirm-email popup after registration (SPEC §3 auth config): the 6-digit code sent to the address
 * (SPEC §5 confirmation code); a wrong code shows profile.smsCodeError's sentence (SPEC §5), here
 * auth.errors.codeInvalid; the player may also leave it for later (the confirm-contact hint reminds them).
 */
import { useState, type FormEvent } from 'react';
import { confirmContact, expectOneAnswer } from './confirm-contact.ts';
import { useT } from '../../i18n/index.ts';
import { code } from '../../lib/validation.ts';
import { refreshAccount } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { useForm } from '../../ui/use-form.ts';
import { authFailure } from './auth-errors.ts';
import { CodeField } from './code-field.tsx';
import './auth.css';

export function ConfirmEmail({ contact, onClose }: { contact: string; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm({ code: '' }, { code: (value) => code(value) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!form.submit()) return;
    setBusy(true);
    try {
      expectOneAnswer(await confirmContact({ contact, code: form.values.code }));
      showToast(t('auth.confirmEmail.done'), { kind: 'success' });
      void refreshAccount().catch(() => undefined);
      onClose();
    } catch (error) {
      const failure = authFailure(error, t);
      if (failure.field === 'code' || failure.message === t('auth.errors.wrongCredentials')) form.setError('code', t('auth.errors.codeInvalid'));
      else setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('popups.confirmEmail')}>
      <p className="auth__text">{t('auth.confirmEmail.text', { contact })}</p>
      <CodeField label={t('auth.confirmEmail.code')} form={form} name="code" />
      {formError ? (
        <p className="auth__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="auth__actions">
        <Button type="submit" stretched size="l" loading={busy} disabled={busy}>
          {t('auth.confirmEmail.submit')}
        </Button>
        <Button variant="plain" stretched onClick={onClose}>
          {t('auth.confirmEmail.later')}
        </Button>
      </div>
    </form>
  );
}
