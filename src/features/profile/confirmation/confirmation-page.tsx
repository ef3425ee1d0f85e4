/**
 * Contact confirmation pages (SPEC §2 /confirmation and /confirmation/success): a link from a message carries
 * contact and code; a signed-in player confirms it here (or types the code), then lands on the success page. A guest
 * is asked to sign in first and the same code is confirmed after it; a refused code offers a new one.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { confirmContact, sendConfirmationToContact } from '../../../api/account.ts';
import { expectOne } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { invalidateReads } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { code as codeRule } from '../../../lib/validation.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, refreshAccount, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { Message, ProfileFrame } from '../parts.tsx';
import '../../../i18n/texts/auth.ts';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/profile.smsCodeError.ts';

export function ConfirmationSuccessPage() {
  const t = useT();
  return (
    <main className="omad-page omad-page--system">
      <EmptyState
        title={t('profile.confirmation.successTitle')}
        description={t('profile.confirmation.successText')}
        action={
          <Link className="omad-link-button" href={href('profileSettings')}>
            {t('profile.confirmation.toProfile')}
          </Link>
        }
      />
    </main>
  );
}

export default function ConfirmationPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const contact = search.get('contact') ?? '';
  const form = useForm({ code: (search.get('code') ?? '').replace(/\D/g, '').slice(0, 6) }, { code: (value) => codeRule(value) });
  const { info, loaded } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  // A refused code can be replaced: the platform sends a new one to the contact (signed in only).
  const [canResend, setCanResend] = useState(false);

  async function confirm() {
    if (!form.submit()) return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      expectOne('account.confirmContact', await confirmContact({ contact, code: form.values.code }));
      void refreshAccount().catch(() => undefined);
      // The contact is confirmed now: the profile's contact list reads it again.
      void invalidateReads(['account.getprofileinfo']);
      navigate(href('confirmationSuccess'), { replace: true });
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'network') setError(t('errors.network'));
      else {
        // SPEC §5: a wrong (or expired) code shows profile.smsCodeError; a new code is offered.
        setError(t('profile.smsCodeError'));
        setCanResend(contact !== '');
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      expectOne('account.sendconfirmationtocontact', await sendConfirmationToContact({ contact }));
      form.setValue('code', '');
      setNotice(t('profile.contacts.codeSent', { contact }));
    } catch (failure) {
      // A code already on its way (Resend time is N): the player can type that one, or ask again after the wait.
      if (isApiError(failure) && failure.type === 'TooManyRequestsException') setError(t('profile.contacts.resendIn', { seconds: failure.fieldKey('resend_time') ?? '60' }));
      else if (isApiError(failure) && failure.kind === 'network') setError(t('errors.network'));
      else setError(t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  // A link that carries its code confirms once, when the page opens with the player signed in, or once a guest has
  // signed in (account.confirmContact needs the session: a guest would only be told the code is wrong). A POST, not
  // a read: it must not repeat when React runs effects twice in development, hence the ref.
  const linkConfirm = useRef(contact !== '' && /^\d{6}$/.test(form.values.code));
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  useEffect(() => {
    if (!loaded || !signedIn || !linkConfirm.current) return;
    linkConfirm.current = false;
    void confirmRef.current();
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
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p className="profile__text">{contact ? `${t('profile.confirmation.text')} (${contact})` : t('profile.confirmation.text')}</p>
        <CodeField label={t('profile.contacts.code')} form={form} name="code" />
        <Message error={error} ok={notice} />
        <Button type="submit" loading={busy} disabled={busy || !contact}>
          {t('profile.contacts.submitCode')}
        </Button>
        {canResend ? (
          <Button variant="secondary" onClick={() => void resend()} disabled={busy}>
            {t('profile.confirmation.newCode')}
          </Button>
        ) : null}
      </form>
    </ProfileFrame>
  );
}
