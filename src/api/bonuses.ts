/**
 * bonuses.* operations: the player's casino bonuses (SPEC §7 "Banners, bonuses, campaigns, cashbacks").
 *
 * Bonus shape is "not shown" in SPEC; designed as a real platform answers it: amounts as `Money`,
 * dates as unix seconds, status as an open string (a newer status must not break the app).
 */
import { array, number, optional, string, type, type Infer } from 'superstruct';
import { defineOperation, expectOne } from './client.ts';
import { Id, Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

/** Statuses the app filters by; the answer's status stays an open string. */
export type BonusStatus = 'active' | 'available' | 'wagering' | 'finished' | 'canceled' | 'expired';

export const BonusDescription = type({
  name: NullableString,
  title: NullableString,
  text: NullableString,
  image: NullableString,
});
export type BonusDescription = Infer<typeof BonusDescription>;

/** How much of a bet of one game type counts towards wagering, in percent (e.g. slots 100, live 10, other 50). */
export const WagerContribution = type({
  /** `slots`, `live`, `other`, … (open: a newer platform may add types). */
  game_type: string(),
  percent: number(),
});
export type WagerContribution = Infer<typeof WagerContribution>;

/**
 * A wagering requirement, amounts in major units of the bonus currency: `wagered` of `required`
 * (`required` = bonus amount x `multiplier`), `to_wager` left. `progress` feeds SPEC §9's progress helper
 * directly: percent = (current - min) / (max - min), floored; 100 when max is null.
 */
export const Wager = type({
  wagered: optional(number()),
  required: optional(number()),
  multiplier: NullableNumber,
  to_wager: NullableNumber,
  progress: optional(type({ current: number(), min: number(), max: NullableNumber })),
  contribution: optional(array(WagerContribution)),
});
export type Wager = Infer<typeof Wager>;

export const Bonus = type({
  id: Id,
  status: optional(string()),
  amount: optional(Money),
  /** The bonus money held now (what removing or expiring burns; what completing wagering converts). */
  balance: optional(Money),
  wager: optional(Wager),
  /** The largest real-money bet allowed while wagering; a bigger round is refused and no money moves. */
  max_bet: optional(Money),
  created_at: NullableNumber,
  /** Unix seconds when the bonus expires (its money is burnt then); null when it does not. */
  expired_at: NullableNumber,
  description: optional(BonusDescription),
});
export type Bonus = Infer<typeof Bonus>;

export const BonusList = itemsOf(Bonus);
export type BonusList = Infer<typeof BonusList>;

export type BonusesGetParams = {
  count?: number;
  offset?: number;
  fields?: readonly string[];
  status?: BonusStatus | readonly BonusStatus[];
};

export type BonusIdParams = { bonus_id: number };

/** A change to one bonus by its id that answers "1 is ok" (SPEC §4 "Bonus confirm"); betting bonuses have the same. */
export function bonusAction(operation: string) {
  return defineOperation<BonusIdParams, Infer<typeof OneIsOk>>({ operation, method: 'POST', schema: OneIsOk, formFields: ['bonus_id'] });
}

export const get = defineOperation<BonusesGetParams, BonusList>({
  operation: 'bonuses.get',
  method: 'GET',
  schema: BonusList,
});

export const activate = bonusAction('bonuses.activate');

export const deactivate = bonusAction('bonuses.deactivate');

export const remove = bonusAction('bonuses.remove');

/** SPEC §4 "Bonus confirm": removing a casino bonus succeeds only on 1. */
export async function removeBonus(bonusId: number): Promise<void> {
  expectOne(remove.spec.operation, await remove({ bonus_id: bonusId }));
}

export async function activateBonus(bonusId: number): Promise<void> {
  expectOne(activate.spec.operation, await activate({ bonus_id: bonusId }));
}
