/**
 * The installable web app (ARCHITECTURE.md platform/pwa/; SPEC §7 builds/latest.json): manifest and icons, a service
 * worker that serves the shell offline and holds nothing from /api/ or /cms/ (its shell no boot data; home's served page
 * kept for the next start, decision 030 point 17), new-build detection, and the install offer.
 */
import { allowConsoleWarning, expect, signIn, test } from './fixtures.ts';
import { installTelegram, signedInitData } from './hosts.ts';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test.describe('the installable app', () => {
  test('has a manifest in Uzbek and Russian with generated, maskable icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await page.goto('/ru');
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.ru.webmanifest');
    const uz = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
    const ru = (await (await request.get('/manifest.ru.webmanifest')).json()) as Manifest;
    expect(uz).toMatchObject({ short_name: 'Omad', lang: 'uz-Latn', start_url: '/', display: 'standalone', theme_color: '#0d1330', background_color: '#0d1330' });
    expect(uz.name).toContain('kazino');
    expect(ru).toMatchObject({ lang: 'ru', start_url: '/ru' });
    expect(ru.name).toContain('казино');
    expect(uz.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of uz.icons) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      const bytes = await response.body();
      // PNG signature and the declared size in the IHDR chunk.
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon-180.png');
  });

  test('the service worker serves the shell offline and holds nothing from /api/ or /cms/', async ({ page, context }) => {
    // Offline, whatever the shell asks of the API fails, and the app logs each failure.
    allowConsoleWarning('failed: network 0');
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; the next load is controlled by it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/cms/') || path.startsWith('/builds/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/promotions');
    // The shell renders from the cache and says why data cannot load.
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText("Internet aloqasi yo'q");
    await context.setOffline(false);
  });

  test('a start the service worker serves shows the CMS as it is now, not as it was when the worker was installed', async ({ page }) => {
    const search = page.getByRole('button', { name: "O'yin qidirish", exact: true });
    await page.goto('/gamehall');
    await expect(search).toBeVisible();
    // The worker installs and keeps its shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // Then the operator switches game search off (decision 027).
    const put = await page.request.put('/__sandbox/cms/search-config', { data: { locale: 'uz', data: { isEnabled: false, types: ['all', 'casino', 'slot', 'live', 'fast'], minQueryLength: 3 } } });
    expect(put.ok(), await put.text()).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The worker answered: its shell carries no boot data (src/api/first-screen-shell.ts WORKER_SHELL_PATH).
    await expect(page.locator('#omad-boot')).toHaveCount(0);
    await expect(page.locator('.game-tile').first()).toBeVisible();
    // What the device kept is shown first and read again: the switch reaches the player on this start.
    await expect(search).toHaveCount(0);
  });

  test("a repeat start of home paints the page the server last served, kept by the worker, and reads its answers again", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Behind the shell it answered with, the worker fetched home's served page for the next start.
    const kept = () => page.evaluate(async () => (await (await caches.open('omad-pages')).keys()).map((request) => new URL(request.url).pathname));
    await expect.poll(kept).toEqual(['/']);

    // The operator switches game search off (decision 027); a minute passes (the CMS answers may be kept that long).
    const put = await page.request.put('/__sandbox/cms/search-config', { data: { locale: 'uz', data: { isEnabled: false, types: ['all', 'casino', 'slot', 'live', 'fast'], minQueryLength: 3 } } });
    expect(put.ok(), await put.text()).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');

    const response = await page.reload();
    // The kept page, from the worker: home's first paint (decision 022) and its boot data, marked as kept.
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toContain('id="omad-first-paint"');
    await expect(page.locator('#omad-boot[data-kept-at]')).toHaveCount(1);
    await expect(page.locator('.home-banner img').first()).toBeVisible();
    // Its answers are read again: the switch reaches the player on this start.
    await page.locator('a[href="/gamehall"]').first().click();
    await expect(page.locator('.game-tile').first()).toBeVisible();
    await expect(page.getByRole('button', { name: "O'yin qidirish", exact: true })).toHaveCount(0);
  });

  test('a new build on the server brings the "new version — reload" toast', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
    // SPEC §7: the prompt says what the new build changed (its file under builds/meta).
    await page.route('**/builds/meta/a-newer-build.json', (route) => route.fulfill({ json: { id: 'a-newer-build', changes: { uz: ['Onlayn chat'], ru: ['Онлайн-чат'] } } }));
    // The app asks again whenever the player comes back to the tab.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const toast = page.getByRole('status').filter({ hasText: 'Ilovaning yangi versiyasi chiqdi' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Yangiliklar: Onlayn chat');
    await page.unroute('**/builds/latest.json');
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Yangilash' }).click();
    await reloaded;
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
  });

  test('the same build brings no toast', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    const asked = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    await expect(page.getByText('Ilovaning yangi versiyasi chiqdi')).toHaveCount(0);
  });
});

/** Chrome's install event, dispatched as the browser would when the app is installable. */
async function offerInstall(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { __prompted: boolean }).__prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

test.describe('the install offer', () => {
  test('appears in a browser when installable, opens the browser dialog, and stays away once dismissed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await offerInstall(page);
    const card = page.getByTestId('install-prompt');
    // Never over the first screen as it loads: the offer waits for the player's first action (decision 022).
    await page.waitForTimeout(300);
    await expect(card).toHaveCount(0);
    await page.mouse.wheel(0, 40);
    await expect(card).toContainText("Omad ilovasini o'rnating");
    await card.getByRole('button', { name: "O'rnatish" }).click();
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);

    // The app's listeners are up once its navigation shows (home's code starts after the served banner, decision 022).
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await offerInstall(page);
    await page.keyboard.press('Shift');
    await card.getByRole('button', { name: 'Keyinroq' }).click();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await offerInstall(page);
    await page.keyboard.press('Shift');
    await expect(card).toHaveCount(0);
  });

  test('is never shown in Telegram', async ({ page }) => {
    await installTelegram(page, { initData: signedInitData() });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await offerInstall(page);
    await page.keyboard.press('Shift');
    await expect(page.getByText("Omad ilovasini o'rnating")).toHaveCount(0);
  });

  test('is never shown in a native web-view', async ({ page }) => {
    await page.goto('/?host=webview');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.host)).toBe('webview');
    await offerInstall(page);
    await page.keyboard.press('Shift');
    await expect(page.getByText("Omad ilovasini o'rnating")).toHaveCount(0);
  });

  test('iOS Safari gets the add-to-home-screen hint instead', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    await page.keyboard.press('Shift');
    await expect(page.getByTestId('install-prompt')).toContainText('Bosh ekranga');
    await expect(page.getByTestId('install-prompt').getByRole('button', { name: "O'rnatish" })).toHaveCount(0);
    await context.close();
  });
});
