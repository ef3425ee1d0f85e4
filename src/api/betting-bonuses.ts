/**
 * BettingBonuses.* operations: sports-betting bonuses (SPEC §7 "Banners, bonuses, campaigns, cashbacks").
 * The operation names keep SPEC's capital B. Shapes "not shown" in SPEC are designed tolerant:
 * amounts as `Money`, dates as unix seconds, status an open string.
 */
import { number, optional, string, type, type Infer } from 'superstruct';
import { Wager } from './bonuses.ts';
import { defineOperation, expectOne } from './client.ts';
import { Id, Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

export const BettingBonus = type({
  id: Id,
  status: optional(string()),
  amount: optional(Money),
  /** Minimum odds a qualifying bet must have. */
  min_odds: optional(number()),
  /** The betting bonus money held now. */
  balance: optional(Money),
  /** Wagering of the betting bonus, as a casino bonus's (src/api/bonuses.ts Wager). */
  wager: optional(Wager),
  max_bet: optional(Money),
  created_at: NullableNumber,
  expired_at: NullableNumber,
  description: optional(
    type({
      name: NullableString,
      title: NullableString,
      text: NullableString,
      image: NullableString,
    }),
  ),
});
export type BettingBonus = Infer<typeof BettingBonus>;

export const BettingBonusList = itemsOf(BettingBonus);
export type BettingBonusList = Infer<typeof BettingBonusList>;

export type BettingBonusesGetParams = {
  offset?: number;
  count?: number;
  fields?: readonly string[];
  status?: string;
};

export type BettingBonusIdParams = { bonus_id: number };

export const get = defineOperation<BettingBonusesGetParams, BettingBonusList>({
  operation: 'BettingBonuses.get',
  method: 'GET',
  schema: BettingBonusList,
});

export const activate = defineOperation<BettingBonusIdParams, Infer<typeof OneIsOk>>({
  operation: 'BettingBonuses.activate',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['bonus_id'],
});

export const remove = defineOperation<BettingBonusIdParams, Infer<typeof OneIsOk>>({
  operation: 'BettingBonuses.remove',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['bonus_id'],
});

/** SPEC §4 "Bonus confirm": on yes, activate or remove a betting bonus; anything but 1 is a failure. */
export async function activateBettingBonus(bonusId: number): Promise<void> {
  expectOne(activate.spec.operation, await activate({ bonus_id: bonusId }));
}

export async function removeBettingBonus(bonusId: number): Promise<void> {
  expectOne(remove.spec.operation, await remove({ bonus_id: bonusId }));
}
