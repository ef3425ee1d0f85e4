/** Test mode's forced failures (mocks/sandbox-failure.ts): the catalogue errors the sandbox gives no other way. */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../src/api/account.ts';
import * as metadata from '../src/api/metadata.ts';
import { createContractHarness } from './test-client.ts';
import type { TestClient } from './test-transport.ts';

const contract = createContractHarness();
let client: TestClient;
beforeEach(() => {
  client = contract.start();
});

async function force(body: unknown): Promise<Response> {
  return client.fetch('/__sandbox/failure', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('POST /__sandbox/failure', () => {
  it.each([
    ['ApplicationDisabledException', 503, 'maintenance'],
    ['ApplicationUnavailableException', 503, 'maintenance'],
    ['AccessDeniedException', 403, 'forbidden'],
    ['UserDeletedException', 403, 'user-blocked'],
  ] as const)('every call answers %s (%i), which the app maps to %s; null ends it', async (type, status, page) => {
    expect((await force({ type })).status).toBe(200);
    for (const call of [account.getInfo({}), metadata.getGeneralInfo({})]) {
      const error: unknown = await call.catch((caught: unknown) => caught);
      expect(error).toMatchObject({ type, status, fatal: page });
    }
    expect((await force({ type: null })).status).toBe(200);
    await expect(account.getInfo({})).resolves.toEqual({ uid: 0 });
  });

  it('can be limited to some operations, named in any case; a reset clears it', async () => {
    expect((await force({ type: 'ApplicationUnavailableException', operations: ['Metadata.GetGeneralInfo'] })).status).toBe(200);
    await expect(account.getInfo({})).resolves.toEqual({ uid: 0 });
    await contract.expectError(metadata.getGeneralInfo({}), 'ApplicationUnavailableException');
    expect((await client.fetch('/__sandbox/reset', { method: 'POST' })).status).toBeLessThan(300);
    await expect(metadata.getGeneralInfo({})).resolves.toMatchObject({ default_currency: 'UZS' });
  });

  it.each([{}, { type: 'NoSuchException' }, { type: 'AccessDeniedException', operations: [] }, { type: 'AccessDeniedException', operations: ['../x'] }, { type: 'AccessDeniedException', operations: 'account.getInfo' }])(
    'refuses %j with 422 and changes nothing',
    async (body) => {
      expect((await force(body)).status).toBe(422);
      await expect(account.getInfo({})).resolves.toEqual({ uid: 0 });
    },
  );
});
