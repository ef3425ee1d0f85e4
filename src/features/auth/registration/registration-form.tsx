/**
 * Registration (SPEC §3 auth config, §4, §7 auth.register): by e-mail or phone as the CMS authTypes allow,
 * a password, the promo code (shown, and open by default, as configured; a promo code from the URL is kept),
 * the terms checkbox (must be checked when active) and the notify checkbox, each with its CMS default, and the
 * loyalty character select when the CMS auth config turns it on (isCharacterSelect, with characters enabled):
 * the characters come from loyalty.getcharacters and the choice is saved with loyalty.setcharacter once the
 * player exists; without characters the select is simply not shown.
 * An invalid form sends nothing (SPEC §5).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { string } from 'superstruct';
import { useSnapshot } from 'valtio';
import { getContactPhoneSettings, sendConfirmationToContact, type AccountInfo } from '../../../api/account.ts';
import { chooseCharacter, getCharacters, type LoyaltyCharacter } from '../../../api/loyalty.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../cms/store.ts';
import { useT } from '../../../i18n/index.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';
import { email, password, phone, promo, resolveMessage, truthyCheckbox } from '../../../lib/validation.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { register } from '../../../stores/session-login.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { authFailure } from '../auth-errors.ts';
import { registrationErrors } from './registration-errors.ts';
import { Checkbox } from './checkbox.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import '../auth.css';

type Method = 'email' | 'phone';

interface PhoneFormat {
  code: string;
  mask: string;
  digits: number;
}

/** Uzbekistan until the platform's phone settings answer (account.getContactPhoneSettings). */
const DEFAULT_PHONE: PhoneFormat = { code: '998', mask: '+998 ## ### ## ##', digits: 12 };
const NO_CHARACTERS: readonly LoyaltyCharacter[] = [];

