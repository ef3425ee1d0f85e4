/** Request schemas of jackpots.* (decision 037; SPEC §7). */
import { object, optional, string } from 'superstruct';
import * as jackpots from '../jackpots.ts';
import { declareRequest } from './declare.ts';
import { intRange, rule } from './rules.ts';

export const MAX_WINNERS_PAGE = 100;

const JackpotId = intRange(1);
const SeoName = rule(string(), 'INVALID', (value) => /^[a-z0-9-]{1,64}$/.test(value));

export const get = declareRequest(jackpots.get, object({ id: optional(JackpotId), name: optional(SeoName) }));

export const getWinners = declareRequest(
  jackpots.getWinners,
  object({ jackpot_id: optional(JackpotId), offset: optional(intRange(0)), count: optional(intRange(1, MAX_WINNERS_PAGE)) }),
);
