/**
 * The loss and stake limits as a player meets them (decision 032), in uz and ru, with the seeded limits@ account no
 * other journey plays with: a loss limit set on the responsible-gaming page stops a casino round in the game's frame
 * and a sports bet in the sportsbook's slip, each in words (the limit, what is left, when it resets); raising it waits
 * 24 hours on the sandbox clock, shown with the moment it applies; a stake limit refuses a larger round and a larger
 * sports bet in words, and lets one within it through.
 */
import { expect, signIn, test } from './fixtures.ts';
import { advanceClock, betOn, loseDiceRounds, sandboxDate, setLossLimit, setStakeLimit, TEXT, upcomingEvents } from './play-limits.ts';

const LIMITS_PLAYER = 'limits@sandbox.test';
const PASSWORD = 'Sandbox123';

for (const locale of ['uz', 'ru'] as const) {
  const text = TEXT[locale];

  test(`(${locale}) a loss limit stops a casino round with the limit, what is left and when it resets; a raise waits 24 hours`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, LIMITS_PLAYER, PASSWORD);
    await expect(page.getByTestId('balance-main')).toBeVisible();

    await setLossLimit(page, text.prefix, '5000', text);
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    const card = page.getByTestId('loss-limit');
    await expect(card).toContainText(text.limit('5,000'));
    await expect(card).toContainText(text.left('5,000'));

    // The first losing round takes the whole limit, the next is refused in the game's own frame, in the player's language.
    const refusal = await loseDiceRounds(page, text);
    await expect(refusal).toContainText(text.refusal('5,000', '0'));
    await expect(refusal).toHaveText(text.resets(await sandboxDate(page, 1)));

    // Raised: shown as waiting, with the moment it applies; the 5,000 still holds.
    await setLossLimit(page, text.prefix, '50000', text);
    await expect(page.getByRole('status').filter({ hasText: text.savedPending })).toBeVisible();
    await expect(card).toContainText(text.limit('5,000'));
    await expect(card).toContainText(text.pending('50,000', await sandboxDate(page, 1)));

    // A day of sandbox clock later the larger limit applies (and the losing round has left the rolling day).
    await advanceClock(page, 24 * 3600);
    await page.reload();
    await expect(card).toContainText(text.limit('50,000'));
    await expect(card).not.toContainText(text.pending('50,000', '.*'));
    await expect(card).toContainText(text.left('50,000'));
  });

  test(`(${locale}) a loss limit stops a sports bet in the slip with the limit, what is left and when it resets`, async ({ page }) => {
    await signIn(page, LIMITS_PLAYER, PASSWORD);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await setLossLimit(page, text.prefix, '10000', text);
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();

    const frame = await upcomingEvents(page, text);
    // An open bet counts as lost until it settles: 10,000 takes the whole limit.
    await betOn(frame, text, 0, 10_000);
    await expect(frame.getByText(text.placed)).toBeVisible();

    await betOn(frame, text, 1, 5000);
    const reason = frame.getByText(text.refusal('10,000', '0'));
    await expect(reason).toBeVisible();
    await expect(reason).toHaveText(text.resets(await sandboxDate(page, 1)));
  });

  test(`(${locale}) a stake limit refuses a larger round in words and lets a round within it through`, async ({ page }) => {
    await signIn(page, LIMITS_PLAYER, PASSWORD);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await setStakeLimit(page, text, '2000');
    await expect(page.getByTestId('stake-limit')).toContainText(text.stakeShown);

    await page.goto(`${text.prefix}/game/omad-zar#real`);
    const game = page.frameLocator(`iframe[title="${text.game}"]`);
    await expect(game.locator('#play')).toBeEnabled();
    await game.locator('#bet-up').click();
    await game.locator('#bet-up').click();
    await game.locator('#play').click();
    await expect(game.locator('#error')).toHaveText(text.stakeRefusal);
    await game.locator('#bet-down').click();
    await expect(game.locator('#bet')).toHaveText('2,000 UZS');
    await game.locator('#play').click();
    await expect(game.locator('#result')).not.toBeEmpty();
    await expect(game.locator('#error')).toBeHidden();
  });

  test(`(${locale}) a stake limit refuses a larger sports bet in the slip in words and places a bet within it`, async ({ page }) => {
    await signIn(page, LIMITS_PLAYER, PASSWORD);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await setStakeLimit(page, text, '2000');

    const frame = await upcomingEvents(page, text);
    await betOn(frame, text, 0, 5000);
    await expect(frame.getByText(text.stakeRefusal)).toBeVisible();
    await expect(frame.getByText(text.placed)).toHaveCount(0);

    // 5000 down to 2000 on the slip's keypad: within the limit, the same selection is placed.
    for (const key of ['⌫', '⌫', '⌫', '⌫', '2', '0', '0', '0']) await frame.locator(`[data-key="${key}"]`).click();
    await expect(frame.getByText(text.stakeRefusal)).toHaveCount(0);
    await frame.getByRole('button', { name: text.place }).click();
    await expect(frame.getByText(text.placed)).toBeVisible();
  });
}
