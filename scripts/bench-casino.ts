/**
 * `npm run bench:casino` (the hall's speed with 5,000 games; a benchmark that prints figures, not a timed test):
 *   - the game hall's first render (navigation start to the first tile painted) on a 360 px phone;
 *   - a scroll through every game of the hall (the sandbox catalogue holds 5,000+), with frames dropped;
 *   - search latency over the whole catalogue, keystroke to results on screen (p50, p95; the popup's
 *     150 ms debounce included, and also shown without it);
 *   - the JS and CSS shipped on the first load of home (with its casino rails) and of the game hall.
 *
 * It builds into .cache/dist-bench-casino and serves it with the sandbox on BENCH_PORT (default 8193), or
 * measures a running sandbox given as BENCH_URL (then BENCH_DIST names its build for the sizes). Chromium is
 * Debian's (/usr/bin/chromium, CHROMIUM_PATH overrides); no browser is downloaded.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { firstLoad, kb, readManifest } from './first-load.ts';

const SEARCH_DEBOUNCE_MS = 150;
const QUERIES = [
  "qo'rqmas", 'qoʻrqmas', 'Қўрқмас', 'oltin', 'олтин', 'shohona', 'book', 'sher', 'omad', 'zar', "g'alaba", 'ғалаба',
  'karvon', 'blackjack', 'roulette', 'ruletka', 'sirli', 'muzli', 'chiroq', 'poker', "bo'ri", 'бўри', 'xazina', 'ҳазина',
  'live', 'crash', 'fruit', 'dragon', 'baraban', 'jackpot', 'mega', 'gold',
];

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startSandbox(): Promise<{ base: string; dist: string; server: ChildProcess | undefined }> {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL.replace(/\/$/, ''), dist: process.env.BENCH_DIST ?? 'dist', server: undefined };
  const dist = '.cache/dist-bench-casino';
  if (!existsSync(`${dist}/index.html`) || process.argv.includes('--build')) {
    console.log(`building into ${dist} …`);
    execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { stdio: 'ignore' });
  }
  const port = Number(process.env.BENCH_PORT ?? 8193);
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, SANDBOX_TEST: '1' },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/robots.txt`, 60_000);
  return { base, dist, server };
}

/** Navigation start to the first game tile in the hall's grid (with its image box) being in the DOM and painted. */
async function firstRender(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/gamehall`, { waitUntil: 'commit' });
  await page.waitForSelector('.game-grid .game-tile');
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
}

/** Loads every page of the hall (load more, then the pages that follow by themselves), back to the top. */
async function loadWholeHall(page: Page): Promise<number> {
  await page.getByRole('button', { name: "Yana ko'rsatish" }).click();
  for (let guard = 0; guard < 400; guard++) {
    const more = await page.locator('.list-more').count();
    if (more === 0) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.locator('.game-grid').evaluate((grid) => Number(grid.getAttribute('data-rows') ?? 0));
}

interface ScrollResult {
  frames: number;
  dropped: number;
  longest: number;
  seconds: number;
  maxRendered: number;
}

/** Scrolls top to bottom at a steady `pxPerFrame`, one step per animation frame, counting frames that missed their slot. */
async function scrollThrough(page: Page, pxPerFrame: number): Promise<ScrollResult> {
  return page.evaluate(
    (step) =>
      new Promise<ScrollResult>((resolve) => {
        const budget = 1000 / 60;
        let last = performance.now();
        const started = last;
        let frames = 0;
        let dropped = 0;
        let longest = 0;
        let maxRendered = 0;
        const tick = (now: number) => {
          const delta = now - last;
          last = now;
          frames++;
          longest = Math.max(longest, delta);
          // A frame that took n slots of 16.7 ms dropped n - 1 of them (small jitter is not a drop).
          dropped += Math.max(0, Math.round(delta / budget) - 1);
          maxRendered = Math.max(maxRendered, document.querySelectorAll('.game-grid .game-tile').length);
          const bottom = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= bottom - 1) {
            resolve({ frames, dropped, longest: Math.round(longest), seconds: (now - started) / 1000, maxRendered });
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      }),
    pxPerFrame,
  );
}

/** Types each query into the search popup and times input to the answer painted for it. */
async function searchLatency(page: Page, base: string, total: number): Promise<number[]> {
  await page.goto(`${base}/gamehall`);
  // The popup reads the whole catalogue for search first, in pages of 300: wait until every page has arrived.
  const pages = Math.ceil(total / 300);
  let arrived = 0;
  page.on('response', (response) => {
    const url = decodeURIComponent(response.url());
    if (url.includes('/api/games.get') && url.includes('"count":300')) arrived++;
  });
  await page.getByRole('button', { name: "O'yin qidirish" }).first().click();
  const field = page.getByLabel("O'yin nomi");
  for (let waited = 0; arrived < pages; waited += 100) {
    if (waited > 60_000) throw new Error(`only ${arrived} of ${pages} catalogue pages arrived`);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  const times: number[] = [];
  for (const query of [...QUERIES, ...QUERIES]) {
    const elapsed = await page.evaluate(
      (text) =>
        new Promise<number>((resolve, reject) => {
          const input = document.querySelector<HTMLInputElement>('input[type="search"]');
          const answer = document.querySelector('[data-search-query]');
          if (!input || !answer) {
            reject(new Error('search popup not open'));
            return;
          }
          const started = performance.now();
          // React listens to the native value setter; a plain assignment would be swallowed.
          const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
          descriptor?.set?.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const done = () => requestAnimationFrame(() => resolve(performance.now() - started));
          const check = () => answer.getAttribute('data-search-query') === text && !answer.querySelector('.game-tile--skeleton');
          const observer = new MutationObserver(() => {
            if (check()) {
              observer.disconnect();
              done();
            }
          });
          observer.observe(answer, { attributes: true, childList: true, subtree: true });
        }),
      query,
    );
    times.push(elapsed);
    // Clear between queries so each one is a fresh answer.
    await field.fill('');
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 50);
  }
  return times;
}

async function main(): Promise<void> {
  const { base, dist, server } = await startSandbox();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    // tsx compiles this file with esbuild's keepNames, which wraps functions in __name(); the page needs it too.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await context.request.post(`${base}/__sandbox/reset`).catch(() => undefined);
    const page = await context.newPage();
    // Warm the HTTP cache once so first render measures the app, not the first TCP connection.
    await page.goto(`${base}/`);
    const renders: number[] = [];
    for (let run = 0; run < 3; run++) renders.push(await firstRender(page, base));
    console.log(`game hall first render (first tile painted, 360 px, median of 3): ${Math.round(percentile(renders, 0.5))} ms  [${renders.map((value) => Math.round(value)).join(', ')}]`);

    const rows = await loadWholeHall(page);
    const total = await page.locator('.game-grid [role="listitem"]').first().evaluate((item) => Number(item.getAttribute('aria-setsize') ?? 0));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const scroll = await scrollThrough(page, 120);
    // The same scroll over a page of the same height with nothing in it: what this machine drops anyway
    // (the machine is shared; the difference is the grid's own cost).
    const blank = await context.newPage();
    await blank.setContent(`<div style="height:${height}px;background:linear-gradient(#123,#456)"></div>`);
    const baseline = await scrollThrough(blank, 120);
    await blank.close();
    console.log(
      `game hall scroll through ${total} tiles (${rows} rows, 120 px a frame): ${scroll.frames} frames in ${scroll.seconds.toFixed(1)} s, ` +
        `${scroll.dropped} dropped (${((scroll.dropped / (scroll.frames + scroll.dropped)) * 100).toFixed(1)} %), longest frame ${scroll.longest} ms, at most ${scroll.maxRendered} tiles in the DOM`,
    );
    console.log(
      `  baseline, the same scroll over an empty page of that height: ${baseline.frames} frames in ${baseline.seconds.toFixed(1)} s, ${baseline.dropped} dropped ` +
        `(${((baseline.dropped / (baseline.frames + baseline.dropped)) * 100).toFixed(1)} %), longest frame ${baseline.longest} ms`,
    );

    const times = await searchLatency(page, base, total);
    const p50 = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    console.log(
      `search over ${total} games, keystroke to results painted (${times.length} queries): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
        `(without the ${SEARCH_DEBOUNCE_MS} ms debounce: p50 ${(p50 - SEARCH_DEBOUNCE_MS).toFixed(0)} ms, p95 ${(p95 - SEARCH_DEBOUNCE_MS).toFixed(0)} ms)`,
    );
  } finally {
    await browser.close();
    server?.kill();
  }

  const manifest = readManifest(dist);
  for (const [name, pages] of [
    ['home (with casino rails)', ['src/features/home/home-page.tsx', 'src/features/casino/lobby/lobby-rails.tsx']],
    ['game hall', ['src/features/casino/hall/game-hall-page.tsx']],
  ] as const) {
    const shipped = firstLoad(manifest, [...pages], dist);
    console.log(
      `first load of ${name}: JS ${kb(shipped.jsRaw)} KB raw, ${kb(shipped.jsGzip)} KB gzip; CSS ${kb(shipped.cssRaw)} KB raw, ${kb(shipped.cssGzip)} KB gzip (${shipped.files.length} files)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
