/**
 * The withdrawal form of one method (SPEC §2 /cashier/withdraw, decision 009): the amount up to what can be withdrawn,
 * the method's requisites checked with the SPEC §5 rules (card number, cardHolder, iban, a bank from cashier.getbanks),
 * then makewithdrawal with the payment's Idempotency-Key kept across reloads (payment/attempt.ts, decision 010).
 * Refusals become next steps (payment/payment-errors.ts).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { getBanks, type MakeWithdrawalParams, type WithdrawMethod, type WithdrawSettings, type WithdrawalResult } from '../../../api/cashier.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { sum } from '../../../lib/validation.ts';
import { platform } from '../../../../platform/index.ts';
import { AmountField, parseAmount } from '../../../ui/amount-field.tsx';
import { Button } from '../../../ui/button.tsx';
import { useForm, type FormRule } from '../../../ui/use-form.ts';
import { showMoney } from '../amount.ts';
import { AFTER_WITHDRAWAL, refreshBalance, sendWithdrawal } from '../cashier-data.ts';
import { FormMessage, SelectField } from '../cashier-fields.tsx';
import { CashierReadView } from '../cashier-frame.tsx';
import { problemOf, type Problem } from '../payment/payment-errors.ts';
import { NextStepAction, openVerificationFor, problemSentence, useFieldText, useProblemFormat } from '../payment/problem-view.tsx';
import { RequisiteField } from '../payment/requisite-field.tsx';
import { checkRequisite, requisitesOf } from '../payment/requisites.ts';
import '../../../i18n/texts/cashier.errors.ts';
import '../../../i18n/texts/cashier.withdraw.ts';

const AMOUNT = 'amount';

function BankField({ method, value, error, onChange }: { method: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const t = useT();
  const banks = useRead(getBanks, { method }, { localised: false });
  return (
    <CashierReadView state={banks} rows={1}>
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
    </CashierReadView>
  );
}

export function WithdrawForm({ uid, method, settings, onDone }: { uid: number; method: WithdrawMethod; settings: WithdrawSettings; onDone: (result: WithdrawalResult) => void }) {
  const t = useT();
  const fieldText = useFieldText();
  const currency = method.currency;
  const available = Math.floor(settings.available_amount.amount);
  const max = Math.min(method.max_amount, available);
  const format = useProblemFormat(currency, { min: method.min_amount, max });
  const [problem, setProblem] = useState<Problem>();
  const rules = useMemo(() => {
    const all: Record<string, FormRule<string>> = { [AMOUNT]: (value) => sum(value, { min: method.min_amount, max, format: (amount) => showMoney(amount, currency) }) };
    for (const field of method.fields) all[field.name] = (value) => (field.rule === 'bank' && field.is_required && value === '' ? { key: 'required' } : checkRequisite(field, value));
    return all;
  }, [method, max, currency]);
  // SPEC §7 forms-config: the operator's settings of the requisites, by the method's field names (decision 027).
  const form = useForm<string>({ [AMOUNT]: '', ...Object.fromEntries(method.fields.map((field) => [field.name, ''])) }, rules, 'withdraw');
  const amount = parseAmount(form.values[AMOUNT] ?? '');

  const withdraw = useWrite<MakeWithdrawalParams, WithdrawalResult>({
    validate: () => {
      if (!form.submit()) return false;
      setProblem(undefined);
      return true;
    },
    run: (params) => sendWithdrawal(uid, params),
    invalidates: AFTER_WITHDRAWAL,
    done: async (result) => {
      platform().haptic('success');
      form.reset({ [AMOUNT]: '' });
      onDone(result);
      await refreshBalance();
      return undefined;
    },
    fail: (error) => {
      const next = problemOf(error, format);
      setProblem(next);
      openVerificationFor(next, problemSentence(next, t));
      for (const [name, message] of Object.entries(next.fields)) {
        if (name in form.values) form.setError(name, fieldText(message));
      }
      platform().haptic('error');
      // Placed here: the sentence, the fields and the next step come from the problem.
      return null;
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // An amount that does not parse fails the sum rule: validate stops it before anything is sent.
    void withdraw.run({ method: method.sysname, amount: amount ?? 0, requisites: requisitesOf(method.fields, form.values) });
  }

  if (max < method.min_amount) {
    return <p className="cashier__text">{t('cashier.withdraw.notEnough', { min: showMoney(method.min_amount, currency) })}</p>;
  }
  return (
    <form className="cashier-form" noValidate onSubmit={onSubmit} aria-label={t('cashier.withdraw.formLabel', { method: method.name })}>
      <AmountField
        label={t('cashier.withdraw.amount', { currency })}
        value={form.values[AMOUNT] ?? ''}
        error={form.errors[AMOUNT]}
        hint={t('cashier.deposit.bounds', { min: showMoney(method.min_amount, currency), max: showMoney(max, currency) })}
        onType={(text) => form.setValue(AMOUNT, text)}
        onBlur={form.field(AMOUNT).onBlur}
      />
      {method.fields.map((field) =>
        field.rule === 'bank' || field.type === 'bank' ? (
          <BankField key={field.name} method={method.sysname} value={form.values[field.name] ?? ''} error={form.errors[field.name]} onChange={(value) => form.setValue(field.name, value)} />
        ) : (
          <RequisiteField key={field.name} field={field} form={form} payment="withdrawal" />
        ),
      )}
      <FormMessage text={problemSentence(problem, t)} action={<NextStepAction step={problem?.step} why={problemSentence(problem, t)} />} />
      <div className="cashier-actions cashier-actions--sticky">
        <Button type="submit" size="l" stretched loading={withdraw.busy} disabled={withdraw.busy}>
          {problem?.unanswered ? t('cashier.deposit.retry') : amount !== undefined ? t('cashier.withdraw.submitAmount', { amount: showMoney(amount, currency) }) : t('cashier.withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
