/**
 * /cashier/withdraw (SPEC §2; issue 14 "Withdrawal"): the withdrawable amount (the main balance; bonus money is
 * not withdrawable), the verification threshold and the day and month limits from cashier.getwithdrawsettings, a
 * method's requisites checked with the SPEC §5 rules (card number, cardHolder, iban, a bank from cashier.getbanks),
 * and makewithdrawal with the payment's Idempotency-Key. Refusals become next steps (payment-errors.ts). Pending
 * withdrawals are listed with Cancel: the money returns to the main balance at once.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cancelWithdrawal, getBanks, getHistory, getWithdrawSettings, makeWithdrawal, type GetHistoryParams, type WithdrawMethod, type WithdrawSettings, type WithdrawalResult } from '../../../api/cashier.ts';
import { expectOne } from '../../../api/client.ts';
import { invalidateReads, useRead, type OperationName } from '../../../server-data/reads.ts';
import { cmsState } from '../../../cms/store.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { sum } from '../../../lib/validation.ts';
import { platform } from '../../../../platform/index.ts';
import { refreshAccount, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { useForm, type FormRule } from '../../../ui/use-form.ts';
import { parseAmount, showMoney, typeAmount } from '../amount.ts';
import { sendOnce, tabAttempts } from '../payment/attempt.ts';
import { problemOf, type Problem } from '../payment/payment-errors.ts';
import { CashierFrame, Field, FormMessage, ReadView, SelectField } from '../cashier-frame.tsx';
import { NextStepAction, openVerificationFor, periodName, problemSentence, useFieldText, useProblemFormat } from '../payment/problem-view.tsx';
import { BRAND_NAMES, checkRequisite, isCardField, requisitesOf, typeRequisite, typedBrand } from '../payment/requisites.ts';
import '../../../i18n/texts/cashier.errors.ts';
import '../../../i18n/texts/cashier.withdraw.ts';
import '../../../i18n/texts/cashier.steps.ts';

const PENDING: GetHistoryParams = { type: 'withdrawal', statuses: ['pending'], count: 20, offset: 0 };
/** Reads a withdrawal or a cancel changes. */
const AFTER_WITHDRAWAL: readonly OperationName[] = ['cashier.gethistory', 'cashier.getwithdrawsettings', 'account.getBalance'];
const AMOUNT = 'amount';

async function afterChange(): Promise<void> {
  // The header balance follows at once; a failure is logged by the API client and the balance poll reads it again.
  await Promise.all([refreshAccount().catch(() => undefined), invalidateReads(AFTER_WITHDRAWAL)]);
}

