/**
 * The compile-time tie of declare.ts: a request schema names every parameter of its operation's params type, or the
 * declaration does not compile (decision 037). `npx tsc` checks the `@ts-expect-error` lines; the assertions check
 * that the complete declarations are the ones built.
 */
import { describe, expect, it } from 'vitest';
import { optional, string, type, type Infer } from 'superstruct';
import { defineOperation } from '../client.ts';
import { OneIsOk } from '../common.ts';
import { declareNoParams, declareRequest } from './declare.ts';

const change = defineOperation<{ contact: string; code?: string | null }, Infer<typeof OneIsOk>>({ operation: 'example.change', method: 'POST', schema: OneIsOk });
const read = defineOperation<Record<string, never>, Infer<typeof OneIsOk>>({ operation: 'example.read', method: 'GET', schema: OneIsOk });

describe('declareRequest', () => {
  it('takes a schema that names every parameter, optional ones included', () => {
    const schema = type({ contact: string(), code: optional(string()) });
    expect(declareRequest(change, schema).schema).toBe(schema);
    expect(declareNoParams(read).operation).toBe(read);
  });

  it('refuses, at compile time, a schema that leaves a parameter out', () => {
    // @ts-expect-error `code` is a parameter of example.change that the schema does not name.
    const partial = declareRequest(change, type({ contact: string() }));
    // @ts-expect-error example.change has parameters: it cannot be declared as taking none.
    const none = declareNoParams(change);
    // The declarations still build (the check is the compiler's); what matters above is that tsc refuses them.
    expect([partial.operation, none.operation]).toEqual([change, change]);
  });
});
