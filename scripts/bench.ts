/**
 * `npm run bench` (decisions 007 and 030): builds the app, serves it with the sandbox, and prints one table:
 *
 * 1. JS and CSS shipped on the first load of home, the game hall, a game, the cashier and the profile, per host
 *    (browser, and the mocked Telegram launch of e2e/hosts.ts), raw and gzip, measured in Chromium: every
 *    script and stylesheet the page fetched until the network went idle (lazy chunks included, service
 *    worker blocked so its precache does not count). The manifest figures that `npm test` holds to
 *    budgets.json are printed beside them.
 * 2. Lighthouse 12 mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU) for home and
 *    the game hall, 3 runs each, the median of each figure.
 * 3. Time to interactive of the first screen in the mocked Telegram host, CPU slowed 4x like Lighthouse's
 *    mobile profile, median of 3 launches: navigation start to the signed-in first screen (balance shown)
 *    followed by 500 ms without a long task.
 *
 * 4. The first screen's goal figures (decision 022) (Lighthouse mobile, median of 3): home and the game hall, browser and Telegram (signed in
 *    through init data), uz and ru, beside the goal (score >= 97, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02); a repeat
 *    visit of home in Telegram with the service worker warm (LCP < 1 s); the long tasks over 50 ms on home (CPU 4x);
 *    a 5-second fling through the 5,000-game hall at 4x CPU slowdown, frames dropped counted from a performance trace.
 *    BENCH_ONLY=goals prints only these (skips parts 1-3).
 *
 * 5. Decision 030 (first, and what `npm run bench` prints by default with part 4): the app against a bare page measured
 *    in the same run. The bench builds that page itself (React and react-dom from node_modules, 200 elements) and, for
 *    it and for home and the game hall in the browser and in Telegram, records a performance trace of a cold load at 4x
 *    CPU until quiet (the app's `omad:start-quiet` mark; the bare page: network idle): main-thread busy time (top-level
 *    tasks) and blocking time (each task's time over 50 ms), as multiples of the bare page's. Every figure of parts 4
 *    and 5 is the median of BENCH_RUNS (5) with its min–max, with the machine's load before and after. Measuring starts
 *    once the build and the sandbox have settled and the 1-minute load is 1 or below (waiting up to BENCH_QUIET_WAIT
 *    seconds, default 300); when it is still above 1 it prints "no verdict: load X > 1" instead of goals met or not.
 *    A second table says where the time went, from the same traces (scripts/trace-breakdown.ts): each top-level task's
 *    time split by the self time of the events nested in it (script evaluation & compile, script execution, parse HTML
 *    & CSS, style, layout, paint & compositing, garbage collection, task overhead / other), per category the median,
 *    its multiple of the bare page's and its share of the app's excess over the bare page, and the top-level tasks and
 *    requests until quiet; a third table splits the blocking time the same way (each task's time over 50 ms in
 *    proportion to its categories). Each load's breakdown is kept in .cache/bench.json (`trace`), the tables' figures
 *    too (`traceBreakdown`). The first table also counts the API and CMS reads each load made before it was quiet
 *    (goal at most 8, none twice), from the page's resource timings as e2e/first-screen.spec.ts counts them.
 *
 * After its tables the bench prints "Gaps left, and their causes": one line per unmet goal of parts 4 and 5, its cause
 * named from the same run's traces (scripts/bench-gaps.ts): the categories holding most of a page's excess over the
 * bare page and the events that took its long tasks' time; the LCP phase the largest paint waited for longest, beside
 * the bare page's; what ran in home's long tasks; the fling's tasks longer than a frame.
 *
 * Simplified by decision 030: parts 1–3 (sizes measured until network idle, the old Lighthouse table, Telegram's time to
 * interactive) run only with BENCH_ALL=1; `npm test`'s budget check measures first-load sizes as fetched before drawing.
 * BENCH_ONLY=goals prints part 4 alone, BENCH_ONLY=trace part 5 alone, BENCH_ONLY=repeat part 4's repeat visit alone
 * (beside the bare page, with its LCP phases), BENCH_ONLY=longtasks part 4's long tasks on home alone (BENCH_RUNS loads
 * per host, each task named by the Long Animation Frames API: the longest script in it).
 *
 * BENCH_ONLY=tasks (decision 030's trace table): builds with source maps, loads home and the game hall in the browser
 * and in Telegram at 4x CPU until `omad:start-quiet`, BENCH_RUNS (3) times interleaved, and prints every main-thread
 * task over 50 ms: its start, its length, its largest child events by self time, and the functions the CPU profiler
 * sampled in it, mapped to their source (scripts/trace-tasks.ts), then a table of each page's script time until quiet
 * by source (a dependency's package, the app's file, the browser's own functions). It does not wait for a quiet
 * machine: it compares counts and the make-up of tasks, not timings.
 *
 * Env: BENCH_PORT (default 8190), DIST_DIR (default .cache/dist-bench), BENCH_SKIP_BUILD=1 to reuse a build,
 * CHROMIUM_PATH (default /usr/bin/chromium). Figures are also written to .cache/bench.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../mocks/fixtures/accounts.ts';
import { DARK_THEME, installTelegram, signedInitData, TG_USER } from '../e2e/hosts.ts';
import { startReads, twice } from '../e2e/start-reads.ts';
import { BENCH_ROUTES, HOSTS, kb, measureFiles, readManifest, routeFirstLoad, type Host, type Shipped } from './first-load.ts';
import { START_QUIET_MARK } from '../src/services/quiet-start.ts';
import { formatLongTasks, longTasks, mainThread, scriptBySource, type Frame, type Origin, type TraceEvent } from './trace-tasks.ts';
import { lcpGap, longTaskGap, traceGaps, type TraceGapInput } from './bench-gaps.ts';
import { CATEGORIES, formatBreakdown, mainThreadBreakdown, median, summarise, type Breakdown } from './trace-breakdown.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8190);
const BASE = `http://localhost:${PORT}`;
const DIST = process.env.DIST_DIR ?? '.cache/dist-bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** BENCH_RUNS overrides the runs per figure (5: the median of 5, printed with its min–max). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/** BENCH_ONLY=repeat: of part 4, the bare page and the repeat visit only. */
const REPEAT_ONLY = process.env.BENCH_ONLY === 'repeat';
/** BENCH_ONLY=longtasks: of part 4, home's long tasks alone, each named. */
const LONG_TASKS_ONLY = process.env.BENCH_ONLY === 'longtasks';

