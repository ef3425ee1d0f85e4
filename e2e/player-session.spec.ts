/**
 * The session's edges as a player meets them (uz and ru): a session the platform ends while the app is open, the
 * fatal pages any call can lead to, and the pages a link from a message opens (confirmation, unsubscribe).
 */
import type { Page } from '@playwright/test';
import { allowConsoleWarning, expect, PLAYER, signIn, test } from './fixtures.ts';

/** Signs in on the sign-in page of a language (the fixtures' signIn uses the Uzbek one). */
async function signInAt(page: Page, prefix: '' | '/ru', login: string): Promise<void> {
  await page.goto(`${prefix}/forms/sign_in`);
  await page.getByLabel(/Email yoki telefon|Email или телефон/).fill(login);
  await page.getByLabel(/^(Parol|Пароль)$/).fill(PLAYER.password);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
}

const WORDS = {
  uz: { prefix: '', ended: 'Sessiyangiz tugadi', signIn: 'Kirish', dialog: 'Kirish', tournaments: 'Turnirlar' },
  ru: { prefix: '/ru', ended: 'Ваш сеанс завершён', signIn: 'Войти', dialog: 'Вход', tournaments: 'Турниры' },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const words = WORDS[locale];
  test(`(${locale}) a session the platform ended while the app is open: a guest now, told why once, on the same page`, async ({ page, request }) => {
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${words.prefix}/tournaments`);
    await expect(page.getByRole('heading', { level: 1, name: words.tournaments })).toBeVisible();
    await expect(page.getByTestId('balance-main')).toBeVisible();
    // 31 days of the sandbox clock: longer than any session may stay unused (mocks/README.md), so the cookie the
    // page holds no longer names a session, and the next balance poll (SPEC §4) is refused as a guest's.
    expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 31 * 24 * 3600 } })).ok()).toBe(true);
    const notice = page.getByText(words.ended);
    await expect(notice).toBeVisible({ timeout: 25_000 });
    await expect(notice).toHaveCount(1);
    await expect(page.getByTestId('balance-main')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: words.signIn })).toBeVisible();
    // Guests may see the tournaments: the player stays there.
    expect(new URL(page.url()).pathname).toBe(`${words.prefix}/tournaments`);
    await expect(page.getByRole('heading', { level: 1, name: words.tournaments })).toBeVisible();
    // The notice's own button asks to sign in again, and signing in keeps the page.
    await page.locator('.omad-toasts').getByRole('button', { name: words.signIn }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/Email yoki telefon|Email или телефон/).fill(PLAYER.login);
    await dialog.getByLabel(/^(Parol|Пароль)$/).fill(PLAYER.password);
    await dialog.getByRole('button', { name: words.signIn, exact: true }).click();
    await expect(page.getByTestId('balance-main')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`${words.prefix}/tournaments`);
  });
}

test('a session that ends on a page guests may not see leads to the index, which asks to sign in and returns there', async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toBeVisible();
  await page.goto('/profile/bonuses');
  await expect(page.getByTestId('balance-main')).toBeVisible();
  expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 31 * 24 * 3600 } })).ok()).toBe(true);
  await expect(page.getByText(WORDS.uz.ended)).toBeVisible({ timeout: 25_000 });
  await expect(page).toHaveURL(/\/\?redirectUrl=%2Fprofile%2Fbonuses$/);
  const dialog = page.getByRole('dialog', { name: 'Kirish' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email yoki telefon').fill(PLAYER.login);
  await dialog.getByLabel(/^Parol$/).fill(PLAYER.password);
  await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/bonuses$/);
});

const SYSTEM = {
  uz: { maintenance: 'Texnik ishlar', forbidden: "Ruxsat yo'q", blocked: 'Hisob bloklangan', support: "Qo'llab-quvvatlash", notFound: 'Sahifa topilmadi' },
  ru: { maintenance: 'Технические работы', forbidden: 'Доступ запрещён', blocked: 'Аккаунт заблокирован', support: 'Поддержка', notFound: 'Страница не найдена' },
} as const;

test.describe('fatal pages from any call (SPEC §2, §8; the sandbox forces the error: mocks/README.md)', () => {
  for (const [locale, type] of [
    ['uz', 'ApplicationDisabledException'],
    ['ru', 'ApplicationUnavailableException'],
  ] as const) {
    test(`(${locale}) ${type}: the maintenance page in the empty layout; once the platform is back, the app is too`, async ({ page, request }) => {
      expect((await request.post('/__sandbox/failure', { data: { type } })).ok()).toBe(true);
      await page.goto(`${WORDS[locale].prefix}/tournaments`);
      const system = page.locator('[data-system-page="maintenance"]');
      await expect(system.getByRole('heading', { name: SYSTEM[locale].maintenance })).toBeVisible();
      // SPEC §2: maintenance uses the empty layout (no navigation), and has no button.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(system.getByRole('link')).toHaveCount(0);
      expect((await request.post('/__sandbox/failure', { data: { type: null } })).ok()).toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: WORDS[locale].tournaments })).toBeVisible();
    });
  }

  for (const locale of ['uz', 'ru'] as const) {
    test(`(${locale}) an AccessDeniedException (403) shows the forbidden page`, async ({ page, request }) => {
      expect((await request.post('/__sandbox/failure', { data: { type: 'AccessDeniedException', operations: ['tournaments.get'] } })).ok()).toBe(true);
      await page.goto(`${WORDS[locale].prefix}/tournaments`);
      await expect(page.locator('[data-system-page="forbidden"]').getByRole('heading', { name: SYSTEM[locale].forbidden })).toBeVisible();
    });

    test(`(${locale}) a deleted account (another typed fatal error) shows the user-blocked page with its way to support`, async ({ page, request }) => {
      await signIn(page);
      await expect(page.getByTestId('balance-main')).toBeVisible();
      expect((await request.post('/__sandbox/failure', { data: { type: 'UserDeletedException' } })).ok()).toBe(true);
      await page.goto(`${WORDS[locale].prefix}/tournaments`);
      const system = page.locator('[data-system-page="user-blocked"]');
      await expect(system.getByRole('heading', { name: SYSTEM[locale].blocked })).toBeVisible();
      await expect(system.getByRole('link', { name: SYSTEM[locale].support })).toBeVisible();
    });
  }

  test("an unmatched route's 404 takes its locale from the URL, on client navigation too", async ({ page }) => {
    allowConsoleWarning('[omad] Page not found');
    await page.goto('/ru/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: WORDS.ru.tournaments })).toBeVisible();
    // A link inside the app to an address no route matches (no prefix: Uzbek).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: SYSTEM.uz.notFound })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz-Latn');
    await page.goto('/ru/no/such/page');
    await expect(page.getByRole('heading', { name: SYSTEM.ru.notFound })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  });
});

test.describe("SPEC §4 hints, from the sandbox's seeded accounts (mocks/README.md)", () => {
  const HINTS = {
    uz: { prefix: '', registration: "Haqiqiy pulga o'ynash uchun hisobingizni to'ldiring.", deposit: "To'ldirish", confirm: 'Hisobingiz xavfsizligi uchun emailingizni tasdiqlang.', confirmButton: 'Tasdiqlash' },
    ru: { prefix: '/ru', registration: 'Пополните счёт, чтобы играть на реальные деньги.', deposit: 'Пополнить', confirm: 'Подтвердите email для безопасности аккаунта.', confirmButton: 'Подтвердить' },
  } as const;
  for (const locale of ['uz', 'ru'] as const) {
    const words = HINTS[locale];
    test(`(${locale}) 2 hours after registration with no deposit: the registration hint leads to the deposit`, async ({ page }) => {
      await signInAt(page, words.prefix, 'hint-deposit@sandbox.test');
      const toasts = page.locator('.omad-toasts');
      await expect(toasts.getByText(words.registration)).toBeVisible();
      // The login e-mail is confirmed: no confirm-contact hint.
      await expect(toasts.getByText(words.confirm)).toHaveCount(0);
      await toasts.getByRole('button', { name: words.deposit }).click();
      await expect(page).toHaveURL(/\/cashier\/deposit$/);
    });

    test(`(${locale}) 5 days after registration with the e-mail unconfirmed: the confirm-contact hint leads to the profile`, async ({ page }) => {
      await signInAt(page, words.prefix, 'hint-confirm@sandbox.test');
      const toasts = page.locator('.omad-toasts');
      await expect(toasts.getByText(words.confirm)).toBeVisible();
      await toasts.getByRole('button', { name: words.confirmButton }).click();
      await expect(page).toHaveURL(/\/profile\/settings$/);
    });
  }
});

test.describe('/unsubscribe (SPEC §2): says what it will do and acts on a tap', () => {
  const UNSUBSCRIBE = {
    uz: { prefix: '', one: 'manziliga reklama xabarlari yuborilmasinmi?', all: 'Quyidagi kontaktlaringizga', button: 'Obunani bekor qilish', done: 'Obuna bekor qilindi', incomplete: "Havolada kontakt ko'rsatilmagan" },
    ru: { prefix: '/ru', one: 'Больше не присылать рекламные сообщения на', all: 'на эти контакты?', button: 'Отписаться', done: 'Подписка отменена', incomplete: 'В ссылке не указан контакт' },
  } as const;

  async function subscribed(page: Page): Promise<Record<string, boolean>> {
    return page.evaluate(async () => {
      const answer = (await (await fetch('/api/account.getprofileinfo?v=2.34&locale=uz&fields=contacts')).json()) as { data: { contacts: { contact: string; is_subscribed: boolean }[] } };
      return Object.fromEntries(answer.data.contacts.map((entry) => [entry.contact, entry.is_subscribed]));
    });
  }

  for (const locale of ['uz', 'ru'] as const) {
    const words = UNSUBSCRIBE[locale];
    test(`(${locale}) a link from an e-mail names its contact; nothing changes until the tap`, async ({ page, request }) => {
      const token = ((await (await request.get('/__sandbox/state/unsubscribe-token?contact=player@sandbox.test')).json()) as { data: string }).data;
      const calls: string[] = [];
      page.on('request', (sent) => {
        if (/\/api\/account\.unsubscribe/i.test(sent.url())) calls.push(sent.method());
      });
      await page.goto(`${words.prefix}/unsubscribe?contact=player%40sandbox.test&token=${token}`);
      await expect(page.getByText(words.one)).toContainText('player@sandbox.test');
      const button = page.getByRole('button', { name: words.button });
      await expect(button).toBeVisible();
      expect(calls).toEqual([]);
      await button.click();
      await expect(page.getByRole('heading', { name: words.done })).toBeVisible();
      expect(calls).toEqual(['POST']);
      await signIn(page);
      await expect(page.getByTestId('balance-main')).toBeVisible();
      expect(await subscribed(page)).toMatchObject({ 'player@sandbox.test': false });
    });

    test(`(${locale}) signed in without a link: lists the contacts still subscribed and unsubscribes them on the tap`, async ({ page }) => {
      await signIn(page);
      await expect(page.getByTestId('balance-main')).toBeVisible();
      await page.goto(`${words.prefix}/unsubscribe`);
      await expect(page.getByText(words.all)).toBeVisible();
      // The seeded player's phone is not subscribed: only the e-mail is listed.
      await expect(page.getByTestId('unsubscribe-contacts').getByRole('listitem')).toHaveText(['player@sandbox.test']);
      expect(await subscribed(page)).toMatchObject({ 'player@sandbox.test': true });
      await page.getByRole('button', { name: words.button }).click();
      await expect(page.getByRole('heading', { name: words.done })).toBeVisible();
      expect(await subscribed(page)).toMatchObject({ 'player@sandbox.test': false });
    });
  }

  test('a guest without a link is told what is missing and offered the sign-in', async ({ page }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByText(UNSUBSCRIBE.uz.incomplete)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Kirish' }).click();
    await expect(page.getByRole('dialog', { name: 'Kirish' })).toBeVisible();
  });
});

test.describe('/confirmation links (SPEC §2)', () => {
  const CONFIRM = {
    uz: { prefix: '', ask: 'kontaktini tasdiqlash uchun hisobingizga kiring', signIn: 'Kirish', dialog: 'Kirish', success: 'Tasdiqlandi', wrong: "Kod noto'g'ri yoki muddati o'tgan", newCode: "Yangi kod so'rash", sent: 'Kod new@sandbox.test ga yuborildi', code: '6 xonali kod', submit: 'Tasdiqlash' },
    ru: { prefix: '/ru', ask: 'войдите в аккаунт. Код из ссылки сохранится', signIn: 'Войти', dialog: 'Вход', success: 'Подтверждено', wrong: 'Код неверный или устарел', newCode: 'Запросить новый код', sent: 'Код отправлен на new@sandbox.test', code: '6-значный код', submit: 'Подтвердить' },
  } as const;

  for (const locale of ['uz', 'ru'] as const) {
    const words = CONFIRM[locale];
    test(`(${locale}) a signed-out player is asked to sign in, then the link's code is confirmed`, async ({ page, request }) => {
      // The code was sent while signed in elsewhere (the sandbox's code is 111111: mocks/README.md).
      expect((await request.post('/api/auth.login?v=2.34&locale=uz', { multipart: { login: 'new@sandbox.test', password: PLAYER.password } })).ok()).toBe(true);
      expect((await request.post('/api/account.sendconfirmationtocontact?v=2.34&locale=uz', { multipart: { contact: 'new@sandbox.test' } })).ok()).toBe(true);
      await page.goto(`${words.prefix}/confirmation?contact=new%40sandbox.test&code=111111`);
      await expect(page.getByText(words.ask)).toBeVisible();
      await expect(page.getByText(words.wrong)).toHaveCount(0);
      await page.getByRole('main').getByRole('button', { name: words.signIn }).click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog.getByLabel(/Email yoki telefon|Email или телефон/).fill('new@sandbox.test');
      await dialog.getByLabel(/^(Parol|Пароль)$/).fill(PLAYER.password);
      await dialog.getByRole('button', { name: words.signIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/confirmation/success$`));
      await expect(page.getByRole('heading', { name: words.success })).toBeVisible();
    });

    test(`(${locale}) a refused code offers a new one, which then confirms`, async ({ page }) => {
      allowConsoleWarning('[omad] account.confirmContact failed: http 422 InvalidParameterException');
      await signInAt(page, words.prefix, 'new@sandbox.test');
      await expect(page.getByTestId('balance-main')).toBeVisible();
      // No code was ever sent for this contact: the link's code is refused.
      await page.goto(`${words.prefix}/confirmation?contact=new%40sandbox.test&code=222222`);
      await expect(page.getByText(words.wrong)).toBeVisible();
      await page.getByRole('button', { name: words.newCode }).click();
      await expect(page.getByText(words.sent)).toBeVisible();
      await page.getByLabel(words.code).fill('111111');
      await page.getByRole('main').getByRole('button', { name: words.submit, exact: true }).click();
      await expect(page.getByRole('heading', { name: words.success })).toBeVisible();
    });
  }
});

test.describe("countdowns run on the platform's clock (SPEC §7 metadata.get)", () => {
  /** The device's clock set `hours` off (Date and Date.now), as a phone with a wrong time would be. */
  async function skewDeviceClock(page: Page, hours: number): Promise<void> {
    const shift = hours * 3_600_000;
    await page.addInitScript({
      content: `(() => {
        const RealDate = Date;
        const realNow = RealDate.now.bind(RealDate);
        class DeviceDate extends RealDate {
          constructor(...args) { if (args.length === 0) super(realNow() + ${shift}); else super(...args); }
          static now() { return realNow() + ${shift}; }
        }
        window.Date = DeviceDate;
      })();`,
    });
  }

  for (const [locale, hours, ends] of [
    ['uz', 2, /^Tugashiga: 0[34]:\d\d:\d\d$/],
    ['ru', -2, /^До конца: 0[34]:\d\d:\d\d$/],
  ] as const) {
    test(`(${locale}) a device clock ${hours > 0 ? '2 hours fast' : '2 hours slow'} does not change a tournament's countdown`, async ({ page }) => {
      await skewDeviceClock(page, hours);
      await page.goto(`${WORDS[locale].prefix}/tournaments/tezkor-zar`);
      expect(await page.evaluate(() => Math.round((Date.now() - performance.timeOrigin - performance.now()) / 3_600_000))).toBe(hours);
      // Tezkor zar ends 4 hours after the seed (mocks/README.md), whatever the phone's clock says.
      await expect(page.getByTestId('tournament-countdown')).toHaveText(ends);
    });
  }
});

