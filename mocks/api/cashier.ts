/**
 * cashier.* handlers (SPEC §7 "Cashier"; decision 009), answering the shapes declared in src/api/cashier.ts.
 * Deposits go to the sandbox payment provider (mocks/payments/), which moves the money when the player pays;
 * withdrawals reserve the funds at once and are processed after 10 minutes of sandbox time. Transactions live
 * in mocks/state/payments.ts, money in the wallet ledger; the test values are listed in mocks/README.md.
 */
import * as cashier from '../../src/api/cashier.ts';
import * as requests from '../../src/api/requests/cashier.ts';
import type { CashierHistoryItem, DepositInfo, DepositMethod, RequisiteField, WithdrawMethod, WithdrawalLimit } from '../../src/api/cashier.ts';
import type { Money } from '../../src/api/common.ts';
import type { ErrorType } from '../../src/api/errors.ts';
import {
  AMOUNT_PRESETS,
  BANKS,
  DEPOSIT_METHODS,
  DEPOSIT_OUTCOME_AMOUNTS,
  KYC_DEPOSIT_THRESHOLD_UZS,
  KYC_WITHDRAWAL_THRESHOLD_UZS,
  REQUISITES_TEST_CARDS,
  SANDBOX_DOMAIN,
  WITHDRAWAL_LIMITS,
  WITHDRAW_METHODS,
  type DepositMethodSpec,
  type RequisiteFieldSpec,
  type WithdrawMethodSpec,
} from '../fixtures/payment-methods.ts';
import { SandboxError, fail, type ErrorData } from '../http/wire.ts';
import { cardBrand, cardDigits, isCardHolder, isIban, isLuhnValid, maskCardNumber } from '../payments/rules.ts';
import type { AccountRecord, Locale } from '../state/accounts.ts';
import { CURRENCIES, fromUzs, money, toMajor, toMinor, type Currency } from '../state/money.ts';
import type { DepositRecord, TransactionRecord, WithdrawalRecord } from '../state/payments.ts';
import { InsufficientFundsError } from '../state/wallet.ts';
import { depositLimitOut } from './account.ts';
import { activatePromoCode, checkPromoCode, depositOffer, takeDepositOffer } from './campaigns.ts';
import { identificationRefusal, requireIdentifiedForPlay } from './identification.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

const DEFAULT_HISTORY_PAGE = 20;
/** Where the sandbox payment provider lives (mocks/payments/routes.ts). */
export const PROVIDER_BASE = '/sandbox-pay';
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------- amounts

function bounds(spec: { minUzs: number; maxUzs: number }, currency: Currency): { min: number; max: number } {
  return { min: fromUzs(spec.minUzs, currency, 'up'), max: fromUzs(spec.maxUzs, currency, 'down') };
}

function checkBounds(amount: number, spec: { minUzs: number; maxUzs: number }, currency: Currency): void {
  const { min, max } = bounds(spec, currency);
  if (amount < min) throw fail.invalidParameter({ amount: ['MIN_VALUE'] }, `The amount must be at least ${min} ${currency}`);
  if (amount > max) throw fail.invalidParameter({ amount: ['MAX_VALUE'] }, `The amount must be at most ${max} ${currency}`);
}

function isUzsAmount(amount: number, currency: Currency, uzs: number): boolean {
  return currency === 'UZS' && amount === uzs;
}

// ---------------------------------------------------------------- requisites

function fieldOut(field: RequisiteFieldSpec, locale: Locale): RequisiteField {
  return { name: field.name, type: field.type, title: field.title[locale], is_required: field.required, mask: field.mask, regex: field.regex, rule: field.rule, placeholder: field.placeholder };
}

/**
 * Reads `requisites` (the JSON text the request schema let through, src/api/requests/cashier.ts) as an object of strings
 * and checks each field of the method with the SPEC §5 rules (mocks/payments/rules.ts). Answers the normalised values
 * (card digits, IBAN without spaces in capitals). Failures: InvalidParameterException with `error_data` keyed
 * `requisites.<field>`.
 */
