/**
 * Jackpots.* operations (SPEC §7 "Games, jackpots, leaderboard"; the operation names keep SPEC's capital J).
 * SPEC §3: Jackpots.get answers a plain array in data (not data.items), and each jackpot has a
 * description whose image keys the app remaps. Other fields are designed tolerant: amounts `Money`,
 * dates unix seconds.
 */
import { array, optional, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, itemsOf, Money, NullableNumber, NullableString, openDescription } from './common.ts';

export const JackpotDescription = openDescription({ title: NullableString, text: NullableString, image: NullableString });
export type JackpotDescription = Infer<typeof JackpotDescription>;

export const Jackpot = type({
  id: Id,
  /** The SEO name used in place of the id in /jackpots/{name} (SPEC §2); the title shown is description.title. */
  name: NullableString,
  /** The current pot. */
  amount: Money,
  status: optional(string()),
  description: optional(JackpotDescription),
});
export type Jackpot = Infer<typeof Jackpot>;

export const JackpotList = array(Jackpot);
export type JackpotList = Infer<typeof JackpotList>;

export const JackpotWinner = type({
  id: optional(Id),
  jackpot_id: optional(Id),
  /** The winner's public name (never the login). */
  fakename: NullableString,
  amount: Money,
  created_at: NullableNumber,
  game: optional(type({ sysname: string(), name: NullableString })),
});
export type JackpotWinner = Infer<typeof JackpotWinner>;

export const JackpotWinnerList = itemsOf(JackpotWinner);
export type JackpotWinnerList = Infer<typeof JackpotWinnerList>;

/** All jackpots, one by `id`, or one by its SEO `name` (SPEC §2). */
export const get = defineOperation<{ id?: number; name?: string }, JackpotList>({
  operation: 'Jackpots.get',
  method: 'GET',
  schema: JackpotList,
});

export const getWinners = defineOperation<{ jackpot_id?: number; offset?: number; count?: number }, JackpotWinnerList>({
  operation: 'Jackpots.getWinners',
  method: 'GET',
  schema: JackpotWinnerList,
});
