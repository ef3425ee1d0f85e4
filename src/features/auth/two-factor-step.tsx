/**
 * SPEC §4 two-factor login, second step: the pending state keeps login and password; the player types the
 * 6-digit code (SPEC §5), may ask for a new one when the resend countdown ends, or go back. A Telegram sign-in that
 * needs the code (src/app/telegram-sign-in.ts) comes to this same step.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { twoFactorCode } from '../../lib/validation.ts';
import { cancelTwoFactor, resendTwoFactor, submitTwoFactor } from '../../stores/session-login.ts';
import { sessionState } from '../../stores/session-store.ts';
import type { AccountInfo } from '../../api/account.ts';
import { Button } from '../../ui/button.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { useForm } from '../../ui/use-form.ts';
import { trackLoginError } from '../../services/analytics-events.ts';
import { authFailure } from './auth-errors.ts';
import { CodeField } from './code-field.tsx';

export function TwoFactorStep({ onSuccess }: { onSuccess: (info: AccountInfo) => void }) {
  const t = useT();
  const { twoFactor } = useSnapshot(sessionState);
  const form = useForm({ code: '' }, { code: (value) => twoFactorCode(value) });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const left = useCountdown(twoFactor?.resendAt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!form.submit()) return;
    setBusy(true);
    try {
      onSuccess(await submitTwoFactor(form.values.code));
    } catch (error) {
      trackLoginError(error, 'two-factor');
      const failure = authFailure(error, t);
      if (failure.field === 'code') form.setError('code', failure.message);
      else setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setFormError(undefined);
    try {
      await resendTwoFactor();
    } catch (error) {
      setFormError(authFailure(error, t).message);
    }
  }

  return (
    <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.twoFactor.title')}>
      {/* A Telegram sign-in has no login typed here: the code went to the account's own contact (issue 19 defect 4). */}
      <p className="auth__text">{twoFactor?.telegram ? t('auth.twoFactor.textTelegram') : t('auth.twoFactor.text', { login: twoFactor?.login ?? '' })}</p>
      <CodeField label={t('auth.twoFactor.code')} form={form} name="code" autoFocus />
      {formError ? (
        <p className="auth__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="auth__actions">
        <Button type="submit" stretched size="l" loading={busy} disabled={busy}>
          {t('auth.twoFactor.submit')}
        </Button>
        {left > 0 ? (
          <p className="auth__text" aria-live="polite">
            {t('auth.twoFactor.resendIn', { seconds: left })}
          </p>
        ) : (
          <Button variant="plain" stretched onClick={() => void resend()}>
            {t('auth.twoFactor.resend')}
          </Button>
        )}
        <Button variant="plain" stretched onClick={cancelTwoFactor}>
          {t('auth.twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