/** BENCH_ONLY=tasks: the long tasks and what ran in them, with the build's source maps naming minified functions. */
const TASKS = process.env.BENCH_ONLY === 'tasks';

/** Whether the build in DIST has source maps (BENCH_SKIP_BUILD reuses a build only when it fits the mode). */
const hasSourceMaps = () => existsSync(join(DIST, 'assets')) && readdirSync(join(DIST, 'assets')).some((name) => name.endsWith('.js.map'));

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(DIST, 'index.html')) && (!TASKS || hasSourceMaps())) return;
  console.error(`building into ${DIST}/ …`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', ...(TASKS ? ['--sourcemap'] : [])], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('vite build failed');
}

/**
 * A CDN compresses what it serves; the sandbox serves `.br`/`.gz` siblings when a build has them
 * (mocks/http/static-files.ts). When the build emitted none, the bench adds them to its own copy so that
 * Lighthouse measures what players would download, and says so.
 */
function precompress(): boolean {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(DIST);
  const marker = join(DIST, '.bench-precompressed');
  if (existsSync(marker)) return true;
  if (files.some((file) => file.endsWith('.br'))) return false;
  for (const file of files) {
    if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  writeFileSync(marker, '');
  return true;
}

async function startSandbox(): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(PORT), DIST_DIR: DIST, SANDBOX_TEST: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`the sandbox did not start on ${BASE}`);
}

async function reset(): Promise<void> {
  const response = await fetch(`${BASE}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error('sandbox reset failed');
}

async function signInByApi(context: BrowserContext): Promise<void> {
  const response = await context.request.post(`${BASE}/api/auth.login?v=2.34&locale=uz`, { multipart: { login: SEED_LOGINS.player, password: SANDBOX_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}

/**
 * tsx compiles this script with esbuild's keepNames, which wraps named inner functions in `__name(…)`; Playwright
 * sends init-script functions to the page as source text, where `__name` does not exist. Define it first.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name ??= (target) => target;';

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL: BASE, serviceWorkers: 'block' });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return context;
}

async function newPhoneContext(browser: Browser, host: Host, signedIn: boolean): Promise<BrowserContext> {
  const context = await phoneContext(browser);
  if (host === 'browser' && signedIn) await signInByApi(context);
  return context;
}

/** Every script and stylesheet one cold first load fetched, until the network was idle. */
async function measureInBrowser(browser: Browser, path: string, host: Host, signedIn: boolean): Promise<Shipped & { landed: string }> {
  await reset();
  const context = await newPhoneContext(browser, host, signedIn);
  const page = await context.newPage();
  if (host === 'telegram') await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => void bodies.set(new URL(response.url()).pathname, body))
        .catch(() => undefined),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { ...measureFiles([...bodies.keys()], (file) => bodies.get(file) ?? Buffer.alloc(0)), landed };
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's LCP phases (ms, simulated): what the largest paint waited for (decision 030: a gap's cause, named). */
  lcpPhases?: LcpPhases;
  /** The largest paint's element, as Lighthouse names it (its selector). */
  lcpElement?: string;
}

interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

/**
 * The LCP phases and element from `largest-contentful-paint-element`'s details: a list of tables, the element's and the
 * phases', found by their rows' shape (Lighthouse leaves the element's table out when it could not name the node).
 */
function lcpDetails(audit: { details?: unknown } | undefined): { lcpPhases?: LcpPhases; lcpElement?: string } {
  const details = audit?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  const rows = (details?.items ?? []).map((table) => table.items ?? []);
  const element = rows.flat().find((row) => row.node !== undefined)?.node as { selector?: string; nodeLabel?: string } | undefined;
  // Phases in Lighthouse's order (TTFB, load delay, load time, render delay); their labels are localised, their order is not.
  const timings = (rows.find((table) => table.some((row) => 'timing' in row)) ?? []).map((row) => Number(row.timing));
  const lcpPhases = timings.length === 4 && timings.every(Number.isFinite) ? { ttfb: timings[0] ?? 0, loadDelay: timings[1] ?? 0, loadTime: timings[2] ?? 0, renderDelay: timings[3] ?? 0 } : undefined;
  return { lcpPhases, lcpElement: element?.selector ?? element?.nodeLabel };
}

/**
 * The Telegram client's side of a launch, for pages Lighthouse drives (puppeteer): the launch params come in the URL
 * hash as Telegram gives them; this answers the app's requests (viewport, theme, safe areas) like e2e/hosts.ts does.
 */
const TELEGRAM_PROXY = `(() => {
  const emit = (name, data) => setTimeout(() => window.Telegram?.WebView?.receiveEvent?.(name, data), 0);
  window.TelegramWebviewProxy = { postEvent(name) {
    if (name === 'web_app_request_viewport') emit('viewport_changed', { height: innerHeight, width: innerWidth, is_expanded: true, is_state_stable: true });
    else if (name === 'web_app_request_theme') emit('theme_changed', { theme_params: ${JSON.stringify(DARK_THEME)} });
    else if (name === 'web_app_request_safe_area' || name === 'web_app_request_content_safe_area') emit(name.replace('web_app_request_', '') + '_changed', { top: 0, bottom: 0, left: 0, right: 0 });
  } };
})();`;

/** The URL Telegram opens the mini-app at: the page with the signed launch params in its hash. */
function telegramUrl(url: string): string {
  const launch = new URLSearchParams({
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(DARK_THEME),
    tgWebAppData: signedInitData({ user: TG_USER }),
  });
  return `${url}#${launch.toString()}`;
}

/** A tab of the launched Chrome for Lighthouse to drive, with the Telegram client's side installed when `host` is Telegram. */
async function lighthousePage(port: number, host: Host): Promise<PuppeteerPage> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  if (host === 'telegram') await page.evaluateOnNewDocument(TELEGRAM_PROXY);
  return page;
}

type LighthouseRuns = LighthouseFigures & { runs: LighthouseFigures[] };

async function lighthouseRuns(url: string, host: Host = 'browser', warm = false): Promise<LighthouseRuns> {
  const runs: LighthouseFigures[] = [];
  const target = host === 'telegram' ? telegramUrl(url) : url;
  for (let run = 0; run < RUNS; run++) {
    await reset();
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const page = await lighthousePage(chrome.port, host);
      if (warm) await warmUp(page, target);
      const result = await lighthouse(
        target,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(warm ? { disableStorageReset: true } : {}) },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        ...lcpDetails(lhr.audits['largest-contentful-paint-element']),
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    bytes: median(runs.map((run) => run.bytes)),
    runs,
  };
}

