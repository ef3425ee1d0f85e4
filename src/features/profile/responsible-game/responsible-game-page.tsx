/**
 * Responsible gaming (SPEC §2 /profile/responsible-game, §3 Deposit limit): the deposit limit with its
 * available_amount, limit_amount, period and expired_at, editable when can_edit (a decrease applies at once,
 * an increase after 24 hours, shown as pending); the reality-check reminder interval; a time-out or
 * self-exclusion, confirmed by what the account has (break-proof.ts), after which the player is signed out.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { getDepositLimit, getResponsibleGaming, sendGamingBreakCode, setDepositLimit, setGamingBreak, setRealityCheck, type DepositLimit, type ResponsibleGaming } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { joinReads, setReadData, useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { code, required, sum } from '../../../lib/validation.ts';
import { platform } from '../../../../platform/index.ts';
import { signOut } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { Loaded, Message, ProfileFrame, Select } from '../parts.tsx';
import { breakMode, breakRefusal, type BreakMode } from './break-proof.ts';
import { useSubmit } from '../use-submit.ts';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

type Period = DepositLimit['period'];
const PERIODS: readonly Period[] = ['day', 'week', 'month', 'none'];
/** The largest limit the form accepts (major units); the platform may refuse less. */
const LIMIT_MAX = 1_000_000_000;

function DepositLimitCard({ limit, onSaved }: { limit: DepositLimit; onSaved: (limit: DepositLimit) => void }) {
  const t = useT();
  const currency = limit.limit_amount?.currency ?? limit.available_amount?.currency ?? 'UZS';
  const [period, setPeriod] = useState<Period>(limit.period === 'none' ? 'day' : limit.period);
  const form = useForm({ amount: limit.limit_amount ? String(limit.limit_amount.amount) : '' }, { amount: (value) => (period === 'none' ? undefined : sum(value, { min: 1, max: LIMIT_MAX, format: (amount) => formatMoney(amount, currency) })) });
  const periodName = (value: Period | null | undefined) => t(`profile.responsible.periods.${value ?? 'none'}`);
  const { busy, message, submit } = useSubmit({
    validate: form.submit,
    run: async () => {
      const next = await setDepositLimit({ period, amount: period === 'none' ? null : Number(form.values.amount.replace(/,/g, '')) });
      onSaved(next);
      return { ok: next.pending_at ? t('profile.responsible.limitPending') : t('profile.responsible.limitSaved') };
    },
    fail: (error) => ({ error: isApiError(error) && error.kind === 'network' ? t('errors.network') : t('profile.responsible.cannotEdit') }),
  });

  return (
    <section className="profile__card" aria-labelledby="deposit-limit-title">
      <h2 id="deposit-limit-title">{t('profile.responsible.limitTitle')}</h2>
      <div data-testid="deposit-limit">
        {limit.limit_amount && limit.period !== 'none' ? (
          <>
            <p className="profile__text">{t('profile.responsible.limit', { amount: formatMoney(limit.limit_amount.amount, limit.limit_amount.currency), period: periodName(limit.period) })}</p>
            {limit.available_amount ? <p className="profile__text">{t('profile.responsible.available', { amount: formatMoney(limit.available_amount.amount, limit.available_amount.currency) })}</p> : null}
            {limit.expired_at ? <p className="profile__text">{t('profile.responsible.until', { date: formatDate(limit.expired_at) })}</p> : null}
          </>
        ) : (
          <p className="profile__text">{t('profile.responsible.noLimit')}</p>
        )}
        {limit.pending_at ? (
          <p className="profile__text">
            {t('profile.responsible.pending', {
              amount: limit.pending_limit_amount ? formatMoney(limit.pending_limit_amount.amount, limit.pending_limit_amount.currency) : '—',
              period: periodName(limit.pending_period),
              date: formatDate(limit.pending_at),
            })}
          </p>
        ) : null}
      </div>
      {limit.can_edit ? (
        <form className="profile__form" onSubmit={submit} noValidate aria-label={t('profile.responsible.setLimit')}>
          <Select label={t('profile.responsible.period')} name="period" value={period} onChange={(value) => setPeriod(value as Period)} options={PERIODS.map((value) => ({ value, label: periodName(value) }))} />
          {period !== 'none' ? <TextField label={t('profile.responsible.amount')} inputMode="numeric" {...form.field('amount')} /> : null}
          <Message {...message} />
          <Button type="submit" loading={busy} disabled={busy}>
            {t('profile.responsible.setLimit')}
          </Button>
        </form>
      ) : (
        <p className="profile__text">{t('profile.responsible.cannotEdit')}</p>
      )}
    </section>
  );
}

const REALITY_OPTIONS = [0, 15, 30, 60, 120] as const;

