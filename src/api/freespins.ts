/**
 * freespins.get (SPEC §7 "Games, jackpots, leaderboard"; entity: SPEC §3 "Freespin pack": game.sysname,
 * remaining_count). Other fields are designed tolerant: dates unix seconds, status an open string.
 */
import { number, optional, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, Money, NullableNumber, NullableString, itemsOf } from './common.ts';

/** The words and picture a reward carries (a freespins pack, a cashback). */
export const RewardDescription = type({ title: NullableString, text: NullableString, image: NullableString });

export const FreespinPack = type({
  id: Id,
  game: type({ sysname: string(), name: NullableString }),
  remaining_count: number(),
  total_count: NullableNumber,
  /** The bet of each free spin. */
  bet: optional(Money),
  status: optional(string()),
  expired_at: NullableNumber,
  description: optional(RewardDescription),
});
export type FreespinPack = Infer<typeof FreespinPack>;

export const FreespinPackList = itemsOf(FreespinPack);
export type FreespinPackList = Infer<typeof FreespinPackList>;

export type FreespinsGetParams = {
  fields?: readonly string[];
  status?: string;
  count?: number;
};

export const get = defineOperation<FreespinsGetParams, FreespinPackList>({
  operation: 'freespins.get',
  method: 'GET',
  schema: FreespinPackList,
});

/** SPEC §7 / §9: fields description, status active, count 99. */
export const FREESPIN_DEFAULTS = { fields: ['description'], status: 'active', count: 99 } as const;
