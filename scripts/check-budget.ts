/**
 * Fails when the first-load JS+CSS (gzip) of a measured route exceeds budgets.json (issue 7 part 1): home,
 * game hall, a game, the cashier and the profile, per host. Prints every figure either way.
 */
import { readFileSync } from 'node:fs';
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
