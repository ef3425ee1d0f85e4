/** Request schemas of playLimits.* (decision 037; SPEC §5 limit sums, decision 032). */
import { enums, optional, type } from 'superstruct';
import * as playLimits from '../play-limits.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { LimitAmount } from './rules.ts';

export const get = declareNoParams(playLimits.get);
/** A period other than `none` needs an amount: the sandbox says so (`amount: REQUIRED`). */
export const setLoss = declareRequest(playLimits.setLoss, type({ period: enums(['none', 'day', 'week', 'month'] as const), amount: optional(LimitAmount) }));
/** No amount removes the limit. */
export const setStake = declareRequest(playLimits.setStake, type({ amount: optional(LimitAmount) }));
