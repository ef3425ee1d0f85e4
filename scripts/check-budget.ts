/**
 * Fails when the first-load JS+CSS (gzip) of a measured route exceeds budgets.json (decision 007): home,
 * game hall, a game, the cashier and the profile, per host. Prints every figure either way.
 *
 * Two figures per route and host, and both must fit (decision 030): the manifest's static graph (scripts/first-load.ts)
 * and what the browser really fetched before the app drew the route (scripts/first-draw.ts: a cold load in Chromium,
 * served by the sandbox from the build). The second counts what the code asks for itself before drawing, which the
 * static graph cannot see. Env: DIST_DIR (default dist), BUDGET_PORT for the sandbox (default 8189), CHROMIUM_PATH.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BENCH_ROUTES, HOSTS, kb, readManifest, routeFirstLoad, type BenchRouteKey, type Host } from './first-load.ts';
import { firstDraw, startSandbox } from './first-draw.ts';

interface Budgets {
  firstLoadKbGzip: Partial<Record<BenchRouteKey, Record<Host, number>>>;
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const manifest = readManifest();

let failed = 0;
let passed = 0;
const dist = process.env.DIST_DIR ?? 'dist';
const port = Number(process.env.BUDGET_PORT ?? 8189);
const base = `http://localhost:${port}`;
const server = await startSandbox(port, dist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const route of BENCH_ROUTES) {
    const budget = budgets.firstLoadKbGzip[route.key];
    for (const host of HOSTS) {
      const shipped = routeFirstLoad(manifest, route.route, host);
      const total = (shipped.jsGzip + shipped.cssGzip) / 1024;
      const fetched = await firstDraw(browser, base, route.path, host, route.signedIn);
      const fetchedTotal = (fetched.jsGzip + fetched.cssGzip) / 1024;
      const limit = budget?.[host];
      const ok = limit === undefined || (total <= limit && fetchedTotal <= limit);
      const landed = fetched.landed === route.path ? '' : ` (landed on ${fetched.landed})`;
      console.log(
        `${`${route.key}/${host}`.padEnd(18)} manifest: JS ${kb(shipped.jsGzip).padStart(6)} + CSS ${kb(shipped.cssGzip).padStart(5)} = ${total.toFixed(1).padStart(6)} KB gzip; fetched before drawn: ${String(fetched.files.length).padStart(2)} files, JS ${kb(fetched.jsGzip).padStart(6)} + CSS ${kb(fetched.cssGzip).padStart(5)} = ${fetchedTotal.toFixed(1).padStart(6)} KB gzip${landed} (budget ${limit ?? 'none'}) ${ok ? 'ok' : 'OVER BUDGET'}`,
      );
      if (limit === undefined) continue;
      if (ok) passed++;
      else failed++;
    }
  }
} finally {
  await browser.close();
  server.kill();
}
// Home is the gate decision 007 names: a budget file without it must not pass silently.
if (budgets.firstLoadKbGzip.home === undefined) {
  console.log('budgets.json has no home budget');
  failed++;
}

// Decision 007: React 18.3 renders the app in every build. The first load of home must carry React DOM
// (its createRoot marker and its error decoder) and Preact must not even be resolvable, so no alias can return.
const homeFiles = routeFirstLoad(manifest, 'home', 'browser').files.filter((file) => file.endsWith('.js'));
const homeJs = homeFiles.map((file) => readFileSync(join(process.env.DIST_DIR ?? 'dist', file), 'utf8')).join('\n');
const reactDom = homeJs.includes('__reactContainer$') && homeJs.includes('Minified React error #');
let preactResolvable = true;
try {
  createRequire(import.meta.url).resolve('preact');
} catch {
  preactResolvable = false;
}
// preact/compat names its Children.only error with this bare literal; React's message is a longer sentence.
const preactInBuild = /[`"']Children\.only[`"']/.test(homeJs);
console.log(`runtime: React DOM in home's first load ${reactDom ? 'yes' : 'NO'}; Preact resolvable ${preactResolvable ? 'YES' : 'no'}; Preact in the build ${preactInBuild ? 'YES' : 'no'}`);
if (reactDom && !preactResolvable && !preactInBuild) passed++;
else failed++;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
