/**
 * SPEC §4 two-factor login, second step: the pending state keeps login and password; the player types the
 * 6-digit code (SPEC §5), may ask for a new one when the resend countdown ends, or go back. A Telegram sign-in that
 * needs the code (src/app/boot/telegram-sign-in.ts) comes to this same step.
 */
import { useSnapshot } from 'valtio';
import type { AccountInfo } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { trackLoginError } from '../../../services/analytics-events.ts';
import { twoFactorCode } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { cancelTwoFactor, resendTwoFactor, submitTwoFactor } from '../../../stores/session-login.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { useCountdown } from '../../../ui/use-countdown.ts';
import { useForm } from '../../../ui/use-form.ts';
import { authFailure } from '../auth-errors.ts';
import { CodeStep } from '../code-step.tsx';

export function TwoFactorStep({ onSuccess }: { onSuccess: (info: AccountInfo) => void }) {
  const t = useT();
  const { twoFactor } = useSnapshot(sessionState);
  const form = useForm({ code: '' }, { code: (value) => twoFactorCode(value) });
  const left = useCountdown(twoFactor?.resendAt);
  const confirm = useWrite({
    validate: form.submit,
    run: () => submitTwoFactor(form.values.code),
    done: (info) => {
      onSuccess(info);
      return undefined;
    },
    fail: (error) => {
      trackLoginError(error, 'two-factor');
      const failure = authFailure(error, t);
      if (failure.field !== 'code') return failure.message;
      form.setError('code', failure.message);
      return null;
    },
  });
  const resend = useWrite({ run: () => resendTwoFactor(), fail: (error) => authFailure(error, t).message });

  return (
    <form
      className="auth__form"
      onSubmit={(event) => {
        resend.reset();
        confirm.submit(event);
      }}
      noValidate
      aria-label={t('auth.twoFactor.title')}
    >
      {/* A Telegram sign-in has no login typed here: the code went to the account's own contact (SPEC §4 two-factor login). */}
      <p className="auth__text">{twoFactor?.telegram ? t('auth.twoFactor.textTelegram') : t('auth.twoFactor.text', { login: twoFactor?.login ?? '' })}</p>
      {/* One sentence at a time: each of the two requests clears the other's. */}
      <CodeStep
        form={form}
        codeLabel={t('auth.twoFactor.code')}
        autoFocus
        error={confirm.error ?? resend.error}
        submitLabel={t('auth.twoFactor.submit')}
        busy={confirm.busy}
        resend={{
          left,
          waitText: t('auth.twoFactor.resendIn', { seconds: left }),
          label: t('auth.twoFactor.resend'),
          onResend: () => {
            confirm.reset();
            void resend.run();
          },
        }}
        leave={{ label: t('auth.twoFactor.back'), onClick: cancelTwoFactor }}
      />
    </form>
  );
}
