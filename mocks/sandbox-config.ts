/**
 * Test-mode platform settings (`POST /__sandbox/config`, JSON): lets a test shorten the inactivity logout
 * (`time_to_force_logout`, seconds, SPEC §3 general info) so its journey is quick. Reset restores defaults.
 */
import { Hono } from 'hono';
import type { SandboxState } from './state/index.ts';

export function sandboxConfigRoutes(state: SandboxState): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const value = typeof body === 'object' && body !== null && 'time_to_force_logout' in body ? body.time_to_force_logout : undefined;
    if (value !== undefined) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 5 || value > 86_400) return c.json({ error: { type: 'InvalidParameterException', message: 'time_to_force_logout: 5-86400 seconds' } }, 422);
      state.settings.timeToForceLogout = value;
    }
    return c.json({ data: { time_to_force_logout: state.settings.timeToForceLogout } });
  });
  return app;
}