/** `median (min–max)` of one figure over the runs. */
function spread(values: number[], format: (value: number) => string): string {
  if (values.length < 2) return format(median(values));
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/**
 * A first visit that leaves the service worker installed and controlling the page, the boot data and the first screen's
 * answers in storage: what a player has on their second start.
 */
async function warmUp(page: PuppeteerPage, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload({ waitUntil: 'networkidle0', timeout: 60_000 });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error('the service worker does not control the page after a reload');
}

/** Decision 030: the bare page the app is measured against, built by the bench into its own copy of the build. */
const BARE_PATH = '/bench-bare/';
const BARE_ELEMENTS = 200;

/** React and react-dom from the project's node_modules, rendering BARE_ELEMENTS elements: the cost of React alone. */
async function buildBarePage(): Promise<void> {
  const dir = join(DIST, 'bench-bare');
  mkdirSync(dir, { recursive: true });
  const entry = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const items = Array.from({ length: ${BARE_ELEMENTS - 1} }, (_, index) => createElement('li', { key: index }, 'Item ' + index));
createRoot(document.getElementById('root')).render(createElement('ul', null, items));`;
  await esbuild({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'bare.js'),
    logLevel: 'error',
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>bare</title></head><body><div id="root"></div><script type="module" src="/bench-bare/bare.js"></script></body></html>\n');
}

/** The machine's 1-minute load when measuring starts: above 1, no goal is judged (decision 030). */
let NO_VERDICT: string | undefined;

/**
 * Waits, up to BENCH_QUIET_WAIT seconds (default 300), for the 1-minute load to fall to 1 or below, and returns the
 * load measuring starts at. The bench's own build and the sandbox's start raise the load it would judge by, so the
 * load is read after them, once they have settled (decision 030).
 */
async function quietLoads(): Promise<number[]> {
  const deadline = Date.now() + Number(process.env.BENCH_QUIET_WAIT ?? 300) * 1000;
  let loads = loadavg();
  while ((loads[0] ?? 0) > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    loads = loadavg();
  }
  const first = loads[0] ?? 0;
  NO_VERDICT = first > 1 ? `no verdict: load ${first.toFixed(2)} > 1` : undefined;
  return loads;
}

/** Each unmet goal of this run with its cause, named from the same run's traces (scripts/bench-gaps.ts). */
const GAPS: string[] = [];

/** A goal's outcome, or the refusal to judge one on a loaded machine. */
function verdict(outcome: string): string {
  return NO_VERDICT ?? outcome;
}

interface TraceFigures {
  /** Main-thread time in top-level tasks until quiet (ms). */
  busy: number;
  /** Σ (task − 50 ms) over the tasks longer than 50 ms (ms). */
  blocking: number;
  /** Tasks over 50 ms (ms each). */
  long: number[];
  /** What the main thread's time went to, from the same trace (scripts/trace-breakdown.ts). */
  breakdown: Breakdown;
  /** The API and CMS reads made before the page was quiet, by operation, in order (none for the bare page). */
  reads: string[];
  /** The events that took the long tasks' time (self time in ms, summed over the load's tasks over 50 ms). */
  longEvents: Record<string, number>;
}

/** Busy and blocking time of the renderer's main thread in a Chrome trace (its top-level RunTask events). */
export function mainThreadFigures(events: readonly TraceEvent[], longer = 50): Pick<TraceFigures, 'busy' | 'blocking' | 'long'> {
  // The page's renderer is the busiest main thread of the trace (others are blank tabs).
  const main = mainThread(events);
  const tasks = events.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined && `${event.pid}:${event.tid}` === main).map((event) => (event.dur ?? 0) / 1000);
  const long = tasks.filter((duration) => duration > longer);
  return { busy: tasks.reduce((sum, value) => sum + value, 0), blocking: long.reduce((sum, value) => sum + value - longer, 0), long };
}

/**
 * The main thread's tasks and what runs in them. `v8.execute` (as Lighthouse records it) names the promise jobs run at a
 * task's end (RunMicrotasks): without it their 100–230 ms per load count as task overhead in the breakdown, not as
 * script; it adds about 5% to the trace's events (decision 030, "Where the time goes").
 */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
/** …and, for BENCH_ONLY=tasks, the stacks that forced a layout, script compiles and the CPU profiler's samples. */
const TASK_CATEGORIES = [...TRACE_CATEGORIES, 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'];

/** One cold load of `path` on `host` at 4x CPU, traced until quiet. */
async function traceLoad(browser: Browser, path: string, host: Host): Promise<TraceFigures> {
  const { events, reads } = await recordLoad(browser, path, host, TRACE_CATEGORIES);
  const longEvents: Record<string, number> = {};
  for (const task of longTasks(events)) for (const part of task.events) longEvents[part.label] = (longEvents[part.label] ?? 0) + part.self;
  return { ...mainThreadFigures(events), breakdown: mainThreadBreakdown(events), reads, longEvents };
}

/**
 * The trace events of one cold load of `path` on `host` at 4x CPU, until quiet, and the API and CMS reads the page
 * made before it was quiet, by operation (e2e/start-reads.ts, as e2e/first-screen.spec.ts counts them).
 */
async function recordLoad(browser: Browser, path: string, host: Host, categories: string[]): Promise<{ events: TraceEvent[]; reads: string[] }> {
  await reset();
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    if (host === 'telegram') await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories });
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    if (path === BARE_PATH) {
      await page.waitForLoadState('networkidle');
    } else {
      // The app's own end of the start (src/services/quiet-start.ts): drawn, then a second without resources or long tasks.
      // Told by the page's own observer, not polled: waitForFunction polls on every animation frame, which makes the
      // page draw a frame each vsync (commit, paint, animated styles) that the bare page does not pay (decision 030).
      await page.evaluate(
        (mark) =>
          new Promise<void>((resolve, reject) => {
            if (performance.getEntriesByName(mark).length > 0) return resolve();
            setTimeout(() => reject(new Error(`no ${mark} within 120 s`)), 120_000);
            const observer = new PerformanceObserver((list) => {
              if (!list.getEntriesByName(mark).length) return;
              observer.disconnect();
              resolve();
            });
            observer.observe({ type: 'mark' });
          }),
        START_QUIET_MARK,
      );
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { beforeQuiet: reads } = await startReads(page);
    return { events: trace.traceEvents, reads };
  } finally {
    await context.close();
  }
}

const TRACE_PAGES = [
  { label: 'home', path: '/' },
  { label: 'game hall', path: '/gamehall' },
] as const;

/**
 * A built file's position in its source, from the build's source maps in DIST (read once per file). Sources are named
 * from the project's root (`src/…`, `node_modules/…`).
 */
function sourceMaps(): (frame: Frame) => Origin | undefined {
  const consumers = new Map<string, SourceMapConsumer | undefined>();
  const consumerOf = (url: string) => {
    if (!consumers.has(url)) {
      let consumer: SourceMapConsumer | undefined;
      try {
        const file = join(DIST, new URL(url).pathname);
        if (existsSync(`${file}.map`)) consumer = new SourceMapConsumer(readFileSync(`${file}.map`, 'utf8'));
      } catch {
        // Not a URL of the build (an inline script, the browser's own code): named by its function and position only.
      }
      consumers.set(url, consumer);
    }
    return consumers.get(url);
  };
  return (frame) => {
    const consumer = consumerOf(frame.url);
    if (!consumer) return undefined;
    const position = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) });
    if (!position.source) return undefined;
    return { source: position.source.replace(/^(\.\.\/)+/, ''), line: position.line, ...(position.name ? { name: position.name } : {}) };
  };
}

/**
 * BENCH_ONLY=tasks: every main-thread task over 50 ms of home and the game hall, browser and Telegram, BENCH_RUNS (3)
 * loads each, interleaved, and a count per page and host for decision 030's trace table.
 */
async function tasksReport(browser: Browser, report: Record<string, unknown>): Promise<string[]> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const locate = sourceMaps();
  const lines: string[] = [];
  const counts = new Map<string, { count: number; ownCount: number; longest: number; blocking: number }[]>();
  const sources = new Map<string, Map<string, number>[]>();
  for (let run = 0; run < runs; run++) {
    for (const page of TRACE_PAGES) {
      for (const host of HOSTS) {
        const { events } = await recordLoad(browser, page.path, host, TASK_CATEGORIES);
        const tasks = longTasks(events, locate);
        const key = `${page.label}|${host}`;
        sources.set(key, [...(sources.get(key) ?? []), scriptBySource(events, locate)]);
        // The last load's trace of each, for DevTools' Performance panel.
        mkdirSync('.cache/bench-tasks', { recursive: true });
        writeFileSync(`.cache/bench-tasks/${page.label.replace(/\W+/g, '-')}-${host}.json`, JSON.stringify({ traceEvents: events }));
        counts.set(key, [...(counts.get(key) ?? []), { count: tasks.length, ownCount: tasks.filter((task) => (task.cpu ?? task.duration) > 50).length, longest: Math.max(0, ...tasks.map((task) => task.duration)), blocking: tasks.reduce((sum, task) => sum + task.duration - 50, 0) }]);
        const block = [`${page.label} \`${page.path}\`, ${host}, load ${run + 1} of ${runs}: ${tasks.length} tasks over 50 ms`, ...formatLongTasks(tasks), ''];
        console.error(block.join('\n'));
        lines.push(...block);
      }
    }
  }
  lines.push(`| tasks over 50 ms, CPU 4x, until quiet (${runs} loads) | host | count per load | of them with 50 ms of the thread's own time | longest per load | Σ (task − 50 ms) per load |`);
  lines.push('|---|---|---|---|---|---|');
  for (const [key, figures] of counts) {
    const [label, host] = key.split('|');
    lines.push(`| ${label} | ${host} | ${figures.map((item) => item.count).join(', ')} | ${figures.map((item) => item.ownCount).join(', ')} | ${figures.map((item) => ms(item.longest)).join(', ')} | ${figures.map((item) => ms(item.blocking)).join(', ')} |`);
  }
  report.tasks = Object.fromEntries(counts);
  lines.push('', ...sourceTable(sources, runs));
  report.scriptBySource = Object.fromEntries([...sources].map(([key, loads]) => [key, loads.map((load) => Object.fromEntries(load))]));
  return lines;
}

