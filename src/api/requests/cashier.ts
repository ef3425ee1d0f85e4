/**
 * Request schemas of cashier.* (decision 037; SPEC §7 "Cashier", decision 009). The method's name, the amount's and the
 * requisites' form are checked here; which method exists, the method's bounds, the requisites' fields and the payment's
 * state are the handler's (mocks/api/cashier.ts), since they depend on the method chosen and on the player.
 */
import { enums, optional, string, type } from 'superstruct';
import * as cashier from '../cashier.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { Amount, Int, intRange, listOf, text } from './rules.ts';

/** SPEC §9: a page of the cashier history holds at most 100 transactions. */
export const MAX_HISTORY_PAGE = 100;

const STATUSES = [...new Set([...cashier.DEPOSIT_STATUSES, ...cashier.WITHDRAWAL_STATUSES])];
const HISTORY_TYPES = ['all', 'deposit', 'withdrawal'] as const satisfies readonly cashier.HistoryType[];

/** A payment method's sysname (mocks/fixtures/payment-methods.ts has the sandbox's). */
const Method = text(32);
/** The requisites travel as JSON text (client.ts sends objects so); the handler reads the method's fields from it. */
const Requisites = text(2000);
const OnePayment = type({ id: Int });

export const getDepositSettings = declareNoParams(cashier.getDepositSettings);

export const makeDeposit = declareRequest(
  cashier.makeDeposit,
  type({ method: Method, amount: Amount, campaign_offer_id: optional(Int), requisites: optional(Requisites), promo_code: optional(string()) }),
);

export const getDepositInfo = declareRequest(cashier.getDepositInfo, OnePayment);

export const getHistory = declareRequest(
  cashier.getHistory,
  type({
    offset: optional(intRange(0)),
    count: optional(intRange(1, MAX_HISTORY_PAGE)),
    type: optional(enums(HISTORY_TYPES)),
    statuses: optional(listOf(STATUSES)),
    id: optional(intRange(1)),
  }),
);

export const getWithdrawSettings = declareNoParams(cashier.getWithdrawSettings);

export const getBanks = declareRequest(cashier.getBanks, type({ method: optional(Method) }));

export const makeWithdrawal = declareRequest(cashier.makeWithdrawal, type({ method: Method, amount: Amount, requisites: Requisites }));

export const cancelWithdrawal = declareRequest(cashier.cancelWithdrawal, OnePayment);
