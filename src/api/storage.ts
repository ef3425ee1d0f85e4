/**
 * storage.* operations (SPEC §7 Other): a small per-player key/value store on the platform, for state
 * that must follow the player across devices (e.g. `already_seen_cashback_id`, SPEC §4).
 * Keys: 1-64 of `A-Z a-z 0-9 _ . : -`; values: strings up to 4096 characters.
 */
import { array, nullable, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { OneIsOk } from './common.ts';

/**
 * SPEC §4: the key under which the seen cashback id is stored (on the platform, never in the browser) after the
 * popup closes. The one place the key is written.
 */
export const SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

/**
 * Tournament prizes already announced to the player (decision 027): one key per prize, `tournament_prize.<id>`, so a
 * prize told on one device is not told again on another, and `storage.getKeys` reads them all in one call.
 */
export const ANNOUNCED_PRIZE_KEY_PREFIX = 'tournament_prize.';

/** storage.get: the value, or null when the key was never set. */
export const StoredValue = type({
  key: string(),
  value: nullable(string()),
});
export type StoredValue = Infer<typeof StoredValue>;

export const StoredKeys = type({
  keys: array(string()),
});
export type StoredKeys = Infer<typeof StoredKeys>;

export type GetParams = { key: string };
/** Without `value` (sent as the literal null, SPEC §3) the key is removed. */
export type SetParams = { key: string; value?: string };

export const get = defineOperation<GetParams, StoredValue>({
  operation: 'storage.get',
  method: 'GET',
  schema: StoredValue,
});

export const getKeys = defineOperation<Record<string, never>, StoredKeys>({
  operation: 'storage.getKeys',
  method: 'GET',
  schema: StoredKeys,
});

export const set = defineOperation<SetParams, Infer<typeof OneIsOk>>({
  operation: 'storage.set',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['key', 'value'],
});
