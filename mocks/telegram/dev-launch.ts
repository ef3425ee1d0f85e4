/**
 * `npm run dev` only (mocks/dev.ts): init data for the development Telegram mock (platform/telegram/dev-mock.ts),
 * signed here with the sandbox's configured bot token, so the token stays on the server (and TELEGRAM_BOT_TOKEN is
 * honoured) instead of being copied into client code. It signs anything it is asked for, which is why only the
 * development server mounts it, never `npm start` or a public sandbox.
 *
 *   GET /__sandbox/telegram/init-data?user=<id>&start_param=<start_param>  ->  {"data": "<raw init data>"}
 */
import { Hono } from 'hono';
import { signInitData } from './init-data.ts';

const START_PARAM = /^[A-Za-z0-9_-]{1,512}$/;

export function devLaunchRoutes(options: { token: string; now: () => number }): Hono {
  const app = new Hono();
  app.get('/init-data', (c) => {
    const id = Number(c.req.query('user') ?? '5000001');
    const startParam = c.req.query('start_param');
    if (!Number.isSafeInteger(id) || id <= 0) return c.json({ error: { type: 'InvalidParameterException', message: 'user: a positive whole number' } }, 422);
    if (startParam !== undefined && !START_PARAM.test(startParam)) return c.json({ error: { type: 'InvalidParameterException', message: 'start_param: 1-512 of A-Z a-z 0-9 _ -' } }, 422);
    const data = signInitData(
      { user: { id, first_name: 'Dev', username: 'omad_dev', language_code: 'uz' }, query_id: 'AAdevMock', ...(startParam ? { start_param: startParam } : {}) },
      { token: options.token, authDate: new Date(options.now()) },
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });
  return app;
}
