/** Request schemas of cashbacks.* (decision 037; SPEC §7). */
import { enums, optional, type } from 'superstruct';
import * as cashbacks from '../cashbacks.ts';
import { declareRequest } from './declare.ts';
import { Int, intRange, listOf, text } from './rules.ts';

export const MAX_CASHBACK_PAGE = 100;

export const get = declareRequest(
  cashbacks.get,
  type({
    offset: optional(intRange(0)),
    count: optional(intRange(1, MAX_CASHBACK_PAGE)),
    sort: optional(enums(['created_at', 'start_date', 'end_date'])),
    order: optional(enums(['asc', 'desc'])),
    fields: optional(text(200)),
    statuses: optional(listOf(['active', 'paid_out'])),
  }),
);

const OneCashback = type({ cashback_id: Int });
export const payout = declareRequest(cashbacks.payout, OneCashback);
export const remove = declareRequest(cashbacks.remove, OneCashback);
