/** Request schema of banners.get (decision 037; SPEC §7: offset, count, fields from the app's own defaults). */
import { object, optional } from 'superstruct';
import * as banners from '../banners.ts';
import { declareRequest } from './declare.ts';
import { intRange, listOf } from './rules.ts';

export const MAX_BANNER_PAGE = 50;

export const get = declareRequest(
  banners.get,
  object({ offset: optional(intRange(0)), count: optional(intRange(1, MAX_BANNER_PAGE)), fields: optional(listOf(banners.BANNER_DEFAULTS.fields)) }),
);
