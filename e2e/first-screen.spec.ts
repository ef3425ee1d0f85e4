/**
 * Decisions 015 and 022: the first screen does not wait for what it does not need. The served home page carries the
 * boot data (CMS settings, banners) and a preload of the hero image; the app uses that data without asking for it,
 * falls back to asking when the block is broken, and on a repeat start paints the lobby from storage with the player's
 * money shown as refreshing until the platform answers. Request order and states only: the bench measures timing.
 */
import type { Page, Route } from '@playwright/test';
import { allowConsoleWarning, expect, scrollUntilVisible, signIn, test } from './fixtures.ts';
import { DARK_THEME, installTelegram, signedInitData, telegramCalls, TG_USER } from './hosts.ts';
import { startReads, twice } from './start-reads.ts';

/** The app's CMS boot collections (src/api/cms/collections.ts BOOT_READS). */
const BOOT_COLLECTIONS = ['common', 'auth-config', 'games-config', 'cashier-config', 'search-config', 'prazer-config', 'redirects'];
const BOOT_BLOCK = /(<script type="application\/json" id="omad-boot">)[\s\S]*?(<\/script>)/;

// Each load below is a page load served by the sandbox, as a first visit is (the PWA journeys cover the worker).
test.use({ serviceWorkers: 'block' });

/** Paths asked for by the page, in the order the browser asked. */
function recordRequests(page: Page): string[] {
  const order: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    order.push(url.pathname);
  });
  return order;
}

const isBootRead = (path: string) => path === '/api/banners.get' || BOOT_COLLECTIONS.some((collection) => path === `/cms/api/${collection}`);

/** Serves the home document with its boot block rewritten by `rewrite` (the rest of the answer as the sandbox gave it). */
async function rewriteBootBlock(page: Page, path: string, rewrite: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toMatch(BOOT_BLOCK);
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: rewrite(html) });
    },
  );
}

for (const locale of ['uz', 'ru'] as const) {
  const path = locale === 'ru' ? '/ru' : '/';
  test(`(${locale}) home's hero banner is eager with a high priority, asked for before the entry script ran, and the inlined boot data is used`, async ({ page }) => {
    const order = recordRequests(page);
    await page.goto(path);
    const hero = page.locator('.home-banner img').first();
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('sizes', /72vw/);
    await expect(hero).toHaveAttribute('srcset', /360w$/);
    const src = new URL((await hero.getAttribute('src')) ?? '', page.url()).pathname;
    // Painted with nothing of the boot data asked for: the page carried it.
    expect(order.filter(isBootRead)).toEqual([]);

    // The hero came from the page's preload: asked for before the entry script made its first call, and once.
    const heroAt = order.indexOf(src);
    const firstCall = order.findIndex((asked) => asked.startsWith('/api/') || asked.startsWith('/cms/api/'));
    expect(heroAt).toBeGreaterThanOrEqual(0);
    expect(firstCall).toBeGreaterThanOrEqual(0);
    expect(heroAt).toBeLessThan(firstCall);
    expect(order.filter((asked) => asked === src)).toHaveLength(1);
    await expect(page.locator(`link[rel="preload"][as="image"][fetchpriority="high"][href="${src}"]`)).toHaveCount(1);

    // Settled: still nothing of the boot data asked for (fresh answers are not read again).
    await page.waitForLoadState('networkidle');
    expect(order.filter(isBootRead)).toEqual([]);
  });
}

test('a corrupted boot block is set aside and the settings and banners are read from the network', async ({ page }) => {
  allowConsoleWarning('[omad] the inlined boot data is not JSON');
  await rewriteBootBlock(page, '/', (html) => html.replace(BOOT_BLOCK, '$1{"locale":"uz","cms":{"common":$2'));
  const order = recordRequests(page);
  await page.goto('/');
  await expect(page.locator('.home-banner img').first()).toBeVisible();
  expect(order).toContain('/api/banners.get');
  for (const collection of BOOT_COLLECTIONS) expect(order).toContain(`/cms/api/${collection}`);
});

