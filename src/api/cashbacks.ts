/**
 * cashbacks.* operations (SPEC §7 "Banners, bonuses, campaigns, cashbacks"; entity: SPEC §3 "Cashback").
 * SPEC §4's cashback popup reads id, status and receiving_expired_at. Other fields are designed
 * tolerant: amounts `Money`, dates unix seconds, status an open string.
 */
import { boolean, optional, string, type, type Infer } from 'superstruct';
import { defineOperation, expectOne } from './client.ts';
import { Id, Money, NullableNumber, OneIsOk, itemsOf } from './common.ts';
import { RewardDescription } from './freespins.ts';

/** SPEC §3: active or paid_out (filters use these; the answer keeps an open string). */
export type CashbackStatus = 'active' | 'paid_out';

export const Cashback = type({
  id: Id,
  status: string(),
  /** Unix seconds until which a paid-out cashback can be received; null when not limited. */
  receiving_expired_at: NullableNumber,
  amount: optional(Money),
  start_date: NullableNumber,
  end_date: NullableNumber,
  created_at: NullableNumber,
  /** Whether a paid-out cashback can be claimed now (cashbacks.payout): not received, not declined, receiving not ended. */
  is_receivable: optional(boolean()),
  /** Unix seconds the player received it into the main balance; null until then. */
  received_at: NullableNumber,
  /** Unix seconds the player declined it (cashbacks.remove); null otherwise. */
  declined_at: NullableNumber,
  description: optional(RewardDescription),
});
export type Cashback = Infer<typeof Cashback>;

export const CashbackList = itemsOf(Cashback);
export type CashbackList = Infer<typeof CashbackList>;

export type CashbacksGetParams = {
  offset?: number;
  count?: number;
  /** SPEC §7: e.g. `end_date`. */
  sort?: string;
  order?: 'asc' | 'desc';
  fields?: readonly string[];
  statuses?: readonly CashbackStatus[];
};

export type CashbackIdParams = { cashback_id: number };

export const get = defineOperation<CashbacksGetParams, CashbackList>({
  operation: 'cashbacks.get',
  method: 'GET',
  schema: CashbackList,
});

export const payout = defineOperation<CashbackIdParams, Infer<typeof OneIsOk>>({
  operation: 'cashbacks.payout',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['cashback_id'],
});

export const remove = defineOperation<CashbackIdParams, Infer<typeof OneIsOk>>({
  operation: 'cashbacks.remove',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['cashback_id'],
});

/** SPEC §7: how the popup after login asks for the latest cashback (count 1, order desc, statuses paid_out,active). */
export const LATEST_CASHBACK: CashbacksGetParams = { count: 1, order: 'desc', statuses: ['paid_out', 'active'] };

export async function getLatestCashback(): Promise<Cashback | undefined> {
  const list = await get(LATEST_CASHBACK);
  return list.items[0];
}

export async function payoutCashback(cashbackId: number): Promise<void> {
  expectOne(payout.spec.operation, await payout({ cashback_id: cashbackId }));
}
