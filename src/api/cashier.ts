/**
 * cashier.* operations: deposits, withdrawals, their settings and history (SPEC §7 "Cashier";
 * entities: SPEC §3 "Deposit", "Deposit limit", "Deposit info", "Deposit amount presets", "History item").
 *
 * Design choices where SPEC says "not shown": amounts are `Money` (major units, common.ts) or plain
 * major-unit numbers for method bounds; dates are unix seconds; statuses are open strings.
 * makedeposit and makewithdrawal move money, so they carry an Idempotency-Key (ARCHITECTURE.md):
 * pass the key created when the player confirmed, and reuse it when retrying by hand.
 */
import { array, boolean, number, optional, record, string, type, union, unknown, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

/** Requisites are method-specific: a card or account number, or a set of named fields. */
export const Requisites = optional(union([string(), record(string(), unknown())]));
export type Requisites = Infer<typeof Requisites>;

/** One input a payment method asks for (card number, phone, bank...). */
export const RequisiteField = type({
  name: string(),
  type: optional(string()),
  title: NullableString,
  is_required: optional(boolean()),
  mask: NullableString,
  regex: NullableString,
});
export type RequisiteField = Infer<typeof RequisiteField>;

export const PaymentMethod = type({
  /** Matches the CMS payment method info by sysname (SPEC §3). */
  sysname: string(),
  name: NullableString,
  currency: optional(string()),
  min_amount: NullableNumber,
  max_amount: NullableNumber,
  /** The provider's page opens in a new window (SPEC §2 /cashier/paynewwindow). */
  is_new_window: optional(boolean()),
  fields: optional(array(RequisiteField)),
});
export type PaymentMethod = Infer<typeof PaymentMethod>;

/** SPEC §3: available_amount, can_edit, expired_at, limit_amount, period (default none). */
export const DepositLimit = type({
  available_amount: optional(Money),
  can_edit: optional(boolean()),
  expired_at: NullableNumber,
  limit_amount: optional(Money),
  /** none, day, week, month. */
  period: optional(string()),
});
export type DepositLimit = Infer<typeof DepositLimit>;

/** SPEC §3: per currency, a list of entries with a value field, e.g. { UZS: [{ value: 50000 }] }. */
export const DepositAmountPresets = record(string(), array(type({ value: number() })));
export type DepositAmountPresets = Infer<typeof DepositAmountPresets>;

export const DepositSettings = type({
  methods: array(PaymentMethod),
  amount_presets: optional(DepositAmountPresets),
  deposit_limit: optional(DepositLimit),
});
export type DepositSettings = Infer<typeof DepositSettings>;

export const WithdrawSettings = type({
  methods: array(PaymentMethod),
  /** What the player can withdraw now (bonus money excluded). */
  available_amount: optional(Money),
});
export type WithdrawSettings = Infer<typeof WithdrawSettings>;

/** SPEC §3: id, requisites, method, type, created_at, updated_at, amount, status, domain. */
export const DepositInfo = type({
  id: Id,
  requisites: Requisites,
  method: optional(string()),
  type: optional(string()),
  created_at: NullableNumber,
  updated_at: NullableNumber,
  amount: Money,
  status: string(),
  domain: NullableString,
});
export type DepositInfo = Infer<typeof DepositInfo>;

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
  created_at: NullableNumber,
  /** deposit or withdrawal. */
  type: optional(string()),
  method: NullableString,
  amount: optional(Money),
  status: optional(string()),
});
export type CashierHistoryItem = Infer<typeof CashierHistoryItem>;

export const CashierHistory = itemsOf(CashierHistoryItem);
export type CashierHistory = Infer<typeof CashierHistory>;

/**
 * The answer to makedeposit: the transaction and where the player goes next. A redirect_url leads to
 * the provider's payment page; without one the deposit completed (or is pending) on the platform.
 */
export const DepositResult = type({
  id: Id,
  status: string(),
  redirect_url: NullableString,
  is_new_window: optional(boolean()),
  amount: optional(Money),
});
export type DepositResult = Infer<typeof DepositResult>;

export const WithdrawalResult = type({
  id: Id,
  status: string(),
  amount: optional(Money),
});
export type WithdrawalResult = Infer<typeof WithdrawalResult>;

export type HistoryType = 'all' | 'deposit' | 'withdrawal';

export type GetHistoryParams = {
  offset?: number;
  count?: number;
  type?: HistoryType;
  statuses?: readonly string[];
};

/** SPEC §3 "Deposit": method, amount, campaign_offer_id, requisites. */
export type MakeDepositParams = {
  method: string;
  amount: number;
  campaign_offer_id?: number | null;
  requisites?: string | Record<string, string> | null;
};

export type MakeWithdrawalParams = {
  method: string;
  amount: number;
  requisites?: string | Record<string, string> | null;
};

export const cancelWithdrawal = defineOperation<{ id: number }, Infer<typeof OneIsOk>>({
  operation: 'cashier.cancelwithdrawal',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['id'],
});

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
  formFields: ['method', 'amount', 'campaign_offer_id', 'requisites'],
});

export const makeWithdrawal = defineOperation<MakeWithdrawalParams, WithdrawalResult>({
  operation: 'cashier.makewithdrawal',
  method: 'POST',
  schema: WithdrawalResult,
  money: true,
  formFields: ['method', 'amount', 'requisites'],
});