test.describe('SEO name URLs (SPEC §2): a name in place of the id or sysname', () => {
  const SEO = {
    uz: { prefix: '', jackpot: 'Mega jekpot', jackpots: 'Jekpotlar', game: 'Oltin 7' },
    ru: { prefix: '/ru', jackpot: 'Мега-джекпот', jackpots: 'Джекпоты', game: 'Золотая семёрка' },
  } as const;
  for (const locale of ['uz', 'ru'] as const) {
    const words = SEO[locale];
    test(`(${locale}) /jackpots/{name} opens the jackpot, and the list links there`, async ({ page }) => {
      await page.goto(`${words.prefix}/jackpots/mega-jekpot`);
      await expect(page.getByRole('heading', { level: 1, name: words.jackpot })).toBeVisible();
      await page.goto(`${words.prefix}/jackpots`);
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(words.jackpot) })).toHaveAttribute('href', `${words.prefix}/jackpots/mega-jekpot`);
    });

    test(`(${locale}) /promotions/{name}, /offers/{name}, /tournaments/{name} and its game hall open by name`, async ({ page }) => {
      for (const path of ['/promotions/xush-kelibsiz-100', '/offers/qayta-depozit-50']) {
        await page.goto(`${words.prefix}${path}`);
        await expect(page.getByTestId('offer-detail')).toBeVisible();
      }
      await page.goto(`${words.prefix}/tournaments/tezkor-zar`);
      await expect(page.getByTestId('tournament-countdown')).toBeVisible();
      await page.goto(`${words.prefix}/tournaments/tezkor-zar/gamehall`);
      // Only the game that counts there: Omad zari.
      await expect(page.locator('.game-grid .game-tile__title')).toHaveCount(1);
    });

    test(`(${locale}) /game/{name} opens a game whose SEO name differs from its sysname (mocks/README.md)`, async ({ page }) => {
      await page.goto(`${words.prefix}/game/oltin-7`);
      await expect(page.getByRole('heading', { name: words.game })).toBeVisible();
      const game = page.frameLocator(`iframe[title="${words.game}"]`);
      await expect(game.locator('#mode')).toHaveAttribute('data-mode', 'demo');
    });
  }
});
