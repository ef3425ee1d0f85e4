/** Request schema of events.handle (decision 037; SPEC §7). Which event names exist is the sandbox's answer (UNKNOWN_EVENT). */
import { optional, type } from 'superstruct';
import * as events from '../events.ts';
import { declareRequest } from './declare.ts';
import { text } from './rules.ts';

export const handle = declareRequest(events.handle, type({ event: text(64), payload: optional(text(2048)) }));
