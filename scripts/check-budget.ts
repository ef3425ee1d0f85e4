/** Fails when the first-load JS+CSS of home exceeds budgets.json (issue 7). Prints the figures either way. */
import { readFileSync } from 'node:fs';
import { firstLoad, kb, readManifest } from './first-load.ts';

interface Budgets {
  home: { browser: number; telegram: number };
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const manifest = readManifest();
const home = ['src/features/home/home-page.tsx'];
// The Telegram host also loads the SDK glue (dynamic import after detection) when it exists.
const telegramExtra = Object.keys(manifest).filter((key) => key.startsWith('platform/telegram/') && manifest[key]?.isDynamicEntry);

let failed = 0;
let passed = 0;
for (const [host, pages] of [
  ['browser', home],
  ['telegram', [...home, ...telegramExtra]],
] as const) {
  const shipped = firstLoad(manifest, [...pages]);
  const total = (shipped.jsGzip + shipped.cssGzip) / 1024;
  const budget = budgets.home[host];
  const ok = total <= budget;
  console.log(
    `home/${host}: JS ${kb(shipped.jsRaw)} KB raw, ${kb(shipped.jsGzip)} KB gzip; CSS ${kb(shipped.cssRaw)} KB raw, ${kb(shipped.cssGzip)} KB gzip; total ${total.toFixed(1)} KB gzip (budget ${budget}) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (ok) passed++;
  else failed++;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
