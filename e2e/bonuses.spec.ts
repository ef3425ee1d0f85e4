/**
 * Issue 16, the player's side: the bonuses page and the cashback page against the sandbox's real bonus state
 * (wagering, burning, cashback payout). Journeys a player makes, in uz and ru.
 */
import { expect, signIn, test } from './fixtures.ts';

const TEXTS = {
  uz: { prefix: '', available: 'Mavjud bonuslar', active: 'Faol bonuslar', activate: 'Faollashtirish', remove: "O'chirish", confirmTitle: 'Bonusni tasdiqlang', claim: 'Olish', claimed: "Keshbek asosiy balansga o'tkazildi." },
  ru: { prefix: '/ru', available: 'Доступные бонусы', active: 'Активные бонусы', activate: 'Активировать', remove: 'Удалить', confirmTitle: 'Подтвердите бонус', claim: 'Получить', claimed: 'Кешбэк зачислен на основной баланс.' },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const text = TEXTS[locale];
  test(`(${locale}) the available betting bonus is activated, then removed, each through the bonus-confirm popup`, async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${text.prefix}/profile/bonuses`);
    const available = page.getByTestId('bonuses-available');
    await expect(available.getByRole('heading', { name: text.available })).toBeVisible();
    const card = available.getByTestId('bonus-card').first();
    await expect(card).toBeVisible();
    const id = await card.getAttribute('data-bonus-id');
    await card.getByRole('button', { name: text.activate }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.activate }).click();
    await expect(confirm).toHaveCount(0);
    const active = page.getByTestId('bonuses-active').locator(`[data-bonus-id="${id}"]`);
    await expect(active).toBeVisible();

    await active.getByRole('button', { name: text.remove }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.remove }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.locator(`[data-bonus-id="${id}"]`)).toHaveCount(0);
  });
}

test('a receivable cashback is claimed into the main balance once', async ({ page }) => {
  await signIn(page);
  const balance = page.getByTestId('balance-main');
  await expect(balance).toBeVisible();
  const before = Number(((await balance.textContent()) ?? '').replace(/[^\d]/g, ''));
  await page.goto('/profile/cashback');
  const card = page.locator('[data-testid="cashback-card"]', { has: page.getByRole('button', { name: TEXTS.uz.claim }) }).first();
  await expect(card).toBeVisible();
  const amount = Number(((await card.locator('.bonuses__amount').textContent()) ?? '').replace(/[^\d]/g, ''));
  await card.getByRole('button', { name: TEXTS.uz.claim }).click();
  await expect(page.getByText(TEXTS.uz.claimed)).toBeVisible();
  await expect(balance).toHaveText(new RegExp((before + amount).toLocaleString('en-US')));
  // Claimed once: after a reload it is no longer claimable.
  await page.reload();
  await expect(page.getByTestId('cashback-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS.uz.claim })).toHaveCount(0);
});