function readRequisites(raw: string | undefined, fields: readonly RequisiteFieldSpec[]): Record<string, string> {
  let given: Record<string, unknown> = {};
  if (raw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw fail.invalidParameter({ requisites: ['INVALID'] }, 'requisites must be a JSON object');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail.invalidParameter({ requisites: ['INVALID'] }, 'requisites must be a JSON object');
    given = parsed as Record<string, unknown>;
  }
  const errors: ErrorData = {};
  const values: Record<string, string> = {};
  for (const field of fields) {
    const key = `requisites.${field.name}`;
    const value = given[field.name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (field.required) errors[key] = ['REQUIRED'];
      continue;
    }
    if (typeof value !== 'string' || value.length > 64) {
      errors[key] = ['INVALID'];
      continue;
    }
    const problem = checkField(field, value.trim());
    if (problem) errors[key] = [problem];
    else values[field.name] = normalise(field, value.trim());
  }
  if (Object.keys(errors).length > 0) throw fail.invalidParameter(errors, 'Invalid requisites');
  return values;
}

function checkField(field: RequisiteFieldSpec, value: string): string | undefined {
  switch (field.rule) {
    case 'cardNumber': {
      const digits = cardDigits(value);
      if (!isLuhnValid(digits)) return 'WRONG_CARD_NUMBER';
      // A valid card of another brand (a Humo card for Uzcard) is told apart from a mistyped number.
      const brand = cardBrand(digits);
      if (field.brands && (brand === undefined || !field.brands.includes(brand))) return 'WRONG_CARD_TYPE';
      return field.regex !== null && !new RegExp(field.regex).test(digits) ? 'WRONG_CARD_NUMBER' : undefined;
    }
    case 'cardHolder':
      return !isCardHolder(value) ? 'WRONG_CARD_HOLDER' : value.length > 48 ? 'MAX_LENGTH' : undefined;
    case 'iban':
      return isIban(value) ? undefined : 'WRONG_IBAN';
    case 'phone':
      return field.regex !== null && !new RegExp(field.regex).test(value.replace(/[\s()-]/g, '')) ? 'WRONG_PHONE' : undefined;
    case 'bank':
      return BANKS.some((bank) => String(bank.id) === value) ? undefined : 'NOT_FOUND';
  }
}

function normalise(field: RequisiteFieldSpec, value: string): string {
  if (field.rule === 'cardNumber') return cardDigits(value);
  if (field.rule === 'iban') return value.replace(/\s+/g, '').toUpperCase();
  if (field.rule === 'phone') return value.replace(/[\s()-]/g, '');
  if (field.rule === 'cardHolder') return value.replace(/\s+/g, ' ');
  return value;
}

/** Requisites as answers show them: card numbers first six and last four, IBANs and phones partly hidden. */
export function maskRequisites(requisites: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(requisites)) {
    if (name === 'card_number') out[name] = maskCardNumber(value);
    else if (name === 'iban') out[name] = `${value.slice(0, 4)} **** ${value.slice(-4)}`;
    else if (name === 'phone') out[name] = `${value.slice(0, 6)}*****${value.slice(-2)}`;
    else out[name] = value;
  }
  return out;
}

// ---------------------------------------------------------------- answers

function presetsFor(spec: { minUzs: number; maxUzs: number }): Record<string, { value: number }[]> {
  return Object.fromEntries(
    CURRENCIES.map((currency) => {
      const { min, max } = bounds(spec, currency);
      return [currency, AMOUNT_PRESETS[currency].filter((value) => value >= min && value <= max).map((value) => ({ value }))];
    }),
  );
}

function depositMethodOut(spec: DepositMethodSpec, currency: Currency, locale: Locale): DepositMethod {
  const { min, max } = bounds(spec, currency);
  return {
    sysname: spec.sysname,
    name: spec.name[locale],
    currency,
    min_amount: min,
    max_amount: max,
    flow: spec.flow,
    sms_confirmation: spec.sms,
    fields: spec.fields.map((field) => fieldOut(field, locale)),
    presets: presetsFor(spec),
  };
}

function withdrawMethodOut(spec: WithdrawMethodSpec, currency: Currency, locale: Locale): WithdrawMethod {
  const { min, max } = bounds(spec, currency);
  return { sysname: spec.sysname, name: spec.name[locale], currency, min_amount: min, max_amount: max, fields: spec.fields.map((field) => fieldOut(field, locale)) };
}

