/**
 * The confirm-contact popup (SPEC §2 "confirm email"; SPEC §3 auth config after registration, and the step an offer
 * asks for with UserNeedConfirmContactException): the 6-digit code (SPEC §5 confirmation code) sent to the player's
 * login contact with account.sendconfirmationtocontact, the contact named by its kind (e-mail or phone), a new code on
 * request once the platform's wait (`resend_time`) has passed, and SPEC §5's profile.smsCodeError for a wrong code.
 * A login that is no contact (a Telegram account) is asked to add one in the profile first.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { code } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { refreshAccount } from '../../../stores/session-store.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { useCountdown } from '../../../ui/use-countdown.ts';
import { useForm } from '../../../ui/use-form.ts';
import { confirmContactCode, sendConfirmation } from '../auth-data.ts';
import { CodeStep } from '../code-step.tsx';
import '../auth.css';
import '../../../i18n/texts/profile.sms-code-error.ts';

/** SPEC §3 Contact type: an e-mail has an `@`, a phone number never does. */
export function contactKind(contact: string): 'email' | 'phone' {
  return contact.includes('@') ? 'email' : 'phone';
}

/** Where the code is: on its way, sent, or not to be sent (no contact, already confirmed); a failed send says why itself. */
type Sending = 'sending' | 'sent' | 'no-contact' | 'confirmed' | 'failed';

export function ConfirmEmail({ contact, sent = false, onClose }: { contact: string; sent?: boolean; onClose: () => void }) {
  const t = useT();
  const kind = contactKind(contact);
  const [sending, setSending] = useState<Sending>(sent ? 'sent' : 'sending');
  const [resendAt, setResendAt] = useState<number>();
  const wait = useCountdown(resendAt);
  const form = useForm({ code: '' }, { code: (value) => code(value) });
  const started = useRef(false);

  /** `again`: the player asked for a new code (the first is sent when the popup opens). */
  const send = useWrite<boolean>({
    run: () => {
      setSending('sending');
      return sendConfirmation(contact, { remember: true });
    },
    done: (_sent, again) => {
      setSending('sent');
      if (again) showToast(t('auth.confirmEmail.resent'), { kind: 'success' });
      return undefined;
    },
    fail: (error) => {
      if (isApiError(error) && error.type === 'TooManyRequestsException') {
        // A code is already on its way: the player can type it, and ask again once the platform's wait is over.
        const seconds = Number(error.fieldKey('resend_time'));
        if (Number.isFinite(seconds) && seconds > 0) setResendAt(Date.now() + seconds * 1000);
        setSending('sent');
      } else if (isApiError(error) && error.fieldKey('contact') === 'NOT_FOUND') setSending('no-contact');
      else if (isApiError(error) && error.fieldKey('contact') === 'ALREADY_CONFIRMED') {
        setSending('confirmed');
        void refreshAccount().catch(() => undefined);
      } else {
        setSending('failed');
        return isApiError(error) && error.kind === 'network' ? t('errors.network') : t('auth.errors.generic');
      }
      return null;
    },
  });

  useEffect(() => {
    // Sent once, when the popup opens; later sends are the player's taps.
    if (sent || started.current) return;
    started.current = true;
    void send.run(false);
  }, [sent, send]);

  const confirm = useWrite({
    validate: form.submit,
    run: () => confirmContactCode(contact, form.values.code),
    done: () => {
      showToast(t(kind === 'email' ? 'auth.confirmEmail.done' : 'auth.confirmEmail.donePhone'), { kind: 'success' });
      void refreshAccount().catch(() => undefined);
      onClose();
      return undefined;
    },
    fail: (error) => {
      if (isApiError(error) && error.kind === 'network') return t('errors.network');
      // SPEC §5: a wrong (or expired) confirm-contact code shows profile.smsCodeError.
      if (isApiError(error) && (error.fieldKey('code') !== undefined || error.type === 'InvalidParameterException')) {
        form.setError('code', t('profile.smsCodeError'));
        return null;
      }
      return t('auth.errors.generic');
    },
  });

  if (sending === 'no-contact' || sending === 'confirmed') {
    return (
      <div className="auth__form">
        <p className="auth__text" role="status">
          {sending === 'confirmed' ? t('auth.confirmEmail.alreadyConfirmed') : t('auth.confirmEmail.noContact')}
        </p>
        <div className="auth__actions">
          {sending === 'no-contact' ? (
            <Link className="omad-button omad-button--primary omad-button--l" href={href('profileSettings')} onClick={onClose}>
              {t('auth.confirmEmail.addContact')}
            </Link>
          ) : null}
          <Button variant="plain" stretched onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="auth__form" onSubmit={confirm.submit} noValidate aria-label={t('popups.confirmEmail')}>
      <p className="auth__text" role="status">
        {sending === 'sending' ? t('auth.confirmEmail.sending') : t(kind === 'email' ? 'auth.confirmEmail.textEmail' : 'auth.confirmEmail.textPhone', { contact })}
      </p>
      <FormError error={send.error} />
      <CodeStep
        form={form}
        codeLabel={t('auth.confirmEmail.code')}
        error={confirm.error}
        submitLabel={t('auth.confirmEmail.submit')}
        busy={confirm.busy}
        resend={{ left: wait, waitText: t('auth.confirmEmail.resendIn', { seconds: wait }), label: t('auth.confirmEmail.resend'), disabled: sending === 'sending', onResend: () => void send.run(true) }}
        leave={{ label: t('auth.confirmEmail.later'), onClick: onClose }}
      />
    </form>
  );
}
