/**
 * The plain browser host and the sandbox's protections (ARCHITECTURE.md "The sandbox platform"): browser players never
 * download the Telegram SDK, a cross-site POST changes nothing, and no page raises a CSP violation.
 */
import type { Page } from '@playwright/test';
import { allowConsoleWarning, expect, signIn, test } from './fixtures.ts';
import { installTelegram, signedInitData } from './hosts.ts';

/** Method names only the Telegram SDK's code contains (as scripts/check-no-sdk.ts). */
const SDK_MARKERS = ['web_app_setup_back_button', 'web_app_request_viewport', 'web_app_setup_swipe_behavior'];

async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __csp: string[] };
    store.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test.describe('a player in a plain browser', () => {
  test('never downloads the Telegram SDK', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A script still arriving when the test ends has no body to read: it is not this test's to check.
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Kirish' }).click();
    await expect(page).toHaveURL(/\/forms\/sign_in$/);
    expect(await page.evaluate(() => document.documentElement.dataset.host)).toBe('browser');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => SDK_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
  });

  test('the Telegram host does load it (so the check above can fail)', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A script still arriving when the test ends has no body to read: it is not this test's to check.
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await installTelegram(page, { initData: signedInitData() });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    const bodies = await Promise.all(scripts);
    expect(bodies.some((body) => SDK_MARKERS.some((marker) => body.includes(marker)))).toBe(true);
  });

  test('no page raises a CSP violation, in the browser and in Telegram', async ({ page }) => {
    // /game/book_of_dead is no sandbox game and /no/such/page no route: their pages say so, and the app logs it.
    allowConsoleWarning('[omad] games.get failed: http 422 InvalidParameterException');
    allowConsoleWarning('[omad] Page not found');
    await recordCspViolations(page);
    const first = await page.goto('/');
    const csp = first?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(first?.headers()['x-frame-options']).toBeUndefined();
    expect(first?.headers()['x-content-type-options']).toBe('nosniff');
    expect(first?.headers()['referrer-policy']).toBeTruthy();
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0);

    for (const path of ['/', '/ru', '/forms/sign_in', '/promotions', '/casino', '/betting', '/game/book_of_dead', '/no/such/page', '/?popup=sidebar']) {
      await page.goto(path);
      await expect(page.locator('#root > *').first()).toBeVisible();
      // Lazy chunks and styles settle after the first paint.
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page), path).toEqual([]);
    }
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);

    await installTelegram(page, { initData: signedInitData() });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.host)).toBe('telegram');
    expect(await cspViolations(page)).toEqual([]);
  });

  test('a cross-site POST changes nothing', async ({ page, baseURL }) => {
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    const fakename = () =>
      page.evaluate(async () => ((await (await fetch('/api/account.getInfo?v=2.34')).json()) as { data: { fakename?: string } }).data.fakename);
    const before = await fakename();

    // Another site (127.0.0.1 is a different site from localhost) posts to the app's API with the player's browser.
    const app = new URL(baseURL ?? 'http://localhost:8181');
    const evil = `http://127.0.0.1:${app.port}/evil.html`;
    const target = `${app.origin}/api/account.changefakename?v=2.34`;
    await page.context().route(evil, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form id="f" method="post" enctype="multipart/form-data" action="${target}"><input name="fakename" value="Hacked99"></form>`,
      }),
    );
    const attacker = await page.context().newPage();
    await attacker.goto(evil);
    const answer = attacker.waitForResponse(target);
    await attacker.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit());
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('AccessDeniedException');
    // A script on that site too (no-cors, with credentials).
    await attacker.goto(evil);
    await attacker.evaluate(async (url) => {
      const body = new FormData();
      body.set('fakename', 'Hacked98');
      await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).catch(() => undefined);
    }, target);
    await attacker.close();

    expect(await fakename()).toBe(before);
    await page.reload();
    await expect(page.getByTestId('balance-main')).toBeVisible();
  });
});

test.describe('a player in a native web-view', () => {
  test('is detected, and the native back (history) walks back through screens', async ({ page }) => {
    await page.goto('/?host=webview');
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.host)).toBe('webview');
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Kirish' }).click();
    await expect(page).toHaveURL(/\/forms\/sign_in$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?host=webview$/);
  });
});
