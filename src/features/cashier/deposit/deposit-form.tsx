/**
 * The deposit form of one method (SPEC §3 "Deposit", decision 010): the amount (deposit-amount.tsx), the method's
 * requisites, the offers that apply (offer-choice.tsx), a promo code; the first-deposit limit prompt; then the pay step
 * (use-pay-deposit.ts).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { string } from 'superstruct';
import type { DepositLimit } from '../../../api/account.ts';
import type { DepositMethod, DepositSettings } from '../../../api/cashier.ts';
import { useT } from '../../../i18n/index.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { sum } from '../../../lib/validation.ts';
import { Button } from '../../../ui/button.tsx';
import { typeAmount } from '../../../ui/amount-field.tsx';
import { useForm, type FieldBinding, type FormRule } from '../../../ui/use-form.ts';
import { showMoney } from '../amount.ts';
import { Field, FormMessage } from '../cashier-fields.tsx';
import { limitAsked, markLimitAsked, saveDraft, wantsQuickPay, forgetQuickPay } from '../payment/payment-session.ts';
import { NextStepAction, problemSentence, useFieldText } from '../payment/problem-view.tsx';
import { RequisiteField } from '../payment/requisite-field.tsx';
import { checkRequisite, requisitesOf } from '../payment/requisites.ts';
import { AMOUNT, DepositAmount, useDepositAmount } from './deposit-amount.tsx';
import { FirstDepositLimit } from './first-deposit-limit.tsx';
import { OfferChoice } from './offer-choice.tsx';
import { openPaymentWindow } from './payment-flow.ts';
import { usePayDeposit } from './use-pay-deposit.ts';
import '../../../i18n/texts/cashier.first-limit.ts';
import { playStep } from '../../../lib/identification.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { identificationProblem } from '../payment/payment-errors.ts';

export interface DepositFormProps {
  uid: number;
  method: DepositMethod;
  settings: DepositSettings;
  limit: DepositLimit;
  /** The amount to start from (the quick re-deposit, the draft, an unanswered payment). */
  initialAmount: string;
  /** Leaving the cashier for another page: a curtain closes. */
  onLeave?: (() => void) | undefined;
}

const PROMO = 'promo_code';

/** The promo code (SPEC §4: one from the URL persists and fills it), behind a link until the player has one. */
function PromoCode({ open, onOpen, field }: { open: boolean; onOpen: () => void; field: FieldBinding }) {
  const t = useT();
  if (open) return <Field label={t('cashier.deposit.promo')} autoComplete="off" autoCapitalize="characters" {...field} />;
  return (
    <button type="button" className="cashier__inline-button" onClick={onOpen}>
      {t('cashier.deposit.havePromo')}
    </button>
  );
}

/**
 * The deposit form's state and its money flow: the amount, requisites, offer and promo code, then the steps a payment
 * goes through before it is sent (identification, the first-deposit limit, the payment window inside the tap).
 */
