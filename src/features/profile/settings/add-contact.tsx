/**
 * Adding a contact (SPEC §3 Contact, §7 account.addcontact): an e-mail, or a phone with its country
 * (phone_country_code) and that country's mask. SPEC §5: a failed save shows the wrong-email or wrong-phone error.
 */
import { useState } from 'react';
import { getContactPhoneSettings } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { email, phone } from '../../../lib/validation.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { addNewContact, PROFILE_READS } from '../profile-data.ts';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';

export function AddContact() {
  const t = useT();
  // The same read as the registration form's phone mask.
  const settings = useRead(getContactPhoneSettings, {}, { localised: false });
  const [kind, setKind] = useState<'email' | 'phone'>('email');
  const [country, setCountry] = useState('UZ');
  const countries = settings.status === 'ready' ? settings.data.countries : [];
  const selected = countries.find((entry) => entry.country_code === country);
  const mask = selected ? `+${selected.phone_code} ${selected.mask}` : undefined;
  const form = useForm(
    { contact: '' },
    { contact: (value) => (kind === 'email' ? email(value) : phone(value, selected ? { digits: selected.phone_code.length + selected.length } : {})) },
  );
  const add = useWrite({
    validate: form.submit,
    run: () => {
      const contact = kind === 'email' ? form.values.contact.trim() : `+${form.values.contact.replace(/\D/g, '')}`;
      return addNewContact({ contact, ...(kind === 'phone' ? { phone_country_code: country } : {}) });
    },
    invalidates: PROFILE_READS,
    done: () => {
      form.reset({ contact: '' });
      return undefined;
    },
    fail: (failure) => {
      const key = isApiError(failure) ? failure.fieldKey('contact') : undefined;
      if (key === 'TOO_MANY') return t('profile.contacts.tooMany');
      form.setError('contact', key === 'ALREADY_EXISTS' ? t('profile.contacts.exists') : t(kind === 'email' ? 'auth.errors.wrongEmail' : 'auth.errors.wrongPhone'));
      return null;
    },
  });

  return (
    <form className="profile__form" onSubmit={add.submit} noValidate aria-label={t('profile.contacts.add')}>
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
      <SaveMessage error={add.error} />
      <Button type="submit" variant="secondary" loading={add.busy} disabled={add.busy}>
        {t('profile.contacts.add')}
      </Button>
    </form>
  );
}
