/**
 * What the loss- and stake-limit journeys share (decision 032): the words a player reads in uz and ru, the sandbox
 * clock's date as the app writes it, the responsible-gaming page's loss-limit form, and a losing real round of the dice.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export type Words = (typeof TEXT)[keyof typeof TEXT];

export const TEXT = {
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
export async function sandboxDate(page: Page, days: number): Promise<string> {
  const now = ((await (await page.request.get('/__sandbox/clock')).json()) as { data: { now: number } }).data.now;
  const date = new Date((now + days * 86_400) * 1000);
  return `${String(date.getDate()).padStart(2, '0')}\\.${String(date.getMonth() + 1).padStart(2, '0')}\\.${date.getFullYear()}`;
}

export async function advanceClock(page: Page, seconds: number): Promise<void> {
  // The jump stands for time spent with the app open: the platform's inactivity logout is off for it (the next
  // journey's sandbox reset puts it back).
  expect((await page.request.post('/__sandbox/config', { data: { time_to_force_logout: 0 } })).ok()).toBe(true);
  expect((await page.request.post('/__sandbox/clock', { data: { advance_seconds: seconds } })).ok()).toBe(true);
}

export async function setLossLimit(page: Page, prefix: string, amount: string, text: Words): Promise<void> {
  await page.goto(`${prefix}/profile/responsible-game`);
  const card = page.getByRole('form', { name: text.lossSave });
  await card.getByLabel(text.lossAmount).fill(amount);
  await card.getByRole('button', { name: text.lossSave }).click();
}

export function sportsbook(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="sportsbook-frame"]');
}

/**
 * Real rounds of dice rolling under 2 (they all but always lose) at 5,000 a round, until the game refuses one (a rare
 * win frees its room again: a few rounds make the loss certain). Answers the game's refusal, for its words.
 */
export async function loseDiceRounds(page: Page, text: Words): Promise<Locator> {
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
  for (let round = 0; round < 8 && !(await refusal.isVisible()); round++) {
    await game.locator('#play').click();
    await expect(game.locator('#play')).toBeEnabled();
  }
  return refusal;
}

/** The stake limit set on the responsible-gaming page (a first limit: saved at once). */
export async function setStakeLimit(page: Page, text: Words, amount: string): Promise<void> {
  await page.goto(`${text.prefix}/profile/responsible-game`);
  const form = page.getByRole('form', { name: text.stakeSave });
  await form.getByLabel(text.stakeAmount).fill(amount);
  await form.getByRole('button', { name: text.stakeSave }).click();
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
}

/** The sportsbook's upcoming events, ready in its frame. */
export async function upcomingEvents(page: Page, text: Words): Promise<FrameLocator> {
  await page.goto(`${text.prefix}/betting`);
  const frame = sportsbook(page);
  await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
  await frame.getByRole('button', { name: new RegExp(text.upcoming) }).click();
  return frame;
}

/** A single on the first open price of the `event`-th upcoming event, at the slip's preset `stake`, sent. */
export async function betOn(frame: FrameLocator, text: Words, event: number, stake: number): Promise<void> {
  await frame.locator('.event').nth(event).locator('.odd:not([disabled])').first().click();
  await frame.locator(`[data-preset="${stake}"]`).click();
  await frame.getByRole('button', { name: text.place }).click();
}
