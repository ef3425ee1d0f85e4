/**
 * Registration (SPEC §3 auth config, §4, §7 auth.register): by e-mail or phone as the CMS authTypes allow
 * (method-choice.tsx, phone-format.ts), a password, the promo code (shown, and open by default, as configured; a promo
 * code from the URL is kept), the terms and notify checkboxes (consent-checkboxes.tsx) and the loyalty character select
 * (character-choice.tsx), saved once the player exists (auth-data.ts registerPlayer). An invalid form sends nothing
 * (SPEC §5); a field the platform refuses shows its message under that field (registration-errors.ts).
 */
import { useState } from 'react';
import { string } from 'superstruct';
import { useSnapshot } from 'valtio';
import type { AccountInfo } from '../../../api/account.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { email, password, phone, promo } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { registerPlayer, sendRegistrationCode, type Registration } from '../auth-data.ts';
import { authFailure } from '../auth-errors.ts';
import { CharacterSelect, useCharacterChoice } from './character-choice.tsx';
import { Checkbox } from './checkbox.tsx';
import { ConsentCheckboxes, useConsents } from './consent-checkboxes.tsx';
import { MethodChoice, registrationMethods, type Method } from './method-choice.tsx';
import { usePhoneFormat } from './phone-format.ts';
import { registrationErrors } from './registration-errors.ts';
import '../auth.css';

/** SPEC §2: query register=success is set after registration, on the page the player registered from. */
function markRegistered(): void {
  const url = new URL(window.location.href);
  url.searchParams.set('register', 'success');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function RegistrationForm({ onSuccess, showTitle = false }: { onSuccess: (info: AccountInfo) => void; showTitle?: boolean }) {
  const t = useT();
  const { auth, isEnableCharacters, validation } = useSnapshot(cmsState).settings;
  const methods = registrationMethods(auth.authTypes);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'email');
  const phoneFormat = usePhoneFormat(auth.authTypes.includes('phone'));
  const characters = useCharacterChoice(auth.isCharacterSelect && isEnableCharacters);
  const consents = useConsents(auth, validation.messages);
  const [promoOpen, setPromoOpen] = useState(auth.isPromoCodeShownByDefault);
  const promoShown = auth.isPromoCodeShown && (auth.isPromoCodeShownByDefault || promoOpen);

  const form = useForm(
    { email: '', phone: '', password: '', promo_code: readStored(STORAGE_KEYS.promoCode, string()) ?? '' },
    {
      email: method === 'email' ? (value) => email(value) : null,
      phone: method === 'phone' ? (value) => phone(value, { digits: phoneFormat.digits }) : null,
      password: (value) => password(value),
      promo_code: () => promo(),
    },
    // SPEC §7 forms-config: the operator's settings of the registration's fields (decision 027).
    'sign_up',
  );

  const registering = useWrite<Registration, AccountInfo>({
    // Both are checked, so that every message shows at once.
    validate: () => [form.submit(), consents.check()].every(Boolean),
    run: registerPlayer,
    done: async (info, { details }) => {
      markRegistered();
      onSuccess(info);
      if (method === 'email' && auth.isConfirmEmailPopup) {
        await sendRegistrationCode(details.login);
        openPopup('confirm-email', { contact: details.login, sent: true });
      }
      return undefined;
    },
    fail: (error) => {
      // A refused field (InvalidParameterException with error_data) is marked under that field.
      const refused = registrationErrors(error, { t, validation: cmsState.settings.validation.messages, promoCodeErrors: cmsState.promoCodeErrors, method });
      if (!refused) {
        const failure = authFailure(error, t);
        if (failure.field !== 'login') return failure.message;
        form.setError(method, failure.message);
        return null;
      }
      const { login, password: passwordError, promo_code: promoError, terms } = refused.fields;
      if (login) form.setError(method, login);
      if (passwordError) form.setError('password', passwordError);
      if (promoError) {
        setPromoOpen(true);
        form.setError('promo_code', promoError);
      }
      if (terms) consents.setTermsError(terms);
      return refused.form ?? null;
    },
  });

  /** What auth.register is sent: the login as the method spells it, and only the fields the form shows. */
  function registration(): Registration {
    const login = method === 'email' ? form.values.email.trim() : `+${form.values.phone.replace(/\D/g, '')}`;
    const promoCode = promoOpen || auth.isPromoCodeShownByDefault ? form.values.promo_code.trim() : '';
    return {
      details: {
        login,
        password: form.values.password,
        ...(promoCode ? { promo_code: promoCode } : {}),
        ...(auth.termsCheckbox.isActive ? { terms: consents.terms } : {}),
        ...(auth.notifyCheckbox.isActive ? { notify: consents.notify } : {}),
      },
      character: characters.chosen,
    };
  }

  return (
    <form
      className="auth__form"
      onSubmit={(event) => {
        event.preventDefault();
        void registering.run(registration());
      }}
      noValidate
      aria-label={t('auth.registration.submit')}
    >
      {showTitle ? <h1>{t('auth.signUpPage.title')}</h1> : null}
      <MethodChoice methods={methods} method={method} onChange={setMethod} />
      {method === 'email' ? (
        <TextField label={t('auth.registration.email')} type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
      ) : (
        <TextField
          label={t('auth.registration.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneFormat.mask.replace(/#/g, '_')}
          {...form.field('phone', { mask: phoneFormat.mask })}
        />
      )}
      <PasswordField label={t('auth.registration.password')} autoComplete="new-password" hint={t('auth.registration.passwordHint')} {...form.field('password')} />
      {auth.isPromoCodeShown && !auth.isPromoCodeShownByDefault ? (
        <Checkbox name="promo_toggle" checked={promoOpen} onChange={setPromoOpen}>
          {t('auth.registration.promoToggle')}
        </Checkbox>
      ) : null}
      {promoShown ? <TextField label={t('auth.registration.promo')} autoComplete="off" autoCapitalize="characters" {...form.field('promo_code')} /> : null}
      <CharacterSelect choice={characters} />
      <ConsentCheckboxes auth={auth} consents={consents} />
      <FormError error={registering.error} />
      <Button type="submit" stretched size="l" loading={registering.busy} disabled={registering.busy}>
        {registering.busy ? t('auth.registration.submitting') : t('auth.registration.submit')}
      </Button>
    </form>
  );
}
