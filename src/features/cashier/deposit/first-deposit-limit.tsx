/**
 * UKGC RTS 12 (from October 2025; issue 14): at a player's first deposit the cashier asks them to set a deposit
 * limit (24 hours, 7 days or a month, any amount) or to skip. The limit is the responsible-gaming one
 * (account.setDepositLimit, the same as /profile/responsible-game); the page's deposit limit read is replaced by
 * the platform's answer, so the deposit form's bounds follow at once.
 */
import { useEffect, useRef, useState } from 'react';
import { getDepositLimit, setDepositLimit, type DepositLimit } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';
import { setReadData } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { sum } from '../../../lib/validation.ts';
import { Button } from '../../../ui/button.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { parseAmount, showMoney, typeAmount } from '../amount.ts';
import { Field, FormMessage } from '../cashier-frame.tsx';
import '../../../i18n/texts/cashier.firstLimit.ts';

const PERIODS = ['day', 'week', 'month'] as const;
/** The largest limit the form accepts (major units); the platform may refuse less. */
const LIMIT_MAX = 1_000_000_000;

export function FirstDepositLimit({ currency, onSet, onSkip }: { currency: string; onSet: (limit: DepositLimit) => void; onSkip: () => void }) {
  const t = useT();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('day');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({ amount: '' }, { amount: (value) => sum(value, { min: 1, max: LIMIT_MAX, format: (amount) => showMoney(amount, currency) }) });

  // The step replaces the form: focus moves to its title so a screen reader starts there.
  useEffect(() => heading.current?.focus(), []);

  async function save() {
    if (busy || !form.submit()) return;
    const amount = parseAmount(form.values.amount);
    if (amount === undefined) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = await setDepositLimit({ period, amount });
      setReadData(getDepositLimit, {}, saved);
      onSet(saved);
    } catch (error) {
      setFailure(isApiError(error) && error.kind === 'network' ? t('errors.network') : t('cashier.firstLimit.failed'));
    } finally {
      setBusy(false);
    }
  }

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
          void save();
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
        <Field
          label={t('cashier.firstLimit.amount', { currency })}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('amount')}
          onChange={(event) => form.setValue('amount', typeAmount(event.target.value))}
        />
        <FormMessage text={failure} />
        <div className="cashier-actions">
          <Button type="submit" stretched loading={busy} disabled={busy}>
            {t('cashier.firstLimit.set')}
          </Button>
          <Button variant="plain" stretched disabled={busy} onClick={onSkip}>
            {t('cashier.firstLimit.skip')}
          </Button>
        </div>
      </form>
    </section>
  );
}
