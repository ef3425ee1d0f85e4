/**
 * Fails when the first-load JS+CSS (gzip) of a measured route exceeds budgets.json (issue 7 part 1): home,
 * game hall, a game, the cashier and the profile, per host. Prints every figure either way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BENCH_ROUTES, HOSTS, kb, readManifest, routeFirstLoad, type BenchRouteKey, type Host } from './first-load.ts';

interface Budgets {
  firstLoadKbGzip: Partial<Record<BenchRouteKey, Record<Host, number>>>;
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const manifest = readManifest();

let failed = 0;
let passed = 0;
for (const route of BENCH_ROUTES) {
  const budget = budgets.firstLoadKbGzip[route.key];
  for (const host of HOSTS) {
    const shipped = routeFirstLoad(manifest, route.route, host);
    const total = (shipped.jsGzip + shipped.cssGzip) / 1024;
    const limit = budget?.[host];
    const ok = limit === undefined || total <= limit;
    console.log(
      `${`${route.key}/${host}`.padEnd(18)} JS ${kb(shipped.jsRaw).padStart(6)} KB raw ${kb(shipped.jsGzip).padStart(6)} KB gzip; CSS ${kb(shipped.cssRaw).padStart(5)} KB raw ${kb(shipped.cssGzip).padStart(5)} KB gzip; total ${total.toFixed(1).padStart(6)} KB gzip (budget ${limit ?? 'none'}) ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
    if (limit === undefined) continue;
    if (ok) passed++;
    else failed++;
  }
}
// Home is the gate issue 7 names: a budget file without it must not pass silently.
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
