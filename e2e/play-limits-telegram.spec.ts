/**
 * The loss limit in the Telegram host (decision 032; the `telegram` project): a player signed in through init data sets
 * it on the responsible-gaming page, and it stops a casino round in the game's frame and a sports bet in the slip with
 * the same words as in the browser. Telegram's main button is never shown on the way, and pressing it (or the back
 * button) sends no round and no bet past the limit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { installTelegram, signedInitData, telegramCalls, telegramEmit } from './hosts.ts';
import { identifyThroughStandIn, paidDeposit } from './identification.ts';
import { betOn, loseDiceRounds, setLossLimit, TEXT, upcomingEvents } from './play-limits.ts';

/** A Telegram user per language no other journey signs in with: the launch registers a fresh account. */
const TELEGRAM_ID = { uz: 700_002_501, ru: 700_002_502 } as const;

/** Counts the rounds and bets the page sends. */
function countStakes(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/sandbox-games\/api\/|\/sandbox-sportsbook\/api\/bet\b/.test(request.url())) sent++;
  });
  return () => sent;
}

async function mainButtonShown(page: Page): Promise<boolean> {
  return (await telegramCalls(page)).some((call) => call.name === 'web_app_setup_main_button' && (call.params as { is_visible?: boolean } | null)?.is_visible === true);
}

for (const locale of ['uz', 'ru'] as const) {
  const text = TEXT[locale];
  test(`(${locale}) in Telegram a loss limit stops a casino round and a sports bet, and neither the main nor the back button gets past it`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'telegram', 'a journey of the Telegram host');
    test.setTimeout(90_000);
    await installTelegram(page, { initData: signedInitData({ user: { id: TELEGRAM_ID[locale], first_name: 'Malika', language_code: locale } }) });
    await page.goto(text.prefix === '' ? '/' : text.prefix);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    // The account the launch made: identified and paid in, as earlier visits would have left it (decision 033).
    await identifyThroughStandIn(page);
    await paidDeposit(page, 100_000);

    await setLossLimit(page, text.prefix, '5000', text);
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await expect(page.getByTestId('loss-limit')).toContainText(text.limit('5,000'));

    const refusal = await loseDiceRounds(page, text);
    await expect(refusal).toContainText(text.refusal('5,000', '0'));
    const stakes = countStakes(page);
    await telegramEmit(page, 'main_button_pressed');
    await expect(refusal).toContainText(text.refusal('5,000', '0'));
    expect(await mainButtonShown(page)).toBe(false);

    const frame = await upcomingEvents(page, text);
    await betOn(frame, text, 0, 5000);
    await expect(frame.getByText(text.refusal('5,000', '0'))).toBeVisible();
    const refusedBets = stakes();
    await telegramEmit(page, 'main_button_pressed');
    await telegramEmit(page, 'back_button_pressed');
    await expect(frame.getByText(text.placed)).toHaveCount(0);
    expect(await mainButtonShown(page)).toBe(false);
    // Only the one refused bet left the page; the buttons sent nothing.
    expect(stakes()).toBe(refusedBets);
    expect(refusedBets).toBe(1);
  });
}
