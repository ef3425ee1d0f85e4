/**
 * Social registration (SPEC §4): after a login whose registration is not completed, this non-closable step asks
 * for the personal data the platform requires (first name, last name, birth date); saving them completes it.
 */
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { date, name } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { completeRegistration } from '../auth-data.ts';
import '../auth.css';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/popups.registration.ts';

const MIN_BIRTH = new Date(Date.UTC(1900, 0, 1));

function adultLimit(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
}

export function SocialRegistrationForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const format = (bound: Date) => `${String(bound.getUTCDate()).padStart(2, '0')}.${String(bound.getUTCMonth() + 1).padStart(2, '0')}.${bound.getUTCFullYear()}`;
  const form = useForm(
    { first_name: '', last_name: '', birth_date: '' },
    { first_name: (value) => name(value), last_name: (value) => name(value), birth_date: (value) => date(value, { min: MIN_BIRTH, max: adultLimit(new Date()), format }) },
  );

  const completing = useWrite({
    validate: form.submit,
    run: () => completeRegistration({ first_name: form.values.first_name.trim(), last_name: form.values.last_name.trim(), birth_date: form.values.birth_date.trim() }),
    done: () => {
      onDone();
      return undefined;
    },
    fail: (error) => {
      if (isApiError(error) && error.fieldKey('birth_date') === 'AGE_RESTRICTION') form.setError('birth_date', t('profile.settings.adult'));
      else return isApiError(error) && error.kind === 'network' ? t('errors.network') : t('profile.settings.wrongData');
      return null;
    },
  });

  return (
    <form className="auth__form" onSubmit={completing.submit} noValidate aria-label={t('popups.registration.title')}>
      <p className="auth__text">{t('auth.socialRegistration.text')}</p>
      <TextField label={t('profile.settings.firstName')} autoComplete="given-name" {...form.field('first_name')} />
      <TextField label={t('profile.settings.lastName')} autoComplete="family-name" {...form.field('last_name')} />
      <TextField label={t('profile.settings.birthDate')} inputMode="numeric" autoComplete="bday" placeholder="01.01.1990" {...form.field('birth_date', { mask: '##.##.####' })} />
      <FormError error={completing.error} />
      <Button type="submit" stretched size="l" loading={completing.busy} disabled={completing.busy}>
        {t('auth.socialRegistration.submit')}
      </Button>
    </form>
  );
}
