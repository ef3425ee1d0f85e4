/** Profile settings (SPEC §2 /profile/settings, §3): personal data, fake name, currency and contacts. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { getPersonalDataFields, getProfileInfo } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { joinReads } from '../../../server-data/joined-reads.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { fakename } from '../../../lib/validation.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { saveCurrency, saveFakename } from '../profile-data.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { ProfileFrame } from '../profile-frame.tsx';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';
import { Contacts } from './contacts.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

function FakenameForm() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const form = useForm({ fakename: info?.fakename ?? '' }, { fakename: (value) => fakename(value) });
  const save = useWrite({
    validate: form.submit,
    run: () => saveFakename(form.values.fakename),
    done: () => t('profile.saved'),
    fail: () => t('validation.fakename'),
  });

  return (
    <form className="profile__form" onSubmit={save.submit} noValidate aria-label={t('profile.settings.fakenameSave')}>
      <TextField label={t('profile.settings.fakename')} hint={t('profile.settings.fakenameHint')} autoComplete="nickname" {...form.field('fakename')} />
      <SaveMessage error={save.error} ok={save.ok} />
      <Button type="submit" variant="secondary" loading={save.busy} disabled={save.busy}>
        {t('profile.settings.fakenameSave')}
      </Button>
    </form>
  );
}

function CurrencyForm() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const general = useRead(getGeneralInfo, {}, { localised: false });
  const [value, setValue] = useState(info?.balance_main?.currency ?? 'UZS');
  const save = useWrite({
    run: () => saveCurrency(value),
    done: () => t('profile.saved'),
    fail: (error) => (isApiError(error) && error.fieldKey('currency') === 'CURRENCY_LOCKED' ? t('profile.settings.currencyLocked') : t('auth.errors.generic')),
  });
  if (general.status !== 'ready') return null;
  const currencies = general.data.available_currencies;

  return (
    <form className="profile__form" onSubmit={save.submit} aria-label={t('profile.settings.currencySave')}>
      <Select label={t('profile.settings.currency')} name="currency" value={value} onChange={setValue} options={currencies.map((code) => ({ value: code, label: code }))} />
      <SaveMessage error={save.error} ok={save.ok} />
      <Button type="submit" variant="secondary" loading={save.busy} disabled={save.busy}>
        {t('profile.settings.currencySave')}
      </Button>
    </form>
  );
}

export default function SettingsPage() {
  const t = useT();
  // Profile answers carry no translated text: a language switch keeps the form being edited (localised: false).
  const load = joinReads(
    useRead(getProfileInfo, { fields: ['contacts', 'document'] }, { localised: false }),
    useRead(getPersonalDataFields, {}, { localised: false }),
  );
  return (
    <ProfileFrame title={t('profile.settings.title')}>
      <ReadView state={load} failedTitle={t('profile.loadFailed')}>
        {([profile, fields]) => (
          <>
            <section className="profile__card">
              <PersonalDataForm profile={profile} fields={fields.items} submitLabel={t('profile.save')} onSaved={() => undefined} />
            </section>
            <section className="profile__card">
              <FakenameForm />
            </section>
            <section className="profile__card">
              <CurrencyForm />
            </section>
            <Contacts contacts={profile.contacts ?? []} />
          </>
        )}
      </ReadView>
    </ProfileFrame>
  );
}