/** Each event's self time in long tasks, averaged over the loads (an event a load did not have counts 0 there). */
function perLoad(loads: readonly Record<string, number>[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const load of loads) for (const [label, value] of Object.entries(load)) sums[label] = (sums[label] ?? 0) + value / loads.length;
  return sums;
}

/**
 * The script time of each page and host by source (scripts/trace-tasks.ts scriptBySource), the median over the loads:
 * the sources that took most in any column, largest first.
 */
function sourceTable(sources: ReadonlyMap<string, readonly ReadonlyMap<string, number>[]>, runs: number): string[] {
  const columns = [...sources.keys()];
  const medians = new Map(columns.map((key) => {
    const loads = sources.get(key) ?? [];
    const names = new Set(loads.flatMap((load) => [...load.keys()]));
    return [key, new Map([...names].map((name) => [name, median(loads.map((load) => load.get(name) ?? 0))]))] as const;
  }));
  const largest = (name: string) => Math.max(...columns.map((key) => medians.get(key)?.get(name) ?? 0));
  const names = [...new Set([...medians.values()].flatMap((column) => [...column.keys()]))].sort((a, b) => largest(b) - largest(a)).slice(0, 20);
  const total = (key: string) => [...(medians.get(key)?.values() ?? [])].reduce((sum, value) => sum + value, 0);
  return [
    `| script by source, CPU 4x, until quiet, median of ${runs} loads (self time, the profiler's samples) | ${columns.map((key) => key.replace('|', ', ')).join(' | ')} |`,
    `|---|${columns.map(() => '---:|').join('')}`,
    ...names.map((name) => `| ${name} | ${columns.map((key) => ms(medians.get(key)?.get(name) ?? 0)).join(' | ')} |`),
    `| all sampled script | ${columns.map((key) => ms(total(key))).join(' | ')} |`,
  ];
}

/** Decision 030's goals, as multiples of the bare page measured in the same run. */
const TRACE_GOAL = { busy: 2, blocking: 1.3, reads: 8 } as const;

