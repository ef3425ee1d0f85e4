/**
 * Security (SPEC §2 /profile/security): change the password (SPEC §5 password rules, new equal to its repeat)
 * and turn two-factor on or off: account.changeTwoFactorAuth sends a code, account.confirmTwoFactorAuth
 * takes it (SPEC §8 messages). Shown when the CMS enables two-factor (SPEC §3 feature settings).
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { changePassword, changeTwoFactorAuth, confirmTwoFactorAuth } from '../../../api/account.ts';
import { expectOne } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { cmsState } from '../../../cms/store.ts';
import { useT } from '../../../i18n/index.ts';
import { password, passwordRepeat, required, twoFactorCode } from '../../../lib/validation.ts';
import { refreshAccount, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCountdown } from '../../../ui/use-countdown.ts';
import { useForm } from '../../../ui/use-form.ts';
import { Message, ProfileFrame } from '../parts.tsx';
import { useSubmit } from '../use-submit.ts';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

function ChangePassword() {
  const t = useT();
  const form = useForm(
    { old_password: '', new_password: '', repeat: '' },
    { old_password: (value) => required(value), new_password: (value) => password(value), repeat: (value, values) => passwordRepeat(value, values.new_password) },
  );
  const { busy, message, submit } = useSubmit({
    validate: form.submit,
    run: async () => {
      expectOne('account.changepassword', await changePassword({ old_password: form.values.old_password, new_password: form.values.new_password }));
      form.reset({ old_password: '', new_password: '', repeat: '' });
      return { ok: t('profile.security.passwordChanged') };
    },
    fail: (error) => {
      if (isApiError(error) && error.fieldKey('old_password') === 'WRONG_PASSWORD') form.setError('old_password', t('profile.security.wrongOld'));
      else if (isApiError(error) && error.fieldKey('new_password') === 'SAME_AS_OLD') form.setError('new_password', t('profile.security.sameAsOld'));
      else return { error: isApiError(error) && error.kind === 'network' ? t('errors.network') : t('auth.errors.generic') };
      return undefined;
    },
  });

  return (
    <form className="profile__form" onSubmit={submit} noValidate aria-label={t('profile.security.password')}>
      <h2>{t('profile.security.password')}</h2>
      <PasswordField label={t('profile.security.oldPassword')} autoComplete="current-password" {...form.field('old_password')} />
      <PasswordField label={t('profile.security.newPassword')} autoComplete="new-password" hint={t('auth.registration.passwordHint')} {...form.field('new_password')} />
      <PasswordField label={t('profile.security.repeatPassword')} autoComplete="new-password" {...form.field('repeat')} />
      <Message {...message} />
      <Button type="submit" loading={busy} disabled={busy}>
        {t('profile.security.changePassword')}
      </Button>
    </form>
  );
}

function TwoFactor() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const enabled = info?.two_factor_auth === true;
  const [pending, setPending] = useState<{ enable: boolean; resendAt: number }>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error?: string; ok?: string }>({});
  const form = useForm({ code: '' }, { code: (value) => twoFactorCode(value) });
  const left = useCountdown(pending?.resendAt);

  async function request(enable: boolean) {
    setMessage({});
    setBusy(true);
    try {
      const challenge = await changeTwoFactorAuth({ enable: enable ? 1 : 0 });
      setPending({ enable, resendAt: Date.now() + challenge.resend_time * 1000 });
    } catch (error) {
      const wait = isApiError(error) ? Number(error.fieldKey('resend_time')) : NaN;
      // SPEC §8 'Resend time is N': the code already sent is still good.
      if (Number.isFinite(wait)) setPending({ enable, resendAt: Date.now() + wait * 1000 });
      else setMessage({ error: t('auth.errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setMessage({});
    if (!form.submit()) return;
    setBusy(true);
    try {
      expectOne('account.confirmTwoFactorAuth', await confirmTwoFactorAuth({ code: form.values.code }));
      const now = pending?.enable ?? !enabled;
      setPending(undefined);
      form.reset({ code: '' });
      await refreshAccount();
      setMessage({ ok: now ? t('profile.security.enabled') : t('profile.security.disabled') });
    } catch (error) {
      const text = isApiError(error) ? error.message : '';
      form.setError('code', /time expired/i.test(text) ? t('auth.errors.codeExpired') : /6 digits/i.test(text) ? t('auth.errors.codeLength') : t('auth.errors.codeInvalid'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="profile__card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('profile.security.twoFactor')}</h2>
      <p className="profile__text" data-testid="two-factor-state">
        {enabled ? t('profile.security.twoFactorOn') : t('profile.security.twoFactorOff')}
      </p>
      {pending ? (
        <form className="profile__form" onSubmit={(event) => void confirm(event)} noValidate aria-label={t('profile.security.confirm')}>
          <p className="profile__text">{t('profile.security.codeText', { login: info?.login ?? '' })}</p>
          <CodeField label={t('profile.security.code')} form={form} name="code" />
          <Button type="submit" loading={busy} disabled={busy}>
            {t('profile.security.confirm')}
          </Button>
          {left > 0 ? (
            <p className="profile__text">{t('auth.twoFactor.resendIn', { seconds: left })}</p>
          ) : (
            <Button variant="plain" onClick={() => void request(pending.enable)}>
              {t('auth.twoFactor.resend')}
            </Button>
          )}
        </form>
      ) : (
        <Button variant={enabled ? 'secondary' : 'primary'} loading={busy} disabled={busy} onClick={() => void request(!enabled)}>
          {enabled ? t('profile.security.disable') : t('profile.security.enable')}
        </Button>
      )}
      <Message {...message} />
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