function methodName(record: TransactionRecord, locale: Locale): string | null {
  const specs: readonly { sysname: string; name: Readonly<Record<Locale, string>> }[] = record.kind === 'deposit' ? DEPOSIT_METHODS : WITHDRAW_METHODS;
  return specs.find((spec) => spec.sysname === record.method)?.name[locale] ?? null;
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

function requisitesOf(record: TransactionRecord): Record<string, string> {
  const all: Record<string, string> = { ...record.requisites };
  if (record.kind === 'deposit' && record.card !== null) all.card_number = record.card;
  return maskRequisites(all);
}

function depositInfoOut(record: DepositRecord, locale: Locale): DepositInfo {
  return {
    id: record.id,
    requisites: requisitesOf(record),
    method: record.method,
    method_name: methodName(record, locale),
    type: 'deposit',
    created_at: seconds(record.createdAt),
    updated_at: seconds(record.updatedAt),
    amount: money(record.amountMinor, record.currency),
    status: record.status,
    domain: SANDBOX_DOMAIN,
    flow: record.flow,
    error: record.error ? { ...record.error } : null,
  };
}

function historyItemOut(record: TransactionRecord, locale: Locale, now: number): CashierHistoryItem {
  return {
    id: record.id,
    type: record.kind,
    created_at: seconds(record.createdAt),
    updated_at: seconds(record.updatedAt),
    method: record.method,
    method_name: methodName(record, locale),
    amount: money(record.amountMinor, record.currency),
    status: record.status,
    requisites: requisitesOf(record),
    can_cancel: record.kind === 'withdrawal' && record.status === 'pending' && now < record.processAt,
    process_at: record.kind === 'withdrawal' ? seconds(record.processAt) : null,
    error: record.error ? { ...record.error } : null,
  };
}

/** Where the player goes for each flow (root-relative URLs on the sandbox origin). */
function depositResultOut(record: DepositRecord): cashier.DepositResult {
  const page = (kind: string) => (record.token === null ? null : `${PROVIDER_BASE}/${kind}/${record.token}`);
  return {
    id: record.id,
    status: record.status,
    flow: record.flow,
    method: record.method,
    amount: money(record.amountMinor, record.currency),
    redirect_url: record.flow === 'redirect' ? page('checkout') : null,
    card_form_url: record.flow === 'card_form' ? page('card') : null,
    new_window_url: record.flow === 'new_window' ? page('checkout') : null,
    mobile_url: record.flow === 'mobile' ? page('app') : null,
  };
}

// ---------------------------------------------------------------- withdrawal limits

/** The Tashkent calendar day and month holding `now` (unix ms): [start, end). */
function windows(now: number): Record<'day' | 'month', { start: number; end: number }> {
  const local = now + TASHKENT_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS - TASHKENT_OFFSET_MS;
  const date = new Date(local);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - TASHKENT_OFFSET_MS;
  const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - TASHKENT_OFFSET_MS;
  return { day: { start: dayStart, end: dayStart + DAY_MS }, month: { start: monthStart, end: monthEnd } };
}

interface LimitState {
  period: 'day' | 'month';
  limitMinor: number;
  usedMinor: number;
  maxCount: number | null;
  usedCount: number;
  resetsAt: number;
  source: 'operator' | 'register';
}

/** Withdrawals that hold or took money (pending, success) count against the limits. */
function withdrawalLimits(context: OperationContext, me: AccountRecord): LimitState[] {
  const now = context.now();
  const mine = context.state.payments.list(me.uid).filter((record): record is WithdrawalRecord => record.kind === 'withdrawal' && (record.status === 'pending' || record.status === 'success'));
  const current = windows(now);
  const inside = (period: 'day' | 'month') => mine.filter((record) => record.createdAt >= current[period].start && record.createdAt < current[period].end && record.currency === me.currency);
  const used = (period: 'day' | 'month') => inside(period).reduce((sum, record) => sum + record.amountMinor, 0);
  const limits: LimitState[] = (['day', 'month'] as const).map((period) => ({
    period,
    limitMinor: toMinor(fromUzs(WITHDRAWAL_LIMITS[period].amountUzs, me.currency, 'down'), me.currency),
    usedMinor: used(period),
    maxCount: WITHDRAWAL_LIMITS[period].count,
    usedCount: inside(period).length,
    resetsAt: current[period].end,
    source: 'operator',
  }));
  // Decision 034: the Unified State Register's payout limit on this player, per Tashkent calendar day (UZS as it holds it).
  const register = context.state.register.restrictionOf(me.uid);
  if (register) {
    const limitMinor = toMinor(fromUzs(register.payoutPerDayMinor / 100, me.currency, 'down'), me.currency);
    limits.push({ period: 'day', limitMinor, usedMinor: used('day'), maxCount: null, usedCount: inside('day').length, resetsAt: current.day.end, source: 'register' });
  }
  return limits;
}

function limitOut(limit: LimitState, currency: Currency): WithdrawalLimit {
  return {
    period: limit.period,
    limit_amount: money(limit.limitMinor, currency),
    used_amount: money(limit.usedMinor, currency),
    available_amount: money(Math.max(0, limit.limitMinor - limit.usedMinor), currency),
    max_count: limit.maxCount,
    used_count: limit.usedCount,
    resets_at: seconds(limit.resetsAt),
    source: limit.source,
  };
}

// ---------------------------------------------------------------- lookups

function ownDeposit(context: OperationContext, me: AccountRecord, id: number): DepositRecord {
  const record = context.state.payments.get(id);
  if (!record || record.uid !== me.uid || record.kind !== 'deposit') throw fail.invalidParameter({ id: ['NOT_FOUND'] }, 'Deposit not found');
  return record;
}

function ownWithdrawal(context: OperationContext, me: AccountRecord, id: number): WithdrawalRecord {
  const record = context.state.payments.get(id);
  if (!record || record.uid !== me.uid || record.kind !== 'withdrawal') throw fail.invalidParameter({ id: ['NOT_FOUND'] }, 'Withdrawal not found');
  return record;
}

const majorText = (minor: number, currency: Currency): string => String(toMajor(minor, currency));

function refuse(type: ErrorType, message: string, errorData: ErrorData = {}): SandboxError {
  return new SandboxError(type, message, errorData);
}

// ---------------------------------------------------------------- operations

export const operations: readonly OperationHandler[] = [
  implement(requests.getDepositSettings, (context) => {
    const me = context.requireAccount();
    const deposits = context.state.payments.list(me.uid).filter((record): record is DepositRecord => record.kind === 'deposit' && record.status === 'success');
    const last = deposits[0];
    return {
      currency: me.currency,
      methods: DEPOSIT_METHODS.map((spec) => depositMethodOut(spec, me.currency, context.locale)),
      amount_presets: Object.fromEntries(CURRENCIES.map((currency) => [currency, AMOUNT_PRESETS[currency].map((value) => ({ value }))])),
      has_deposits: last !== undefined,
      last_deposit: last ? { method: last.method, amount: money(last.amountMinor, last.currency) } : null,
    };
  }),

  implement(requests.makeDeposit, (context, input) => {
    const me = context.requireAccount();
    const spec = DEPOSIT_METHODS.find((entry) => entry.sysname === input.method);
    if (!spec) throw fail.invalidParameter({ method: ['NOT_FOUND'] }, 'Unknown payment method');
    const amount = Number(input.amount);
    checkBounds(amount, spec, me.currency);
    const requisites = readRequisites(input.requisites, spec.fields);
    // The offer chosen in the cashier and a promo code typed there apply when this deposit succeeds.
    const chosenOffer = depositOffer(context, me, input.campaign_offer_id, spec.sysname);
    const promoCode = input.promo_code?.trim() ?? '';
    if (promoCode !== '') checkPromoCode(context, me, promoCode);

    const amountMinor = toMinor(amount, me.currency);
    const kycThreshold = toMinor(fromUzs(KYC_DEPOSIT_THRESHOLD_UZS, me.currency, 'down'), me.currency);
    // Decision 033: with identification before play on, no deposit at all before the player is identified.
    requireIdentifiedForPlay(context.state, me, 'deposit', context.now());
    if (amountMinor > kycThreshold && !me.isVerified) {
      const above = majorText(kycThreshold, me.currency);
      throw identificationRefusal(me, `Deposits above ${above} ${me.currency} need a verified account`, { amount: ['VERIFICATION_REQUIRED'], required_above: [above] });
    }
    const limit = depositLimitOut(context, me);
    if (limit.available_amount !== null && amountMinor > toMinor(limit.available_amount.amount, me.currency)) {
      const available = limit.available_amount;
      throw refuse('BillingDepositLimitExceededException', `Deposit limit exceeded: ${available.amount} ${available.currency} can be deposited until the limit period ends`, {
        amount: ['DEPOSIT_LIMIT_EXCEEDED'],
        available_amount: [String(available.amount)],
        limit_amount: [String(limit.limit_amount?.amount ?? '')],
        period: [limit.period],
        expired_at: [String(limit.expired_at ?? '')],
      });
    }
    if (isUzsAmount(amount, me.currency, DEPOSIT_OUTCOME_AMOUNTS.unavailable)) {
      throw refuse('BillingUnavailableException', 'The payment provider is unavailable, try again later or choose another method');
    }
    // The code is used only once nothing else refuses the deposit (checked above, activated here).
    if (promoCode !== '') activatePromoCode(context, me, promoCode);
    // So is the chosen offer: taken here, once, and armed for this deposit.
    const campaignOfferId = takeDepositOffer(context, me, chosenOffer);
    const record = context.state.payments.createDeposit({ uid: me.uid, method: spec.sysname, flow: spec.flow, amountMinor, currency: me.currency, requisites, locale: context.locale, campaignOfferId }, context.now());
    return depositResultOut(record);
  }),

  implement(requests.getDepositInfo, (context, { id }) => {
    const me = context.requireAccount();
    return depositInfoOut(ownDeposit(context, me, id), context.locale);
  }),

  implement(requests.getHistory, (context, input) => {
    const me = context.requireAccount();
    const { offset = 0, count = DEFAULT_HISTORY_PAGE, type: kind = 'all', statuses, id } = input;
    const all = context.state.payments.list(me.uid);
    const matching = all.filter(
      (record) => (id === undefined || record.id === id) && (kind === 'all' || record.kind === kind) && (!statuses || statuses.length === 0 || (statuses as readonly string[]).includes(record.status)),
    );
    const sum = (recordKind: 'deposit' | 'withdrawal') =>
      all.filter((record) => record.kind === recordKind && record.status === 'success' && record.currency === me.currency).reduce((total, record) => total + record.amountMinor, 0);
    const deposited = sum('deposit');
    const withdrawn = sum('withdrawal');
    const asMoney = (minor: number): Money => money(minor, me.currency);
    return {
      items: matching.slice(offset, offset + count).map((record) => historyItemOut(record, context.locale, context.now())),
      count: matching.length,
      totals: { deposited: asMoney(deposited), withdrawn: asMoney(withdrawn), net_deposits: asMoney(deposited - withdrawn) },
    };
  }),

  implement(requests.getWithdrawSettings, (context) => {
    const me = context.requireAccount();
    const { wallet } = context.state;
    return {
      methods: WITHDRAW_METHODS.map((spec) => withdrawMethodOut(spec, me.currency, context.locale)),
      available_amount: money(wallet.balance(me.uid, 'main'), me.currency),
      bonus_amount: money(wallet.balance(me.uid, 'bonus'), me.currency),
      verification: {
        required_above: money(toMinor(fromUzs(KYC_WITHDRAWAL_THRESHOLD_UZS, me.currency, 'down'), me.currency), me.currency),
        is_verified: me.isVerified,
        is_on_verification: me.isOnVerification,
      },
      limits: withdrawalLimits(context, me).map((limit) => limitOut(limit, me.currency)),
    };
  }),

  implement(requests.getBanks, (context, { method }) => {
    context.requireAccount();
    let banks = BANKS;
    if (method !== undefined) {
      const spec = WITHDRAW_METHODS.find((entry) => entry.sysname === method);
      if (!spec) throw fail.invalidParameter({ method: ['NOT_FOUND'] }, 'Unknown withdrawal method');
      if (!spec.fields.some((field) => field.rule === 'bank')) banks = [];
    }
    const items = banks.map((bank) => ({ id: bank.id, name: bank.name, code: bank.code, logo: null }));
    return { items, count: items.length };
  }),

  implement(requests.makeWithdrawal, (context, input) => {
    const me = context.requireAccount();
    const spec = WITHDRAW_METHODS.find((entry) => entry.sysname === input.method);
    if (!spec) throw fail.invalidParameter({ method: ['NOT_FOUND'] }, 'Unknown withdrawal method');
    const amount = Number(input.amount);
    checkBounds(amount, spec, me.currency);
    const requisites = readRequisites(input.requisites, spec.fields);
    const amountMinor = toMinor(amount, me.currency);
    const currency = me.currency;

    // The payout needs the player's name and birth date (the profile form, decision 009).
    const missing = (['first_name', 'last_name', 'birth_date'] as const).filter((field) => me.profile[field] === null);
    if (missing.length > 0) throw refuse('UserNeedProfileDataException', 'Fill in your profile before withdrawing', Object.fromEntries(missing.map((field) => [field, ['REQUIRED']])));
    const threshold = toMinor(fromUzs(KYC_WITHDRAWAL_THRESHOLD_UZS, currency, 'down'), currency);
    if (amountMinor > threshold && !me.isVerified) {
      throw refuse('KycWithdrawalException', `Withdrawals above ${majorText(threshold, currency)} ${currency} need a verified account`, { amount: ['VERIFICATION_REQUIRED'], required_above: [majorText(threshold, currency)] });
    }
    const refusedCard = REQUISITES_TEST_CARDS.find((card) => card.number === requisites.card_number);
    if (refusedCard) throw refuse(refusedCard.type, refusedCard.message, { 'requisites.card_number': [refusedCard.key] });

    for (const limit of withdrawalLimits(context, me)) {
      const resetsAt = [String(seconds(limit.resetsAt))];
      if (limit.maxCount !== null && limit.usedCount >= limit.maxCount) {
        throw refuse('WithdrawalLimitsPeriodExceededException', `At most ${limit.maxCount} withdrawals per ${limit.period}`, { period: [limit.period], max_count: [String(limit.maxCount)], resets_at: resetsAt });
      }
      const available = Math.max(0, limit.limitMinor - limit.usedMinor);
      if (amountMinor > available) {
        const whose = limit.source === 'register' ? 'The state register’s payout limit' : 'Withdrawal limit';
        throw refuse('WithdrawalLimitsExceededException', `${whose} per ${limit.period}: ${majorText(available, currency)} ${currency} left`, {
          amount: ['LIMIT_EXCEEDED'],
          period: [limit.period],
          available_amount: [majorText(available, currency)],
          limit_amount: [majorText(limit.limitMinor, currency)],
          resets_at: resetsAt,
          source: [limit.source],
        });
      }
    }

    // Only the main balance is withdrawable: bonus money stays (decision 009).
    let record: WithdrawalRecord;
    try {
      record = context.state.payments.createWithdrawal({ uid: me.uid, method: spec.sysname, amountMinor, currency, requisites }, context.state.wallet, context.now());
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw fail.invalidParameter({ amount: ['INSUFFICIENT_FUNDS'] }, 'The amount is more than the withdrawable balance');
      throw error;
    }
    return { id: record.id, status: record.status, method: record.method, amount: money(record.amountMinor, record.currency), process_at: seconds(record.processAt) };
  }),

  implement(requests.cancelWithdrawal, (context, { id }) => {
    const me = context.requireAccount();
    const record = ownWithdrawal(context, me, id);
    // A retried cancel answers like the first one.
    if (record.status === 'canceled') return 1;
    if (!context.state.payments.cancelWithdrawal(record, context.state.wallet, context.now())) {
      throw fail.invalidParameter({ id: ['ALREADY_PROCESSED'] }, 'The withdrawal was already processed');
    }
    return 1;
  }),
];
