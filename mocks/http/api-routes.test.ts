/**
 * The dispatcher's generic duties, with stand-in operations: money-moving replays (ARCHITECTURE.md
 * idempotency), unexpected errors (never a stack on the wire), the guest rule.
 */
import { Hono } from 'hono';
import { number, type } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineOperation } from '../../src/api/client.ts';
import { declareNoParams, declareRequest } from '../../src/api/requests/declare.ts';
import { Int } from '../../src/api/requests/rules.ts';
import { OperationRegistry, implement, type SandboxConfig } from '../api/registry.ts';
import { SandboxState } from '../state/index.ts';
import { apiRoutes } from './api-routes.ts';
import { SandboxError, answerError } from './wire.ts';

const NOW = Date.UTC(2025, 0, 15);
const config: SandboxConfig = { testMode: true, telegramBotToken: '1:abcdefghijkl', telegramMaxAgeSeconds: 3600, sessionMaxLifetimeSeconds: 7_776_000, publicOrigin: undefined };

const pay = defineOperation<{ amount: number }, { paid: number }>({ operation: 'test.pay', method: 'POST', schema: type({ paid: number() }), money: true });
const crash = defineOperation<Record<string, never>, number>({ operation: 'test.crash', method: 'GET', schema: number() });
const open = defineOperation<Record<string, never>, number>({ operation: 'test.open', method: 'GET', schema: number() });

let calls = 0;
let app: Hono;

beforeEach(() => {
  calls = 0;
  const registry = new OperationRegistry([
    [
      // Stand-ins are declared like every operation the sandbox serves (decision 037).
      implement(
        declareRequest(pay, type({ amount: Int })),
        () => {
          calls++;
          if (calls > 1) throw new SandboxError('BillingTransactionDeclinedException', 'declined');
          return { paid: calls };
        },
        { guest: true },
      ),
      implement(declareNoParams(crash), () => {
        throw new Error('secret internals at /srv/app.ts:12');
      }, { guest: true }),
      implement(declareNoParams(open), () => 7),
    ],
  ]);
  app = new Hono();
  app.route('/api', apiRoutes({ registry, state: new SandboxState(() => NOW), config, now: () => NOW }));
  app.onError(answerError);
});

function post(key?: string): Promise<Response> {
  const body = new FormData();
  body.append('amount', '5');
  return Promise.resolve(app.fetch(new Request('http://x/api/test.pay?v=2.34', { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} })));
}

describe('api dispatcher', () => {
  it('answers a replayed Idempotency-Key with the first result and runs the operation once', async () => {
    const first = await post('key-00000001');
    expect(await first.json()).toEqual({ data: { paid: 1 } });
    const replay = await post('key-00000001');
    expect(await replay.json()).toEqual({ data: { paid: 1 } });
    expect(calls).toBe(1);
    const other = await post('key-00000002');
    expect(other.status).toBe(422);
    const otherReplay = await post('key-00000002');
    expect(((await otherReplay.json()) as { error: { type: string } }).error.type).toBe('BillingTransactionDeclinedException');
    expect(calls).toBe(2);
  });

  it('refuses money-moving calls without a valid key', async () => {
    for (const key of [undefined, 'short']) {
      const response = await post(key);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { type: string } }).error.type).toBe('InvalidRequestException');
    }
    expect(calls).toBe(0);
  });

  it('turns an unexpected error into InternalServerErrorException without internals', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.fetch(new Request('http://x/api/test.crash?v=2.34'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { type: 'InternalServerErrorException', message: 'Internal server error', code: expect.any(Number) as unknown, error_data: {} } });
    expect(text).not.toContain('secret');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockClear();
  });

  it('refuses guests on operations that need a session', async () => {
    const response = await app.fetch(new Request('http://x/api/test.open?v=2.34'));
    expect(response.status).toBe(401);
  });
});