function RealityCheckCard({ settings, onSaved }: { settings: ResponsibleGaming; onSaved: (next: ResponsibleGaming) => void }) {
  const t = useT();
  const [minutes, setMinutes] = useState(String(settings.reality_check_minutes ?? 0));
  const { busy, message, submit } = useSubmit({
    run: async () => {
      const saved = await setRealityCheck({ minutes: Number(minutes) });
      // The platform answers the new settings: every read of them (the session's reality-check reminder too)
      // follows at once.
      setReadData(getResponsibleGaming, {}, saved);
      onSaved(saved);
      return { ok: t('profile.responsible.realitySaved') };
    },
    fail: () => ({ error: t('auth.errors.generic') }),
  });
  return (
    <section className="profile__card">
      <h2>{t('profile.responsible.realityTitle')}</h2>
      <p className="profile__text">{t('profile.responsible.realityText')}</p>
      <form className="profile__form" onSubmit={submit} aria-label={t('profile.responsible.realityTitle')}>
        <Select
          label={t('profile.responsible.realityTitle')}
          name="reality_check"
          value={minutes}
          onChange={setMinutes}
          options={REALITY_OPTIONS.map((value) => ({ value: String(value), label: value === 0 ? t('profile.responsible.realityOff') : t('profile.responsible.realityMinutes', { minutes: value }) }))}
        />
        <Message {...message} />
        <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
          {t('profile.responsible.realitySave')}
        </Button>
      </form>
    </section>
  );
}

const BREAKS = { timeout: [1, 7, 30], self_exclusion: [180, 365, 1825] } as const;

/** The code step of a break for an account without a password: send, then type what arrived. */
function BreakCodeField({ form, onSent }: { form: ReturnType<typeof useBreakForm>; onSent: (text: string) => void }) {
  const t = useT();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      const answer = await sendGamingBreakCode({});
      setSent(t('profile.responsible.breakCodeSent', { contact: answer.contact }));
      onSent('');
    } catch (failure) {
      const wait = isApiError(failure) && failure.is('TooManyRequestsException') ? failure.fieldKey('resend_time') : undefined;
      onSent(wait ? t('profile.responsible.breakCodeWait', { seconds: wait }) : isApiError(failure) && failure.kind === 'network' ? t('errors.network') : t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <p className="profile__text">{sent ?? t('profile.responsible.breakCodeNote')}</p>
      <Button variant="secondary" loading={busy} disabled={busy} onClick={() => void send()}>
        {t('profile.responsible.breakSendCode')}
      </Button>
      {sent ? <CodeField label={t('profile.responsible.breakCode')} form={form} name="code" /> : null}
    </>
  );
}

function useBreakForm(mode: BreakMode) {
  return useForm(
    { password: '', code: '' },
    { password: (value) => (mode === 'password' ? required(value) : undefined), code: (value) => (mode === 'code' ? code(value) : undefined) },
  );
}

/**
 * A time-out or self-exclusion, confirmed by what the account has (break-proof.ts): the password where there is one;
 * in Telegram the current launch, with nothing to type; otherwise a code sent to the confirmed contact.
 */
function BreakCard({ proofs }: { proofs: readonly string[] | undefined }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<'timeout' | 'self_exclusion'>('timeout');
  const [days, setDays] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const initData = platform().telegramSignIn?.payload;
  const mode = breakMode(proofs, initData);
  const form = useBreakForm(mode);
  const label = (value: number) => (value >= 365 ? t('profile.responsible.years', { years: Math.round(value / 365) }) : value >= 30 && value % 30 === 0 ? t('profile.responsible.months', { months: value / 30 }) : t('profile.responsible.days', { days: value }));
  const until = formatDate(Date.now() + Number(days) * 86_400_000);

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      const proof = mode === 'password' ? { password: form.values.password } : mode === 'telegram' ? { init_data: initData ?? '' } : mode === 'code' ? { code: form.values.code } : {};
      await setGamingBreak({ kind, days: Number(days), ...proof });
      await signOut();
      navigate(href('home'));
    } catch (failure) {
      setConfirming(false);
      const refusal = breakRefusal(failure);
      if ('field' in refusal) form.setError(refusal.field, refusal.field === 'password' ? t('profile.security.wrongOld') : t('profile.responsible.breakCodeWrong'));
      else if (refusal.key === 'network') setError(t('errors.network'));
      else if (refusal.key === 'generic') setError(t('auth.errors.generic'));
      else setError(t(`profile.responsible.${refusal.key}`));
    } finally {
      setBusy(false);
    }
  }

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
        {mode === 'code' ? <BreakCodeField form={form} onSent={(text) => setError(text || undefined)} /> : null}
        {mode === 'reopen' ? <p className="profile__text" role="status">{t('profile.responsible.breakReopen')}</p> : null}
        <Message error={error} />
        {confirming ? (
          <div role="alertdialog" aria-label={t('profile.responsible.breakTitle')} className="profile__card">
            <p>{t('profile.responsible.breakConfirm', { until })}</p>
            <div className="profile__row">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('profile.responsible.breakNo')}
              </Button>
              <Button loading={busy} disabled={busy} onClick={() => void start()}>
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

export default function ResponsibleGamePage() {
  const t = useT();
  const load = joinReads(useRead(getDepositLimit, {}, { localised: false }), useRead(getResponsibleGaming, {}, { localised: false }));
  return (
    <ProfileFrame title={t('profile.responsible.title')}>
      <p className="profile__text">{t('profile.responsible.intro')}</p>
      <Loaded load={load}>
        {([limit, settings]) => (
          <>
            {/* The platform answers each change with the new value: it replaces what the page read. */}
            <DepositLimitCard limit={limit} onSaved={(next) => setReadData(getDepositLimit, {}, next)} />
            <RealityCheckCard settings={settings} onSaved={(next) => setReadData(getResponsibleGaming, {}, next)} />
            <BreakCard proofs={settings.break_proofs} />
          </>
        )}
      </Loaded>
    </ProfileFrame>
  );
}
