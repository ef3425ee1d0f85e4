/**
 * Who may not play (docs/decisions/034-who-may-not-play.md), in uz and ru: the seeded excluded@ is on the national
 * self-exclusion list of the Unified State Register and cannot get in by password, social sign-in or Telegram (the
 * `telegram` project); each way shows the register's message with the listing's end and support's contacts, never a
 * wrong password or a retry. An open session ends with the same message when its player is listed. restricted@ has the
 * register's payout limit: the withdraw page shows it, and a withdrawal beyond it is refused in words.
 */
import type { Page } from '@playwright/test';
import { EXCLUDED_LISTING_DAYS, EXCLUDED_TELEGRAM_ID, SANDBOX_PASSWORD, SEED_LOGINS } from '../mocks/fixtures/accounts.ts';
import { allowConsoleWarning, expect, test } from './fixtures.ts';
import { installTelegram, signedInitData } from './hosts.ts';

const LANGS = [
  {
    lang: 'uz',
    prefix: '',
    why: "o'z-o'zini cheklash ro'yxatidasiz",
    until: /Cheklov \d{2}\.\d{2}\.\d{4} gacha amal qiladi\./,
    retry: 'qayta urinish yordam bermaydi',
    contacts: 'Aloqa',
    support: "Qo'llab-quvvatlash sahifasi",
    wrongPassword: "Login yoki parol noto'g'ri",
    google: 'Google orqali',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    why: 'в списке самоисключения',
    until: /Ограничение действует до \d{2}\.\d{2}\.\d{4}\./,
    retry: 'повторная попытка не поможет',
    contacts: 'Контакты',
    support: 'Страница поддержки',
    wrongPassword: 'Неверный логин или пароль',
    google: 'Через Google',
  },
] as const;

type Lang = (typeof LANGS)[number];

/** The listing of excluded@ ends 1,825 days after the sandbox's seed (its clock is the real one here). */
function listedYear(): string {
  return String(new Date(Date.now() + EXCLUDED_LISTING_DAYS * 24 * 3600_000).getFullYear());
}

/** The register's message: why, until when, no retry, support's contacts and page; the player stays a guest. */
/** The password sign-in on the page of the language (a prefixed path keeps its language after the sign-in). */
async function signInAt(page: Page, words: Lang, login: string): Promise<void> {
  await page.goto(`${words.prefix}/forms/sign_in`);
  await page.getByLabel(/Email yoki telefon|Email или телефон/).fill(login);
  await page.getByLabel(/^(Parol|Пароль)$/).fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
}

async function expectRegisterMessage(page: Page, words: Lang, year: string | null = listedYear()): Promise<void> {
  const message = page.getByTestId('national-self-exclusion');
  await expect(message).toBeVisible();
  await expect(message).toContainText(words.why);
  if (year) {
    await expect(message).toContainText(words.until);
    await expect(message).toContainText(year);
  }
  await expect(message).toContainText(words.retry);
  await expect(message.getByRole('heading', { name: words.contacts })).toBeVisible();
  await expect(message.getByRole('link', { name: words.support })).toBeVisible();
  await expect(page.getByText(words.wrongPassword)).toHaveCount(0);
  await expect(page.getByTestId('balance-main')).toHaveCount(0);
}

