/**
 * Issue 19 defect 1: a login flood must not starve static files. Nineteen failed logins with random unknown
 * e-mails are put in flight on a real Node server; a hashed asset asked for while they run answers before most
 * of them. Before the fix every asset read waited in the thread pool behind the flood's scrypt jobs. The test
 * asserts the order of answers, not wall-clock times, so a loaded machine slows both sides alike.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { startSandboxServer, type SandboxServer } from './node-server.ts';

const dist = mkdtempSync(join(tmpdir(), 'sandbox-flood-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>flood</title>');
writeFileSync(join(dist, 'assets/app-0f1e2d3c.js'), 'console.log("asset");\n'.repeat(200));

/** With the warm-up's failure, the 20 failures one address may make in 15 minutes: every one is checked. */
const FLOOD = 19;
let server: SandboxServer;
let origin: string;
let loginsArrived = 0;

beforeAll(async () => {
  const sandbox = createSandbox({ distDir: dist });
  // Counts the logins that reached the sandbox, so the asset is asked for only once the flood is in flight.
  const app = new Hono();
  app.use('/api/auth.login', async (_c, next) => {
    loginsArrived++;
    await next();
  });
  app.route('/', sandbox.app);
  server = await startSandboxServer(app, 0);
  const address = server.address;
  if (address === null || typeof address === 'string') throw new Error('the sandbox listens on a TCP port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

function failedLogin(index: number): Promise<number> {
  const body = new FormData();
  body.append('login', `flood-${index}-${Math.random().toString(36).slice(2)}@flood.example`);
  body.append('password', 'Wrong1234');
  return fetch(`${origin}/api/auth.login?v=2.34&locale=uz`, { method: 'POST', body }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

async function settle(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

it('a hashed asset answers while failed logins are still being checked', { timeout: 30_000 }, async () => {
  // Warm-up: the first asset request and the first login pay their one-time costs outside the measurement.
  expect((await fetch(`${origin}/assets/app-0f1e2d3c.js`)).status).toBe(200);
  expect(await failedLogin(-1)).toBe(401);
  loginsArrived = 0;

  let answered = 0;
  const logins = Array.from({ length: FLOOD }, (_, index) =>
    failedLogin(index).then((status) => {
      answered++;
      return status;
    }),
  );
  while (loginsArrived < FLOOD) await settle(1);
  await settle(5);
  const asset = await fetch(`${origin}/assets/app-0f1e2d3c.js`);
  const answeredBeforeAsset = answered;
  expect(asset.status).toBe(200);
  await asset.arrayBuffer();
  const statuses = await Promise.all(logins);
  expect(statuses).toEqual(Array.from({ length: FLOOD }, () => 401));
  expect(answeredBeforeAsset).toBeLessThan(FLOOD / 2);
});
