/**
 * Tournaments (decision 016) in the Telegram host (mocked launch, e2e/hosts.ts): a player joins a running tournament,
 * plays a real round of a counting game in the tournament's hall inside the mini-app, and sees their place change.
 */
import { expect, signIn, test } from './fixtures.ts';

test('in Telegram a player joins a tournament, plays a counting round and moves up the table', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'telegram', 'a journey of the Telegram host (the phone project runs tournaments.spec.ts)');
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toBeVisible();
  await page.goto('/ru/tournaments/tezkor-zar');
  await page.getByRole('button', { name: 'Участвовать', exact: true }).click();
  const standing = page.getByTestId('tournament-standing');
  await expect(standing).toContainText('Ваше место: 23 · 0 очков');

  await standing.getByRole('link', { name: 'Открыть игры турнира' }).click();
  await expect(page.getByRole('heading', { name: 'Быстрые кости: игры' })).toBeVisible();
  await expect(page.locator('.game-grid .game-tile__title')).toHaveText(['Кости удачи']);
  await page.locator('.game-grid').getByRole('link', { name: 'Кости удачи' }).click();
  const game = page.frameLocator('iframe[title="Кости удачи"]');
  await expect(game.locator('#mode')).toHaveAttribute('data-mode', 'real');
  for (let step = 0; step < 4; step++) await game.locator('#bet-up').click();
  await expect(game.locator('#bet')).toHaveText(/20,000/);
  const nonce = Number(await game.locator('#nonce').textContent());
  await game.locator('#play').click();
  await expect.poll(() => game.locator('#nonce').textContent()).toBe(String(nonce + 1));

  await page.goto('/ru/tournaments/tezkor-zar');
  await expect(page.getByTestId('tournament-standing')).toContainText('Ваше место: 22 · 20 очков');
});
