/** metadata.* take no parameters (decision 037; SPEC §7). */
import * as metadata from '../metadata.ts';
import { declareNoParams } from './declare.ts';

export const get = declareNoParams(metadata.get);
export const getGeneralInfo = declareNoParams(metadata.getGeneralInfo);
