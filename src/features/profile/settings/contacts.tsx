/**
 * Contacts (SPEC §3 Contact, §7): each e-mail or phone with its confirmation and subscription; add an e-mail or a
 * phone (with phone_country_code), send a confirmation, type the 6-digit code (a wrong one shows the
 * profile.smsCodeError sentence, SPEC §5), toggle the subscription. Every call answers 1 or failed (SPEC §8).
 */
import { useState, type FormEvent } from 'react';
import { addContact, changeSubscription, confirmContact, getContactPhoneSettings, sendConfirmationToContact, type Contact } from '../../../api/account.ts';
import { expectOne } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';
import { code, email, phone } from '../../../lib/validation.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { Message, Select, Switch } from '../parts.tsx';
import '../../../i18n/texts/profile.smsCodeError.ts';

function ContactRow({ contact, onChanged }: { contact: Contact; onChanged: () => Promise<void> }) {
  const t = useT();
  const [codeOpen, setCodeOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [ok, setOk] = useState<string>();
  const form = useForm({ code: '' }, { code: (value) => code(value) });

  async function send() {
    setError(undefined);
    setBusy(true);
    try {
      expectOne('account.sendconfirmationtocontact', await sendConfirmationToContact({ contact: contact.contact }));
      if (contact.contact === sessionState.info?.login) writeStored(STORAGE_KEYS.confirmContactSent, true);
      setCodeOpen(true);
      setOk(t('profile.contacts.codeSent', { contact: contact.contact }));
    } catch (failure) {
      // A code already on its way (Resend time is N): the player can type it.
      if (isApiError(failure) && failure.type === 'TooManyRequestsException') {
        setCodeOpen(true);
        setError(t('profile.contacts.resendIn', { seconds: failure.fieldKey('resend_time') ?? '60' }));
      } else setError(t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!form.submit()) return;
    setBusy(true);
    try {
      expectOne('account.confirmContact', await confirmContact({ contact: contact.contact, code: form.values.code }));
      setCodeOpen(false);
      setOk(t('profile.contacts.done'));
      await onChanged();
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'network') setError(t('errors.network'));
      // SPEC §5: a wrong confirm-contact code shows profile.smsCodeError.
      else form.setError('code', t('profile.smsCodeError'));
    } finally {
      setBusy(false);
    }
  }

  async function subscribe(next: boolean) {
    setError(undefined);
    try {
      expectOne('account.changeSubscription', await changeSubscription({ contact: contact.contact, subscription: next ? 1 : 0 }));
      await onChanged();
    } catch {
      setError(t('auth.errors.generic'));
    }
  }

  return (
    <li className="profile__contact" data-contact={contact.contact}>
      <div className="profile__contact-head">
        <span>{contact.contact}</span>
        <span className={`profile__badge${contact.is_confirmed ? ' profile__badge--ok' : ''}`}>{contact.is_confirmed ? t('profile.contacts.confirmed') : t('profile.contacts.unconfirmed')}</span>
      </div>
      <Switch label={t('profile.contacts.subscribed')} checked={contact.is_subscribed} onChange={(next) => void subscribe(next)} />
      {!contact.is_confirmed && !codeOpen ? (
        <Button variant="secondary" loading={busy} disabled={busy} onClick={() => void send()}>
          {t('profile.contacts.sendCode')}
        </Button>
      ) : null}
      {codeOpen ? (
        <form className="profile__form" onSubmit={(event) => void confirm(event)} noValidate aria-label={t('profile.contacts.confirm')}>
          <CodeField label={t('profile.contacts.code')} form={form} name="code" />
          <Button type="submit" loading={busy} disabled={busy}>
            {t('profile.contacts.submitCode')}
          </Button>
        </form>
      ) : null}
      <Message error={error} ok={ok} />
    </li>
  );
}

function AddContact({ onAdded }: { onAdded: () => Promise<void> }) {
  const t = useT();
  // The same read as the registration form's phone mask.
  const settings = useRead(getContactPhoneSettings, {}, { localised: false });
  const [kind, setKind] = useState<'email' | 'phone'>('email');
  const [country, setCountry] = useState('UZ');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const countries = settings.status === 'ready' ? settings.data.countries : [];
  const selected = countries.find((entry) => entry.country_code === country);
  const mask = selected ? `+${selected.phone_code} ${selected.mask}` : undefined;
  const form = useForm(
    { contact: '' },
    { contact: (value) => (kind === 'email' ? email(value) : phone(value, selected ? { digits: selected.phone_code.length + selected.length } : {})) },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!form.submit()) return;
    const contact = kind === 'email' ? form.values.contact.trim() : `+${form.values.contact.replace(/\D/g, '')}`;
    setBusy(true);
    try {
      expectOne('account.addcontact', await addContact({ contact, ...(kind === 'phone' ? { phone_country_code: country } : {}) }));
      form.reset({ contact: '' });
      await onAdded();
    } catch (failure) {
      const key = isApiError(failure) ? failure.fieldKey('contact') : undefined;
      // SPEC §5: a failed save shows the wrong-email or wrong-phone error.
      if (key === 'ALREADY_EXISTS') form.setError('contact', t('profile.contacts.exists'));
      else if (key === 'TOO_MANY') setError(t('profile.contacts.tooMany'));
      else form.setError('contact', t(kind === 'email' ? 'auth.errors.wrongEmail' : 'auth.errors.wrongPhone'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="profile__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.contacts.add')}>
      <h3>{t('profile.contacts.add')}</h3>
      <fieldset className="profile__segments">
        {(['email', 'phone'] as const).map((value) => (
          <label key={value} className="profile__segment">
            <input
              type="radio"
              name="contact-kind"
              checked={kind === value}
              onChange={() => {
                setKind(value);
                form.reset({ contact: '' });
              }}
            />
            {t(value === 'email' ? 'profile.contacts.addEmail' : 'profile.contacts.addPhone')}
          </label>
        ))}
      </fieldset>
      {kind === 'phone' && countries.length > 0 ? (
        <Select
          label={t('profile.contacts.country')}
          name="phone_country_code"
          value={country}
          onChange={(value) => {
            setCountry(value);
            form.reset({ contact: '' });
          }}
          options={countries.map((entry) => ({ value: entry.country_code, label: `${entry.country_code} +${entry.phone_code}` }))}
        />
      ) : null}
      <TextField
        label={kind === 'email' ? t('profile.contacts.newEmail') : t('profile.contacts.newPhone')}
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        placeholder={kind === 'phone' && mask ? mask.replace(/#/g, '_') : undefined}
        {...form.field('contact', { mask: kind === 'phone' ? mask : undefined })}
      />
      <Message error={error} />
      <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
        {t('profile.contacts.add')}
      </Button>
    </form>
  );
}

export function Contacts({ contacts, onChanged }: { contacts: readonly Contact[]; onChanged: () => Promise<void> }) {
  const t = useT();
  return (
    <section className="profile__card" aria-labelledby="profile-contacts">
      <h2 id="profile-contacts">{t('profile.contacts.title')}</h2>
      {contacts.length === 0 ? <p className="profile__text">{t('profile.contacts.empty')}</p> : null}
      <ul className="profile__menu">
        {contacts.map((contact) => (
          <ContactRow key={contact.contact} contact={contact} onChanged={onChanged} />
        ))}
      </ul>
      <AddContact onAdded={onChanged} />
    </section>
  );
}
