/**
 * tournaments.* operations (SPEC §7 "Other"; SPEC §3: lists arrive as data.items, and a tournament's
 * description has image keys the app remaps). Shapes "not shown" are designed tolerant: prize
 * fund as `Money`, dates unix seconds, status an open string.
 */
import { array, boolean, intersection, optional, record, string, type, unknown, type Infer } from 'superstruct';
import { defineOperation, expectOne } from './client.ts';
import { Id, Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

export const TournamentDescription = intersection([
  type({ title: NullableString, text: NullableString, rules: NullableString, image: NullableString }),
  record(string(), unknown()),
]);
export type TournamentDescription = Infer<typeof TournamentDescription>;

export const Tournament = type({
  id: Id,
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
});
export type Tournament = Infer<typeof Tournament>;

export const TournamentList = itemsOf(Tournament);
export type TournamentList = Infer<typeof TournamentList>;

export type TournamentsGetParams = {
  id?: number;
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
