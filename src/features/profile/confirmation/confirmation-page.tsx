/**
 * Contact confirmation (SPEC §2 /confirmation): a link from a message carries contact and code; a signed-in player
 * confirms it here (or types the code), then lands on the success page (confirmation-success-page.tsx). A guest is
 * asked to sign in first and the same code is confirmed after it; a refused code offers a new one.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { code as codeRule } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, refreshAccount, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { confirmContactCode, PROFILE_READS, sendContactCode } from '../profile-data.ts';
import { ProfileFrame } from '../profile-frame.tsx';
import { SaveMessage } from '../save-message.tsx';
import '../../../i18n/texts/auth.ts';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/profile.sms-code-error.ts';

export default function ConfirmationPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const contact = search.get('contact') ?? '';
  const form = useForm({ code: (search.get('code') ?? '').replace(/\D/g, '').slice(0, 6) }, { code: (value) => codeRule(value) });
  const { info, loaded } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  // A refused code can be replaced: the platform sends a new one to the contact (signed in only).
  const [canResend, setCanResend] = useState(false);

  const confirm = useWrite({
    validate: form.submit,
    run: () => confirmContactCode(contact, form.values.code),
    // The contact is confirmed now: the profile's contact list reads it again.
    invalidates: PROFILE_READS,
    done: () => {
      void refreshAccount().catch(() => undefined);
      navigate(href('confirmationSuccess'), { replace: true });
      return undefined;
    },
    fail: (failure) => {
      if (isApiError(failure) && failure.kind === 'network') return t('errors.network');
      // SPEC §5: a wrong (or expired) code shows profile.smsCodeError; a new code is offered.
      setCanResend(contact !== '');
      return t('profile.smsCodeError');
    },
  });
  const resend = useWrite({
    run: () => sendContactCode(contact),
    done: () => {
      form.setValue('code', '');
      return t('profile.contacts.codeSent', { contact });
    },
    fail: (failure) => {
      // A code already on its way (Resend time is N): the player can type that one, or ask again after the wait.
      if (isApiError(failure) && failure.type === 'TooManyRequestsException') return t('profile.contacts.resendIn', { seconds: failure.fieldKey('resend_time') ?? '60' });
      if (isApiError(failure) && failure.kind === 'network') return t('errors.network');
      return t('auth.errors.generic');
    },
  });
  // One sentence at a time: each of the two requests clears the other's.
  const runConfirm = () => {
    resend.reset();
    void confirm.run();
  };
  const busy = confirm.busy || resend.busy;

  // A link that carries its code confirms once, when the page opens with the player signed in, or once a guest has
  // signed in (account.confirmContact needs the session: a guest would only be told the code is wrong). A POST, not
  // a read: it must not repeat when React runs effects twice in development, hence the ref.
  const linkConfirm = useRef(contact !== '' && /^\d{6}$/.test(form.values.code));
  const confirmRef = useRef(runConfirm);
  confirmRef.current = runConfirm;
  useEffect(() => {
    if (!loaded || !signedIn || !linkConfirm.current) return;
    linkConfirm.current = false;
    confirmRef.current();
  }, [loaded, signedIn]);

  if (!loaded) return <Spinner label={t('common.loading')} />;
  if (!signedIn) {
    return (
      <ProfileFrame title={t('profile.confirmation.title')} back={false}>
        <div className="profile__card profile__form">
          <p className="profile__text">{contact ? t('profile.confirmation.signIn', { contact }) : t('profile.confirmation.signInNoContact')}</p>
          <Button onClick={() => openPopup('authentication')}>{t('nav.signIn')}</Button>
        </div>
      </ProfileFrame>
    );
  }

  return (
    <ProfileFrame title={t('profile.confirmation.title')} back={false}>
      <form
        className="profile__card profile__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          runConfirm();
        }}
      >
        <p className="profile__text">{contact ? `${t('profile.confirmation.text')} (${contact})` : t('profile.confirmation.text')}</p>
        <CodeField label={t('profile.contacts.code')} form={form} name="code" />
        <SaveMessage error={confirm.error ?? resend.error} ok={resend.ok} />
        <Button type="submit" loading={busy} disabled={busy || !contact}>
          {t('profile.contacts.submitCode')}
        </Button>
        {canResend ? (
          <Button
            variant="secondary"
            onClick={() => {
              confirm.reset();
              void resend.run();
            }}
            disabled={busy}
          >
            {t('profile.confirmation.newCode')}
          </Button>
        ) : null}
      </form>
    </ProfileFrame>
  );
}
