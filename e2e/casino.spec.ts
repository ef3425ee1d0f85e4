/** Issue 6 "Done means": the casino as a new player would use it, against the production build and the sandbox. */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const SLOT = { sysname: 'omad-oltin-7', name: 'Oltin 7' } as const;

async function mainBalance(page: Page): Promise<string> {
  return (await page.getByTestId('balance-main').innerText()).trim();
}

test.describe('the casino for a new player on a phone', () => {
  test('a guest browses home, filters by a provider, searches with an apostrophe variant and is asked to sign in for a heart', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Xush kelibsiz!' })).toBeVisible();
    // The lobby: category rails with tiles, the jackpot ticker and recent winners.
    await expect(page.getByRole('heading', { name: 'Mashhur' })).toBeVisible();
    await expect(page.locator('.rail .game-tile').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jekpotlar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "So'nggi g'oliblar" })).toBeVisible();

    // The hall, filtered by one provider: the URL carries providers= and every tile is that provider's.
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Kazino' }).click();
    await expect(page.getByRole('heading', { name: "O'yinlar zali" })).toBeVisible();
    await page.getByRole('button', { name: 'Provayderlar' }).click();
    const filter = page.getByRole('region', { name: 'Provayderlar' });
    await filter.getByRole('checkbox', { name: 'Rocket Labs' }).check();
    await filter.getByRole('button', { name: "Ko'rsatish" }).click();
    await expect(page).toHaveURL(/\/gamehall\?providers=rocket-labs$/);
    const providers = page.locator('.game-grid .game-tile__provider');
    await expect(providers.first()).toHaveText('Rocket Labs');
    expect(new Set(await providers.allInnerTexts())).toEqual(new Set(['Rocket Labs']));
    // Tiles keep their 3:2 box and show the artwork.
    await expect(page.locator('.game-grid .game-tile__art img').first()).toBeVisible();

    // Search in Uzbek with ʻ (U+02BB) where the catalogue writes ‘ (U+2018): the same letter to the player.
    await page.getByRole('button', { name: "O'yin qidirish" }).click();
    const search = page.getByRole('dialog', { name: "O'yinlarni qidirish" });
    await search.getByLabel("O'yin nomi").fill('qoʻrqmas');
    await expect(search.getByText(/ta o'yin topildi/)).toBeVisible();
    const titles = await search.locator('.game-tile__title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toMatch(/qo['‘’ʼʻ]rqmas/);

    // A guest's heart opens the authentication popup instead of liking.
    await search.locator('.game-tile__heart').first().click();
    await expect(page.getByRole('dialog', { name: 'Kirish' })).toBeVisible();
  });

  test('a guest plays a demo, is asked to register for real play, and closing it goes home', async ({ page }) => {
    await page.goto(`/game/${SLOT.sysname}`);
    await expect(page.getByRole('heading', { name: SLOT.name })).toBeVisible();
    await expect(page.getByText("Demo rejim: o'yin pullari bilan")).toBeVisible();
    const game = page.frameLocator(`iframe[title="${SLOT.name}"]`);
    await expect(game.locator('#mode')).toHaveAttribute('data-mode', 'demo');
    await expect(game.locator('#play')).toBeEnabled();
    await game.locator('#play').click();
    await expect(game.locator('#result')).not.toBeEmpty();

    // SPEC §2: #real for a guest opens registration; closing it goes to the index. (A new page load: from the
    // game page itself a goto to #real would only change the hash.)
    await page.goto('/winners');
    await page.goto(`/game/${SLOT.sysname}#real`);
    const registration = page.getByRole('dialog', { name: "Ro'yxatdan o'tish" });
    await expect(registration).toBeVisible();
    await registration.getByRole('button', { name: 'Yopish' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('a player likes a game, finds it in favourites, plays a real round, sees the balance move and finds the round in the history', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toContainText('1,000,000');

    await page.goto('/gamehall');
    await page.getByRole('button', { name: `${SLOT.name} — sevimlilarga qo'shish` }).click();
    await expect(page.getByRole('button', { name: `${SLOT.name} — sevimlilardan olib tashlash` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('navigation', { name: "O'yin turkumlari" }).getByRole('link', { name: 'Sevimlilar' }).click();
    await expect(page).toHaveURL(/category=favourites/);
    await expect(page.getByRole('list', { name: 'Sevimlilar' }).locator('.game-tile__title')).toHaveText([SLOT.name]);

    // Real play: the tile of a signed-in player opens #real.
    await page.getByRole('list', { name: 'Sevimlilar' }).getByRole('link', { name: SLOT.name }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${SLOT.sysname}#real$`));
    const game = page.frameLocator(`iframe[title="${SLOT.name}"]`);
    await expect(game.locator('#mode')).toHaveAttribute('data-mode', 'real');
    const before = await mainBalance(page);
    const firstNonce = Number(await game.locator('#nonce').textContent());
    // A round can pay back exactly its bet; a few rounds make a change of balance certain enough.
    let rounds = 0;
    for (; rounds < 6 && (await mainBalance(page)) === before; rounds++) {
      await expect(game.locator('#play')).toBeEnabled();
      await game.locator('#play').click();
      await expect(game.locator('#play')).toBeEnabled();
      await expect.poll(() => game.locator('#nonce').textContent()).toBe(String(firstNonce + rounds + 1));
      await page.waitForTimeout(600);
    }
    await expect.poll(() => mainBalance(page)).not.toBe(before);

    await page.goto('/profile/bets/history');
    await expect(page.getByRole('heading', { name: "O'yinlar tarixi" })).toBeVisible();
    const history = page.getByRole('list', { name: "O'yinlar tarixi" }).locator('li');
    await expect(history).toHaveCount(rounds);
    await expect(history.first()).toContainText(SLOT.name);
    await expect(history.first()).toContainText('Raund #');
  });
});
