/**
 * storage.* handlers: a per-player key/value store (src/api/storage.ts). A full store answers
 * StorageQuotaExceededException; `storage.set` without a value removes the key.
 */
import * as storage from '../../src/api/requests/storage.ts';
import { SandboxError } from '../http/wire.ts';
import { implement, type OperationHandler } from './registry.ts';

export const MAX_KEYS = 100;


export const operations: readonly OperationHandler[] = [
  implement(storage.get, (context, { key }) => {
    const me = context.requireAccount();
    return { key, value: me.storage.get(key) ?? null };
  }),

  implement(storage.getKeys, (context) => ({ keys: [...context.requireAccount().storage.keys()].sort() })),

  // SPEC §3: a form field sent as the literal `null` means "no value": here, forget the key.
  implement(storage.set, (context, { key, value }) => {
    const me = context.requireAccount();
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