test("a boot block whose banners do not fit the schema is read from the network, the rest of it used", async ({ page }) => {
  allowConsoleWarning('[omad] banners.get from the page set aside');
  await rewriteBootBlock(page, '/', (html) =>
    html.replace(BOOT_BLOCK, (_, open: string, close: string) => {
      const block = JSON.parse(html.match(BOOT_BLOCK)?.[0]?.replace(open, '').replace(close, '') ?? '{}') as { api: Record<string, unknown> };
      block.api['banners.get'] = { data: { items: [{ id: 'not a banner' }] } };
      return `${open}${JSON.stringify(block)}${close}`;
    }),
  );
  const order = recordRequests(page);
  await page.goto('/');
  await expect(page.locator('.home-banner img').first()).toBeVisible();
  expect(order).toContain('/api/banners.get');
  expect(order.filter((asked) => asked.startsWith('/cms/api/') && BOOT_COLLECTIONS.includes(asked.slice('/cms/api/'.length)))).toEqual([]);
});

test("a repeat start paints the lobby from storage and shows the player's money as refreshing until the platform answers", async ({ page }) => {
  allowConsoleWarning('[omad] banners.get failed: network 0');
  await signIn(page);
  const balance = page.getByTestId('balance-main');
  await expect(balance).toBeVisible();
  await page.goto('/');
  await expect(page.locator('.home-banner img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const live = (await balance.textContent()) ?? '';

  // Next start: a shell without boot data (as the service worker's copy is), the session slow to answer, the banners
  // unreachable: what shows comes from storage.
  await rewriteBootBlock(page, '/', (html) => html.replace(BOOT_BLOCK, ''));
  const gate: { open?: () => void } = {};
  const sessionHeld = new Promise<undefined>((resolve) => (gate.open = () => resolve(undefined)));
  const answerSession = () => gate.open?.();
  await page.route('**/api/account.getInfo**', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.route('**/api/banners.get**', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.home-banner img').first()).toBeVisible();
  await expect(balance).toHaveAttribute('data-refreshing', 'true');
  await expect(balance).toHaveAttribute('aria-busy', 'true');
  await expect(balance).toHaveText(live);

  answerSession();
  await expect(balance).not.toHaveAttribute('data-refreshing', 'true');
  await expect(balance).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.home-banner img').first()).toBeVisible();
});

/**
 * Decision 022: the served home draws its first banner from the HTML alone (no script has run), where the app's banner
 * will be; the app's own banner then takes its place, pixel for pixel, and the served layer goes.
 */
const FIRST_PAINT = '#omad-first-paint';

for (const [locale, path, title] of [
  ['uz', '/', 'Xush kelibsiz bonusi'],
  ['ru', '/ru', 'Приветственный бонус'],
] as const) {
  test(`(${locale}) the served home paints its first banner before any script has run`, async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    const layer = page.locator(FIRST_PAINT);
    await expect(layer).toBeVisible();
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(layer.locator('.first-paint__title')).toHaveText(title);
    const image = layer.locator('.first-paint__banner img');
    await expect(layer.locator('.first-paint__logo img')).toHaveAttribute('src', '/cms/uploads/logo-header-mobile.svg');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.getAttribute('fetchpriority')).toBe('high');
  });
}

test("the app's own banner takes the served banner's exact place, then the served layer goes", async ({ page }) => {
  // Each frame, where the served banner is, until it is gone (its last place is what the app's banner must match).
  await page.addInitScript(() => {
    const probe = window as unknown as { __firstPaint: { rect?: DOMRect; logo?: DOMRect; frames: number; gone: boolean } };
    probe.__firstPaint = { frames: 0, gone: false };
    const watch = () => {
      const image = document.querySelector('#omad-first-paint .first-paint__banner img');
      if (image) {
        probe.__firstPaint.rect = image.getBoundingClientRect();
        probe.__firstPaint.logo = document.querySelector('#omad-first-paint .first-paint__logo img')?.getBoundingClientRect();
        probe.__firstPaint.frames += 1;
        requestAnimationFrame(watch);
      } else if (probe.__firstPaint.frames > 0) probe.__firstPaint.gone = true;
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const served = await page.evaluate(() => {
    const probe = (window as unknown as { __firstPaint: { rect?: DOMRect; logo?: DOMRect; frames: number; gone: boolean } }).__firstPaint;
    const box = (rect?: DOMRect) => (rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : undefined);
    return { rect: box(probe.rect), logo: box(probe.logo), frames: probe.frames, gone: probe.gone };
  });
  expect(served.frames).toBeGreaterThan(0);
  expect(served.gone).toBe(true);
  const app = await page.locator('.home-banner img').first().boundingBox();
  expect(app).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((app?.[key] ?? 0) - (served.rect?.[key] ?? -99)), key).toBeLessThanOrEqual(1);
  // The header's logo too.
  const logo = await page.getByRole('banner').locator('.site-logo__image').boundingBox();
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((logo?.[key] ?? 0) - (served.logo?.[key] ?? -99)), `logo ${key}`).toBeLessThanOrEqual(1);
  await expect(page.locator('.home-banner img').first()).toHaveJSProperty('complete', true);
});

test("the app's own banner replaces the served one as soon as it is rendered, even while its image is still on its way", async ({ page }) => {
  // The banner image never arrives: neither the served nor the app's banner can show it; the app's banner (its title
  // and button) is there all the same, and the served layer must not stay over a working app.
  await page.route('**/sandbox-media/banners/**', () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.home-banner').first()).toContainText('Xush kelibsiz bonusi');
  // Well before main.tsx's own limit (4 s after render) would take it away.
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0, { timeout: 2000 });
  await expect(page.locator('.home-banner img').first()).toHaveJSProperty('complete', false);
});

test('the served layer is only on home, and not shown on wide screens', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/gamehall');
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator(FIRST_PAINT)).toBeAttached();
  await expect(page.locator(FIRST_PAINT)).toBeHidden();
});

test("home's code is asked for only once the served banner has loaded, then the entry and the route's chunks together", async ({ page }) => {
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/sandbox-media/banners/')) events.push(`banner done ${new URL(request.url()).pathname}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/') && request.resourceType() === 'script') events.push('script asked');
  });
  const answer = await page.goto('/');
  // The header names no script for home: the page's loader asks for them.
  expect(answer?.headers().link ?? '').not.toContain('modulepreload');
  await expect(page.locator('.home-banner img').first()).toBeVisible();
  const firstScript = events.indexOf('script asked');
  expect(firstScript).toBeGreaterThan(0);
  expect(events.slice(0, firstScript)).toContain('banner done /sandbox-media/banners/12-360x520.webp');
  // The route's chunks were preloaded beside the entry, not after it ran.
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  expect(preloads).toBeGreaterThan(1);
});