for (const words of LANGS) {
  test.describe(`national self-exclusion list (${words.lang})`, () => {
    test.beforeEach(({ page: _page }, testInfo) => {
      test.skip(testInfo.project.name === 'telegram', 'the browser ways in; the Telegram one is below');
    });

    test('the listed player cannot sign in with the password, and reads why, until when and whom to ask', async ({ page }) => {
      await signInAt(page, words, SEED_LOGINS.excluded);
      await expectRegisterMessage(page, words);
      // The support page link leads where the chat and the feedback form are.
      await page.getByTestId('national-self-exclusion').getByRole('link', { name: words.support }).click();
      await expect(page).toHaveURL(/\/support$/);
    });

    test('the listed player cannot get in by the social sign-in either', async ({ page }) => {
      await page.goto(`${words.prefix}/forms/sign_in`);
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: words.google }).click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      await popup.getByLabel('E-mail').fill(SEED_LOGINS.excluded);
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Continue' }).click();
      await closed;
      await expectRegisterMessage(page, words);
    });

    test('a session open when the player is listed ends at its next call, with the same message', async ({ page }) => {
      await signInAt(page, words, SEED_LOGINS.player);
      await expect(page.getByTestId('balance-main')).toBeVisible();
      // The register lists the player's phone (a confirmed contact of the account) with no end given.
      const listed = await page.request.post('/__sandbox/register', { data: { login: SEED_LOGINS.playerPhone } });
      expect(listed.ok()).toBe(true);
      // The player goes on in the app: the next call (the page's own reads, or the ones this step makes) meets the listing.
      const message = page.getByTestId('national-self-exclusion');
      await expect(async () => {
        if (!(await message.isVisible())) await page.getByRole('navigation', { name: /Asosiy menyu|Главное меню/ }).getByRole('link', { name: /^(Kazino|Казино)$/ }).click({ timeout: 2000 });
        await expect(message).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expectRegisterMessage(page, words, null);
      await expect(page.getByTestId('national-self-exclusion')).toContainText(words.lang === 'uz' ? "Reyestr cheklov muddatini ko'rsatmagan." : 'Реестр не указал срок ограничения.');
    });
  });

  test(`the listed player's Telegram launch shows the message, not a blank screen or a retry (${words.lang})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'telegram', 'a journey of the Telegram host');
    await installTelegram(page, { initData: signedInitData({ user: { id: EXCLUDED_TELEGRAM_ID, first_name: 'Bobur', language_code: words.lang } }) });
    const register = page.waitForResponse((response) => response.url().includes('/api/auth.register'));
    await page.goto(words.prefix === '' ? '/' : words.prefix);
    expect((await register).status()).toBe(451);
    await expectRegisterMessage(page, words);
    // The app under the message is the guest's, drawn and usable.
    await expect(page.locator('main')).toBeVisible();
    // Not the refused-launch toast, which tells the player to open the app again (a retry that cannot help).
    await expect(page.getByText(/Telegram orqali kirib bo'lmadi|Не удалось войти через Telegram/)).toHaveCount(0);
  });

  test(`the register's payout limit is shown before sending and a withdrawal beyond it is refused in words (${words.lang})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'telegram', 'the cashier journeys run in the browser');
    allowConsoleWarning('[omad] cashier.makewithdrawal failed: http 422 WithdrawalLimitsExceededException');
    await signInAt(page, words, SEED_LOGINS.restricted);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${words.prefix}/cashier/withdraw`);
    await expect(page.getByTestId('withdrawable')).toHaveText('5,000,000 UZS');
    await expect(page.getByTestId('register-limit')).toHaveText(
      words.lang === 'uz' ? 'Davlat reyestri limiti: kuniga 2,000,000 UZS; bugun yana 2,000,000 UZS yechish mumkin' : 'Лимит государственного реестра: 2,000,000 UZS в день; сегодня можно вывести ещё 2,000,000 UZS',
    );
    await page.locator('label[data-method="uzcard"]').click();
    await page.getByLabel(/Summa \(UZS\)|Сумма \(UZS\)/).fill('2500000');
    await page.getByLabel(/Karta raqami|Номер карты/).fill('8600 1234 5678 9012');
    await page.getByLabel(/Karta egasi|Владелец карты/).fill('DILNOZA YUSUPOVA');
    await page.getByRole('button', { name: words.lang === 'uz' ? '2,500,000 UZS yechish' : 'Вывести 2,500,000 UZS' }).click();
    const refusal = words.lang === 'uz' ? "Davlat reyestri sizga kuniga 2,000,000 UZS dan ortiq pul yechishga ruxsat bermaydi. Bugun yana 2,000,000 UZS yechishingiz mumkin" : 'Государственный реестр не разрешает вам выводить больше 2,000,000 UZS в день. Сегодня можно вывести ещё 2,000,000 UZS';
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(page.getByTestId('withdrawable')).toHaveText('5,000,000 UZS');
  });
}
