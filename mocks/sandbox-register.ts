/**
 * Test mode's hand on the Unified State Register's stand-in (`POST /__sandbox/register`, JSON; decision 034): puts an
 * identity on the national self-exclusion list or takes it off.
 * - `{"login": "<e-mail or +phone>", "until": <unix seconds> | null}` lists a login (until: when the listing ends; null
 *   or absent: no end given);
 * - `{"telegram_id": <id>}` lists a Telegram user id the same way;
 * - `"listed": false` with either takes it off.
 * A listed player's open sessions end at their next call; `POST /__sandbox/reset` restores the seeded register.
 */
import { Hono } from 'hono';
import type { SandboxState } from './state/index.ts';
import type { RegisterIdentity } from './state/national-register.ts';

function refused(message: string): { error: { type: 'InvalidParameterException'; message: string } } {
  return { error: { type: 'InvalidParameterException', message } };
}

function identityOf(body: Record<string, unknown>): RegisterIdentity | undefined {
  const { login, telegram_id: telegramId } = body;
  if (typeof login === 'string' && login.trim() !== '' && login.length <= 254 && telegramId === undefined) return { login };
  if (typeof telegramId === 'number' && Number.isSafeInteger(telegramId) && telegramId > 0 && login === undefined) return { telegramId };
  return undefined;
}

export function sandboxRegisterRoutes(state: SandboxState): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null) return c.json(refused('A JSON object is expected'), 422);
    const fields = body as Record<string, unknown>;
    const identity = identityOf(fields);
    if (!identity) return c.json(refused('Either login (a string) or telegram_id (a positive integer)'), 422);
    const { listed = true, until = null } = fields;
    if (typeof listed !== 'boolean') return c.json(refused('listed: true or false'), 422);
    if (until !== null && (typeof until !== 'number' || !Number.isSafeInteger(until) || until <= 0)) return c.json(refused('until: unix seconds or null'), 422);
    if (listed) state.register.list(identity, { until });
    else state.register.unlist(identity);
    return c.json({ data: { listed, until: listed ? until : null } });
  });
  return app;
}
