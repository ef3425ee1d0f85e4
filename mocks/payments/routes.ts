/**
 * The sandbox payment provider (decision 009; ARCHITECTURE.md "a payment provider's pages"), mounted at /sandbox-pay.
 * cashier.makedeposit hands the app one of these URLs; the token in it is the page's only key (a provider's
 * page has no platform session):
 *
 * - `/sandbox-pay/checkout/{token}`: hosted checkout (Payme, Click, Uzum by redirect; Oson in a new window)
 * - `/sandbox-pay/app/{token}`: stands in for the Click app a mobile deep link opens (flow mobile)
 * - `/sandbox-pay/card/{token}`, then `/sandbox-pay/card/{token}/sms`: card form and SMS code step (code 666666)
 *
 * Every page offers Pay and Cancel. What paying does depends on the amount (mocks/state/payments.ts). A redirect or
 * card payment ends with 303 to the app's result page in the same tab, under /ru for a Russian deposit:
 * `/cashier/paysuccess/{id}`, `/cashier/payfail/{id}`, `/cashier/paypending/{id}`, `/cashier/paycancel`. A new
 * window or the provider's app ends on a page linking there; a new window also posts
 * `{type: 'omad:payment', transaction_id, status, result_url}` to its opener (same origin) and closes itself.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEPOSIT_METHODS, SMS_CODE } from '../fixtures/payment-methods.ts';
import { errorResponse, fail } from '../http/wire.ts';
import type { SandboxState } from '../state/index.ts';
import { toMajor } from '../state/money.ts';
import { cardBrand, cardDigits, formatAmount, isCardHolder, isLuhnValid, maskCardNumber } from './rules.ts';
import { LIMIT_REFUSAL, type DepositRecord } from '../state/payments.ts';
import { DONE_SCRIPT, actions, donePage, field, form, page, summary, type Brand } from './pages.ts';
import { escapeHtml, servePage } from '../sandbox-page.ts';
import { PAY_TEXTS, type PayTexts } from './texts.ts';

export interface PaymentRoutesDeps {
  /** The sandbox state object (its fields are replaced on reset, the object stays). */
  readonly state: SandboxState;
  readonly now: () => number;
}

/**
 * The app's result page for a deposit's status (SPEC §2 routes; a real provider has them as the merchant's return
 * URLs), under /ru for a deposit made in Russian (SPEC §2: uz has no prefix).
 */
export function resultUrl(record: DepositRecord): string {
  const path =
    record.status === 'success'
      ? `/cashier/paysuccess/${record.id}`
      : record.status === 'failed'
        ? `/cashier/payfail/${record.id}`
        : record.status === 'pending'
          ? `/cashier/paypending/${record.id}`
          : record.status === 'canceled' || record.status === 'refunded'
            ? '/cashier/paycancel'
            : '/cashier/deposit';
  return `${record.locale === 'ru' ? '/ru' : ''}${path}`;
}

function brandOf(record: DepositRecord): Brand {
  const spec = DEPOSIT_METHODS.find((entry) => entry.sysname === record.method);
  return { name: spec?.name[record.locale] ?? record.method, colour: spec?.colour ?? '#1f4fbf' };
}

function amountText(record: DepositRecord): string {
  return formatAmount(toMajor(record.amountMinor, record.currency), record.currency);
}

function statusText(record: DepositRecord, texts: PayTexts): string {
  if (record.status === 'success') return texts.success;
  if (record.status === 'pending') return texts.pending;
  if (record.status === 'failed') return record.error?.type === LIMIT_REFUSAL.type ? texts.limitRefused : texts.failed;
  if (record.status === 'refunded') return texts.refunded;
  if (record.status === 'canceled') return texts.canceled;
  return texts.finished;
}

/** A payment page carries the payment's state: never kept. */
function html(c: Context, body: string, status: 200 | 404 | 422 = 200): Response {
  return servePage(c, body, { cache: 'no-store', status });
}

