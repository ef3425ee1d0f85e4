/**
 * The loss and stake limits as a player meets them (decision 032), in uz and ru, with the seeded limits@ account no
 * other journey plays with: a loss limit set on the responsible-gaming page stops a casino round in the game's frame
 * and a sports bet in the sportsbook's slip, each in words (the limit, what is left, when it resets); raising it waits
 * 24 hours on the sandbox clock, shown with the moment it applies; a stake limit refuses a larger round and a larger
 * sports bet in words, and lets one within it through.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const LIMITS_PLAYER = 'limits@sandbox.test';
const PASSWORD = 'Sandbox123';

const TEXT = {
  uz: {
    prefix: '',
    lossAmount: "Yo'qotish limiti (UZS)",
    lossSave: "Yo'qotish limitini saqlash",
    saved: 'Yangi limit darhol kuchga kirdi',
    savedPending: 'Limitni oshirish yoki olib tashlash 24 soatdan keyin kuchga kiradi',
    limit: (amount: string) => `Limit: ${amount} UZS (Kun)`,
    left: (amount: string) => `Qolgan: ${amount} UZS`,
    pending: (amount: string, date: string) => new RegExp(`${amount} UZS \\(Kun\\) limiti ${date} soat \\d{1,2}:\\d{2} dan kuchga kiradi`),
    game: 'Omad zari',
    refusal: (limit: string, left: string) => `Bu stavka yo'qotish limitingizdan oshadi: 24 soatda ko'pi bilan ${limit} UZS. Qolgan: ${left} UZS.`,
    resets: (date: string) => new RegExp(`Limit ${date} soat \\d{1,2}:\\d{2} da bo‘shaydi\\.`),
    stakeAmount: 'Stavka limiti (UZS)',
    stakeSave: 'Stavka limitini saqlash',
    stakeShown: "Bitta stavka ko'pi bilan 2,000 UZS",
    stakeRefusal: "Bu stavka stavka limitingizdan katta: bitta stavka ko'pi bilan 2,000 UZS. Stavkani kamaytiring.",
    upcoming: 'Kutilmoqda',
    place: 'Tikish qilish',
    placed: 'Tikish qabul qilindi',
  },
  ru: {
    prefix: '/ru',
    lossAmount: 'Лимит проигрыша (UZS)',
    lossSave: 'Установить лимит проигрыша',
    saved: 'Новый лимит действует сразу',
    savedPending: 'Увеличение или снятие лимита вступит в силу через 24 часа',
    limit: (amount: string) => `Лимит: ${amount} UZS (День)`,
    left: (amount: string) => `Осталось: ${amount} UZS`,
    pending: (amount: string, date: string) => new RegExp(`Лимит ${amount} UZS \\(День\\) начнёт действовать ${date} в \\d{1,2}:\\d{2}`),
    game: 'Кости удачи',
    refusal: (limit: string, left: string) => `Эта ставка превысит ваш лимит проигрыша: не больше ${limit} UZS за 24 часа. Осталось: ${left} UZS.`,
    resets: (date: string) => new RegExp(`Лимит освободится ${date} в \\d{1,2}:\\d{2}\\.`),
    stakeAmount: 'Лимит ставки (UZS)',
    stakeSave: 'Установить лимит ставки',
    stakeShown: 'Одна ставка не больше 2,000 UZS',
    stakeRefusal: 'Ставка больше вашего лимита ставки: не больше 2,000 UZS за одну ставку. Уменьшите ставку.',
    upcoming: 'Скоро',
    place: 'Сделать ставку',
    placed: 'Ставка принята',
  },
} as const;

/** The sandbox clock's day `days` from now, as SPEC §9 writes a date (DD.MM.YYYY, the browser's time zone is the machine's). */
async function sandboxDate(page: Page, days: number): Promise<string> {
  const now = ((await (await page.request.get('/__sandbox/clock')).json()) as { data: { now: number } }).data.now;
  const date = new Date((now + days * 86_400) * 1000);
  return `${String(date.getDate()).padStart(2, '0')}\\.${String(date.getMonth() + 1).padStart(2, '0')}\\.${date.getFullYear()}`;
}

