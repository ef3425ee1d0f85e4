/** Request schemas of storage.* (decision 037; SPEC §7): the player's keys and values. */
import { optional, string, type } from 'superstruct';
import * as storage from '../storage.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { rule } from './rules.ts';

export const MAX_VALUE_LENGTH = 4096;

const Key = rule(string(), 'INVALID', (value) => /^[A-Za-z0-9_.:-]{1,64}$/.test(value));
const Value = rule(string(), 'MAX_LENGTH', (value) => value.length <= MAX_VALUE_LENGTH);

export const get = declareRequest(storage.get, type({ key: Key }));
export const getKeys = declareNoParams(storage.getKeys);
/** SPEC §3: a value sent as the literal `null` arrives as none, which forgets the key. */
export const set = declareRequest(storage.set, type({ key: Key, value: optional(Value) }));