function useDepositForm({ uid, method, settings, limit, initialAmount, onLeave }: DepositFormProps) {
  const t = useT();
  const currency = method.currency;
  const storedPromo = readStored(STORAGE_KEYS.promoCode, string()) ?? '';
  const [promoOpen, setPromoOpen] = useState(storedPromo !== '');
  const [offer, setOffer] = useState<number>();
  const [stage, setStage] = useState<'form' | 'limit'>('form');
  const [limitNote, setLimitNote] = useState<string>();
  const submitButton = useRef<HTMLDivElement>(null);

  const rules = useMemo(() => {
    const all: Record<string, FormRule<string>> = {
      [AMOUNT]: (value) => sum(value, { min: method.min_amount, max: method.max_amount, format: (amount) => showMoney(amount, currency) }),
    };
    for (const field of method.fields) all[field.name] = (value) => checkRequisite(field, value);
    return all;
  }, [method, currency]);
  const form = useForm<string>({ [AMOUNT]: typeAmount(initialAmount), [PROMO]: storedPromo, ...Object.fromEntries(method.fields.map((field) => [field.name, ''])) }, rules);
  const amount = useDepositAmount(method, settings, limit, form);
  const payment = usePayDeposit({ uid, method, first: !settings.has_deposits, form, offerChosen: offer !== undefined, format: amount.format, onOfferRefused: () => setOffer(undefined), onLeave });

  function setAmount(text: string) {
    form.setValue(AMOUNT, text);
    payment.clearProblem();
    saveDraft({ uid, method: method.sysname, amount: text });
  }

  function pay(paymentWindow: Window | null) {
    if (amount.value === undefined) {
      paymentWindow?.close();
      return;
    }
    const promo = promoOpen ? (form.values[PROMO] ?? '').trim() : '';
    payment.pay(
      {
        method: method.sysname,
        amount: amount.value,
        campaign_offer_id: offer ?? null,
        requisites: method.fields.length > 0 ? requisitesOf(method.fields, form.values) : null,
        promo_code: promo || null,
      },
      paymentWindow,
    );
  }

  function confirm() {
    // A second tap while the first is on its way sends nothing, and opens no second window.
    if (payment.busy) return;
    if (!form.submit() || amount.limitProblem) return;
    // Decision 033: identification before real-money play. Account info says it in advance: the deposit is not sent,
    // the verification step opens (a main button or a quick re-deposit comes through here too).
    const step = playStep(sessionState.info, cmsState.settings.identityVerification.isRequiredForPlay);
    if (step !== 'play') {
      payment.hold(identificationProblem(step));
      return;
    }
    // UKGC RTS 12: a first deposit asks for a limit first (once per tab session, set or skipped).
    if (!settings.has_deposits && limit.period === 'none' && !limitAsked(uid)) {
      setStage('limit');
      return;
    }
    // The window must open inside the tap (payment-flow.ts).
    pay(method.flow === 'new_window' ? openPaymentWindow() : null);
  }
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  // The quick re-deposit's tap is the confirmation: the form pays as it appears (a method with requisites waits).
  const [quick] = useState(() => wantsQuickPay(method.sysname));
  useEffect(() => {
    if (!quick) return;
    forgetQuickPay();
    confirmRef.current();
  }, [quick]);

  function limitSet(saved: DepositLimit) {
    markLimitAsked(uid);
    setLimitNote(t('cashier.firstLimit.saved', { amount: saved.limit_amount ? showMoney(saved.limit_amount.amount, saved.limit_amount.currency) : '—', period: t(`cashier.periods.${saved.period}`) }));
    setStage('form');
    requestAnimationFrame(() => submitButton.current?.querySelector('button')?.focus());
  }

  function limitSkipped() {
    markLimitAsked(uid);
    setStage('form');
    pay(method.flow === 'new_window' ? openPaymentWindow() : null);
  }

  return { form, amount, payment, offer, setOffer, promoOpen, openPromo: () => setPromoOpen(true), stage, limitNote, submitButton, setAmount, confirm, limitSet, limitSkipped };
}

export function DepositForm(props: DepositFormProps) {
  const { method, onLeave } = props;
  const t = useT();
  const fieldText = useFieldText();
  const currency = method.currency;
  const { form, amount, payment, offer, setOffer, promoOpen, openPromo, stage, limitNote, submitButton, setAmount, confirm, limitSet, limitSkipped } = useDepositForm(props);
  if (stage === 'limit') return <FirstDepositLimit currency={currency} onSet={limitSet} onSkip={limitSkipped} />;

  const { problem } = payment;
  const noRoom = amount.bounds.max < amount.bounds.min;
  return (
    <form
      className="cashier-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        confirm();
      }}
      aria-label={t('cashier.deposit.formLabel', { method: method.name })}
    >
      <DepositAmount currency={currency} form={form} amount={amount} onType={setAmount} />
      {method.fields.map((field) => (
        <RequisiteField key={field.name} field={field} form={form} payment="deposit" />
      ))}
      <OfferChoice method={method.sysname} chosen={offer} onChoose={setOffer} error={problem?.fields.offer ? fieldText(problem.fields.offer) : undefined} />
      <PromoCode open={promoOpen} onOpen={openPromo} field={form.field(PROMO)} />
      {limitNote ? (
        <p className="cashier__ok" role="status">
          {limitNote}
        </p>
      ) : null}
      <FormMessage
        text={problemSentence(problem, t)}
        // In the cashier curtain the verification popup takes its place: after an approval the curtain opens again with
        // the amount typed (the draft, payment-session.ts); on the page the form waits under the popup as it was.
        action={<NextStepAction step={problem?.step} why={problemSentence(problem, t)} onLeave={onLeave} play={problem?.play} resume={onLeave ? () => openPopup('cashier') : undefined} />}
      />
      {!problem && amount.limitProblem ? (
        <div className="cashier-message__action">
          <NextStepAction step="limits" onLeave={onLeave} />
        </div>
      ) : null}
      <div ref={submitButton} className="cashier-actions cashier-actions--sticky">
        <Button type="submit" size="l" stretched loading={payment.busy} disabled={payment.busy || noRoom}>
          {problem?.unanswered ? t('cashier.deposit.retry') : amount.value !== undefined ? t('cashier.deposit.payAmount', { amount: showMoney(amount.value, currency) }) : t('cashier.deposit.pay')}
        </Button>
      </div>
    </form>
  );
}
