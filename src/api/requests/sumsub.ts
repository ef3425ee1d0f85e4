/** sumsub.* take no parameters: the applicant is the signed-in player (decision 037, decision 033). */
import * as sumsub from '../sumsub.ts';
import { declareNoParams } from './declare.ts';

export const createApplicant = declareNoParams(sumsub.createApplicant);
export const getAccessToken = declareNoParams(sumsub.getAccessToken);
