/**
 * Contacts (SPEC §3 Contact, §7): each e-mail or phone with its confirmation and subscription: send a confirmation,
 * type the 6-digit code (a wrong one shows the profile.smsCodeError sentence, SPEC §5), toggle the subscription; and
 * add one (add-contact.tsx). Every change reads the profile's contacts again (profile-data.ts PROFILE_READS).
 */
import { useState } from 'react';
import type { Contact } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { code } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { confirmContactCode, PROFILE_READS, sendContactCode, setSubscription } from '../profile-data.ts';
import { SaveMessage } from '../save-message.tsx';
import { Switch } from '../switch-field.tsx';
import { AddContact } from './add-contact.tsx';
import '../../../i18n/texts/profile.sms-code-error.ts';

type ContactChange = 'send' | 'confirm' | 'subscribe';

function ContactRow({ contact }: { contact: Contact }) {
  const t = useT();
  const [codeOpen, setCodeOpen] = useState(false);
  // The row says one sentence: that of the change the player made last.
  const [last, setLast] = useState<ContactChange>();
  const form = useForm({ code: '' }, { code: (value) => code(value) });

  const send = useWrite({
    run: () => sendContactCode(contact.contact),
    done: () => {
      setCodeOpen(true);
      return t('profile.contacts.codeSent', { contact: contact.contact });
    },
    fail: (failure) => {
      // A code already on its way (Resend time is N): the player can type it.
      if (!(isApiError(failure) && failure.type === 'TooManyRequestsException')) return t('auth.errors.generic');
      setCodeOpen(true);
      return t('profile.contacts.resendIn', { seconds: failure.fieldKey('resend_time') ?? '60' });
    },
  });
  const confirm = useWrite({
    validate: form.submit,
    run: () => confirmContactCode(contact.contact, form.values.code),
    invalidates: PROFILE_READS,
    done: () => {
      setCodeOpen(false);
      return t('profile.contacts.done');
    },
    fail: (failure) => {
      if (isApiError(failure) && failure.kind === 'network') return t('errors.network');
      // SPEC §5: a wrong confirm-contact code shows profile.smsCodeError.
      form.setError('code', t('profile.smsCodeError'));
      return null;
    },
  });
  const subscribe = useWrite<boolean>({
    run: (next) => setSubscription(contact.contact, next),
    invalidates: PROFILE_READS,
    fail: () => t('auth.errors.generic'),
  });
  const said = last === undefined ? undefined : { send, confirm, subscribe }[last];
  const busy = send.busy || confirm.busy;

  return (
    <li className="profile__contact" data-contact={contact.contact}>
      <div className="profile__contact-head">
        <span>{contact.contact}</span>
        <span className={`profile__badge${contact.is_confirmed ? ' profile__badge--ok' : ''}`}>{contact.is_confirmed ? t('profile.contacts.confirmed') : t('profile.contacts.unconfirmed')}</span>
      </div>
      <Switch
        label={t('profile.contacts.subscribed')}
        checked={contact.is_subscribed}
        onChange={(next) => {
          setLast('subscribe');
          void subscribe.run(next);
        }}
      />
      {!contact.is_confirmed && !codeOpen ? (
        <Button
          variant="secondary"
          loading={busy}
          disabled={busy}
          onClick={() => {
            setLast('send');
            void send.run();
          }}
        >
          {t('profile.contacts.sendCode')}
        </Button>
      ) : null}
      {codeOpen ? (
        <form
          className="profile__form"
          onSubmit={(event) => {
            setLast('confirm');
            confirm.submit(event);
          }}
          noValidate
          aria-label={t('profile.contacts.confirm')}
        >
          <CodeField label={t('profile.contacts.code')} form={form} name="code" />
          <Button type="submit" loading={busy} disabled={busy}>
            {t('profile.contacts.submitCode')}
          </Button>
        </form>
      ) : null}
      <SaveMessage error={said?.error} ok={said?.ok} />
    </li>
  );
}

export function Contacts({ contacts }: { contacts: readonly Contact[] }) {
  const t = useT();
  return (
    <section className="profile__card" aria-labelledby="profile-contacts">
      <h2 id="profile-contacts">{t('profile.contacts.title')}</h2>
      {contacts.length === 0 ? <p className="profile__text">{t('profile.contacts.empty')}</p> : null}
      <ul className="profile__menu">
        {contacts.map((contact) => (
          <ContactRow key={contact.contact} contact={contact} />
        ))}
      </ul>
      <AddContact />
    </section>
  );
}
