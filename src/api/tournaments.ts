/**
 * tournaments.* operations (SPEC §7 "Other"; SPEC §3: lists arrive as data.items, and a tournament's
 * description has image keys the app remaps). Shapes "not shown" are designed tolerant: prize
 * fund as `Money`, dates unix seconds, status and scoring open strings the app maps with a fallback
 * (decision 016: prizes by place, the rules, the player's place and result).
 */
import { array, boolean, number, optional, string, type, type Infer } from 'superstruct';
import { defineOperation, expectOne } from './client.ts';
import { Id, itemsOf, Money, NullableNumber, NullableString, OneIsOk, openDescription } from './common.ts';

export const TournamentDescription = openDescription({ title: NullableString, text: NullableString, rules: NullableString, image: NullableString });
export type TournamentDescription = Infer<typeof TournamentDescription>;

/** One prize place (decision 016: the prizes by place). */
export const TournamentPrize = type({ place: number(), prize: Money });
export type TournamentPrize = Infer<typeof TournamentPrize>;

/** The name in a tournament's `games` that stands for sports bets (decision 016: real sports bets score too). */
export const SPORTS_BETS = 'sportsbook';

/** How points are scored: total_bet, max_multiplier (largest win-to-bet, x100) or rounds; open for newer rules. */
export type KnownScoring = 'total_bet' | 'max_multiplier' | 'rounds';

export const Tournament = type({
  id: Id,
  /** The SEO name used in place of the id (SPEC §2). */
  name: NullableString,
  /** upcoming, active, finished. */
  status: optional(string()),
  started_at: NullableNumber,
  finished_at: NullableNumber,
  prize_fund: optional(Money),
  is_participant: optional(boolean()),
  /** The player's points, when participating. */
  points: NullableNumber,
  /** Sysnames of the games that count (SPEC §2 /tournaments/{id}/gamehall). */
  games: optional(array(string())),
  description: optional(TournamentDescription),
  scoring: NullableString,
  /** The smallest bet that scores. */
  min_bet: optional(Money),
  prizes: optional(array(TournamentPrize)),
  participants: NullableNumber,
  /** The player's place when participating (their final place once finished). */
  place: NullableNumber,
  /** The prize the player won in a finished tournament. */
  player_prize: optional(Money),
});
export type Tournament = Infer<typeof Tournament>;

export const TournamentList = itemsOf(Tournament);
export type TournamentList = Infer<typeof TournamentList>;

export type TournamentsGetParams = {
  id?: number;
  /** The SEO name (SPEC §2), instead of the id. */
  name?: string;
  offset?: number;
  count?: number;
  status?: string;
  fields?: readonly string[];
};

export const get = defineOperation<TournamentsGetParams, TournamentList>({
  operation: 'tournaments.get',
  method: 'GET',
  schema: TournamentList,
});

export const participate = defineOperation<{ tournament_id: number }, Infer<typeof OneIsOk>>({
  operation: 'tournaments.participate',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['tournament_id'],
});

export async function joinTournament(tournamentId: number): Promise<void> {
  expectOne(participate.spec.operation, await participate({ tournament_id: tournamentId }));
}