async function advanceClock(page: Page, seconds: number): Promise<void> {
  // The jump stands for time spent with the app open: the platform's inactivity logout is off for it (the next
  // journey's sandbox reset puts it back).
  expect((await page.request.post('/__sandbox/config', { data: { time_to_force_logout: 0 } })).ok()).toBe(true);
  expect((await page.request.post('/__sandbox/clock', { data: { advance_seconds: seconds } })).ok()).toBe(true);
}

async function setLossLimit(page: Page, prefix: string, amount: string, text: (typeof TEXT)[keyof typeof TEXT]): Promise<void> {
  await page.goto(`${prefix}/profile/responsible-game`);
  const card = page.getByRole('form', { name: text.lossSave });
  await card.getByLabel(text.lossAmount).fill(amount);
  await card.getByRole('button', { name: text.lossSave }).click();
}

function sportsbook(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="sportsbook-frame"]');
}

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

    // A real round of dice rolling under 2 (it all but always loses), at 5,000 a round: the first takes the whole
    // limit, the next is refused in the game's own frame, in the player's language.
    await page.goto(`${text.prefix}/game/omad-zar#real`);
    const game = page.frameLocator(`iframe[title="${text.game}"]`);
    await expect(game.locator('#mode')).toHaveAttribute('data-mode', 'real');
    await expect(game.locator('#play')).toBeEnabled();
    await game.locator('#target').evaluate((element) => {
      const input = element as HTMLInputElement;
      input.value = '2';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await game.locator('#bet-up').click();
    await game.locator('#bet-up').click();
    await expect(game.locator('#bet')).toHaveText('5,000 UZS');
    const refusal = game.locator('#error');
    // A rare win frees its room again: a few rounds make the loss certain.
    for (let round = 0; round < 8 && !(await refusal.isVisible()); round++) {
      await game.locator('#play').click();
      await expect(game.locator('#play')).toBeEnabled();
    }
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

    await page.goto(`${text.prefix}/betting`);
    const frame = sportsbook(page);
    await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
    await frame.getByRole('button', { name: new RegExp(text.upcoming) }).click();
    // An open bet counts as lost until it settles: 10,000 takes the whole limit.
    await frame.locator('.event').nth(0).locator('.odd:not([disabled])').first().click();
    await frame.locator('[data-preset="10000"]').click();
    await frame.getByRole('button', { name: text.place }).click();
    await expect(frame.getByText(text.placed)).toBeVisible();

    await frame.locator('.event').nth(1).locator('.odd:not([disabled])').first().click();
    await frame.locator('[data-preset="5000"]').click();
    await frame.getByRole('button', { name: text.place }).click();
    const reason = frame.getByText(text.refusal('10,000', '0'));
    await expect(reason).toBeVisible();
    await expect(reason).toHaveText(text.resets(await sandboxDate(page, 1)));
  });

  test(`(${locale}) a stake limit refuses a larger round in words and lets a round within it through`, async ({ page }) => {
    await signIn(page, LIMITS_PLAYER, PASSWORD);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${text.prefix}/profile/responsible-game`);
    const form = page.getByRole('form', { name: text.stakeSave });
    await form.getByLabel(text.stakeAmount).fill('2000');
    await form.getByRole('button', { name: text.stakeSave }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
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
    await page.goto(`${text.prefix}/profile/responsible-game`);
    const form = page.getByRole('form', { name: text.stakeSave });
    await form.getByLabel(text.stakeAmount).fill('2000');
    await form.getByRole('button', { name: text.stakeSave }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();

    await page.goto(`${text.prefix}/betting`);
    const frame = sportsbook(page);
    await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
    await frame.getByRole('button', { name: new RegExp(text.upcoming) }).click();
    await frame.locator('.event').nth(0).locator('.odd:not([disabled])').first().click();
    await frame.locator('[data-preset="5000"]').click();
    await frame.getByRole('button', { name: text.place }).click();
    await expect(frame.getByText(text.stakeRefusal)).toBeVisible();
    await expect(frame.getByText(text.placed)).toHaveCount(0);

    // 5000 down to 2000 on the slip's keypad: within the limit, the same selection is placed.
    for (const key of ['⌫', '⌫', '⌫', '⌫', '2', '0', '0', '0']) await frame.locator(`[data-key="${key}"]`).click();
    await expect(frame.getByText(text.stakeRefusal)).toHaveCount(0);
    await frame.getByRole('button', { name: text.place }).click();
    await expect(frame.getByText(text.placed)).toBeVisible();
  });
}