/** An unknown or spent token: the language of the deposit is unknown, so both are shown. */
function notFound(c: Context): Response {
  const texts = PAY_TEXTS.uz;
  const body = `<div class="card"><p class="status" role="alert">${escapeHtml(texts.notFound)}</p><p lang="ru">${escapeHtml(PAY_TEXTS.ru.notFound)}</p></div>`;
  return html(c, page({ locale: 'uz', brand: { name: 'Sandbox Pay', colour: '#56607a' }, title: texts.notFound, texts, body }), 404);
}

/**
 * Sends the player on once the deposit left `new`: back to the app in the same tab for redirect and card flows;
 * a page with the way back for a new window (which also tells its opener) or the provider's app.
 */
function finish(c: Context, record: DepositRecord): Response {
  const url = resultUrl(record);
  if (record.flow === 'redirect' || record.flow === 'card_form') return c.redirect(url, 303);
  const texts = PAY_TEXTS[record.locale];
  const body = donePage({ status: statusText(record, texts), link: url, hint: texts.closeHint, texts });
  const result = record.flow === 'new_window' ? { type: 'omad:payment', transaction_id: record.id, status: record.status, result_url: url } : undefined;
  return html(c, page({ locale: record.locale, brand: brandOf(record), title: statusText(record, texts), texts, body, ...(result ? { result } : {}) }));
}

/** A finished deposit's page says so and links to its result; nothing about it can change any more. */
function finishedPage(c: Context, record: DepositRecord): Response {
  const texts = PAY_TEXTS[record.locale];
  const body = donePage({ status: texts.finished, link: resultUrl(record), texts });
  return html(c, page({ locale: record.locale, brand: brandOf(record), title: texts.finished, texts, body }));
}

function formText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

type CardErrors = Partial<Record<keyof CardInput, string>>;

/** Month and year of the sandbox clock in Tashkent (UTC+5), where the cards' validity is counted. */
function currentMonth(now: number): { year: number; month: number } {
  const date = new Date(now + 5 * 60 * 60 * 1000);
  return { year: date.getUTCFullYear() % 100, month: date.getUTCMonth() + 1 };
}

export function validExpiry(value: string, now: number): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  const current = currentMonth(now);
  if (month < 1 || month > 12) return false;
  const months = (year - current.year) * 12 + (month - current.month);
  return months >= 0 && months <= 20 * 12;
}

