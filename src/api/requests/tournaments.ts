/** Request schemas of tournaments.* and leaderboard.get (decision 037; SPEC §7). */
import { enums, object, optional, pattern, string } from 'superstruct';
import * as leaderboard from '../leaderboard.ts';
import * as tournaments from '../tournaments.ts';
import { declareRequest } from './declare.ts';
import { intRange } from './rules.ts';

export const MAX_TOURNAMENTS_PAGE = 50;
export const MAX_LEADERBOARD_PAGE = 100;

const TournamentId = intRange(1, 1_000_000_000);
/** SEO names: lower-case letters, digits and `-` (mocks/state/tournaments.ts seeds). */
const SeoName = pattern(string(), /^[a-z0-9-]{1,64}$/);

export const get = declareRequest(
  tournaments.get,
  object({
    id: optional(TournamentId),
    name: optional(SeoName),
    status: optional(enums(['active', 'upcoming', 'finished'] as const)),
    offset: optional(intRange(0)),
    count: optional(intRange(1, MAX_TOURNAMENTS_PAGE)),
    fields: optional(string()),
  }),
);

export const participate = declareRequest(tournaments.participate, object({ tournament_id: TournamentId }));

export const leaderboardGet = declareRequest(
  leaderboard.get,
  object({ tournament_id: TournamentId, offset: optional(intRange(0)), count: optional(intRange(1, MAX_LEADERBOARD_PAGE)) }),
);