test('in Telegram the served banner shows in the launch theme and Telegram is told the page is ready before the app starts', async ({ page }) => {
  await installTelegram(page, { initData: signedInitData() });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator(FIRST_PAINT)).toBeVisible();
  await expect.poll(async () => (await telegramCalls(page)).map((call) => call.name)).toEqual(['web_app_ready']);
  const root = await page.evaluate(() => ({
    bg: document.documentElement.style.getPropertyValue('--tg-theme-bg-color'),
    host: document.documentElement.dataset.host,
    appearance: document.documentElement.dataset.appearance,
    layer: getComputedStyle(document.querySelector('#omad-first-paint') as Element).backgroundColor,
  }));
  expect(root).toEqual({ bg: DARK_THEME.bg_color, host: 'telegram', appearance: 'dark', layer: 'rgb(23, 33, 43)' });
});

/**
 * Decision 030: home's start reads each fact once and makes at most 8 API and CMS reads before its first screen is quiet
 * (the app's `omad:start-quiet` mark: loaded, then no resource and no long task for a second, without any input).
 * Counted by operation from the page's resource timings, never timed. What waits for the start (the later CMS
 * collections, the page head's SEO reads, the signed-in life) comes after the mark, and is not read twice either.
 * CMS media files (/cms/api/uploads/…) are images, not reads.
 */
const START_READ_LIMIT = 8;

async function expectQuietStart(page: Page, laterRead: string): Promise<void> {
  // The resource timing buffer holds 250 entries by default: a start is far below that, and the page never clears it.
  await page.waitForFunction(() => performance.getEntriesByName('omad:start-quiet').length > 0, null, { timeout: 20_000 });
  const { beforeQuiet } = await startReads(page);
  expect(twice(beforeQuiet), `read twice before the first screen was quiet: ${beforeQuiet.join(', ')}`).toEqual([]);
  expect(beforeQuiet.length, `reads before the first screen was quiet: ${beforeQuiet.join(', ')}`).toBeLessThanOrEqual(START_READ_LIMIT);
  // Then what waited for the start runs; none of it reads a fact the start has read.
  await expect.poll(async () => (await startReads(page)).all).toContain(laterRead);
  await page.waitForLoadState('networkidle');
  const { all } = await startReads(page);
  expect(twice(all), `read twice: ${all.join(', ')}`).toEqual([]);
}

