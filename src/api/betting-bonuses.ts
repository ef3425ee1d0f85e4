/**
 * BettingBonuses.* operations: sports-betting bonuses (SPEC §7 "Banners, bonuses, campaigns, cashbacks").
 * The operation names keep SPEC's capital B. Shapes "not shown" in SPEC are designed tolerant:
 * amounts as `Money`, dates as unix seconds, status an open string.
 */
import { assign, number, optional, type, type Infer } from 'superstruct';
import { Bonus, bonusAction } from './bonuses.ts';
import { defineOperation, expectOne } from './client.ts';
import { itemsOf } from './common.ts';

/**
 * A betting bonus is a casino bonus (src/api/bonuses.ts Bonus: its balance, wagering, limit and dates) with the odds a
 * qualifying bet needs.
 */
export const BettingBonus = assign(
  Bonus,
  type({
    /** Minimum odds a qualifying bet must have. */
    min_odds: optional(number()),
  }),
);
export type BettingBonus = Infer<typeof BettingBonus>;

export const BettingBonusList = itemsOf(BettingBonus);
export type BettingBonusList = Infer<typeof BettingBonusList>;

export type BettingBonusesGetParams = {
  offset?: number;
  count?: number;
  fields?: readonly string[];
  status?: string;
};

export type { BonusIdParams as BettingBonusIdParams } from './bonuses.ts';

export const get = defineOperation<BettingBonusesGetParams, BettingBonusList>({
  operation: 'BettingBonuses.get',
  method: 'GET',
  schema: BettingBonusList,
});

export const activate = bonusAction('BettingBonuses.activate');

export const remove = bonusAction('BettingBonuses.remove');

/** SPEC §4 "Bonus confirm": on yes, activate or remove a betting bonus; anything but 1 is a failure. */
export async function activateBettingBonus(bonusId: number): Promise<void> {
  expectOne(activate.spec.operation, await activate({ bonus_id: bonusId }));
}

export async function removeBettingBonus(bonusId: number): Promise<void> {
  expectOne(remove.spec.operation, await remove({ bonus_id: bonusId }));
}
