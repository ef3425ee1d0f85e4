/** Request schema of freespins.get (decision 037; SPEC §7). */
import { enums, object, optional } from 'superstruct';
import * as freespins from '../freespins.ts';
import { declareRequest } from './declare.ts';
import { intRange, listOf } from './rules.ts';

/** SPEC §9: the app asks for 99; more is refused. */
export const MAX_FREESPIN_PAGE = 100;

export const get = declareRequest(
  freespins.get,
  object({
    fields: optional(listOf(['description'] as const)),
    status: optional(enums(['active', 'finished', 'all'] as const)),
    count: optional(intRange(1, MAX_FREESPIN_PAGE)),
  }),
);
