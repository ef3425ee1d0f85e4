/**
 * Starts the project's Strapi (cms/) for the Strapi contract suite and stops it after: a throw-away directory holds
 * its SQLite database and its uploads, the seed (cms/scripts/seed.mjs --serve) loads the sandbox's content into it and
 * keeps serving, API only (SERVE_ADMIN=false: no admin build). docs/decisions/028-strapi-cms.md.
 *
 * Vitest global setup: the origin reaches the tests through `inject('strapiOrigin')`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    strapiOrigin: string;
  }
}

const CMS_DIR = new URL('..', import.meta.url).pathname;
/** A cold Strapi boot with the seed takes about a minute here; the machine may be shared. */
const START_TIMEOUT_MS = 6 * 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const secret = () => randomBytes(16).toString('base64');

async function waitForHealth(origin: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode} before serving:\n${readFileSync(log, 'utf8').slice(-4000)}`);
    try {
      const response = await fetch(`${origin}/_health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Strapi did not answer ${origin}/_health within ${START_TIMEOUT_MS / 1000} s:\n${readFileSync(log, 'utf8').slice(-4000)}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(CMS_DIR, 'node_modules', '@strapi', 'strapi'))) {
    // The CMS is its own npm project (its own lockfile): a fresh clone's `npm test` installs it here, once, so the
    // README's two commands are all it takes (decision 028: better-sqlite3 builds from source, a few minutes).
    console.log('cms/node_modules is missing: npm ci --prefix cms …');
    const installed = spawnSync('npm', ['ci', '--prefix', CMS_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (installed.status !== 0) throw new Error(`npm ci --prefix cms failed (exit ${String(installed.status)}): the strapi suite cannot start the CMS`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'omad-strapi-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const log = join(dir, 'strapi.log');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output = createWriteStream(log);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.mjs', '--serve'], {
    cwd: CMS_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      JWT_SECRET: secret(),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'data.db'),
      CMS_PUBLIC_DIR: join(dir, 'public'),
      SERVE_ADMIN: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      // The fixtures' test-only page is not an operator's content.
      SANDBOX_TEST: '',
    },
  });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    output.end();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(origin, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('strapiOrigin', origin);
  return stop;
}
