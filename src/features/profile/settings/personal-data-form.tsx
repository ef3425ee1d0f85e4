/**
 * The SPEC §3 profile fields as one form (settings page and the fill-profile popup): each field validated by its
 * SPEC §5 rule, required and editable as Account.getPersonalDataFields says; saveProfileInfo answers 1 or failed
 * (SPEC §8). Dates are typed DD.MM.YYYY (SPEC §3) with the ##.##.#### mask.
 */
import type { ReactNode } from 'react';
import type { PersonalDataFields, Profile } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { configuredRule } from '../../../lib/form-config.ts';
import { address, cpf, date, name, NO_SPACES_COMMAS_UNDERSCORES_QUOTES, pattern, postcode, sex, text, type Failure } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm, useFormSettings } from '../../../ui/use-form.ts';
import { PROFILE_READS, savePersonalData } from '../profile-data.ts';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';

type Field = 'first_name' | 'last_name' | 'sex' | 'birth_date' | 'country' | 'region' | 'home_town' | 'address' | 'postcode' | 'document_type' | 'document_number';

const MIN_BIRTH = new Date(Date.UTC(1900, 0, 1));
/** SPEC §3: the document type `cpf`. */
const CPF = 'cpf';
/** The profile's view in the CMS's forms-config. */
const PROFILE_VIEW = 'profile';
const pad = (value: number) => String(value).padStart(2, '0');
const displayDate = (date: Date) => `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
/** ISO YYYY-MM-DD from the platform shown as DD.MM.YYYY. */
function isoToDisplay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

function adultLimit(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
}

export interface PersonalDataFormProps {
  profile: Profile;
  fields: PersonalDataFields['items'];
  /** Only these fields (the fill-profile popup asks for the required ones). */
  only?: readonly Field[];
  submitLabel: string;
  onSaved: () => void;
  extraAction?: ReactNode;
}

export function PersonalDataForm({ profile, fields, only, submitLabel, onSaved, extraAction }: PersonalDataFormProps) {
  const t = useT();
  const meta = (field: Field) => fields.find((entry) => entry.name === field);
  const isRequired = (field: Field) => meta(field)?.is_required ?? false;
  const editable = (field: Field) => meta(field)?.is_editable ?? true;
  const shown = (field: Field) => !only || only.includes(field);
  const optional = (field: Field, rule: (value: string) => Failure | undefined) => (value: string) => (value.trim() === '' && !isRequired(field) ? undefined : rule(value));

  // The CMS's profile view offers the CPF document type by listing a field of type cpf (its mask and rules with it).
  const cpfSettings = [...useFormSettings(PROFILE_VIEW).values()].find((entry) => entry.type === CPF);
  const form = useForm<Field>(
    {
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      sex: profile.sex ? String(profile.sex) : '',
      birth_date: isoToDisplay(profile.birth_date),
      country: profile.country ?? '',
      region: profile.region ?? '',
      home_town: profile.home_town ?? '',
      address: profile.address ?? '',
      postcode: profile.postcode ?? '',
      document_type: profile.document?.type ?? '',
      document_number: profile.document?.number ?? '',
    },
    {
      first_name: optional('first_name', name),
      last_name: optional('last_name', name),
      sex: optional('sex', sex),
      birth_date: optional('birth_date', (value) => date(value, { min: MIN_BIRTH, max: adultLimit(), format: displayDate })),
      country: optional('country', name),
      region: optional('region', (value) => address(value)),
      home_town: optional('home_town', (value) => address(value)),
      address: optional('address', (value) => address(value)),
      postcode: (value) => postcode(value),
      document_type: optional('document_type', text()),
      document_number: (value, values) =>
        // A CPF is checked as the CMS's `cpf` field says (SPEC §3 document type cpf; decision 027).
        values.document_type === CPF
          ? configuredRule(cpfSettings, optional('document_number', cpf))?.(value, values)
          : optional('document_number', (number) => text()(number) ?? pattern(NO_SPACES_COMMAS_UNDERSCORES_QUOTES)(number))(value),
    },
    // SPEC §7 forms-config: the operator's settings of the profile's fields (decision 027).
    PROFILE_VIEW,
  );
  const save = useWrite({
    validate: form.submit,
    run: () => {
      const values = form.values;
      const changed = (field: Field, value: string) => (shown(field) && editable(field) && value !== '' ? value : undefined);
      return savePersonalData({
        first_name: changed('first_name', values.first_name.trim()),
        last_name: changed('last_name', values.last_name.trim()),
        sex: changed('sex', values.sex) ? Number(values.sex) : undefined,
        birth_date: changed('birth_date', values.birth_date.trim()),
        country: changed('country', values.country.trim()),
        region: changed('region', values.region.trim()),
        home_town: changed('home_town', values.home_town.trim()),
        address: changed('address', values.address.trim()),
        postcode: shown('postcode') ? values.postcode.trim() : undefined,
        document_type: changed('document_type', values.document_type),
        // A CPF goes as its 11 digits: the mask's dots and dash are for reading only.
        document_number: changed('document_number', values.document_type === CPF ? values.document_number.replace(/\D/g, '') : values.document_number.trim()),
      });
    },
    // The pages and popups that show the profile read it again.
    invalidates: PROFILE_READS,
    done: () => {
      onSaved();
      return t('profile.saved');
    },
    fail: (failure) => {
      if (isApiError(failure) && failure.fieldKey('birth_date') === 'AGE_RESTRICTION') form.setError('birth_date', t('profile.settings.adult'));
      else return isApiError(failure) && failure.kind === 'network' ? t('errors.network') : t('profile.settings.wrongData');
      return null;
    },
  });

  const locked = (field: Field) => (editable(field) ? undefined : t('profile.settings.locked'));
  const input = (field: Field, label: string, extra: Record<string, string> = {}) =>
    shown(field) ? <TextField label={label} readOnly={!editable(field)} hint={locked(field)} {...extra} {...form.field(field, { mask: maskOf(field) })} /> : null;
  const maskOf = (field: Field): string | undefined =>
    field === 'birth_date' ? '##.##.####' : field === 'document_number' && form.values.document_type === CPF ? (cpfSettings?.mask ?? undefined) : undefined;

  return (
    <form className="profile__form" onSubmit={save.submit} noValidate aria-label={submitLabel}>
      {input('first_name', t('profile.settings.firstName'), { autoComplete: 'given-name' })}
      {input('last_name', t('profile.settings.lastName'), { autoComplete: 'family-name' })}
      {shown('sex') ? (
        <Select
          label={t('profile.settings.sex')}
          name="sex"
          value={form.values.sex}
          error={form.errors.sex}
          disabled={!editable('sex')}
          onChange={(value) => form.setValue('sex', value)}
          options={[
            { value: '', label: t('profile.settings.sexNone') },
            { value: '1', label: t('profile.settings.male') },
            { value: '2', label: t('profile.settings.female') },
          ]}
        />
      ) : null}
      {input('birth_date', t('profile.settings.birthDate'), { inputMode: 'numeric', autoComplete: 'bday', placeholder: '01.01.1990' })}
      {input('country', t('profile.settings.country'), { autoComplete: 'country-name' })}
      {input('region', t('profile.settings.region'), { autoComplete: 'address-level1' })}
      {input('home_town', t('profile.settings.homeTown'), { autoComplete: 'address-level2' })}
      {input('address', t('profile.settings.address'), { autoComplete: 'street-address' })}
      {input('postcode', t('profile.settings.postcode'), { inputMode: 'numeric', autoComplete: 'postal-code' })}
      {shown('document_type') ? (
        <Select
          label={t('profile.settings.documentType')}
          name="document_type"
          value={form.values.document_type}
          error={form.errors.document_type}
          disabled={!editable('document_type')}
          onChange={(value) => form.setValue('document_type', value)}
          options={[
            { value: '', label: t('profile.settings.sexNone') },
            { value: 'passport', label: t('profile.settings.passport') },
            { value: 'id_card', label: t('profile.settings.idCard') },
            ...(cpfSettings || form.values.document_type === CPF ? [{ value: CPF, label: t('profile.settings.cpf') }] : []),
          ]}
        />
      ) : null}
      {input('document_number', t('profile.settings.documentNumber'))}
      <SaveMessage error={save.error} ok={save.ok} />
      <Button type="submit" stretched size="l" loading={save.busy} disabled={save.busy}>
        {save.busy ? t('profile.saving') : submitLabel}
      </Button>
      {extraAction}
    </form>
  );
}
