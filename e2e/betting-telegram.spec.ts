/**
 * The sportsbook page (decision 017) in the Telegram host (the `telegram` project's mocked launch, e2e/hosts.ts): on
 * /betting Telegram's back button steps back inside the sportsbook frame before it leaves the page, and the frame fills
 * the space between the header and the bottom navigation with Telegram's safe areas, the page itself not scrolling.
 */
import { expect, signIn, test } from './fixtures.ts';
import { telegramCalls, telegramEmit } from './hosts.ts';

test('inside Telegram the back button steps back inside the sportsbook first, then leaves /betting', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'telegram', 'a journey of the Telegram host');
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toBeVisible();
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Sport' }).click();
  await expect(page).toHaveURL(/\/betting$/);
  const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
  await expect(frame.locator('#app[data-view="list"]')).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(1);
  await expect
    .poll(async () => (await telegramCalls(page)).filter((call) => call.name === 'web_app_setup_back_button').at(-1)?.params)
    .toEqual({ is_visible: true });

  // Into an event, then into the player's bets: two steps inside the frame.
  await frame.locator('[data-open-event]').first().click();
  await expect(frame.locator('#app[data-view="event"]')).toBeVisible();
  await frame.getByRole('button', { name: 'Mening tikishlarim' }).click();
  await expect(frame.locator('#app[data-view="bets"]')).toBeVisible();

  await telegramEmit(page, 'back_button_pressed');
  await expect(frame.locator('#app[data-view="event"]')).toBeVisible();
  await telegramEmit(page, 'back_button_pressed');
  await expect(frame.locator('#app[data-view="list"]')).toBeVisible();
  await expect(page).toHaveURL(/\/betting$/);

  // Nothing left inside the frame: back leaves the page.
  await telegramEmit(page, 'back_button_pressed');
  await expect(page).not.toHaveURL(/\/betting$/);
});
