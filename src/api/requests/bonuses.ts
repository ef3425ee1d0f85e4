/** Request schemas of bonuses.* and BettingBonuses.* (decision 037; SPEC §7): the same list and the same bonus id. */
import { optional, type } from 'superstruct';
import * as bettingBonuses from '../betting-bonuses.ts';
import * as bonuses from '../bonuses.ts';
import { declareRequest } from './declare.ts';
import { Int, intRange, listOf, text } from './rules.ts';

export const MAX_BONUS_PAGE = 100;
const STATUSES = ['active', 'available', 'wagering', 'finished', 'canceled', 'expired'] as const satisfies readonly bonuses.BonusStatus[];

const BonusList = type({ offset: optional(intRange(0)), count: optional(intRange(1, MAX_BONUS_PAGE)), fields: optional(text(200)), status: optional(listOf(STATUSES)) });
const OneBonus = type({ bonus_id: Int });

export const get = declareRequest(bonuses.get, BonusList);
export const activate = declareRequest(bonuses.activate, OneBonus);
export const deactivate = declareRequest(bonuses.deactivate, OneBonus);
export const remove = declareRequest(bonuses.remove, OneBonus);
export const bettingGet = declareRequest(bettingBonuses.get, BonusList);
export const bettingActivate = declareRequest(bettingBonuses.activate, OneBonus);
export const bettingRemove = declareRequest(bettingBonuses.remove, OneBonus);
