/**
 * sumsub.* requests (decision 037, decision 033): the applicant is the signed-in player. getAccessToken may carry
 * Sumsub's externalActionId (SPEC §7), any text the sandbox takes and does not use: one applicant per player.
 */
import { optional, string, type } from 'superstruct';
import * as sumsub from '../sumsub.ts';
import { declareNoParams, declareRequest } from './declare.ts';

export const createApplicant = declareNoParams(sumsub.createApplicant);
export const getAccessToken = declareRequest(sumsub.getAccessToken, type({ externalActionId: optional(string()) }));
