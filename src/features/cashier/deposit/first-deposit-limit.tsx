/**
 * UKGC RTS 12 (from October 2025; decision 010): at a player's first deposit the cashier asks them to set a deposit
 * limit (24 hours, 7 days or a month, any amount) or to skip. The limit is the responsible-gaming one
 * (account.setDepositLimit, the same as /profile/responsible-game); the page's deposit limit read is replaced by
 * the platform's answer, so the deposit form's bounds follow at once. Beside it, a loss limit over the same period
 * and a stake limit may be set (decision 032), each optional.
 */
import { useEffect, useRef, useState } from 'react';
import type { DepositLimit, SetDepositLimitParams } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { sum } from '../../../lib/validation.ts';
import { AmountField, parseAmount } from '../../../ui/amount-field.tsx';
import { Button } from '../../../ui/button.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { showMoney } from '../amount.ts';
import { saveFirstLimits } from '../cashier-data.ts';
import { FormMessage } from '../cashier-fields.tsx';
import '../../../i18n/texts/cashier.first-limit.ts';
import '../../../i18n/texts/play-limits.ts';

const PERIODS = ['day', 'week', 'month'] as const;
/** The largest limit the form accepts (major units); the platform may refuse less. */
const LIMIT_MAX = 1_000_000_000;

export function FirstDepositLimit({ currency, onSet, onSkip }: { currency: string; onSet: (limit: DepositLimit) => void; onSkip: () => void }) {
  const t = useT();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('day');
  const heading = useRef<HTMLHeadingElement>(null);
  const limitRule = (value: string) => sum(value, { min: 1, max: LIMIT_MAX, format: (amount) => showMoney(amount, currency) });
  const optional = (value: string) => (value.trim() === '' ? undefined : limitRule(value));
  const form = useForm({ amount: '', loss: '', stake: '' }, { amount: limitRule, loss: optional, stake: optional });
  const save = useWrite<SetDepositLimitParams, DepositLimit>({
    validate: form.submit,
    run: (params) => saveFirstLimits(params, parseAmount(form.values.loss), parseAmount(form.values.stake)),
    done: (saved) => {
      onSet(saved);
      return undefined;
    },
    fail: (error) => (isApiError(error) && error.kind === 'network' ? t('errors.network') : t('cashier.firstLimit.failed')),
  });

  // The step replaces the form: focus moves to its title so a screen reader starts there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="cashier-card cashier-first-limit" aria-labelledby="first-limit-title" data-testid="first-deposit-limit">
      <h2 id="first-limit-title" ref={heading} tabIndex={-1}>
        {t('cashier.firstLimit.title')}
      </h2>
      <p className="cashier__text">{t('cashier.firstLimit.text')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // An amount that does not parse fails the sum rule: validate stops it before anything is sent.
          void save.run({ period, amount: parseAmount(form.values.amount) ?? 0 });
        }}
      >
        <fieldset className="cashier-segments">
          <legend>{t('cashier.firstLimit.period')}</legend>
          {PERIODS.map((value) => (
            <label key={value} className="cashier-segment">
              <input type="radio" name="first-limit-period" value={value} checked={period === value} onChange={() => setPeriod(value)} />
              {t(`cashier.firstLimit.periods.${value}`)}
            </label>
          ))}
        </fieldset>
        <AmountField label={t('cashier.firstLimit.amount', { currency })} value={form.values.amount} error={form.errors.amount} onType={(text) => form.setValue('amount', text)} onBlur={form.field('amount').onBlur} />
        <fieldset className="cashier-first-limit__more">
          <legend>{t('playLimits.firstTitle')}</legend>
          <AmountField label={t('playLimits.firstLoss', { currency })} name="loss" value={form.values.loss} error={form.errors.loss} onType={(text) => form.setValue('loss', text)} onBlur={form.field('loss').onBlur} />
          <AmountField label={t('playLimits.firstStake', { currency })} name="stake" value={form.values.stake} error={form.errors.stake} onType={(text) => form.setValue('stake', text)} onBlur={form.field('stake').onBlur} />
        </fieldset>
        <FormMessage text={save.error} />
        <div className="cashier-actions">
          <Button type="submit" stretched loading={save.busy} disabled={save.busy}>
            {t('cashier.firstLimit.set')}
          </Button>
          <Button variant="plain" stretched disabled={save.busy} onClick={onSkip}>
            {t('cashier.firstLimit.skip')}
          </Button>
        </div>
      </form>
    </section>
  );
}
