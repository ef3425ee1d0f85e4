/** Request schema of popups.get (decision 037; SPEC §7). */
import { optional, type } from 'superstruct';
import * as popups from '../popups.ts';
import { declareRequest } from './declare.ts';
import { Flag, rule, text } from './rules.ts';

const Sysname = rule(text(64), 'INVALID', (value) => /^[a-z0-9_-]+$/.test(value));

export const get = declareRequest(popups.get, type({ sysname: Sysname, preview: optional(Flag) }));
