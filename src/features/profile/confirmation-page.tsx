/**
 * Contact confirmation pages (SPEC §2 /confirmation and /confirmation/success): a link from a message carries
 * contact and code; a signed-in player confirms it here (or types the code), then lands on the success page.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { confirmContact } from '../../api/account.ts';
import { expectOne } from '../../api/client.ts';
import { invalidateReads } from '../../api/queries.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { code as codeRule } from '../../lib/validation.ts';
import { refreshAccount } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/placeholder.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { Message, ProfileFrame } from './parts.tsx';
import '../../i18n/texts/profile.ts';
import '../../i18n/texts/profile.smsCodeError.ts';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    if (!form.submit()) return;
    setBusy(true);
    setError(undefined);
    try {
      expectOne('account.confirmContact', await confirmContact({ contact, code: form.values.code }));
      void refreshAccount().catch(() => undefined);
      // The contact is confirmed now: the profile's contact list reads it again.
      void invalidateReads(['account.getprofileinfo']);
      navigate(href('confirmationSuccess'), { replace: true });
    } catch {
      setError(t('profile.smsCodeError'));
    } finally {
      setBusy(false);
    }
  }

  // A link that carries its code confirms once, when the page opens (a POST, not a read: it must not repeat when
  // React runs effects twice in development, hence the ref rather than the server-data primitive).
  const linkConfirm = useRef(contact !== '' && /^\d{6}$/.test(form.values.code));
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  useEffect(() => {
    if (!linkConfirm.current) return;
    linkConfirm.current = false;
    void confirmRef.current();
  }, []);

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
        <TextField label={t('profile.contacts.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.field('code', { mask: '######' })} />
        <Message error={error} />
        <Button type="submit" loading={busy} disabled={busy || !contact}>
          {t('profile.contacts.submitCode')}
        </Button>
      </form>
    </ProfileFrame>
  );
}
