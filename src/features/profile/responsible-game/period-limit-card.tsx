/**
 * A limit over a rolling period as the platform answers it (SPEC §3 Deposit limit's fields: available_amount,
 * limit_amount, period, expired_at, can_edit, and the pending change): the deposit limit and the loss limit
 * (decision 032) are both this card. A decrease applies at once; an increase or removal after 24 hours, shown as
 * pending with the moment it takes effect.
 */
import { useState } from 'react';
import type { DepositLimit, SetDepositLimitParams } from '../../../api/account.ts';
import type { Money } from '../../../api/common.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { sum } from '../../../lib/validation.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';
import '../../../i18n/texts/play-limits.ts';

type Period = DepositLimit['period'];
const PERIODS: readonly Period[] = ['day', 'week', 'month', 'none'];
/** The largest limit the form accepts (major units); the platform may refuse less. */
const LIMIT_MAX = 1_000_000_000;

/** What tells one card's controls from another's on the same page (a screen reader lists them by these names). */
export interface LimitCardWords {
  title: string;
  intro?: string | undefined;
  period: string;
  amount: string;
  save: string;
  saved: string;
  pending: string;
  failed: string;
}

export interface PeriodLimitCardProps<T> {
  /** The card's test id and the prefix of its heading's id. */
  id: string;
  words: LimitCardWords;
  limit: DepositLimit;
  /** What the period has used (the loss limit's net loss). */
  used?: Money | null | undefined;
  save: (params: SetDepositLimitParams) => Promise<T>;
  /** True when the platform's answer holds a change waiting its 24 hours. */
  isPending: (answer: T) => boolean;
  onSaved: (answer: T) => void;
}

export function PeriodLimitCard<T>({ id, words, limit, used, save, isPending, onSaved }: PeriodLimitCardProps<T>) {
  const t = useT();
  const currency = limit.limit_amount?.currency ?? limit.available_amount?.currency ?? 'UZS';
  const [period, setPeriod] = useState<Period>(limit.period === 'none' ? 'day' : limit.period);
  const form = useForm({ amount: limit.limit_amount ? String(limit.limit_amount.amount) : '' }, { amount: (value) => (period === 'none' ? undefined : sum(value, { min: 1, max: LIMIT_MAX, format: (amount) => formatMoney(amount, currency) })) });
  const periodName = (value: Period | null | undefined) => t(`profile.responsible.periods.${value ?? 'none'}`);
  const write = useWrite({
    validate: form.submit,
    run: () => save({ period, amount: period === 'none' ? null : Number(form.values.amount.replace(/,/g, '')) }),
    done: (next) => {
      onSaved(next);
      return isPending(next) ? words.pending : words.saved;
    },
    fail: (error) => (isApiError(error) && error.kind === 'network' ? t('errors.network') : words.failed),
  });

  return (
    <section className="profile__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      {words.intro ? <p className="profile__text">{words.intro}</p> : null}
      <div data-testid={id}>
        {limit.limit_amount && limit.period !== 'none' ? (
          <>
            <p className="profile__text">{t('profile.responsible.limit', { amount: formatMoney(limit.limit_amount.amount, limit.limit_amount.currency), period: periodName(limit.period) })}</p>
            {used ? <p className="profile__text">{t('playLimits.used', { amount: formatMoney(used.amount, used.currency) })}</p> : null}
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
              // The moment, not only the day: the change waits 24 hours from when it was asked for.
              date: formatDateTime(limit.pending_at, t('playLimits.at')),
            })}
          </p>
        ) : null}
      </div>
      {limit.can_edit ? (
        <form className="profile__form" onSubmit={write.submit} noValidate aria-label={words.save}>
          <Select label={words.period} name="period" value={period} onChange={(value) => setPeriod(value as Period)} options={PERIODS.map((value) => ({ value, label: periodName(value) }))} />
          {period !== 'none' ? <TextField label={words.amount} inputMode="numeric" {...form.field('amount')} /> : null}
          <SaveMessage error={write.error} ok={write.ok} />
          <Button type="submit" loading={write.busy} disabled={write.busy}>
            {words.save}
          </Button>
        </form>
      ) : (
        <p className="profile__text">{t('profile.responsible.cannotEdit')}</p>
      )}
    </section>
  );
}