export function paymentRoutes({ state, now }: PaymentRoutesDeps): Hono {
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 4 * 1024 }));

  app.get('/done.js', (c) => c.body(DONE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));

  /** The deposit behind a token, with its flow checked, after due payments settled on the sandbox clock. */
  const lookup = (c: Context, flows: readonly DepositRecord['flow'][]): DepositRecord | undefined => {
    state.settleDue();
    const record = state.payments.byToken(c.req.param('token') ?? '');
    return record && flows.includes(record.flow) ? record : undefined;
  };

  const readForm = async (c: Context): Promise<Record<string, unknown>> => {
    try {
      return await c.req.parseBody();
    } catch {
      return {};
    }
  };

  // ---- hosted checkout (redirect, new window) and the provider's app (mobile): Pay or Cancel

  const checkoutPage = (c: Context, record: DepositRecord, action: string): Response => {
    const texts = PAY_TEXTS[record.locale];
    const brand = brandOf(record);
    const intro = record.flow === 'mobile' ? `<p>${escapeHtml(texts.appIntro)}</p>` : '';
    const body = `<div class="card">${intro}${summary({ id: record.id, amount: amountText(record), texts })}${form(action, actions(texts, texts.pay))}</div>`;
    return html(c, page({ locale: record.locale, brand, title: texts.pay, texts, body }));
  };

  const decide = async (c: Context, record: DepositRecord): Promise<Response> => {
    if (record.status !== 'new') return finish(c, record);
    const body = await readForm(c);
    if (formText(body, 'action') === 'cancel') state.payments.cancel(record, now());
    else if (formText(body, 'action') === 'pay') state.payments.pay(record, state.wallet, now());
    else return c.text('Unknown action', 400);
    return finish(c, record);
  };

  for (const [path, flows] of [
    ['/checkout/:token', ['redirect', 'new_window']],
    ['/app/:token', ['mobile']],
  ] as const) {
    app.get(path, (c) => {
      const record = lookup(c, flows);
      if (!record) return notFound(c);
      if (record.status !== 'new') return finishedPage(c, record);
      return checkoutPage(c, record, new URL(c.req.url).pathname);
    });
    app.post(path, async (c) => {
      const record = lookup(c, flows);
      return record ? decide(c, record) : notFound(c);
    });
  }

  // ---- card form, then the SMS code for Uzcard and Humo

  /**
   * A card step's post: the player's cancel ends the payment and anything but pay or cancel is refused (the answer);
   * pay gives the form for the step to check.
   */
  const payForm = async (c: Context, record: DepositRecord): Promise<Response | Record<string, unknown>> => {
    const body = await readForm(c);
    const action = formText(body, 'action');
    if (action === 'cancel') {
      state.payments.cancel(record, now());
      return finish(c, record);
    }
    return action === 'pay' ? body : c.text('Unknown action', 400);
  };

  const cardPage = (c: Context, record: DepositRecord, input: Partial<CardInput> = {}, errors: CardErrors = {}): Response => {
    const texts = PAY_TEXTS[record.locale];
    const known = record.requisites.card_number;
    const fields = known
      ? field({ name: 'expiry', label: texts.expiry, value: input.expiry ?? '', error: errors.expiry, autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: '12/29', maxlength: 7 })
      : [
          field({ name: 'number', label: texts.cardNumber, value: input.number ?? '', error: errors.number, autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4111 1111 1111 1111', maxlength: 23 }),
          field({ name: 'expiry', label: texts.expiry, value: input.expiry ?? '', error: errors.expiry, autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: '12/29', maxlength: 7 }),
          field({ name: 'cvv', label: texts.cvv, error: errors.cvv, autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 3 }),
          field({ name: 'holder', label: texts.holder, value: input.holder ?? '', error: errors.holder, autocomplete: 'cc-name', placeholder: 'AZIZ KARIMOV', maxlength: 48 }),
        ].join('');
    const body = `<div class="card">${summary({ id: record.id, amount: amountText(record), texts, card: known ? maskCardNumber(known) : null })}${form(`/sandbox-pay/card/${record.token ?? ''}`, fields + actions(texts, texts.pay))}</div>`;
    return html(c, page({ locale: record.locale, brand: brandOf(record), title: texts.pay, texts, body }), Object.keys(errors).length > 0 ? 422 : 200);
  };

  const smsPage = (c: Context, record: DepositRecord, error?: string): Response => {
    const texts = PAY_TEXTS[record.locale];
    const inner = `<p>${escapeHtml(texts.smsSent)}</p>${field({ name: 'code', label: texts.smsCode, error, autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 6 })}<p class="note">${escapeHtml(texts.smsHint)}</p>${actions(texts, texts.confirm)}`;
    const body = `<div class="card"><h2>${escapeHtml(texts.smsTitle)}</h2>${summary({ id: record.id, amount: amountText(record), texts, card: record.card ? maskCardNumber(record.card) : null })}${form(`/sandbox-pay/card/${record.token ?? ''}/sms`, inner)}</div>`;
    return html(c, page({ locale: record.locale, brand: brandOf(record), title: texts.smsTitle, texts, body }), error ? 422 : 200);
  };

  app.get('/card/:token', (c) => {
    const record = lookup(c, ['card_form']);
    if (!record) return notFound(c);
    if (record.status !== 'new') return finishedPage(c, record);
    if (record.smsSentAt !== null) return c.redirect(`/sandbox-pay/card/${record.token ?? ''}/sms`, 303);
    return cardPage(c, record);
  });

  app.post('/card/:token', async (c) => {
    const record = lookup(c, ['card_form']);
    if (!record) return notFound(c);
    if (record.status !== 'new') return finish(c, record);
    const body = await payForm(c, record);
    if (body instanceof Response) return body;
    if (record.smsSentAt !== null) return c.redirect(`/sandbox-pay/card/${record.token ?? ''}/sms`, 303);
    const texts = PAY_TEXTS[record.locale];
    const input: CardInput = { number: formText(body, 'number'), expiry: formText(body, 'expiry'), cvv: formText(body, 'cvv'), holder: formText(body, 'holder') };
    const errors: CardErrors = {};
    const known = record.requisites.card_number;
    const number = known ?? cardDigits(input.number);
    if (!known) {
      const brand = cardBrand(number);
      if (!isLuhnValid(number) || number.length !== 16) errors.number = texts.wrongCard;
      else if (brand !== 'visa' && brand !== 'mastercard') errors.number = texts.wrongBrand;
      if (!/^\d{3}$/.test(input.cvv)) errors.cvv = texts.wrongCvv;
      if (!isCardHolder(input.holder)) errors.holder = texts.wrongHolder;
    }
    if (!validExpiry(input.expiry, now())) errors.expiry = texts.wrongExpiry;
    if (Object.keys(errors).length > 0) return cardPage(c, record, input, errors);
    record.card = number;
    const spec = DEPOSIT_METHODS.find((entry) => entry.sysname === record.method);
    if (spec?.sms) {
      record.smsSentAt = now();
      return c.redirect(`/sandbox-pay/card/${record.token ?? ''}/sms`, 303);
    }
    state.payments.pay(record, state.wallet, now());
    return finish(c, record);
  });

  app.get('/card/:token/sms', (c) => {
    const record = lookup(c, ['card_form']);
    if (!record) return notFound(c);
    if (record.status !== 'new') return finishedPage(c, record);
    if (record.smsSentAt === null) return c.redirect(`/sandbox-pay/card/${record.token ?? ''}`, 303);
    return smsPage(c, record);
  });

  app.post('/card/:token/sms', async (c) => {
    const record = lookup(c, ['card_form']);
    if (!record) return notFound(c);
    if (record.status !== 'new') return finish(c, record);
    if (record.smsSentAt === null) return c.redirect(`/sandbox-pay/card/${record.token ?? ''}`, 303);
    const body = await payForm(c, record);
    if (body instanceof Response) return body;
    if (formText(body, 'code') === SMS_CODE) {
      state.payments.pay(record, state.wallet, now());
      return finish(c, record);
    }
    record.smsAttemptsLeft--;
    if (record.smsAttemptsLeft <= 0) {
      state.payments.fail(record, { type: 'BillingTransactionDeclinedException', message: 'Wrong SMS code entered too many times' }, now());
      return finish(c, record);
    }
    return smsPage(c, record, PAY_TEXTS[record.locale].wrongCode.replace('{n}', String(record.smsAttemptsLeft)));
  });

  app.all('*', (c) => notFound(c));
  return app;
}

/**
 * Test mode (`GET /__sandbox/state/ledger?login=…[&ref=deposit:<id>]`): a player's ledger entries, so an
 * end-to-end test can check that a retried deposit or withdrawal moved money once.
 */
export function ledgerAnswer(c: Context, state: SandboxState): Response {
  const account = state.accounts.findByLogin(c.req.query('login') ?? '');
  if (!account) return errorResponse(c, fail.invalidParameter({ login: ['NOT_FOUND'] }));
  state.settleDue();
  const ref = c.req.query('ref');
  const items = state.wallet
    .entries(account.uid)
    .filter((entry) => ref === undefined || entry.ref === ref)
    .map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: toMajor(entry.delta, account.currency),
      balance_after: toMajor(entry.balanceAfter, account.currency),
      reason: entry.reason,
      ref: entry.ref ?? null,
      at: Math.floor(entry.at / 1000),
    }));
  return c.json({ data: { items, count: items.length } });
}