export function RegistrationForm({ onSuccess, showTitle = false }: { onSuccess: (info: AccountInfo) => void; showTitle?: boolean }) {
  const t = useT();
  const { auth, isEnableCharacters } = useSnapshot(cmsState).settings;
  const characterSelect = auth.isCharacterSelect && isEnableCharacters;
  const methods: Method[] = (['email', 'phone'] as const).filter((method) => auth.authTypes.includes(method));
  const available = methods.length > 0 ? methods : (['email'] as Method[]);
  const [method, setMethod] = useState<Method>(available[0] ?? 'email');
  // Both reads are optional: without them the form keeps Uzbekistan's phone mask and shows no character select.
  const phoneSettings = useRead(getContactPhoneSettings, {}, { enabled: methods.includes('phone'), localised: false });
  const characterList = useRead(getCharacters, {}, { enabled: characterSelect });
  const characters = characterList.status === 'ready' ? characterList.data.items : NO_CHARACTERS;
  const [chosenCharacter, setCharacter] = useState<number>();
  const character = chosenCharacter ?? characters[0]?.id;
  const settings = phoneSettings.status === 'ready' ? phoneSettings.data : undefined;
  const phoneFormat = useMemo<PhoneFormat>(() => {
    const country = settings?.countries.find((entry) => entry.country_code === settings.default_country_code);
    return country ? { code: country.phone_code, mask: `+${country.phone_code} ${country.mask}`, digits: country.phone_code.length + country.length } : DEFAULT_PHONE;
  }, [settings]);
  const [promoOpen, setPromoOpen] = useState(auth.isPromoCodeShownByDefault);
  const [terms, setTerms] = useState(auth.termsCheckbox.defaultValue);
  const [notify, setNotify] = useState(auth.notifyCheckbox.defaultValue);
  const [termsError, setTermsError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const fieldsOk = form.submit();
    const termsFailure = auth.termsCheckbox.isActive ? truthyCheckbox(terms) : undefined;
    setTermsError(termsFailure ? resolveMessage(termsFailure, t, cmsState.settings.validation.messages) : undefined);
    if (!fieldsOk || termsFailure) return;
    const login = method === 'email' ? form.values.email.trim() : `+${form.values.phone.replace(/\D/g, '')}`;
    const promoCode = promoOpen || auth.isPromoCodeShownByDefault ? form.values.promo_code.trim() : '';
    setBusy(true);
    try {
      const info = await register({
        login,
        password: form.values.password,
        ...(promoCode ? { promo_code: promoCode } : {}),
        ...(auth.termsCheckbox.isActive ? { terms: terms } : {}),
        ...(auth.notifyCheckbox.isActive ? { notify: notify } : {}),
      });
      if (promoCode) writeStored(STORAGE_KEYS.promoCode, promoCode);
      // The player exists now; a character that cannot be saved is chosen later on the loyalty page.
      if (characterSelect && character !== undefined && characters.some((entry) => entry.id === character)) await chooseCharacter(character).catch(() => undefined);
      // SPEC §2: query register=success is set after registration.
      const url = new URL(window.location.href);
      url.searchParams.set('register', 'success');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      onSuccess(info);
      if (method === 'email' && auth.isConfirmEmailPopup) {
        // SPEC §3 auth config: the confirm-email popup after registration, with a code already on its way.
        await sendConfirmationToContact({ contact: login }).catch(() => undefined);
        writeStored(STORAGE_KEYS.confirmContactSent, true);
        openPopup('confirm-email', { contact: login, sent: true });
      }
    } catch (error) {
      // A refused field (InvalidParameterException with error_data) is marked under that field.
      const refused = registrationErrors(error, { t, validation: cmsState.settings.validation.messages, promoCodeErrors: cmsState.promoCodeErrors, method });
      if (refused) {
        const { login, password: passwordError, promo_code: promoError, terms: termsRefused } = refused.fields;
        if (login) form.setError(method, login);
        if (passwordError) form.setError('password', passwordError);
        if (promoError) {
          setPromoOpen(true);
          form.setError('promo_code', promoError);
        }
        if (termsRefused) setTermsError(termsRefused);
        if (refused.form) setFormError(refused.form);
        return;
      }
      const failure = authFailure(error, t);
      if (failure.field === 'login') form.setError(method, failure.message);
      else setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const promoShown = auth.isPromoCodeShown && (auth.isPromoCodeShownByDefault || promoOpen);

  return (
    <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.registration.submit')}>
      {showTitle ? <h1>{t('auth.signUpPage.title')}</h1> : null}
      {available.length > 1 ? (
        <fieldset className="auth__segments">
          <legend>{t('auth.registration.method')}</legend>
          {available.map((value) => (
            <label key={value} className="auth__segment">
              <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              {t(value === 'email' ? 'auth.registration.byEmail' : 'auth.registration.byPhone')}
            </label>
          ))}
        </fieldset>
      ) : null}
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
      {characterSelect && characters.length > 0 ? (
        <fieldset className="auth__characters">
          <legend>{t('auth.registration.character')}</legend>
          {characters.map((entry) => (
            <label key={entry.id} className="auth__character">
              <input type="radio" name="character" value={entry.id} checked={character === entry.id} onChange={() => setCharacter(entry.id)} />
              {entry.image ? <img src={entry.image} alt="" width={56} height={56} loading="lazy" /> : null}
              <span>{entry.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {auth.termsCheckbox.isActive ? (
        <Checkbox
          name="terms"
          checked={terms}
          error={termsError}
          onChange={(checked) => {
            setTerms(checked);
            if (checked) setTermsError(undefined);
          }}
        >
          {t('auth.registration.terms')}
        </Checkbox>
      ) : null}
      {auth.notifyCheckbox.isActive ? (
        <Checkbox name="notify" checked={notify} onChange={setNotify}>
          {t('auth.registration.notify')}
        </Checkbox>
      ) : null}
      {formError ? (
        <p className="auth__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" stretched size="l" loading={busy} disabled={busy}>
        {busy ? t('auth.registration.submitting') : t('auth.registration.submit')}
      </Button>
    </form>
  );
}
