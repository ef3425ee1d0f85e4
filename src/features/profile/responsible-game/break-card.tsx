/**
 * A time-out or self-exclusion (SPEC §2 /profile/responsible-game), confirmed by what the account has (break-proof.ts):
 * the password where there is one; in Telegram the current launch, with nothing to type; otherwise a code sent to the
 * confirmed contact. The player confirms once more with the date it ends, and is then signed out.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { platform } from '../../../../platform/index.ts';
import { sendGamingBreakCode, setGamingBreak } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { BREAK_DAYS as BREAKS } from '../../../api/responsible-gaming.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { code, required } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { signOut } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';
import { breakMode, breakRefusal, type BreakMode } from './break-proof.ts';

function useBreakForm(mode: BreakMode) {
  return useForm(
    { password: '', code: '' },
    { password: (value) => (mode === 'password' ? required(value) : undefined), code: (value) => (mode === 'code' ? code(value) : undefined) },
  );
}

/** The code step of a break for an account without a password: send, then type what arrived. */
function BreakCodeField({ form, onSent }: { form: ReturnType<typeof useBreakForm>; onSent: (text: string) => void }) {
  const t = useT();
  // Once sent, the sentence stays while a later send runs or fails (that one says why in the card).
  const [sent, setSent] = useState<string>();
  const send = useWrite({
    run: () => sendGamingBreakCode({}),
    done: (answer) => {
      setSent(t('profile.responsible.breakCodeSent', { contact: answer.contact }));
      onSent('');
      return undefined;
    },
    fail: (failure) => {
      const wait = isApiError(failure) && failure.is('TooManyRequestsException') ? failure.fieldKey('resend_time') : undefined;
      onSent(wait ? t('profile.responsible.breakCodeWait', { seconds: wait }) : isApiError(failure) && failure.kind === 'network' ? t('errors.network') : t('auth.errors.generic'));
      return null;
    },
  });
  return (
    <>
      <p className="profile__text">{sent ?? t('profile.responsible.breakCodeNote')}</p>
      <Button variant="secondary" loading={send.busy} disabled={send.busy} onClick={() => void send.run()}>
        {t('profile.responsible.breakSendCode')}
      </Button>
      {sent ? <CodeField label={t('profile.responsible.breakCode')} form={form} name="code" /> : null}
    </>
  );
}

export function BreakCard({ proofs }: { proofs: readonly string[] | undefined }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<'timeout' | 'self_exclusion'>('timeout');
  const [days, setDays] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const [codeNote, setCodeNote] = useState<string>();
  const initData = platform().telegramSignIn?.payload;
  const mode = breakMode(proofs, initData);
  const form = useBreakForm(mode);
  const label = (value: number) => (value >= 365 ? t('profile.responsible.years', { years: Math.round(value / 365) }) : value >= 30 && value % 30 === 0 ? t('profile.responsible.months', { months: value / 30 }) : t('profile.responsible.days', { days: value }));
  const until = formatDate(Date.now() + Number(days) * 86_400_000);
  const start = useWrite({
    run: () => {
      const proof = mode === 'password' ? { password: form.values.password } : mode === 'telegram' ? { init_data: initData ?? '' } : mode === 'code' ? { code: form.values.code } : {};
      return setGamingBreak({ kind, days: Number(days), ...proof });
    },
    done: async () => {
      await signOut();
      navigate(href('home'));
      return undefined;
    },
    fail: (failure) => {
      setConfirming(false);
      const refusal = breakRefusal(failure);
      if ('field' in refusal) {
        form.setError(refusal.field, refusal.field === 'password' ? t('profile.security.wrongOld') : t('profile.responsible.breakCodeWrong'));
        return null;
      }
      if (refusal.key === 'network') return t('errors.network');
      if (refusal.key === 'generic') return t('auth.errors.generic');
      return t(`profile.responsible.${refusal.key}`);
    },
  });

  return (
    <section className="profile__card">
      <h2>{t('profile.responsible.breakTitle')}</h2>
      <p className="profile__text">{t('profile.responsible.breakText')}</p>
      <form
        className="profile__form"
        noValidate
        aria-label={t('profile.responsible.breakTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          if (mode !== 'reopen' && form.submit()) setConfirming(true);
        }}
      >
        <Select
          label={t('profile.responsible.breakTitle')}
          name="break_kind"
          value={kind}
          onChange={(value) => {
            const next = value === 'self_exclusion' ? 'self_exclusion' : 'timeout';
            setKind(next);
            setDays(String(BREAKS[next][0]));
          }}
          options={[
            { value: 'timeout', label: t('profile.responsible.timeout') },
            { value: 'self_exclusion', label: t('profile.responsible.selfExclusion') },
          ]}
        />
        <Select label={t('profile.responsible.period')} name="break_days" value={days} onChange={setDays} options={BREAKS[kind].map((value) => ({ value: String(value), label: label(value) }))} />
        {mode === 'password' ? <PasswordField label={t('profile.responsible.breakPassword')} autoComplete="current-password" {...form.field('password')} /> : null}
        {mode === 'telegram' ? <p className="profile__text">{t('profile.responsible.breakTelegramNote')}</p> : null}
        {mode === 'session' ? <p className="profile__text">{t('profile.responsible.breakSessionNote')}</p> : null}
        {mode === 'code' ? (
          <BreakCodeField
            form={form}
            onSent={(text) => {
              start.reset();
              setCodeNote(text || undefined);
            }}
          />
        ) : null}
        {mode === 'reopen' ? <p className="profile__text" role="status">{t('profile.responsible.breakReopen')}</p> : null}
        <SaveMessage error={start.error ?? codeNote} />
        {confirming ? (
          <div role="alertdialog" aria-label={t('profile.responsible.breakTitle')} className="profile__card">
            <p>{t('profile.responsible.breakConfirm', { until })}</p>
            <div className="profile__row">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('profile.responsible.breakNo')}
              </Button>
              <Button
                loading={start.busy}
                disabled={start.busy}
                onClick={() => {
                  setCodeNote(undefined);
                  void start.run();
                }}
              >
                {t('profile.responsible.breakYes')}
              </Button>
            </div>
          </div>
        ) : mode === 'reopen' ? null : (
          <Button type="submit" variant="secondary">
            {t('profile.responsible.breakStart')}
          </Button>
        )}
      </form>
    </section>
  );
}