function BankField({ method, value, error, onChange }: { method: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const t = useT();
  const banks = useRead(getBanks, { method }, { localised: false });
  return (
    <ReadView state={banks} rows={1}>
      {(list) => (
        <SelectField
          label={t('cashier.withdraw.bank')}
          name="bank_id"
          value={value}
          error={error}
          onChange={onChange}
          options={[{ value: '', label: t('cashier.withdraw.chooseBank') }, ...list.items.map((bank) => ({ value: String(bank.id), label: bank.name }))]}
        />
      )}
    </ReadView>
  );
}

function WithdrawForm({ uid, method, settings, onDone }: { uid: number; method: WithdrawMethod; settings: WithdrawSettings; onDone: (result: WithdrawalResult) => void }) {
  const t = useT();
  const fieldText = useFieldText();
  const currency = method.currency;
  const available = Math.floor(settings.available_amount.amount);
  const max = Math.min(method.max_amount, available);
  const format = useProblemFormat(currency, { min: method.min_amount, max });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const inFlight = useRef(false);
  const rules = useMemo(() => {
    const all: Record<string, FormRule<string>> = { [AMOUNT]: (value) => sum(value, { min: method.min_amount, max, format: (amount) => showMoney(amount, currency) }) };
    for (const field of method.fields) all[field.name] = (value) => (field.rule === 'bank' && field.is_required && value === '' ? { key: 'required' } : checkRequisite(field, value));
    return all;
  }, [method, max, currency]);
  // SPEC §7 forms-config: the operator's settings of the requisites, by the method's field names (decision 027).
  const form = useForm<string>({ [AMOUNT]: '', ...Object.fromEntries(method.fields.map((field) => [field.name, ''])) }, rules, 'withdraw');
  const amount = parseAmount(form.values[AMOUNT] ?? '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !form.submit() || amount === undefined) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    const params = { method: method.sysname, amount, requisites: requisitesOf(method.fields, form.values) };
    const attempts = tabAttempts();
    try {
      const result: WithdrawalResult = await sendOnce(attempts, 'withdrawal', uid, params, (idempotencyKey) => makeWithdrawal(params, { idempotencyKey }));
      platform().haptic('success');
      form.reset({ [AMOUNT]: '' });
      onDone(result);
      await afterChange();
    } catch (error) {
      const next = problemOf(error, format);
      setProblem(next);
      openVerificationFor(next, problemSentence(next, t));
      for (const [name, message] of Object.entries(next.fields)) {
        if (name === AMOUNT || method.fields.some((field) => field.name === name)) form.setError(name, fieldText(message));
      }
      platform().haptic('error');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  if (max < method.min_amount) {
    return <p className="cashier__text">{t('cashier.withdraw.notEnough', { min: showMoney(method.min_amount, currency) })}</p>;
  }
  return (
    <form className="cashier-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('cashier.withdraw.formLabel', { method: method.name })}>
      <Field
        label={t('cashier.withdraw.amount', { currency })}
        name={AMOUNT}
        inputMode="numeric"
        autoComplete="off"
        value={form.values[AMOUNT] ?? ''}
        error={form.errors[AMOUNT]}
        hint={t('cashier.deposit.bounds', { min: showMoney(method.min_amount, currency), max: showMoney(max, currency) })}
        onChange={(event) => form.setValue(AMOUNT, typeAmount(event.target.value))}
        onBlur={form.field(AMOUNT).onBlur}
      />
      {method.fields.map((field) => {
        if (field.rule === 'bank' || field.type === 'bank') {
          return <BankField key={field.name} method={method.sysname} value={form.values[field.name] ?? ''} error={form.errors[field.name]} onChange={(value) => form.setValue(field.name, value)} />;
        }
        const brand = isCardField(field) ? typedBrand(form.values[field.name] ?? '') : undefined;
        return (
          <Field
            key={field.name}
            label={field.title ?? field.name}
            name={field.name}
            inputMode={isCardField(field) ? 'numeric' : 'text'}
            autoComplete={isCardField(field) ? 'cc-number' : field.rule === 'cardHolder' ? 'cc-name' : 'off'}
            placeholder={field.placeholder ?? undefined}
            value={form.values[field.name] ?? ''}
            error={form.errors[field.name]}
            after={brand ? <span data-testid="card-brand">{BRAND_NAMES[brand]}</span> : undefined}
            onChange={(event) => form.setValue(field.name, typeRequisite(field, event.target.value))}
            onBlur={form.field(field.name).onBlur}
          />
        );
      })}
      <FormMessage text={problemSentence(problem, t)} action={<NextStepAction step={problem?.step} why={problemSentence(problem, t)} />} />
      <div className="cashier-actions cashier-actions--sticky">
        <Button type="submit" size="l" stretched loading={busy} disabled={busy}>
          {problem?.unanswered ? t('cashier.deposit.retry') : amount !== undefined ? t('cashier.withdraw.submitAmount', { amount: showMoney(amount, currency) }) : t('cashier.withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Pending withdrawals with Cancel (cashier.cancelwithdrawal): the funds return to the main balance at once. */
function PendingWithdrawals({ currency }: { currency: string }) {
  const t = useT();
  const pending = useRead(getHistory, PENDING);
  const [cancelling, setCancelling] = useState<number>();
  const [message, setMessage] = useState<{ text: string; ok: boolean }>();
  const format = useProblemFormat(currency);

  async function cancel(id: number) {
    if (cancelling !== undefined) return;
    setCancelling(id);
    setMessage(undefined);
    try {
      expectOne(cancelWithdrawal.spec.operation, await cancelWithdrawal({ id }));
      await afterChange();
      setMessage({ text: t('cashier.withdraw.cancelled'), ok: true });
    } catch (error) {
      setMessage({ text: problemSentence(problemOf(error, format), t) ?? t('cashier.errors.generic'), ok: false });
      void invalidateReads(['cashier.gethistory']);
    } finally {
      setCancelling(undefined);
    }
  }

  return (
    <section className="cashier-section" aria-labelledby="pending-withdrawals">
      <h2 id="pending-withdrawals" className="cashier__subtitle">
        {t('cashier.withdraw.pending')}
      </h2>
      {message ? (
        <p className={message.ok ? 'cashier__ok' : 'cashier__error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <ReadView state={pending} rows={2}>
        {(list) =>
          list.items.length === 0 ? (
            <p className="cashier__text">{t('cashier.withdraw.noPending')}</p>
          ) : (
            <ul className="cashier-list" data-testid="pending-withdrawals">
              {list.items.map((item) => (
                <li key={item.id} className="cashier-row">
                  <div className="cashier-row__main">
                    <strong className="tabular">{showMoney(item.amount.amount, item.amount.currency)}</strong>
                    <span>
                      {item.method_name ?? item.method}
                      {item.requisites?.card_number ? ` · ${item.requisites.card_number}` : ''}
                    </span>
                    {item.process_at ? <small>{t('cashier.withdraw.processAt', { time: formatDateTime(item.process_at, t('cashier.at')) })}</small> : null}
                  </div>
                  {item.can_cancel ? (
                    <Button variant="secondary" size="s" loading={cancelling === item.id} disabled={cancelling !== undefined} onClick={() => void cancel(item.id)} aria-label={t('cashier.withdraw.cancelLabel', { amount: showMoney(item.amount.amount, item.amount.currency) })}>
                      {t('cashier.withdraw.cancel')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}

function WithdrawBody({ settings }: { settings: WithdrawSettings }) {
  const t = useT();
  const uid = useSnapshot(sessionState).info?.uid ?? 0;
  const [chosen, setChosen] = useState<string>();
  const [done, setDone] = useState<WithdrawalResult>();
  const method = settings.methods.find((entry) => entry.sysname === chosen);
  const currency = settings.available_amount.currency;
  const { verification } = settings;
  // The operator's CMS setting (identityVerification.isRequiredForWithdrawal, decision 027): no withdrawal of any
  // amount before the player's identity is verified, so the methods wait behind the way to verification.
  const { identityVerification } = useSnapshot(cmsState).settings;
  const verifyFirst = identityVerification.isRequiredForWithdrawal && !verification.is_verified;
  return (
    <>
      <div className="cashier-card cashier-balances">
        <p>
          {t('cashier.withdraw.available')} <strong className="tabular" data-testid="withdrawable">{showMoney(settings.available_amount.amount, currency)}</strong>
        </p>
        {settings.bonus_amount.amount > 0 ? <p className="cashier__text">{t('cashier.withdraw.bonus', { amount: showMoney(settings.bonus_amount.amount, settings.bonus_amount.currency) })}</p> : null}
        {verifyFirst ? (
          <p className="cashier__text" data-testid="verify-first">
            {t(verification.is_on_verification ? 'cashier.withdraw.onVerificationAll' : 'cashier.withdraw.verifyFirst')}{' '}
            {verification.is_on_verification ? null : (
              <Link className="cashier__link" href={href('profileVerification')}>
                {t('cashier.steps.verification')}
              </Link>
            )}
          </p>
        ) : !verification.is_verified ? (
          <p className="cashier__text">
            {t(verification.is_on_verification ? 'cashier.withdraw.onVerification' : 'cashier.withdraw.verifyAbove', { amount: showMoney(verification.required_above.amount, verification.required_above.currency) })}{' '}
            {verification.is_on_verification ? null : (
              <Link className="cashier__link" href={href('profileVerification')}>
                {t('cashier.steps.verification')}
              </Link>
            )}
          </p>
        ) : null}
        {settings.limits.length > 0 ? (
          <ul className="cashier-limits" aria-label={t('cashier.withdraw.limits')}>
            {settings.limits.map((limit) => (
              <li key={limit.period}>
                {t('cashier.withdraw.limit', {
                  period: periodName(limit.period, t),
                  amount: showMoney(limit.available_amount.amount, limit.available_amount.currency),
                  total: showMoney(limit.limit_amount.amount, limit.limit_amount.currency),
                })}
                {limit.max_count !== null && limit.max_count !== undefined ? ` ${t('cashier.withdraw.limitCount', { used: limit.used_count, count: limit.max_count })}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {done ? (
        <div className="cashier-card cashier-card--ok" role="status" data-testid="withdrawal-done">
          <p>{t('cashier.withdraw.done', { amount: showMoney(done.amount.amount, done.amount.currency), time: formatDateTime(done.process_at, t('cashier.at')) })}</p>
        </div>
      ) : null}
      {verifyFirst ? null : (
      <fieldset className="cashier-methods">
        <legend className="cashier__subtitle">{t('cashier.withdraw.methods')}</legend>
        {settings.methods.map((entry) => (
          <label key={entry.sysname} className="cashier-method" data-method={entry.sysname}>
            <input type="radio" name="withdraw-method" value={entry.sysname} checked={chosen === entry.sysname} onChange={() => setChosen(entry.sysname)} />
            <span className="cashier-method__initial" aria-hidden="true">
              {entry.name.slice(0, 1)}
            </span>
            <span className="cashier-method__text">
              <strong>{entry.name}</strong>
              <small>{t('cashier.deposit.range', { min: showMoney(entry.min_amount, entry.currency), max: showMoney(entry.max_amount, entry.currency) })}</small>
            </span>
          </label>
        ))}
      </fieldset>
      )}
      {method && !verifyFirst ? <WithdrawForm key={method.sysname} uid={uid} method={method} settings={settings} onDone={setDone} /> : null}
      <PendingWithdrawals currency={currency} />
    </>
  );
}

export default function WithdrawPage() {
  const t = useT();
  const settings = useRead(getWithdrawSettings, {});
  return (
    <CashierFrame title={t('pages.withdraw')} section="cashierWithdraw">
      <ReadView state={settings} rows={5}>
        {(loaded) => <WithdrawBody settings={loaded} />}
      </ReadView>
    </CashierFrame>
  );
}
