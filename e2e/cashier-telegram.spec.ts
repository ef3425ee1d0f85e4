/**
 * The cashier (decision 009) in the Telegram host (the `telegram` project's mocked launch, e2e/hosts.ts): a deposit by
 * the Click app leaves through Telegram's own link opening (web_app_open_link), never by navigating the mini-app away,
 * and the app waits on pay-mobile until the platform says the payment succeeded; the header balance follows.
 */
import { expect, signIn, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { telegramCalls } from './hosts.ts';

/** The URL the app asked Telegram to open (Mini Apps method web_app_open_link), if any. */
async function openedLink(page: Page): Promise<string | undefined> {
  const call = (await telegramCalls(page)).find((entry) => entry.name === 'web_app_open_link');
  return (call?.params as { url?: string } | undefined)?.url;
}

test('inside Telegram a Click-app deposit opens through Telegram and lands on pay-success with the new balance', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'telegram', 'a journey of the Telegram host');
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toContainText('1,000,000');
  await page.goto('/cashier/deposit/click_app');
  await page.getByLabel('Summa (UZS)').fill('25000');
  await page.getByLabel('Telefon raqami').fill('901234567');
  await page.getByRole('button', { name: "25,000 UZS to'ldirish" }).click();
  await expect(page).toHaveURL(/\/cashier\/paymobile\?id=\d+$/);
  await expect(page.getByRole('heading', { name: "To'lovni telefonda tasdiqlang" })).toBeVisible();
  await expect.poll(() => openedLink(page)).toMatch(/\/sandbox-pay\/app\//);
  const url = (await openedLink(page)) ?? '';
  // The Click app (the sandbox's stand-in page, outside Telegram) confirms the payment.
  const app = await context.newPage();
  await app.goto(url);
  await app.getByRole('button', { name: "To'lash" }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/, { timeout: 10_000 });
  await expect(page.getByTestId('transaction')).toContainText('25,000 UZS');
  await expect(page.getByTestId('balance-main')).toContainText('1,025,000');
});