/** The reads of a page's loads: each load's count, the most any load made, and the operations some load made twice. */
function readsOver(loads: readonly (readonly string[])[]): { counts: number[]; most: number; twice: string[] } {
  const counts = loads.map((reads) => reads.length);
  return { counts, most: Math.max(0, ...counts), twice: [...new Set(loads.flatMap(twice))].sort() };
}

/** Part 5: the app's main-thread work as multiples of the bare React page's, RUNS interleaved loads each. */
async function traceTable(browser: Browser, report: Record<string, unknown>): Promise<string[]> {
  const keys = ['bare', ...TRACE_PAGES.flatMap((page) => HOSTS.map((host) => `${page.label}|${host}`))];
  const runs = new Map<string, TraceFigures[]>(keys.map((key) => [key, []]));
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, so that a change in the machine's load falls on every page alike.
    runs.get('bare')?.push(await traceLoad(browser, BARE_PATH, 'browser'));
    for (const page of TRACE_PAGES) for (const host of HOSTS) runs.get(`${page.label}|${host}`)?.push(await traceLoad(browser, page.path, host));
  }
  const bare = runs.get('bare') ?? [];
  const bareBusy = median(bare.map((figures) => figures.busy));
  const bareBlocking = median(bare.map((figures) => figures.blocking));
  const times = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(1)}×` : '—');
  const lines: string[] = [];
  lines.push(`| main thread until quiet, CPU 4x, median of ${RUNS} (min–max) | host | busy | × bare (goal <= ${TRACE_GOAL.busy}) | blocking (Σ task − 50 ms) | × bare (goal <= ${TRACE_GOAL.blocking}) | tasks over 50 ms (median) | API and CMS reads before quiet (goal <= ${TRACE_GOAL.reads}, none twice) | goal met |`);
  lines.push('|---|---|---:|---:|---:|---:|---:|---|---|');
  lines.push(`| bare React page (${BARE_ELEMENTS} elements) | browser | ${spread(bare.map((figures) => figures.busy), ms)} | 1.0× | ${spread(bare.map((figures) => figures.blocking), ms)} | 1.0× | ${median(bare.map((figures) => figures.long.length))} | — | (reference) |`);
  const saved: Record<string, TraceFigures[]> = { bare };
  const gapInputs: Omit<TraceGapInput, 'column' | 'bare'>[] = [];
  for (const page of TRACE_PAGES) {
    for (const host of HOSTS) {
      const figures = runs.get(`${page.label}|${host}`) ?? [];
      saved[`${page.label}|${host}`] = figures;
      const busy = median(figures.map((item) => item.busy));
      const blocking = median(figures.map((item) => item.blocking));
      const reads = readsOver(figures.map((item) => item.reads));
      const missed = [
        ...(busy > TRACE_GOAL.busy * bareBusy ? ['busy'] : []),
        ...(blocking > TRACE_GOAL.blocking * bareBlocking ? ['blocking'] : []),
        ...(reads.most > TRACE_GOAL.reads || reads.twice.length > 0 ? ['reads'] : []),
      ];
      const met = missed.length === 0 ? 'yes' : `no (${missed.join(', ')})`;
      gapInputs.push({ label: `${page.label} \`${page.path}\`, ${host}`, busyTimes: busy / bareBusy, blockingTimes: blocking / bareBlocking, goal: TRACE_GOAL, reads, longEvents: perLoad(figures.map((item) => item.longEvents)) });
      lines.push(
        `| ${page.label} \`${page.path}\` | ${host} | ${spread(figures.map((item) => item.busy), ms)} | ${times(busy, bareBusy)} (${spread(figures.map((item) => item.busy / bareBusy), (value) => value.toFixed(1))}) | ${spread(figures.map((item) => item.blocking), ms)} | ${times(blocking, bareBlocking)} | ${median(figures.map((item) => item.long.length))} | ${spread(reads.counts, String)}${reads.twice.length ? `; twice: ${reads.twice.join(', ')}` : ''} | ${verdict(met)} |`,
      );
    }
  }
  report.trace = saved;
  // Where the time went (decision 030): each category's median beside the bare page's, and its share of the excess.
  const summary = summarise(
    bare.map((figures) => figures.breakdown),
    TRACE_PAGES.flatMap((page) => HOSTS.map((host) => ({ label: `${page.label}, ${host}`, loads: (runs.get(`${page.label}|${host}`) ?? []).map((figures) => figures.breakdown) }))),
  );
  report.traceBreakdown = summary;
  gapInputs.forEach((input, index) => {
    const column = summary.columns[index];
    if (column) GAPS.push(...traceGaps({ ...input, column, bare: summary.bare }));
  });
  lines.push('', ...formatBreakdown(summary, RUNS, 'bare page'));
  return lines;
}

/** The first screen's goal, per figure (decision 022). */
/**
 * Decision 030: Lighthouse judges LCP and CLS. Its score and TBT are printed with their spread beside the bare React
 * page's, not judged: on two shared cores TBT moves 2–3× between runs of one build, and the main thread's work is judged
 * by part 5's multiples of the bare page instead.
 */
const GOAL = { lcp: 1500, cls: 0.02 } as const;

/** The LCP and CLS gaps of a page's Lighthouse runs, the LCP's named by its phases beside the bare page's. */
/** Each LCP phase's median over a page's Lighthouse runs, or undefined when no run gave phases. */
function phasesOf(runs: LighthouseRuns): LcpPhases | undefined {
  const phases = runs.runs.map((run) => run.lcpPhases).filter((value): value is LcpPhases => value !== undefined);
  if (phases.length === 0) return undefined;
  const of = (key: keyof LcpPhases) => median(phases.map((value) => value[key]));
  return { ttfb: of('ttfb'), loadDelay: of('loadDelay'), loadTime: of('loadTime'), renderDelay: of('renderDelay') };
}

function lcpGaps(label: string, result: LighthouseRuns, lcpGoal: number, bare: LighthouseRuns): string[] {
  const gaps: string[] = [];
  const lcp = lcpGap(label, result.lcp, lcpGoal, phasesOf(result), phasesOf(bare));
  if (lcp) gaps.push(lcp);
  // Not named further: Lighthouse's layout-shift audit lists the shifted elements when this happens.
  if (result.cls > GOAL.cls) gaps.push(`${label}: CLS ${result.cls.toFixed(3)} (goal ${GOAL.cls}): see Lighthouse's layout-shifts audit for the elements`);
  return gaps;
}

