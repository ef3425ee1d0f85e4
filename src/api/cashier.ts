/**
 * cashier.* operations: deposits, withdrawals, their settings, banks and history (SPEC §7 "Cashier";
 * entities: SPEC §3 "Deposit", "Deposit info", "Deposit amount presets", "History item"; decision 009).
 * The deposit limit, currency rates and the currency switch are account.* operations (src/api/account.ts).
 *
 * Wire rules (docs/decisions/009-cashier-wire.md):
 * - Amounts are major units: a `Money` object (`{amount, currency}`, common.ts) in answers, a whole number in
 *   the player's currency in params (`amount=50000` is 50,000 so'm). Method bounds and presets are plain
 *   major-unit numbers in the currency named beside them.
 * - Times are unix seconds.
 * - Statuses and flows are open strings in the schemas, so a newer platform's value does not break the app;
 *   the values the app knows are the `*_STATUSES` / `DEPOSIT_FLOWS` lists below.
 * - `requisites` travel as a JSON object of strings (the client sends an object parameter as a JSON string);
 *   answers carry them masked (card numbers as `8600 12** **** 9012`).
 * - makedeposit and makewithdrawal move money: they carry an Idempotency-Key created when the player
 *   confirms; reuse it to retry, and the platform answers the first result without moving money twice.
 */
