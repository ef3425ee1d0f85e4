/**
 * What the browser fetches before the app has drawn a route (decision 030): every script and style sheet a cold load
 * asked for until the app's own page is in `#root` (its `main`, and on pages with the bottom navigation that
 * navigation too), served by the sandbox from a build, the service worker blocked. The manifest's static graph
 * (scripts/first-load.ts) misses what the code asks for itself before drawing (the route's lazy page, the host's code,
 * a dictionary, a section loaded at once); this counts what was really fetched. Sizes are gzip level 9 of the bodies,
 * as the manifest figures are, so both compare with the same budgets (budgets.json).
 *
 * Used by scripts/check-budget.ts (npm test) and scripts/bench.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../mocks/fixtures/accounts.ts';
import { installTelegram, signedInitData, TG_USER } from '../e2e/hosts.ts';
import { measureFiles, type Host, type Shipped } from './first-load.ts';

export const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/**
 * tsx compiles these scripts with esbuild's keepNames, which wraps named inner functions in `__name(…)`; Playwright
 * sends init-script functions to the page as source text, where `__name` does not exist. Define it first.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (target) => target;';

/** Starts the sandbox on `port`, serving the build in `dist` (SANDBOX_TEST: its reset endpoint is on). */
export async function startSandbox(port: number, dist: string): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, SANDBOX_TEST: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/robots.txt`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`the sandbox did not start on port ${port}`);
}

export async function resetSandbox(base: string): Promise<void> {
  const response = await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error('sandbox reset failed');
}

/**
 * Records, in the page, when the app has drawn the route (`__omadDrawnAt`, ms from navigation start): its page in #root,
 * and the bottom navigation where the layout has one. Timed in the page, so that a request the page makes right after
 * drawing is not counted because the measuring side heard of the drawing later.
 */
function watchDrawing(): void {
  const page = window as unknown as { __omadDrawnAt?: number };
  const drawn = () => {
    const root = document.getElementById('root');
    if (!root?.querySelector('main')) return false;
    return root.querySelector('.layout--game, .layout--empty, .layout--sprite') !== null || root.querySelector('nav.bottom-nav') !== null;
  };
  new MutationObserver((_, observer) => {
    if (!drawn()) return;
    page.__omadDrawnAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

export interface FirstDraw extends Shipped {
  /** Where the page ended up (a signed-in route a guest cannot see redirects). */
  landed: string;
}

/** One cold load of `path` on `host`: the scripts and style sheets asked for before the app drew it. */
export async function firstDraw(browser: Browser, base: string, path: string, host: Host, signedIn: boolean): Promise<FirstDraw> {
  await resetSandbox(base);
  const context = await browser.newContext({ ...PHONE, baseURL: base, serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: KEEP_NAMES_SHIM });
    if (host === 'browser' && signedIn) {
      const login = await context.request.post(`${base}/api/auth.login?v=2.34&locale=uz`, { multipart: { login: SEED_LOGINS.player, password: SANDBOX_PASSWORD } });
      if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    }
    const page = await context.newPage();
    // Cold: contexts of one browser can share cached scripts, and a second load would count none of them.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (host === 'telegram') await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
    await page.addInitScript(watchDrawing);
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      // The app's own page only: a game's frame loads the provider's scripts, not the app's.
      if ((type !== 'script' && type !== 'stylesheet') || response.frame() !== page.mainFrame()) return;
      bodies.set(
        new URL(response.url()).pathname,
        response.body().catch(() => Buffer.alloc(0)),
      );
    });
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __omadDrawnAt?: number }).__omadDrawnAt !== undefined, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Every script and style sheet the page asked for before it was drawn, from its own resource timings (an entry is
    // there once its resource has arrived: hence after the network is idle).
    const asked = await page.evaluate(() => {
      const drawnAt = (window as unknown as { __omadDrawnAt: number }).__omadDrawnAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= drawnAt && /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname);
    });
    const files = [...new Set(asked)].filter((file) => bodies.has(file));
    const read = new Map(await Promise.all(files.map(async (file) => [file, await (bodies.get(file) ?? Promise.resolve(Buffer.alloc(0)))] as const)));
    return { ...measureFiles(files, (file) => read.get(file) ?? Buffer.alloc(0)), landed: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