function goalMet(figures: LighthouseFigures, lcpGoal: number = GOAL.lcp): string {
  const missed: string[] = [];
  if (figures.lcp > lcpGoal) missed.push('LCP');
  if (figures.cls > GOAL.cls) missed.push('CLS');
  return missed.length === 0 ? 'yes' : `no (${missed.join(', ')})`;
}

/** Home's long tasks, each load's named (part 4; BENCH_ONLY=longtasks prints these alone). */
async function longTaskLines(browser: Browser, report: Record<string, unknown>): Promise<string[]> {
  const lines: string[] = [];
  lines.push(`| long tasks over 50 ms on home (cold load, CPU 4x; goal: none of the app's but the entry's evaluation) | loads | the app's, per load (median) | each load's, named (Long Animation Frames) | goal met |`);
  lines.push('|---|---:|---:|---|---|');
  const longTasks: Record<string, NamedTask[][]> = {};
  for (const host of HOSTS) {
    const loads: NamedTask[][] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await homeLongTasks(browser, host));
    longTasks[host] = loads;
    const apps = loads.map((tasks) => tasks.filter((task) => !task.entry).length);
    const named = loads.map((tasks) => tasks.map((task) => `${ms(task.duration)} ${task.what}`).join('; ') || 'none').join(' / ');
    lines.push(`| ${host} | ${RUNS} | ${spread(apps, String)} | ${named} | ${verdict(median(apps) === 0 ? 'yes' : 'no')} |`);
    const gap = longTaskGap(`home \`/\`, ${host}`, loads);
    if (gap) GAPS.push(gap);
  }
  report.homeLongTasks = longTasks;
  return lines;
}

/** One long task of a load, and what ran in it (from the Long Animation Frames that overlap it). */
interface NamedTask {
  duration: number;
  /** The longest script that ran in it (`invoker (file: function)`) and its length, or what the browser did when no script ran. */
  what: string;
  /** `what` without the length: the same kind of task in every load. */
  kind: string;
  /** The entry module's own evaluation: the one long task the goal allows. */
  entry: boolean;
}

/**
 * Long tasks (over 50 ms) of one cold home load on `host`, CPU 4x slower, until 1.5 s after the network is idle, each
 * named by the Long Animation Frames API: the longest script in it, or style and layout when no script ran.
 */
