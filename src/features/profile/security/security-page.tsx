/**
 * Security (SPEC §2 /profile/security): change the password (SPEC §5 password rules, new equal to its repeat)
 * and turn two-factor on or off: account.changeTwoFactorAuth sends a code, account.confirmTwoFactorAuth
 * takes it (SPEC §8 messages). Shown when the CMS enables two-factor (SPEC §3 feature settings).
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../../api/errors.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { password, passwordRepeat, required, twoFactorCode } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField, ResendCode } from '../../../ui/code-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCountdown } from '../../../ui/use-countdown.ts';
import { useForm } from '../../../ui/use-form.ts';
import { askTwoFactorCode, confirmTwoFactor, savePassword } from '../profile-data.ts';
import { ProfileFrame } from '../profile-frame.tsx';
import { SaveMessage } from '../save-message.tsx';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

function ChangePassword() {
  const t = useT();
  const form = useForm(
    { old_password: '', new_password: '', repeat: '' },
    { old_password: (value) => required(value), new_password: (value) => password(value), repeat: (value, values) => passwordRepeat(value, values.new_password) },
  );
  const change = useWrite({
    validate: form.submit,
    run: () => savePassword(form.values.old_password, form.values.new_password),
    done: () => {
      form.reset({ old_password: '', new_password: '', repeat: '' });
      return t('profile.security.passwordChanged');
    },
    fail: (error) => {
      if (isApiError(error) && error.fieldKey('old_password') === 'WRONG_PASSWORD') form.setError('old_password', t('profile.security.wrongOld'));
      else if (isApiError(error) && error.fieldKey('new_password') === 'SAME_AS_OLD') form.setError('new_password', t('profile.security.sameAsOld'));
      else return isApiError(error) && error.kind === 'network' ? t('errors.network') : t('auth.errors.generic');
      return null;
    },
  });

  return (
    <form className="profile__form" onSubmit={change.submit} noValidate aria-label={t('profile.security.password')}>
      <h2>{t('profile.security.password')}</h2>
      <PasswordField label={t('profile.security.oldPassword')} autoComplete="current-password" {...form.field('old_password')} />
      <PasswordField label={t('profile.security.newPassword')} autoComplete="new-password" hint={t('auth.registration.passwordHint')} {...form.field('new_password')} />
      <PasswordField label={t('profile.security.repeatPassword')} autoComplete="new-password" {...form.field('repeat')} />
      <SaveMessage error={change.error} ok={change.ok} />
      <Button type="submit" loading={change.busy} disabled={change.busy}>
        {t('profile.security.changePassword')}
      </Button>
    </form>
  );
}

/** SPEC §8 two-factor messages for a refused code. */
function codeRefusal(error: unknown): 'auth.errors.codeExpired' | 'auth.errors.codeLength' | 'auth.errors.codeInvalid' {
  const text = isApiError(error) ? error.message : '';
  return /time expired/i.test(text) ? 'auth.errors.codeExpired' : /6 digits/i.test(text) ? 'auth.errors.codeLength' : 'auth.errors.codeInvalid';
}

function TwoFactor() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const enabled = info?.two_factor_auth === true;
  /** The change asked for, with when another code may be asked for. */
  const [pending, setPending] = useState<{ enable: boolean; resendAt: number }>();
  const form = useForm({ code: '' }, { code: (value) => twoFactorCode(value) });
  const left = useCountdown(pending?.resendAt);
  const ask = useWrite<boolean, number>({
    run: askTwoFactorCode,
    done: (seconds, enable) => {
      setPending({ enable, resendAt: Date.now() + seconds * 1000 });
      return undefined;
    },
    fail: () => t('auth.errors.generic'),
  });
  const confirm = useWrite({
    validate: form.submit,
    run: () => confirmTwoFactor(form.values.code),
    done: () => {
      const now = pending?.enable ?? !enabled;
      setPending(undefined);
      form.reset({ code: '' });
      return now ? t('profile.security.enabled') : t('profile.security.disabled');
    },
    fail: (error) => {
      form.setError('code', t(codeRefusal(error)));
      return null;
    },
  });
  const askFor = (enable: boolean) => {
    confirm.reset();
    void ask.run(enable);
  };
  const busy = ask.busy || confirm.busy;

  return (
    <section className="profile__card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('profile.security.twoFactor')}</h2>
      <p className="profile__text" data-testid="two-factor-state">
        {enabled ? t('profile.security.twoFactorOn') : t('profile.security.twoFactorOff')}
      </p>
      {pending ? (
        <form
          className="profile__form"
          onSubmit={(event) => {
            ask.reset();
            confirm.submit(event);
          }}
          noValidate
          aria-label={t('profile.security.confirm')}
        >
          <p className="profile__text">{t('profile.security.codeText', { login: info?.login ?? '' })}</p>
          <CodeField label={t('profile.security.code')} form={form} name="code" />
          <Button type="submit" loading={busy} disabled={busy}>
            {t('profile.security.confirm')}
          </Button>
          <ResendCode left={left} waitText={t('auth.twoFactor.resendIn', { seconds: left })} label={t('auth.twoFactor.resend')} className="profile__text" onResend={() => askFor(pending.enable)} />
        </form>
      ) : (
        <Button variant={enabled ? 'secondary' : 'primary'} loading={busy} disabled={busy} onClick={() => askFor(!enabled)}>
          {enabled ? t('profile.security.disable') : t('profile.security.enable')}
        </Button>
      )}
      <SaveMessage error={ask.error ?? confirm.error} ok={confirm.ok} />
    </section>
  );
}

export default function SecurityPage() {
  const t = useT();
  const { twoFactor } = useSnapshot(cmsState).settings;
  return (
    <ProfileFrame title={t('profile.security.title')}>
      <section className="profile__card">
        <ChangePassword />
      </section>
      {twoFactor.isEnabled ? <TwoFactor /> : <p className="profile__text">{t('profile.security.disabledByOperator')}</p>}
    </ProfileFrame>
  );
}