test.describe('home reads each fact once at start', () => {
  for (const locale of ['uz', 'ru'] as const) {
    test(`(${locale}) a guest's home makes at most ${START_READ_LIMIT} reads before it is quiet, none twice`, async ({ page }) => {
      await page.goto(locale === 'ru' ? '/ru' : '/');
      await expect(page.locator('.rail .game-tile').first()).toBeVisible();
      await expectQuietStart(page, 'cms:settings-seo');
      // The catalogue's categories and the first rail's games came with the page (decision 015): the first rail is
      // drawn from them, and its tiles were not asked for.
      const { beforeQuiet } = await startReads(page);
      expect(beforeQuiet).not.toContain('games.getCategories');
      const firstRail = page.locator('.rail').first();
      await expect(firstRail.locator('.game-tile').first()).toBeVisible();
      const more = new URL((await firstRail.locator('a[href*="category="]').first().getAttribute('href')) ?? '', page.url());
      const category = Number(more.searchParams.get('category'));
      expect(category).toBeGreaterThan(0);
      const railReads = await page.evaluate(
        (id) =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.pathname === '/api/games.get' && (JSON.parse(url.searchParams.get('options') ?? '{}') as { category?: number }).category === id).length,
        category,
      );
      expect(railReads).toBe(0);
    });
  }

  test(`a signed-in player's home reads the likes and free spins once for every rail and tile`, async ({ page }) => {
    const login = await page.request.post('/api/auth.login?v=2.34&locale=uz', { multipart: { login: 'player@sandbox.test', password: 'Sandbox123' } });
    expect(login.ok()).toBe(true);
    await page.goto('/');
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await expect(page.locator('.rail .game-tile').first()).toBeVisible();
    // The signed-in life's first read, made once the start is over.
    await expectQuietStart(page, 'account.getResponsibleGaming');
    const { all } = await startReads(page);
    expect(all.filter((operation) => operation === 'games.getLikes')).toHaveLength(1);
    expect(all.filter((operation) => operation === 'freespins.get')).toHaveLength(1);
  });

  test(`home in Telegram, signed in with init data, makes at most ${START_READ_LIMIT} reads before it is quiet, none twice`, async ({ page }) => {
    await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
    await page.goto('/');
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await expect(page.locator('.rail .game-tile').first()).toBeVisible();
    await expectQuietStart(page, 'account.getResponsibleGaming');
    const { beforeQuiet } = await startReads(page);
    expect(beforeQuiet).toContain('auth.register');
  });

  test('rails, the leaderboard, the winners and the menu banner below the first screen are read when the player scrolls to them', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.rail .game-tile').first()).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('omad:start-quiet').length > 0, null, { timeout: 20_000 });
    const before = (await startReads(page)).all;
    // The first rail came with the page (decision 015); the rails below it have not been read.
    expect(before.filter((operation) => operation === 'games.get')).toHaveLength(0);
    expect(before).not.toContain('leaderboard.get');
    expect(before).not.toContain('Jackpots.getWinners');
    // Rails nobody has scrolled near are not being read: their placeholders hold the place without pulsing, so the
    // quiet start animates nothing that nobody sees (decision 030 point 14).
    await expect(page.locator('.rail__track--waiting').first()).toBeAttached();
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    // The player scrolls down, a screen at a time, as far as the page goes.
    await scrollUntilVisible(page, page.getByRole('heading', { name: "So'nggi g'oliblar" }));
    await expect(page.getByRole('region', { name: 'Turnir jadvali' })).toBeVisible();
    const after = (await startReads(page)).all;
    expect(after.filter((operation) => operation === 'games.get').length).toBeGreaterThan(0);
    expect(twice(after.filter((operation) => operation !== 'games.get'))).toEqual([]);
  });
});

