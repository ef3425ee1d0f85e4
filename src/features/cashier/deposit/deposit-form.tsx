/**
 * The deposit form of one method (issue 14 "Deposit", "Responsible limits at the till", "Paying"): the amount with
 * the SPEC §5 sum rule (bounds in the currency, lowered by the deposit limit) and the method's presets, its
 * requisites, the offers that apply, a promo code; the first-deposit limit prompt; then makedeposit with the
 * payment's Idempotency-Key (attempt.ts) and the method's flow (pay.ts).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { string } from 'superstruct';
import type { DepositLimit } from '../../../api/account.ts';
import { OFFER_FIELDS, checkPromocode, getOffers } from '../../../api/campaigns.ts';
import { trackDepositFail } from '../../../lib/analytics-events.ts';
import { makeDeposit, type DepositMethod, type DepositSettings, type MakeDepositParams } from '../../../api/cashier.ts';
import { isApiError } from '../../../api/errors.ts';
import { invalidateReads, useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../cms/store.ts';
import { useT } from '../../../i18n/index.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { sum } from '../../../lib/validation.ts';
import { platform } from '../../../../platform/index.ts';
import { Button } from '../../../ui/button.tsx';
import { useForm, type FormRule } from '../../../ui/use-form.ts';
import { depositBounds, parseAmount, presetsFor, showMoney, typeAmount } from '../amount.ts';
import { sendOnce, tabAttempts } from '../payment/attempt.ts';
import { FirstDepositLimit } from './first-deposit-limit.tsx';
import { keptOffer, offersForMethod } from './deposit-offers.ts';
import { followFlow, openPaymentWindow, safeProviderUrl } from './payment-flow.ts';
import { depositLimitProblem, problemOf, type Problem } from '../payment/payment-errors.ts';
import { limitAsked, markLimitAsked, rememberPayment, saveDraft, wantsQuickPay, forgetQuickPay } from '../payment/payment-session.ts';
import { Field, FormMessage } from '../cashier-frame.tsx';
import { NextStepAction, openVerificationFor, problemSentence, useFieldText, useProblemFormat } from '../payment/problem-view.tsx';
import { BRAND_NAMES, checkRequisite, isCardField, requisitesOf, typeRequisite, typedBrand } from '../payment/requisites.ts';
import '../../../i18n/texts/cashier.firstLimit.ts';

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

const AMOUNT = 'amount';
const PROMO = 'promo_code';

/** Deposit offers the method takes; a platform without campaigns answers MethodNotFoundException and shows none. */
function Offers({ method, chosen, onChoose, error }: { method: string; chosen: number | undefined; onChoose: (id: number | undefined) => void; error: string | undefined }) {
  const t = useT();
  const read = useRead(getOffers, { fields: OFFER_FIELDS });
  if (read.status === 'loading') return null;
  if (read.status === 'failed') {
    if (isApiError(read.error) && read.error.type === 'MethodNotFoundException') return null;
    return (
      <p className="cashier__text">
        {t('cashier.deposit.offersFailed')}{' '}
        <button type="button" className="cashier__inline-button" onClick={read.retry}>
          {t('errors.retry')}
        </button>
      </p>
    );
  }
  const offers = offersForMethod(read.data.items, method);
  // A refused offer leaves the list (taken, or no longer for this player); its reason stays in view.
  if (offers.length === 0) {
    return error ? (
      <p id="deposit-offer-error" className="cashier-field__error" role="alert">
        {error}
      </p>
    ) : null;
  }
  const current = keptOffer(chosen, offers);
  return (
    <fieldset className="cashier-offers" aria-describedby={error ? 'deposit-offer-error' : undefined}>
      <legend>{t('cashier.deposit.offers')}</legend>
      <label className="cashier-offer">
        <input type="radio" name="offer" checked={current === undefined} onChange={() => onChoose(undefined)} />
        <span>{t('cashier.deposit.noOffer')}</span>
      </label>
      {offers.map((offer) => (
        <label key={offer.id} className="cashier-offer">
          <input type="radio" name="offer" checked={current === offer.id} onChange={() => onChoose(offer.id)} />
          <span>
            <strong>{offer.description?.title ?? t('cashier.deposit.offer', { id: offer.id })}</strong>
            {offer.description?.subtitle ? <small>{offer.description.subtitle}</small> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id="deposit-offer-error" className="cashier-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function DepositForm({ uid, method, settings, limit, initialAmount, onLeave }: DepositFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const fieldText = useFieldText();
  const bounds = useMemo(() => depositBounds(method, limit), [method, limit]);
  const currency = method.currency;
  const format = useProblemFormat(currency, bounds.max >= bounds.min ? bounds : undefined);
  // SPEC §3 presets: the method's, else the platform's defaults, else the CMS's (cashier-config amountPresets).
  const cmsPresets = useSnapshot(cmsState).cashier.amountPresets;
  const presets = presetsFor(currency, bounds, [method.presets, settings.amount_presets, cmsPresets]);
  const storedPromo = readStored(STORAGE_KEYS.promoCode, string()) ?? '';
  const [promoOpen, setPromoOpen] = useState(storedPromo !== '');
  const [offer, setOffer] = useState<number>();
  const [stage, setStage] = useState<'form' | 'limit'>('form');
  const [limitNote, setLimitNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  // A second tap while the first is on its way sends nothing (the button is busy too; this holds between renders).
  const inFlight = useRef(false);
  const submitButton = useRef<HTMLDivElement>(null);

  const rules = useMemo(() => {
    const all: Record<string, FormRule<string>> = {
      [AMOUNT]: (value) => sum(value, { min: method.min_amount, max: method.max_amount, format: (amount) => showMoney(amount, currency) }),
    };
    for (const field of method.fields) all[field.name] = (value) => checkRequisite(field, value);
    return all;
  }, [method, currency]);
  const form = useForm<string>({ [AMOUNT]: initialAmount, [PROMO]: storedPromo, ...Object.fromEntries(method.fields.map((field) => [field.name, ''])) }, rules);

  const amount = parseAmount(form.values[AMOUNT] ?? '');
  const overLimit = bounds.limited && amount !== undefined && amount > bounds.max;
  const limitProblem = overLimit ? depositLimitProblem(bounds.max, limit.expired_at ?? undefined, format) : undefined;

  function setAmount(text: string) {
    form.setValue(AMOUNT, text);
    setProblem(undefined);
    saveDraft({ uid, method: method.sysname, amount: text });
  }

  async function pay(paymentWindow: Window | null) {
    const value = parseAmount(form.values[AMOUNT] ?? '');
    if (value === undefined) {
      paymentWindow?.close();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    const promo = promoOpen ? (form.values[PROMO] ?? '').trim() : '';
    const params: MakeDepositParams = {
      method: method.sysname,
      amount: value,
      campaign_offer_id: offer ?? null,
      requisites: method.fields.length > 0 ? requisitesOf(method.fields, form.values) : null,
      promo_code: promo || null,
    };
    const attempts = tabAttempts();
    try {
      if (promo) {
        try {
          await checkPromocode({ promo_code: promo });
        } catch (error) {
          // A platform without campaigns checks the code with the deposit itself (decision 009).
          if (!(isApiError(error) && error.type === 'MethodNotFoundException')) throw error;
        }
      }
      // Made when the player confirms, kept until the platform answers (attempt.ts).
      const result = await sendOnce(attempts, 'deposit', uid, params, (idempotencyKey) => makeDeposit(params, { idempotencyKey }));
      // The pay-cancel, new-window and mobile pages have no id in their route: they read this tab's payment.
      const reopen = result.flow === 'new_window' || result.flow === 'mobile' ? (safeProviderUrl(result, window.location.origin) ?? null) : null;
      // The chosen offer is taken with this deposit (it grants once): the list is read again without it.
      if (params.campaign_offer_id !== null && params.campaign_offer_id !== undefined) void invalidateReads(['campaigns.getoffers']);
      rememberPayment({ uid, id: result.id, flow: result.flow, method: method.sysname, amount: value, currency, url: reopen, first: !settings.has_deposits });
      const outcome = followFlow(result, paymentWindow);
      if (outcome.kind === 'refused') {
        setProblem({ message: { key: 'providerError' }, fields: {}, unanswered: false });
      } else if (outcome.kind === 'route') {
        onLeave?.();
        navigate(outcome.path);
      }
      // A full-page navigation keeps the button busy until the page goes.
      if (outcome.kind !== 'left') {
        inFlight.current = false;
        setBusy(false);
      }
    } catch (error) {
      paymentWindow?.close();
      trackDepositFail(method.sysname, error);
      const next = problemOf(error, format);
      setProblem(next);
      if (next.fields.offer) {
        // The platform refused the offer itself: it is no longer chosen, and the list is read again without it.
        setOffer(undefined);
        void invalidateReads(['campaigns.getoffers']);
      }
      openVerificationFor(next, problemSentence(next, t));
      for (const [name, message] of Object.entries(next.fields)) {
        if (name === AMOUNT || name === PROMO || method.fields.some((field) => field.name === name)) form.setError(name, fieldText(message));
      }
      platform().haptic('error');
      inFlight.current = false;
      setBusy(false);
    }
  }

  function confirm() {
    if (inFlight.current) return;
    if (!form.submit() || overLimit) return;
    // UKGC RTS 12: a first deposit asks for a limit first (once per tab session, set or skipped).
    if (!settings.has_deposits && limit.period === 'none' && !limitAsked(uid)) {
      setStage('limit');
      return;
    }
    // The window must open inside the tap (pay.ts).
    void pay(method.flow === 'new_window' ? openPaymentWindow() : null);
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    confirm();
  }

  if (stage === 'limit') {
    return (
      <FirstDepositLimit
        currency={currency}
        onSet={(saved) => {
          markLimitAsked(uid);
          setLimitNote(t('cashier.firstLimit.saved', { amount: saved.limit_amount ? showMoney(saved.limit_amount.amount, saved.limit_amount.currency) : '—', period: t(`cashier.periods.${saved.period}`) }));
          setStage('form');
          requestAnimationFrame(() => submitButton.current?.querySelector('button')?.focus());
        }}
        onSkip={() => {
          markLimitAsked(uid);
          setStage('form');
          void pay(method.flow === 'new_window' ? openPaymentWindow() : null);
        }}
      />
    );
  }

  const fieldError = (name: string) => form.errors[name];
  const noRoom = bounds.max < bounds.min;
  return (
    <form className="cashier-form" noValidate onSubmit={onSubmit} aria-label={t('cashier.deposit.formLabel', { method: method.name })}>
      <Field
        label={t('cashier.deposit.amount', { currency })}
        name={AMOUNT}
        inputMode="numeric"
        autoComplete="off"
        value={form.values[AMOUNT] ?? ''}
        error={fieldError(AMOUNT) ?? (limitProblem ? problemSentence(limitProblem, t) : undefined)}
        hint={t('cashier.deposit.bounds', { min: showMoney(bounds.min, currency), max: showMoney(Math.max(bounds.min, bounds.max), currency) })}
        onChange={(event) => setAmount(typeAmount(event.target.value))}
        onBlur={form.field(AMOUNT).onBlur}
      />
      {presets.length > 0 ? (
        <div className="cashier-presets" role="group" aria-label={t('cashier.deposit.presets')}>
          {presets.map((value) => (
            <button key={value} type="button" className="cashier-preset" aria-pressed={amount === value} onClick={() => setAmount(typeAmount(String(value)))}>
              {showMoney(value, currency)}
            </button>
          ))}
        </div>
      ) : null}
      {method.fields.map((field) => {
        const brand = isCardField(field) ? typedBrand(form.values[field.name] ?? '') : undefined;
        return (
          <Field
            key={field.name}
            label={field.title ?? field.name}
            name={field.name}
            inputMode={isCardField(field) || field.rule === 'phone' ? 'tel' : 'text'}
            autoComplete={isCardField(field) ? 'cc-number' : field.rule === 'phone' ? 'tel' : 'off'}
            placeholder={field.placeholder ?? undefined}
            value={form.values[field.name] ?? ''}
            error={fieldError(field.name)}
            after={brand ? <span data-testid="card-brand">{BRAND_NAMES[brand]}</span> : undefined}
            onChange={(event) => form.setValue(field.name, typeRequisite(field, event.target.value))}
            onBlur={form.field(field.name).onBlur}
          />
        );
      })}
      <Offers method={method.sysname} chosen={offer} onChoose={setOffer} error={problem?.fields.offer ? fieldText(problem.fields.offer) : undefined} />
      {promoOpen ? (
        <Field label={t('cashier.deposit.promo')} autoComplete="off" autoCapitalize="characters" {...form.field(PROMO)} />
      ) : (
        <button type="button" className="cashier__inline-button" onClick={() => setPromoOpen(true)}>
          {t('cashier.deposit.havePromo')}
        </button>
      )}
      {limitNote ? (
        <p className="cashier__ok" role="status">
          {limitNote}
        </p>
      ) : null}
      <FormMessage text={problemSentence(problem, t)} action={<NextStepAction step={problem?.step} why={problemSentence(problem, t)} onLeave={onLeave} />} />
      {!problem && limitProblem ? (
        <div className="cashier-message__action">
          <NextStepAction step="limits" onLeave={onLeave} />
        </div>
      ) : null}
      <div ref={submitButton} className="cashier-actions cashier-actions--sticky">
        <Button type="submit" size="l" stretched loading={busy} disabled={busy || noRoom}>
          {problem?.unanswered ? t('cashier.deposit.retry') : amount !== undefined ? t('cashier.deposit.payAmount', { amount: showMoney(amount, currency) }) : t('cashier.deposit.pay')}
        </Button>
      </div>
    </form>
  );
}
