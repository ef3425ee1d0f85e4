/**
 * `npm run dev`: Vite in middleware mode with the sandbox in front on the same origin, so the app in
 * development talks to /api and /cms exactly as in production. Sandbox paths go to Hono, everything
 * else to Vite (modules, HMR, the SPA shell). Env: PORT (default 8080), SANDBOX_TEST=1.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { createSandbox } from './app.ts';
import { sandboxListener } from './http/node-server.ts';

// Also the vendors' stand-ins: Sumsub's frame (/websdk) and the sandbox's provider pages (/sandbox-…).
const SANDBOX_PATHS = /^\/(?:api|cms|robots\.txt|hit|builds|__sandbox|oauth|websdk|sandbox-[a-z]+)(?:[/?]|$)/;

const port = Number(process.env.PORT ?? '8080');
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be 1-65535, got ${process.env.PORT ?? ''}`);

// The development Telegram mock (platform/telegram/dev-mock.ts, `?tgmock=1`) gets its init data signed here; the
// build learns where through its configuration (Vite exposes VITE_ variables of the environment).
process.env.VITE_TELEGRAM_DEV_INIT_DATA_URL ??= '/__sandbox/telegram/init-data';
const { app } = createSandbox({ testMode: process.env.SANDBOX_TEST === '1', devTelegramLaunch: true });
const sandbox = sandboxListener(app);
const server = createHttpServer();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });

server.on('request', (request, response) => {
  if (SANDBOX_PATHS.test(request.url ?? '/')) {
    sandbox(request, response);
    return;
  }
  vite.middlewares(request, response);
});
server.listen(port, () => {
  console.log(`Dev server with sandbox on http://localhost:${port}`);
});
