/**
 * The deposit limit (SPEC §3 Deposit limit): available_amount, limit_amount, period and expired_at, editable when
 * can_edit; a decrease applies at once, an increase after 24 hours, shown as pending.
 */
import { useState } from 'react';
import { setDepositLimit, type DepositLimit } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { sum } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';

type Period = DepositLimit['period'];
const PERIODS: readonly Period[] = ['day', 'week', 'month', 'none'];
/** The largest limit the form accepts (major units); the platform may refuse less. */
const LIMIT_MAX = 1_000_000_000;

export function DepositLimitCard({ limit, onSaved }: { limit: DepositLimit; onSaved: (limit: DepositLimit) => void }) {
  const t = useT();
  const currency = limit.limit_amount?.currency ?? limit.available_amount?.currency ?? 'UZS';
  const [period, setPeriod] = useState<Period>(limit.period === 'none' ? 'day' : limit.period);
  const form = useForm({ amount: limit.limit_amount ? String(limit.limit_amount.amount) : '' }, { amount: (value) => (period === 'none' ? undefined : sum(value, { min: 1, max: LIMIT_MAX, format: (amount) => formatMoney(amount, currency) })) });
  const periodName = (value: Period | null | undefined) => t(`profile.responsible.periods.${value ?? 'none'}`);
  const save = useWrite({
    validate: form.submit,
    run: () => setDepositLimit({ period, amount: period === 'none' ? null : Number(form.values.amount.replace(/,/g, '')) }),
    done: (next) => {
      onSaved(next);
      return next.pending_at ? t('profile.responsible.limitPending') : t('profile.responsible.limitSaved');
    },
    fail: (error) => (isApiError(error) && error.kind === 'network' ? t('errors.network') : t('profile.responsible.cannotEdit')),
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
        <form className="profile__form" onSubmit={save.submit} noValidate aria-label={t('profile.responsible.setLimit')}>
          <Select label={t('profile.responsible.period')} name="period" value={period} onChange={(value) => setPeriod(value as Period)} options={PERIODS.map((value) => ({ value, label: periodName(value) }))} />
          {period !== 'none' ? <TextField label={t('profile.responsible.amount')} inputMode="numeric" {...form.field('amount')} /> : null}
          <SaveMessage error={save.error} ok={save.ok} />
          <Button type="submit" loading={save.busy} disabled={save.busy}>
            {t('profile.responsible.setLimit')}
          </Button>
        </form>
      ) : (
        <p className="profile__text">{t('profile.responsible.cannotEdit')}</p>
      )}
    </section>
  );
}
