/**
 * The confirm-contact popup (SPEC §2 "confirm email"; SPEC §3 auth config after registration, and the step an offer
 * asks for with UserNeedConfirmContactException): the 6-digit code (SPEC §5 confirmation code) sent to the player's
 * login contact with account.sendconfirmationtocontact, the contact named by its kind (e-mail or phone), a new code on
 * request once the platform's wait (`resend_time`) has passed, and SPEC §5's profile.smsCodeError for a wrong code.
 * A login that is no contact (a Telegram account) is asked to add one in the profile first.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { sendConfirmationToContact } from '../../../api/account.ts';
import { expectOne } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';
import { code } from '../../../lib/validation.ts';
import { refreshAccount } from '../../../stores/session-store.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { Button } from '../../../ui/button.tsx';
import { useCountdown } from '../../../ui/use-countdown.ts';
import { useForm } from '../../../ui/use-form.ts';
import { CodeField } from '../../../ui/code-field.tsx';
import { confirmContact, expectOneAnswer } from '../confirm-contact.ts';
import '../auth.css';
import '../../../i18n/texts/profile.smsCodeError.ts';

/** SPEC §3 Contact type: an e-mail has an `@`, a phone number never does. */
export function contactKind(contact: string): 'email' | 'phone' {
  return contact.includes('@') ? 'email' : 'phone';
}

type Sending = { state: 'sending' } | { state: 'sent' } | { state: 'no-contact' } | { state: 'confirmed' } | { state: 'failed'; message: string };

export function ConfirmEmail({ contact, sent = false, onClose }: { contact: string; sent?: boolean; onClose: () => void }) {
  const t = useT();
  const kind = contactKind(contact);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState<Sending>(sent ? { state: 'sent' } : { state: 'sending' });
  const [resendAt, setResendAt] = useState<number>();
  const wait = useCountdown(resendAt);
  const form = useForm({ code: '' }, { code: (value) => code(value) });
  const started = useRef(false);

  const send = useCallback(async (again: boolean) => {
    setSending({ state: 'sending' });
    try {
      expectOne('account.sendconfirmationtocontact', await sendConfirmationToContact({ contact }));
      writeStored(STORAGE_KEYS.confirmContactSent, true);
      setSending({ state: 'sent' });
      if (again) showToast(t('auth.confirmEmail.resent'), { kind: 'success' });
    } catch (error) {
      if (isApiError(error) && error.type === 'TooManyRequestsException') {
        // A code is already on its way: the player can type it, and ask again once the platform's wait is over.
        const seconds = Number(error.fieldKey('resend_time'));
        if (Number.isFinite(seconds) && seconds > 0) setResendAt(Date.now() + seconds * 1000);
        setSending({ state: 'sent' });
      } else if (isApiError(error) && error.fieldKey('contact') === 'NOT_FOUND') setSending({ state: 'no-contact' });
      else if (isApiError(error) && error.fieldKey('contact') === 'ALREADY_CONFIRMED') {
        setSending({ state: 'confirmed' });
        void refreshAccount().catch(() => undefined);
      } else setSending({ state: 'failed', message: isApiError(error) && error.kind === 'network' ? t('errors.network') : t('auth.errors.generic') });
    }
  }, [contact, t]);

  useEffect(() => {
    // Sent once, when the popup opens; later sends are the player's taps.
    if (sent || started.current) return;
    started.current = true;
    void send(false);
  }, [sent, send]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!form.submit()) return;
    setBusy(true);
    try {
      expectOneAnswer(await confirmContact({ contact, code: form.values.code }));
      showToast(t(kind === 'email' ? 'auth.confirmEmail.done' : 'auth.confirmEmail.donePhone'), { kind: 'success' });
      void refreshAccount().catch(() => undefined);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') setFormError(t('errors.network'));
      // SPEC §5: a wrong (or expired) confirm-contact code shows profile.smsCodeError.
      else if (isApiError(error) && (error.fieldKey('code') !== undefined || error.type === 'InvalidParameterException')) form.setError('code', t('profile.smsCodeError'));
      else setFormError(t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  if (sending.state === 'no-contact' || sending.state === 'confirmed') {
    return (
      <div className="auth__form">
        <p className="auth__text" role="status">
          {sending.state === 'confirmed' ? t('auth.confirmEmail.alreadyConfirmed') : t('auth.confirmEmail.noContact')}
        </p>
        <div className="auth__actions">
          {sending.state === 'no-contact' ? (
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
    <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('popups.confirmEmail')}>
      <p className="auth__text" role="status">
        {sending.state === 'sending' ? t('auth.confirmEmail.sending') : t(kind === 'email' ? 'auth.confirmEmail.textEmail' : 'auth.confirmEmail.textPhone', { contact })}
      </p>
      {sending.state === 'failed' ? (
        <p className="auth__error" role="alert">
          {sending.message}
        </p>
      ) : null}
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
        {wait > 0 ? (
          <p className="auth__text" data-testid="resend-wait">
            {t('auth.confirmEmail.resendIn', { seconds: wait })}
          </p>
        ) : (
          <Button variant="plain" stretched disabled={sending.state === 'sending'} onClick={() => void send(true)}>
            {t('auth.confirmEmail.resend')}
          </Button>
        )}
        <Button variant="plain" stretched onClick={onClose}>
          {t('auth.confirmEmail.later')}
        </Button>
      </div>
    </form>
  );
}
