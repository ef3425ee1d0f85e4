/**
 * leaderboard.get (SPEC §7 "Games, jackpots, leaderboard"): a tournament's standings.
 * Shape "not shown" in SPEC; designed as a list (data.items + count) of places, prizes as `Money`, plus the
 * signed-in participant's own row as `me` wherever it stands (decision 016: it stays pinned in view).
 */
import { boolean, intersection, nullable, number, optional, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Money, NullableString, itemsOf } from './common.ts';

export const LeaderboardEntry = type({
  place: number(),
  /** Public name only (never the login). */
  fakename: NullableString,
  points: number(),
  prize: optional(Money),
  /** Marks the current player's row. */
  is_me: optional(boolean()),
});
export type LeaderboardEntry = Infer<typeof LeaderboardEntry>;

export const Leaderboard = intersection([itemsOf(LeaderboardEntry), type({ me: optional(nullable(LeaderboardEntry)) })]);
export type Leaderboard = Infer<typeof Leaderboard>;

export type LeaderboardGetParams = { tournament_id: number; offset?: number; count?: number };

export const get = defineOperation<LeaderboardGetParams, Leaderboard>({
  operation: 'leaderboard.get',
  method: 'GET',
  schema: Leaderboard,
});

