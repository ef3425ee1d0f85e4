/**
 * The sportsbook by configuration (docs/decisions/029-vendors-by-configuration.md): the launch the CMS names answers a
 * frame on another origin than the app's (the sandbox serves its book on `127.0.0.1` while the app runs on
 * `localhost`, `sportsbook_frame_origin` in mocks/README.md), and the book works there: framed with its own origin,
 * its messages are read from that origin, while the same message from any other origin changes nothing.
 */
import { expect, test } from './fixtures.ts';

test('a sportsbook frame on another origin opens and talks to the app; a message from another origin is ignored', async ({ page, baseURL }) => {
  const other = new URL(baseURL ?? '').origin.replace('//localhost', '//127.0.0.1');
  expect(other).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const config = await page.request.post('/__sandbox/config', { data: { sportsbook_frame_origin: other } });
  expect(config.ok()).toBe(true);

  await page.goto('/ru/betting');
  const element = page.getByTestId('sportsbook-frame');
  await expect(element).toHaveAttribute('src', new RegExp(`^${other.replace(/\./g, '\\.')}/sandbox-sportsbook/frame\\?token=[\\w-]+&lang=ru&theme=(light|dark)&excluded_countries=UZ&exclude_youth=1$`));
  await expect(element).toHaveAttribute('sandbox', /allow-same-origin/);
  const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
  await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
  await expect(frame.locator('.event').first()).toBeVisible();
  // Its height report came from the configured origin and was read: the page's spinner is gone.
  await expect(page.locator('.betting-page__frame')).toHaveAttribute('data-content-height', /^\d+$/);

  // The same "open sign-in" from the app's own origin (not the frame's) is ignored…
  await page.evaluate(() => window.postMessage({ type: 'sportsbook:open-sign-in' }, '*'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // …and from the frame on its origin, a slip placed by a guest asks the app to sign in.
  await frame.getByRole('button', { name: /Скоро/ }).click();
  await frame.locator('.event').first().locator('.odd:not([disabled])').first().click();
  await frame.locator('[data-preset]').first().click();
  await frame.getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
});
