/**
 * Contract: the sandbox checks requests with the app's own request declarations (src/api/requests/, decision 037).
 * Every operation it serves has a declaration, and for each declared operation the sandbox refuses a request missing its required parameters, or carrying ill-typed ones, with
 * InvalidParameterException naming exactly the fields the declaration itself refuses.
 */
import { describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import { ERROR_STATUS } from '../../src/api/errors.ts';
import { REQUESTS } from '../../src/api/requests/index.ts';
import { createContractHarness } from '../test-client.ts';
import { createRegistry } from './index.ts';

const contract = createContractHarness();

/** The fields a schema refuses in these raw parameters, as the declaration alone decides. */
function refusedFields(schema: Struct, params: Record<string, string>): string[] {
  const [error] = validate(params, schema, { coerce: true });
  return error ? [...new Set(error.failures().map((failure) => String(failure.path[0] ?? failure.key)))].sort() : [];
}

/**
 * Requests for a schema that picks its struct by the request (superstruct `dynamic` names no fields of its own):
 * auth.register's Telegram kind, its fields ill-typed, and its e-mail or phone kind's, as `is_tg` picks them.
 */
const PICKED_BY_REQUEST: Readonly<Record<string, readonly Record<string, string>[]>> = {
  'auth.register': [
    { is_tg: '1' },
    { is_tg: '1', payload: ' ', id: '\u0001x', username: 'x'.repeat(65), currency: '\u0001x', promo_code: '\u0001x', terms: '\u0001x' },
    { is_tg: '0', login: '\u0001x', password: '\u0001x', currency: '\u0001x', notify: '\u0001x' },
    { is_tg: '\u0001x', login: 'player@example.uz', password: 'secret12' },
  ],
};

/** Every field a declaration names (object and type schemas keep them as `schema`). */
function fieldsOf(schema: Struct): string[] {
  return typeof schema.schema === 'object' && schema.schema !== null ? Object.keys(schema.schema) : [];
}

describe('request declarations', () => {
  it('cover every operation the sandbox serves', () => {
    const served = createRegistry().names();
    expect(served.filter((name) => !REQUESTS.has(name.toLowerCase()))).toEqual([]);
  });

  it('name only operations the sandbox serves', () => {
    const served = new Set(createRegistry().names().map((name) => name.toLowerCase()));
    expect([...REQUESTS.keys()].filter((name) => !served.has(name))).toEqual([]);
  });

  it('are what the sandbox refuses a missing or ill-typed parameter with', async () => {
    const client = contract.start();
    await contract.signIn();
    let checked = 0;
    for (const [name, declaration] of REQUESTS) {
      const fields = fieldsOf(declaration.schema);
      const illTyped = Object.fromEntries(fields.map((field) => [field, '\u0001x']));
      for (const params of [{}, illTyped, ...(PICKED_BY_REQUEST[name] ?? [])]) {
        const expected = refusedFields(declaration.schema, params);
        if (expected.length === 0) continue;
        const method = declaration.operation.spec.method;
        const form = new FormData();
        for (const [key, value] of Object.entries(params)) form.append(key, value);
        const query = method === 'GET' ? `&${new URLSearchParams(params).toString()}` : '';
        const response = await client.fetch(`/api/${declaration.operation.spec.operation}?v=2.34&locale=uz${query}`, {
          method,
          headers: { 'Idempotency-Key': globalThis.crypto.randomUUID() },
          ...(method === 'POST' ? { body: form } : {}),
        });
        const body = (await response.json()) as { error?: { type?: string; error_data?: Record<string, string[]> } };
        expect({ name, params, status: response.status, type: body.error?.type }).toEqual({ name, params, status: ERROR_STATUS.InvalidParameterException, type: 'InvalidParameterException' });
        expect({ name, fields: Object.keys(body.error?.error_data ?? {}).sort() }).toEqual({ name, fields: expected });
        checked++;
      }
    }
    // Not vacuous: the declared operations with parameters were all sent something they refuse.
    expect(checked).toBeGreaterThan(0);
  });
});
