/**
 * storage.* handlers: a per-player key/value store (src/api/storage.ts). A full store answers
 * StorageQuotaExceededException; `storage.set` without a value removes the key.
 */
import { optional, string, type } from 'superstruct';
import * as storage from '../../src/api/storage.ts';
import { SandboxError } from '../http/wire.ts';
import { implement, type OperationHandler } from './registry.ts';
import { rule } from './rules.ts';

export const MAX_KEYS = 100;
export const MAX_VALUE_LENGTH = 4096;

const Key = rule(string(), 'INVALID', (value) => /^[A-Za-z0-9_.:-]{1,64}$/.test(value));
const Value = rule(string(), 'MAX_LENGTH', (value) => value.length <= MAX_VALUE_LENGTH);

export const operations: readonly OperationHandler[] = [
  implement(storage.get, (context) => {
    const me = context.requireAccount();
    const { key } = context.input(type({ key: Key }));
    return { key, value: me.storage.get(key) ?? null };
  }),

  implement(storage.getKeys, (context) => ({ keys: [...context.requireAccount().storage.keys()].sort() })),

  implement(storage.set, (context) => {
    const me = context.requireAccount();
    // SPEC §3: a form field sent as the literal `null` means "no value": here, forget the key.
    const { key, value } = context.input(type({ key: Key, value: optional(Value) }));
    if (value === undefined) {
      me.storage.delete(key);
      return 1;
    }
    if (!me.storage.has(key) && me.storage.size >= MAX_KEYS) {
      throw new SandboxError('StorageQuotaExceededException', `At most ${MAX_KEYS} keys per player`);
    }
    me.storage.set(key, value);
    return 1;
  }),
];