test.describe("the hall's first page comes with the page", () => {
  for (const locale of ['uz', 'ru'] as const) {
    test(`(${locale}) the plain hall shows its first tiles without asking for them, their first row's art asked for before any call`, async ({ page }) => {
      const order = recordRequests(page);
      await page.goto(locale === 'ru' ? '/ru/gamehall' : '/gamehall');
      const tiles = page.locator('.game-tile');
      // SPEC §9: 12 on a phone, from a page the server asked for with the larger page size.
      await expect(tiles).toHaveCount(12);
      await expectQuietStart(page, 'cms:settings-seo');
      // The chips came with the page too (the catalogue's categories).
      await expect(page.locator('.chip').nth(1)).toBeVisible();
      expect((await startReads(page)).all).not.toContain('games.get');
      expect((await startReads(page)).all).not.toContain('games.getCategories');
      // The first row's art came from the page's preloads, asked for before the app made its first call, once each.
      const firstCall = order.findIndex((asked) => asked.startsWith('/api/') || asked.startsWith('/cms/api/'));
      for (const index of [0, 1, 2]) {
        const art = new URL((await tiles.nth(index).locator('img').getAttribute('src')) ?? '', page.url()).pathname;
        await expect(page.locator(`link[rel="preload"][as="image"][fetchpriority="high"][href="${art}"]`)).toHaveCount(1);
        expect(order.indexOf(art)).toBeGreaterThanOrEqual(0);
        expect(order.indexOf(art)).toBeLessThan(firstCall);
        expect(order.filter((asked) => asked === art)).toHaveLength(1);
      }
      // Load more goes on from the page the server gave: the next page starts after the twelve shown.
      await page.getByRole('button', { name: locale === 'ru' ? 'Показать ещё' : "Yana ko'rsatish" }).click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(12);
      const names = await tiles.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-sysname')));
      expect(new Set(names).size).toBe(names.length);
    });
  }

  test("in Telegram the hall's first tiles are painted before the sign-in lands and stay drawn: no skeleton again, no read twice", async ({ page }) => {
    // Every tile taken out of the document from the start, whether the grid's skeleton came back after the tiles, and
    // whether a frame was painted between the tiles' arrival and the player's own chip (the session in the store).
    await page.addInitScript(() => {
      const tile = '.game-tile:not(.game-tile--skeleton)';
      const seen = { removedTiles: 0, skeletonAfterTiles: false, tilesShown: false, framedBeforeSession: undefined as boolean | undefined };
      let framed = false;
      (window as unknown as { __hallSeen: typeof seen }).__hallSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches(tile) || node.querySelector(tile))) seen.removedTiles += 1;
          }
        }
        if (seen.tilesShown && document.querySelector('main .game-tile--skeleton')) seen.skeletonAfterTiles = true;
        if (!seen.tilesShown && document.querySelector(`main ${tile}`)) {
          seen.tilesShown = true;
          // A frame's callbacks run just before it is painted; a task after them runs once it is.
          requestAnimationFrame(() => setTimeout(() => (framed = true), 0));
        }
        if (seen.framedBeforeSession === undefined && document.querySelector('main a.chip[href*="favourites"]')) seen.framedBeforeSession = framed;
      }).observe(document, { childList: true, subtree: true });
    });
    await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
    await page.goto('/gamehall');
    await expect(page.locator('.game-tile')).toHaveCount(12);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await expectQuietStart(page, 'cms:settings-seo');
    // The player's favourites chip shows once the session is in: the hall has moved to the player's reads.
    await expect(page.getByRole('link', { name: 'Sevimlilar' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __hallSeen: object }).__hallSeen);
    expect(seen).toEqual({ removedTiles: 0, skeletonAfterTiles: false, tilesShown: true, framedBeforeSession: true });
    expect((await startReads(page)).all).not.toContain('games.get');
  });

  test("a hall filtered by category reads its first page once, at start, and the page carries none", async ({ page }) => {
    const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await page.goto('/gamehall?category=2');
    expect(await (await document).text()).not.toContain('"games.get"');
    await expect(page.locator('.game-tile').first()).toBeVisible();
    await expectQuietStart(page, 'cms:settings-seo');
    expect((await startReads(page)).all.filter((operation) => operation === 'games.get')).toHaveLength(1);
  });

  test('a page whose inlined games do not fit the schema reads them from the network', async ({ page }) => {
    allowConsoleWarning('[omad] games.get from the page set aside');
    await rewriteBootBlock(page, '/gamehall', (html) => html.replace('"games.get":{"data":{"items":', '"games.get":{"data":{"items":7,"was":'));
    await page.goto('/gamehall');
    await expect(page.locator('.game-tile')).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    expect((await startReads(page)).all.filter((operation) => operation === 'games.get')).toHaveLength(1);
  });
});
