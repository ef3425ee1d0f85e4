/**
 * Identification before real-money play is also the app's own rule (decision 033: the CMS's
 * `identityVerification.isRequiredForPlay`, on by default). With the platform's rule off (`identification_for_play:
 * false`), the platform gives an unidentified player a real launch and its book would take the bet, yet the app holds
 * every way to real money from account info: the game's real mode frames no launch, the deposit form sends nothing, and
 * the sportsbook's slip places nothing (the frame hears `hold` in `sportsbook:session`) but opens the step; after the
 * approval the same slip is placed.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { IDENTIFICATION_WORDS, identifyInPopup, paidDeposit } from './identification.ts';

const NEW_PLAYER = 'new@sandbox.test';
const SLOT = 'omad-oltin-7';

const WORDS = {
  uz: {
    ...IDENTIFICATION_WORDS.uz,
    bet: 'Pulga tikish uchun avval shaxsingizni tasdiqlang',
    upcoming: 'Kutilmoqda',
    place: 'Tikish qilish',
    placed: 'Tikish qabul qilindi',
  },
  ru: {
    ...IDENTIFICATION_WORDS.ru,
    bet: 'Чтобы делать ставки на деньги, сначала подтвердите личность',
    upcoming: 'Скоро',
    place: 'Сделать ставку',
    placed: 'Ставка принята',
  },
} as const;

async function platformRule(page: Page, on: boolean): Promise<void> {
  expect((await page.request.post('/__sandbox/config', { data: { identification_for_play: on } })).ok()).toBe(true);
}

/** Counts the requests that would move real money: none may leave while the app holds play. */
function countMoneyCalls(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (/\/api\/cashier\.makedeposit|\/sandbox-sportsbook\/api\/bet\b/.test(request.url())) sent++;
  });
  return () => sent;
}

test.afterEach(async ({ page }) => {
  // The platform's setting is the sandbox's, shared by the journeys after this one.
  await platformRule(page, true);
});

for (const locale of ['uz', 'ru'] as const) {
  const w = WORDS[locale];
  test(`(${locale}) with the platform's rule off, the CMS's rule still leads an unidentified player to identification at a real game, a deposit and a bet`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, NEW_PLAYER);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await platformRule(page, false);
    await paidDeposit(page, 100_000);
    const moneyCalls = countMoneyCalls(page);
    const dialog = page.getByRole('dialog');

    // The platform gives a real launch now; the app frames none.
    await page.goto(`${w.prefix}/game/${SLOT}#real`);
    await expect(dialog).toContainText(w.gameWhy);
    await expect(page.locator('.game-frame iframe')).toHaveCount(0);

    await page.goto(`${w.prefix}/cashier/deposit/payme`);
    await page.getByLabel(w.amount).fill('50,000');
    await page.getByRole('main').locator('form button[type="submit"]').click();
    await expect(dialog).toContainText(w.why);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto(`${w.prefix}/betting`);
    const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
    await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
    await frame.getByRole('button', { name: new RegExp(w.upcoming) }).click();
    await frame.locator('.event').first().locator('.odd:not([disabled])').first().click();
    await frame.locator('[data-preset]').first().click();
    await frame.getByRole('button', { name: w.place }).click();
    await expect(frame.getByText(w.bet)).toBeVisible();
    await expect(dialog).toContainText(w.bet);
    expect(moneyCalls()).toBe(0);

    // Identified: the hold lifts and the same slip is placed.
    await identifyInPopup(page, dialog, locale, w.continue);
    await expect(page.getByTestId('betting-identification')).toHaveCount(0);
    await frame.getByRole('button', { name: w.place }).click();
    await expect(frame.getByText(w.placed)).toBeVisible();
  });
}
