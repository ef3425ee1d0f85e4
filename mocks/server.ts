/**
 * `npm start` / `npm run sandbox`: the built app (`dist/`) and the sandbox platform on one origin.
 * Env: PORT (default 8080), DIST_DIR (default dist), SANDBOX_TEST=1 for the test helpers (mocks/README.md).
 */
import { createSandbox } from './app.ts';
import { startSandboxServer } from './http/node-server.ts';

function port(value: string | undefined): number {
  const parsed = Number(value ?? '8080');
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65535) throw new Error(`PORT must be 1-65535, got ${value ?? ''}`);
  return parsed;
}

const listenPort = port(process.env.PORT);
const distDir = process.env.DIST_DIR ?? 'dist';
const { app } = createSandbox({ distDir, testMode: process.env.SANDBOX_TEST === '1' });
await startSandboxServer(app, listenPort);
console.log(`Sandbox serving ${distDir}/ on http://localhost:${listenPort}${process.env.SANDBOX_TEST === '1' ? ' (test mode)' : ''}`);