async function homeLongTasks(browser: Browser, host: Host): Promise<NamedTask[]> {
  await reset();
  const context = await phoneContext(browser);
  const page = await context.newPage();
  if (host === 'telegram') await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
  await page.addInitScript(() => {
    const probe = window as unknown as { __longTasks: [number, number][]; __frames: unknown[] };
    probe.__longTasks = [];
    probe.__frames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // Only what nameTask reads, and only frames with a long task's length: the probe's own work stays small.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LongFrame[]) {
        if (entry.duration <= 50) continue;
        const scripts = entry.scripts.map(({ invoker, invokerType, sourceURL, sourceFunctionName, startTime, duration }) => ({ invoker, invokerType, sourceURL, sourceFunctionName, startTime, duration }));
        probe.__frames.push({ startTime: entry.startTime, duration: entry.duration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { tasks, frames } = await page.evaluate(() => {
    const probe = window as unknown as { __longTasks: [number, number][]; __frames: LongFrame[] };
    return { tasks: probe.__longTasks, frames: probe.__frames };
  });
  await context.close();
  return tasks.filter(([, duration]) => duration > 50).map(([start, duration]) => nameTask(start, duration, frames));
}

interface LongFrame {
  startTime: number;
  duration: number;
  scripts: { invoker: string; invokerType: string; sourceURL: string; sourceFunctionName: string; startTime: number; duration: number }[];
}

/** What ran in the long task [start, start + duration]: the longest script of the frames that overlap it. */
function nameTask(start: number, duration: number, frames: readonly LongFrame[]): NamedTask {
  const end = start + duration;
  const scripts = frames
    .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > start)
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.startTime < end && script.startTime + script.duration > start)
    .sort((a, b) => b.duration - a.duration);
  const longest = scripts[0];
  if (!longest) return { duration, what: 'style, layout and paint (no script)', kind: 'style, layout and paint (no script)', entry: false };
  // A script of the page itself (its address carries Telegram's init data: never printed), or none: a native callback
  // such as a promise's resolve on a timer (src/lib/next-task.ts) or the bench's own observers.
  const path = longest.sourceURL.replace(/[?#].*$/, '');
  const file = /\.js$/.test(path) ? path.replace(/^.*\//, '') : path ? 'the page' : 'no source: a native callback';
  const entry = longest.invokerType === 'module-script' && /^index-[\w-]+\.js$/.test(file);
  const fn = longest.sourceFunctionName ? `: ${longest.sourceFunctionName}` : '';
  // A classic script's invoker is its address: the page's carries Telegram's init data, so it is named, not printed.
  const invoker = /^https?:/.test(longest.invoker) ? longest.invokerType : longest.invoker;
  const kind = entry ? "the entry's evaluation" : `${invoker} (${file}${fn})`;
  return { duration, what: entry ? kind : `${kind} ${ms(longest.duration)}`, kind, entry };
}

interface Fling {
  frames: number;
  dropped: number;
  seconds: number;
  games: number;
  /** The page's main-thread tasks longer than a frame (16.7 ms) during the fling, and what most of their time was. */
  overFrame: { count: number; longest: number; mostly: string };
}

/**
 * A 5-second fling down the whole game hall (every page of the 5,000-game catalogue loaded first), CPU 4x slower:
 * a synthesized touch scroll gesture, with the frames Chrome began and dropped counted from a performance trace
 * (`BeginFrame` and `DroppedFrame` of devtools.timeline.frame).
 */
async function hallFling(browser: Browser): Promise<Fling> {
  await reset();
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto('/gamehall', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: "Yana ko'rsatish" }).click();
  for (let guard = 0; guard < 400; guard++) {
    if ((await page.locator('.list-more').count()) === 0) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(120);
  }
  const games = await page.locator('.game-grid').evaluate((grid) => Number(grid.getAttribute('data-count') ?? grid.getAttribute('data-rows') ?? 0));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'] });
  const started = Date.now();
  // 20,000 px at 4,000 px/s: a fling of five seconds.
  await cdp.send('Input.synthesizeScrollGesture', { x: 180, y: 600, yDistance: -20_000, speed: 4_000, gestureSourceType: 'touch', repeatCount: 0 });
  const seconds = (Date.now() - started) / 1000;
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  const count = (name: string) => trace.traceEvents.filter((event) => event.name === name).length;
  const { long } = mainThreadFigures(trace.traceEvents, 1000 / 60);
  const breakdown = mainThreadBreakdown(trace.traceEvents).ms;
  const mostly = [...CATEGORIES].sort((a, b) => breakdown[b.id] - breakdown[a.id])[0]?.label ?? '—';
  return { frames: count('BeginFrame'), dropped: count('DroppedFrame'), seconds, games, overFrame: { count: long.length, longest: Math.max(0, ...long), mostly } };
}

const ROUTES_BY_LOCALE = [
  { label: 'home', locale: 'uz', path: '/' },
  { label: 'home', locale: 'ru', path: '/ru' },
  { label: 'game hall', locale: 'uz', path: '/gamehall' },
  { label: 'game hall', locale: 'ru', path: '/ru/gamehall' },
] as const;

/** The first screen's figures (part 4 of this script). */
async function goals(browser: Browser, report: Record<string, unknown>): Promise<string[]> {
  const lines: string[] = [];
  lines.push(`| Lighthouse 12 mobile, median of ${RUNS} (min–max) (goal: LCP <= ${GOAL.lcp} ms, CLS <= ${GOAL.cls}; score and TBT beside the bare page's) | host | locale | score | FCP | LCP | TBT | CLS | goal met |`);
  lines.push('|---|---|---|---:|---:|---:|---:|---:|---|');
  const figures: unknown[] = [];
  const row = (label: string, host: string, locale: string, result: LighthouseRuns, met: string) =>
    `| ${label} | ${host} | ${locale} | ${spread(result.runs.map((run) => run.score), String)} | ${spread(result.runs.map((run) => run.fcp), ms)} | ${spread(result.runs.map((run) => run.lcp), ms)} | ${spread(result.runs.map((run) => run.tbt), ms)} | ${spread(result.runs.map((run) => run.cls), (value) => value.toFixed(3))} | ${met} |`;
  const bare = await lighthouseRuns(`${BASE}${BARE_PATH}`);
  figures.push({ label: 'bare React page', ...bare });
  lines.push(row(`bare React page (${BARE_ELEMENTS} elements)`, 'browser', '—', bare, '(reference)'));
  for (const route of REPEAT_ONLY ? [] : ROUTES_BY_LOCALE) {
    for (const host of HOSTS) {
      const result = await lighthouseRuns(`${BASE}${route.path}`, host);
      figures.push({ ...route, host, ...result });
      lines.push(row(`${route.label} \`${route.path}\``, host, route.locale, result, verdict(goalMet(result))));
      GAPS.push(...lcpGaps(`${route.label} \`${route.path}\`, ${host}`, result, GOAL.lcp, bare));
      console.error(lines.at(-1));
    }
  }
  const repeat = await lighthouseRuns(`${BASE}/`, 'telegram', true);
  figures.push({ label: 'home, repeat visit, service worker warm', locale: 'uz', host: 'telegram', ...repeat });
  lines.push(row('home `/`, repeat visit, service worker warm (goal LCP < 1000 ms)', 'telegram', 'uz', repeat, verdict(goalMet(repeat, 1000))));
  GAPS.push(...lcpGaps('home `/`, repeat visit, telegram', repeat, 1000, bare));
  report.goals = figures;

  // What each page's largest paint waited for, from the same Lighthouse runs (medians of each phase).
  lines.push('');
  lines.push(`| LCP phases, median of ${RUNS} (Lighthouse's simulated phone) | host | locale | element | TTFB | load delay | load time | render delay |`);
  lines.push('|---|---|---|---|---:|---:|---:|---:|');
  for (const item of figures as (LighthouseRuns & { label: string; locale?: string; host?: string; path?: string })[]) {
    const phases = phasesOf(item);
    if (!phases) continue;
    const phase = (key: keyof LcpPhases) => ms(phases[key]);
    // The element most runs named (a run can name another when the page's paints race).
    const named = item.runs.map((run) => run.lcpElement ?? '—');
    const element = [...named].sort((a, b) => named.filter((name) => name === b).length - named.filter((name) => name === a).length)[0] ?? '—';
    lines.push(`| ${item.label}${item.path ? ` \`${item.path}\`` : ''} | ${item.host ?? 'browser'} | ${item.locale ?? '—'} | \`${element.slice(0, 60)}\` | ${phase('ttfb')} | ${phase('loadDelay')} | ${phase('loadTime')} | ${phase('renderDelay')} |`);
  }

  if (REPEAT_ONLY) return lines;
  lines.push('', ...(await longTaskLines(browser, report)));

  const fling = await hallFling(browser);
  report.hallFling = fling;
  lines.push('');
  lines.push('| game hall fling (CPU 4x, from a performance trace; goal: no frame dropped) | rows of tiles (whole catalogue) | seconds | frames begun | frames dropped |');
  lines.push('|---|---:|---:|---:|---:|');
  lines.push(`| 20,000 px touch fling at 4,000 px/s | ${fling.games} | ${fling.seconds.toFixed(1)} | ${fling.frames} | ${fling.dropped} |`);
  if (fling.dropped > 0) {
    const { count, longest, mostly } = fling.overFrame;
    const cause = count > 0 ? `${count} main-thread tasks longer than a frame (16.7 ms; the longest ${ms(longest)}), the thread's time mostly ${mostly}` : 'no main-thread task longer than a frame: the compositor or the raster fell behind';
    GAPS.push(`game hall fling: ${fling.dropped} of ${fling.frames} frames dropped (goal 0): ${cause}`);
  }
  return lines;
}

interface TelegramLaunch {
  /** Navigation start to the signed-in first screen (balance and page) in the DOM. */
  firstScreen: number;
  /** …and until the main thread stays quiet (no long task starting within 500 ms of the last one's end). */
  interactive: number;
}

/** One Telegram launch, timed from navigation start (ms). */
async function telegramLaunch(browser: Browser): Promise<TelegramLaunch> {
  await reset();
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
  await page.addInitScript(() => {
    const probe = window as unknown as { __longTasks: [number, number][]; __firstScreen?: number };
    probe.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.__longTasks.push([entry.startTime, entry.startTime + entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="balance-main"]') || !document.querySelector('main')) return;
      probe.__firstScreen = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByTestId('balance-main').waitFor({ timeout: 30_000 });
  // Long enough after the first screen to see whether the main thread stays busy.
  await page.waitForTimeout(1500);
  const { firstScreen, longTasks } = await page.evaluate(() => {
    const probe = window as unknown as { __longTasks: [number, number][]; __firstScreen?: number };
    return { firstScreen: probe.__firstScreen ?? Number.NaN, longTasks: probe.__longTasks };
  });
  await context.close();
  let interactive = firstScreen;
  for (const [start, end] of [...longTasks].sort((a, b) => a[0] - b[0])) {
    if (end <= interactive) continue;
    if (start - interactive >= 500) break;
    interactive = end;
  }
  return { firstScreen, interactive };
}

const ms = (value: number) => `${Math.round(value)} ms`;

const loadLine = (label: string, values: number[]) => `${label} ${values.map((value) => value.toFixed(2)).join(', ')} on ${cpus().length} cores`;

async function main(): Promise<void> {
  build();
  const compressedByBench = precompress();
  await buildBarePage();
  const manifest = readManifest(DIST);
  const server = await startSandbox();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  // The tasks mode judges no goal: it does not wait for a quiet machine.
  const before = TASKS ? loadavg() : await quietLoads();
  const report: Record<string, unknown> = { date: new Date().toISOString(), compressedByBench, loadAverage: before };
  const lines: string[] = [loadLine('machine load average (1, 5, 15 min) at the start:', before), ...(NO_VERDICT ? [NO_VERDICT] : []), ''];
  try {
    if (TASKS) {
      lines.push(...(await tasksReport(browser, report)), '');
    } else if (process.env.BENCH_ONLY !== 'goals' && !REPEAT_ONLY && !LONG_TASKS_ONLY) {
      lines.push(...(await traceTable(browser, report)), '');
      console.error(lines.join('\n'));
    }
    if (LONG_TASKS_ONLY) lines.push(...(await longTaskLines(browser, report)), '');
    else if (process.env.BENCH_ONLY !== 'trace' && !TASKS) lines.push(...(await goals(browser, report)), '');
    if (process.env.BENCH_ALL === '1') lines.push(...(await earlierParts(browser, manifest, report)), '');
    if (!TASKS) {
      report.gaps = GAPS;
      lines.push(GAPS.length ? "Gaps left, and their causes (from this run's traces):" : 'Gaps left: none (every goal this run measured is met).');
      lines.push(...GAPS.map((gap) => `- ${gap}`), '');
    }
    const after = loadavg();
    report.loadAverageAfter = after;
    lines.push(loadLine('machine load average (1, 5, 15 min) after:', after));
    if (NO_VERDICT) lines.push(`${NO_VERDICT} (figures printed; rerun with nothing else running)`);
    console.log(lines.join('\n'));
    if (compressedByBench) console.log('\n(the build has no .br/.gz siblings: the bench added them to its copy, as a CDN would compress)');
    mkdirSync('.cache', { recursive: true });
    writeFileSync(TASKS ? '.cache/bench-tasks.json' : '.cache/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Parts 1–3 (BENCH_ALL=1): sizes until network idle, the earlier Lighthouse table, Telegram's time to interactive. */
async function earlierParts(browser: Browser, manifest: ReturnType<typeof readManifest>, report: Record<string, unknown>): Promise<string[]> {
  const lines: string[] = [];
  lines.push('| first load (JS + CSS) | host | JS raw | JS gzip | CSS raw | CSS gzip | total gzip | manifest total gzip |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
  const firstLoads: unknown[] = [];
  for (const route of BENCH_ROUTES) {
    for (const host of HOSTS) {
      const measured = await measureInBrowser(browser, route.path, host, route.signedIn);
      const fromManifest = routeFirstLoad(manifest, route.route, host, DIST);
      const total = measured.jsGzip + measured.cssGzip;
      const staticTotal = fromManifest.jsGzip + fromManifest.cssGzip;
      const note = measured.landed === route.path ? '' : ` (landed on ${measured.landed})`;
      lines.push(
        `| ${route.label} \`${route.path}\`${note} | ${host} | ${kb(measured.jsRaw)} KB | ${kb(measured.jsGzip)} KB | ${kb(measured.cssRaw)} KB | ${kb(measured.cssGzip)} KB | **${kb(total)} KB** | ${kb(staticTotal)} KB |`,
      );
      firstLoads.push({ route: route.key, host, ...measured, files: measured.files.length, manifestGzip: staticTotal });
    }
  }
  report.firstLoads = firstLoads;

  lines.push('');
  lines.push(`| Lighthouse 12 mobile, median of ${RUNS} | score | FCP | LCP | TBT | CLS | total bytes |`);
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  const lighthouseFigures: Record<string, LighthouseFigures> = {};
  for (const route of BENCH_ROUTES.filter((item) => item.key === 'home' || item.key === 'gamehall')) {
    const figures = await lighthouseRuns(`${BASE}${route.path}`);
    lighthouseFigures[route.key] = figures;
    lines.push(`| ${route.label} \`${route.path}\` | ${figures.score} | ${ms(figures.fcp)} | ${ms(figures.lcp)} | ${ms(figures.tbt)} | ${figures.cls.toFixed(3)} | ${kb(figures.bytes)} KB |`);
  }
  report.lighthouse = lighthouseFigures;

  const launches: TelegramLaunch[] = [];
  for (let run = 0; run < RUNS; run++) launches.push(await telegramLaunch(browser));
  const shown = launches.map((launch) => launch.firstScreen);
  const quiet = launches.map((launch) => launch.interactive);
  report.telegramFirstScreenMs = { median: median(shown), runs: shown };
  report.telegramInteractiveMs = { median: median(quiet), runs: quiet };
  lines.push('');
  lines.push('| Telegram host (mocked launch, CPU 4x slower) | median | runs |');
  lines.push('|---|---:|---|');
  lines.push(`| navigation to the signed-in first screen shown | ${ms(median(shown))} | ${shown.map(ms).join(', ')} |`);
  lines.push(`| navigation to first screen interactive (main thread quiet) | ${ms(median(quiet))} | ${quiet.map(ms).join(', ')} |`);
  return lines;
}

await main();