import { array, boolean, enums, nullable, number, optional, record, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

// ---------------------------------------------------------------- known values

/**
 * How a deposit method takes the player's money, i.e. what the app does with makedeposit's answer:
 * - `redirect`: this tab goes to `redirect_url` (the provider's hosted checkout), which sends the player back
 *   to a result page (`/cashier/paysuccess/{id}`, `payfail/{id}`, `paypending/{id}`, `paycancel`, with `/ru`).
 * - `card_form`: this tab goes to `card_form_url`, the provider's card form, then (when the method has
 *   `sms_confirmation`) its SMS-code step; it sends the player back like a redirect.
 * - `new_window`: open `new_window_url` in a new window and show `/cashier/paynewwindow`, polling
 *   getdepositinfo until the status is final. The window posts `{type: 'omad:payment', …}` to its opener.
 * - `mobile`: open `mobile_url` (a deep link into the provider's app, through the platform's link opening),
 *   show `/cashier/paymobile` and poll getdepositinfo.
 * - `pending`: nothing for the player to do at a provider: show `/cashier/paypending/{id}` and poll.
 */
export const DEPOSIT_FLOWS = ['redirect', 'card_form', 'new_window', 'mobile', 'pending'] as const;
export type DepositFlow = (typeof DEPOSIT_FLOWS)[number];
export function isDepositFlow(value: string): value is DepositFlow {
  return (DEPOSIT_FLOWS as readonly string[]).includes(value);
}

/**
 * new: waiting for the player at the provider; pending: paid, the provider is confirming; then final. refunded: a
 * payment cancelled by a time-out or self-exclusion that the provider still confirmed went back to its source.
 */
export const DEPOSIT_STATUSES = ['new', 'pending', 'success', 'failed', 'canceled', 'refunded'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** pending: funds reserved, cancellable until `process_at`; then success (paid out) or failed (funds back). */
export const WITHDRAWAL_STATUSES = ['pending', 'success', 'failed', 'canceled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** A status after which nothing changes any more. */
export function isFinalStatus(status: string): boolean {
  return status === 'success' || status === 'failed' || status === 'canceled' || status === 'refunded';
}

/** SPEC §5 rules a requisites field is checked with (src/lib/validation.ts, src/api/card-number.ts). */
export const REQUISITE_RULES = ['cardNumber', 'cardHolder', 'iban', 'phone', 'bank'] as const;
export type RequisiteRule = (typeof REQUISITE_RULES)[number];

// ---------------------------------------------------------------- schemas

/** Requisites as the platform answers them: field name -> value, card numbers and IBANs masked. */
export const Requisites = optional(nullable(record(string(), string())));
export type Requisites = Infer<typeof Requisites>;

/** One input a payment method asks for. The app sends `{[name]: value}` in `requisites`. */
export const RequisiteField = type({
  /** The key in `requisites`: card_number, card_holder, iban, bank_id, phone. */
  name: string(),
  /** Input kind: card_number, text, phone, iban, bank (a choice from cashier.getbanks). */
  type: string(),
  /** Label in the request's locale. */
  title: NullableString,
  is_required: boolean(),
  /** SPEC §5 input mask (# digit, @ letter, * either), e.g. `#### #### #### ####`. */
  mask: NullableString,
  /** The value without spaces must match this (JavaScript syntax, anchored), e.g. `^8600\d{12}$`. */
  regex: NullableString,
  /** The SPEC §5 rule to apply as well (one of REQUISITE_RULES; open for newer rules). */
  rule: NullableString,
  placeholder: NullableString,
});
export type RequisiteField = Infer<typeof RequisiteField>;

/** SPEC §3: per currency, a list of entries with a value field, e.g. `{ UZS: [{ value: 50000 }] }` (major units). */
export const DepositAmountPresets = record(string(), array(type({ value: number() })));
export type DepositAmountPresets = Infer<typeof DepositAmountPresets>;

export const DepositMethod = type({
  /** Matches the CMS payment method info by sysname (SPEC §3), e.g. `uzcard`. */
  sysname: string(),
  name: string(),
  /** The currency of min_amount and max_amount: the player's currency. */
  currency: string(),
  min_amount: number(),
  max_amount: number(),
  /** One of DEPOSIT_FLOWS. */
  flow: string(),
  /** card_form: the provider asks for a code sent by SMS after the card details. */
  sms_confirmation: optional(boolean()),
  fields: array(RequisiteField),
  /** Amount presets per currency, inside this method's bounds. */
  presets: DepositAmountPresets,
});
export type DepositMethod = Infer<typeof DepositMethod>;

/** The last successful deposit, for the one-tap re-deposit (decision 009). */
export const LastDeposit = type({
  method: string(),
  amount: Money,
});
export type LastDeposit = Infer<typeof LastDeposit>;

export const DepositSettings = type({
  /** The player's currency: what `amount` of makedeposit is counted in. */
  currency: string(),
  methods: array(DepositMethod),
  /** Default presets per currency (a method's own `presets` wins). */
  amount_presets: DepositAmountPresets,
  /** False until the first deposit was asked for: the first-deposit limit prompt (decision 009). */
  has_deposits: boolean(),
  last_deposit: nullable(LastDeposit),
});
export type DepositSettings = Infer<typeof DepositSettings>;

/** A provider's refusal kept on a transaction: a catalogue type (SPEC §8) and its message. */
export const TransactionError = type({
  type: string(),
  message: string(),
});
export type TransactionError = Infer<typeof TransactionError>;

/** makedeposit's answer: the transaction and where the player goes next (see DEPOSIT_FLOWS). */
export const DepositResult = type({
  id: Id,
  /** One of DEPOSIT_STATUSES: `new` for a provider step, `pending` for the pending flow. */
  status: string(),
  /** One of DEPOSIT_FLOWS. */
  flow: string(),
  method: string(),
  amount: Money,
  /** flow redirect: open in this tab. Absolute or root-relative; resolve against the app's origin. */
  redirect_url: NullableString,
  /** flow card_form: open in this tab. */
  card_form_url: NullableString,
  /** flow new_window: open in a new window. */
  new_window_url: NullableString,
  /** flow mobile: the deep link into the provider's app. */
  mobile_url: NullableString,
});
export type DepositResult = Infer<typeof DepositResult>;

/** SPEC §3 "Deposit info": id, requisites, method, type, created_at, updated_at, amount, status, domain. */
export const DepositInfo = type({
  id: Id,
  requisites: Requisites,
  method: string(),
  method_name: NullableString,
  /** The transaction kind: `deposit`. */
  type: string(),
  created_at: number(),
  updated_at: number(),
  amount: Money,
  /** One of DEPOSIT_STATUSES. */
  status: string(),
  /** The site the deposit was made on. */
  domain: NullableString,
  flow: NullableString,
  /** Why a failed deposit failed (e.g. BillingTransactionDeclinedException); null otherwise. */
  error: optional(nullable(TransactionError)),
});
export type DepositInfo = Infer<typeof DepositInfo>;

export const WithdrawMethod = type({
  sysname: string(),
  name: string(),
  currency: string(),
  min_amount: number(),
  max_amount: number(),
  fields: array(RequisiteField),
});
export type WithdrawMethod = Infer<typeof WithdrawMethod>;

/** One withdrawal limit window (Tashkent calendar day or month). */
export const WithdrawalLimit = type({
  /** day or month. */
  period: string(),
  limit_amount: Money,
  used_amount: Money,
  available_amount: Money,
  /** How many withdrawals the period allows; null when not limited. */
  max_count: NullableNumber,
  used_count: number(),
  /** Unix seconds when the period starts again. */
  resets_at: number(),
  /**
   * Whose limit it is: the operator's (absent means the operator's) or the Unified State Register's payout limit on this
   * player (docs/decisions/034-who-may-not-play.md); a withdrawal beyond the register's is refused with
   * WithdrawalLimitsExceededException whose error_data names `source: register`.
   */
  source: optional(enums(['operator', 'register'])),
});
export type WithdrawalLimit = Infer<typeof WithdrawalLimit>;

export const WithdrawSettings = type({
  methods: array(WithdrawMethod),
  /** What the player can withdraw now: the main balance. Bonus money is not withdrawable. */
  available_amount: Money,
  /** Bonus money, shown as "not withdrawable". */
  bonus_amount: Money,
  /** A withdrawal above `required_above` needs a verified player (else KycWithdrawalException). */
  verification: type({ required_above: Money, is_verified: boolean(), is_on_verification: boolean() }),
  limits: array(WithdrawalLimit),
});
export type WithdrawSettings = Infer<typeof WithdrawSettings>;

export const WithdrawalResult = type({
  id: Id,
  /** `pending`: the funds are reserved. */
  status: string(),
  method: string(),
  amount: Money,
  /** Unix seconds when the withdrawal is processed; it can be cancelled until then. */
  process_at: number(),
});
export type WithdrawalResult = Infer<typeof WithdrawalResult>;

export const Bank = type({
  id: Id,
  name: string(),
  code: NullableString,
  logo: NullableString,
});
export type Bank = Infer<typeof Bank>;

export const BankList = itemsOf(Bank);
export type BankList = Infer<typeof BankList>;

/** SPEC §3 "History item": id, created_at; the list carries the total count. */
export const CashierHistoryItem = type({
  id: Id,
  /** deposit or withdrawal. */
  type: string(),
  created_at: number(),
  updated_at: number(),
  method: string(),
  method_name: NullableString,
  amount: Money,
  /** One of DEPOSIT_STATUSES or WITHDRAWAL_STATUSES. */
  status: string(),
  requisites: Requisites,
  /** A pending withdrawal before `process_at`: cashier.cancelwithdrawal takes it back. */
  can_cancel: boolean(),
  /** Withdrawals: unix seconds when it is (or was) processed. */
  process_at: NullableNumber,
  error: optional(nullable(TransactionError)),
});
export type CashierHistoryItem = Infer<typeof CashierHistoryItem>;

/** Lifetime sums of successful transactions (the wallet's "net deposits", decision 009). */
export const CashierTotals = type({
  deposited: Money,
  withdrawn: Money,
  /** deposited minus withdrawn. */
  net_deposits: Money,
});
export type CashierTotals = Infer<typeof CashierTotals>;

export const CashierHistory = type({
  items: array(CashierHistoryItem),
  /** How many items match the filter (all pages); the sandbox always sends it, older platforms may not. */
  count: optional(number()),
  totals: optional(CashierTotals),
});
export type CashierHistory = Infer<typeof CashierHistory>;

// ---------------------------------------------------------------- params

export type HistoryType = 'all' | 'deposit' | 'withdrawal';

export type GetHistoryParams = {
  offset?: number;
  /** SPEC §9: the history page shows 4 at a time; at most 100. */
  count?: number;
  type?: HistoryType;
  statuses?: readonly (DepositStatus | WithdrawalStatus)[];
  /** One transaction by its id (a deposit or a withdrawal): the receipt page (decision 009). */
  id?: number;
};

/** Requisites the player typed, by field name (sent as a JSON object). */
export type RequisitesInput = Record<string, string>;

/** SPEC §3 "Deposit": method, amount, campaign_offer_id, requisites, and the promo code (decision 011). */
export type MakeDepositParams = {
  method: string;
  /** Whole major units of the player's currency. */
  amount: number;
  campaign_offer_id?: number | null;
  requisites?: RequisitesInput | null;
  promo_code?: string | null;
};

export type MakeWithdrawalParams = {
  method: string;
  amount: number;
  requisites: RequisitesInput;
};

// ---------------------------------------------------------------- operations

/** Takes back a pending withdrawal before it is processed: the funds return to the main balance at once. */
export const cancelWithdrawal = defineOperation<{ id: number }, Infer<typeof OneIsOk>>({
  operation: 'cashier.cancelwithdrawal',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['id'],
});

/** Banks a withdrawal method pays to (its `bank` field); without `method`, every bank. */
export const getBanks = defineOperation<{ method?: string }, BankList>({
  operation: 'cashier.getbanks',
  method: 'GET',
  schema: BankList,
});

export const getDepositInfo = defineOperation<{ id: number | string }, DepositInfo>({
  operation: 'cashier.getdepositinfo',
  method: 'GET',
  schema: DepositInfo,
});

export const getDepositSettings = defineOperation<Record<string, never>, DepositSettings>({
  operation: 'cashier.getdepositsettings',
  method: 'GET',
  schema: DepositSettings,
});

/** Newest first; ids are stable, so "load more" can drop duplicates by id (SPEC §4). */
export const getHistory = defineOperation<GetHistoryParams, CashierHistory>({
  operation: 'cashier.gethistory',
  method: 'GET',
  schema: CashierHistory,
});

export const getWithdrawSettings = defineOperation<Record<string, never>, WithdrawSettings>({
  operation: 'cashier.getwithdrawsettings',
  method: 'GET',
  schema: WithdrawSettings,
});

export const makeDeposit = defineOperation<MakeDepositParams, DepositResult>({
  operation: 'cashier.makedeposit',
  method: 'POST',
  schema: DepositResult,
  money: true,
  formFields: ['method', 'amount', 'campaign_offer_id', 'requisites', 'promo_code'],
});

export const makeWithdrawal = defineOperation<MakeWithdrawalParams, WithdrawalResult>({
  operation: 'cashier.makewithdrawal',
  method: 'POST',
  schema: WithdrawalResult,
  money: true,
  formFields: ['method', 'amount', 'requisites'],
});

