/**
 * The game page in Telegram (decision 013: the game speaks to the app only from its frame): while a real-money round is
 * open in the game's frame, Telegram asks before closing the mini-app; a round that pays out gets the win haptic; demo
 * rounds and messages from anywhere but the game's own frame change nothing. The frame speaks the sandbox games'
 * postMessage protocol (mocks/games/client/game.ts): omad:round-start, omad:round, omad:balance, omad:round-end.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { installTelegram, signedInitData, TG_USER, telegramCalls } from './hosts.ts';

async function closingConfirmation(page: Page): Promise<unknown> {
  return (await telegramCalls(page)).filter((call) => call.name === 'web_app_setup_closing_behavior').at(-1)?.params;
}

async function haptics(page: Page): Promise<unknown[]> {
  return (await telegramCalls(page)).filter((call) => call.name === 'web_app_trigger_haptic_feedback').map((call) => call.params);
}

async function gameFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/sandbox-games/crash/'))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes('/sandbox-games/crash/'));
  if (!frame) throw new Error('the game frame is missing');
  await expect(frame.locator('#play')).toBeEnabled();
  return frame;
}

/** A message as the game in the frame posts it. */
async function fromGame(frame: Frame, message: Record<string, unknown>): Promise<void> {
  await frame.evaluate((data) => window.parent.postMessage(data, window.location.origin), message);
}

test('Telegram confirms closing while a real round is open and buzzes for a win', async ({ page }) => {
  await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
  await page.goto('/game/omad-raketa');
  const frame = await gameFrame(page);

  // A demo round risks nothing: no closing confirmation.
  await frame.getByLabel('Avtomatik yechib olish (koeffitsient)').fill('1.01');
  await frame.getByRole('button', { name: 'Uchirish' }).click();
  await expect(frame.locator('#result')).not.toBeEmpty();
  expect(await closingConfirmation(page)).not.toEqual({ need_confirmation: true });

  // A message from the app's own window, not the game's frame, is ignored.
  await page.evaluate(() => window.postMessage({ type: 'omad:round-start', mode: 'real', round_id: 'not-from-the-game' }, window.location.origin));
  await page.waitForTimeout(200);
  expect(await closingConfirmation(page)).not.toEqual({ need_confirmation: true });

  // A real round opens: Telegram will ask before closing until it ends.
  await fromGame(frame, { type: 'omad:round-start', mode: 'real', round_id: 'telegram-round-1' });
  await expect.poll(() => closingConfirmation(page)).toEqual({ need_confirmation: true });
  const buzzesBefore = (await haptics(page)).length;
  await fromGame(frame, { type: 'omad:round', mode: 'real', round_id: 'telegram-round-1', bet: 1000, win: 1010, balance: 10, currency: 'UZS' });
  await expect.poll(async () => (await haptics(page)).slice(buzzesBefore)).toContainEqual({ type: 'impact', impact_style: 'heavy' });
  await fromGame(frame, { type: 'omad:round-end', mode: 'real', round_id: 'telegram-round-1' });
  await expect.poll(() => closingConfirmation(page)).toEqual({ need_confirmation: false });

  // Leaving the game in the middle of a round ends the confirmation too.
  await fromGame(frame, { type: 'omad:round-start', mode: 'real', round_id: 'telegram-round-2' });
  await expect.poll(() => closingConfirmation(page)).toEqual({ need_confirmation: true });
  await page.getByRole('link', { name: "O'yinlar zaliga qaytish" }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
  await expect.poll(() => closingConfirmation(page)).toEqual({ need_confirmation: false });
});
