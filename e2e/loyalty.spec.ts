/**
 * Loyalty (SPEC §7 loyalty.*, decision 018) as a player meets it: the level with its progress bar and the programmes, a
 * character changed through the curtain and its confirmation, the shop (a purchase spends the points once however often
 * Buy is tapped; too few points say how many are missing), a level reached by real-money play announced by a notice,
 * and the CMS flags that switch the programme off. In uz and ru, on a phone.
 */
import type { Page } from '@playwright/test';
import { expect, openMenu, signIn, test } from './fixtures.ts';

const TEXTS = {
  uz: {
    prefix: '',
    loyalty: 'Sodiqlik dasturi',
    level: 'Darajangiz: Bronza',
    points: '150 ball',
    toNext: 'Kumush darajasiga yana 50 ball kerak',
    levels: 'Darajalar va imtiyozlar',
    silverBenefit: 'Har 10 000 so‘m tikish uchun 2 ball',
    program: 'Kazino ballari',
    rule: 'Demo o‘yinlar va bepul aylantirishlar ball bermaydi.',
    notice: 'Ballar to‘plang',
    choose: 'Qahramon tanlash',
    change: 'Qahramonni almashtirish',
    curtain: 'Qahramonni almashtirish',
    next: 'Davom etish',
    confirmTitle: 'Qahramonni tasdiqlang',
    yesCharacter: 'Ha, tanlash',
    zarina: 'Zarina',
    alpomish: 'Alpomish',
    shop: "Do'konga o'tish",
    balance150: 'Sizda 150 ball',
    balance50: 'Sizda 50 ball',
    spins: '10 ta bepul aylantirish',
    bonus: '20 000 so‘m bonus',
    buy: 'Sotib olish',
    shopConfirm: 'Xaridni tasdiqlang',
    yesBuy: 'Ha, sotib olish',
    boughtTitle: 'Xarid',
    bought: '«10 ta bepul aylantirish» sotib olindi!',
    left: 'Qolgan ballar: 50 ball',
    toSpins: 'Bepul aylantirishlarga',
    spinsPack: 'Oltin 7: 10 / 10 aylantirish qoldi',
    insufficientTitle: "Mablag' yetarli emas",
    missing: 'Yana 250 ball yetishmaydi.',
    unavailable: 'Sodiqlik dasturi hozir ishlamayapti',
    levelUp: 'Siz Kumush darajasiga chiqdingiz',
  },
  ru: {
    prefix: '/ru',
    loyalty: 'Программа лояльности',
    level: 'Ваш уровень: Бронза',
    points: '150 баллов',
    toNext: 'До уровня «Серебро» осталось 50 баллов',
    levels: 'Уровни и привилегии',
    silverBenefit: '2 балла за каждые 10 000 сум ставок',
    program: 'Баллы казино',
    rule: 'Демо-игры и фриспины баллов не дают.',
    notice: 'Копите баллы',
    choose: 'Выбрать персонажа',
    change: 'Сменить персонажа',
    curtain: 'Смена персонажа',
    next: 'Продолжить',
    confirmTitle: 'Подтвердите персонажа',
    yesCharacter: 'Да, выбрать',
    zarina: 'Зарина',
    alpomish: 'Алпамыш',
    shop: 'В магазин',
    balance150: 'У вас 150 баллов',
    balance50: 'У вас 50 баллов',
    spins: '10 фриспинов',
    bonus: 'Бонус 20 000 сум',
    buy: 'Купить',
    shopConfirm: 'Подтвердите покупку',
    yesBuy: 'Да, купить',
    boughtTitle: 'Покупка',
    bought: '«10 фриспинов» куплен!',
    left: 'Осталось баллов: 50 баллов',
    toSpins: 'К фриспинам',
    spinsPack: 'Золотая семёрка: осталось 10 из 10 фриспинов',
    insufficientTitle: 'Недостаточно средств',
    missing: 'Не хватает ещё 250 баллов.',
    unavailable: 'Программа лояльности сейчас не работает',
    levelUp: 'Вы достигли уровня «Серебро»',
  },
} as const;

async function signedIn(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toBeVisible();
}

/**
 * The CMS flags of SPEC §6 (and the characters place of SPEC §9) set in the sandbox CMS's prazer-config, in both
 * languages, through its test-mode admin (mocks/cms/admin.ts); the reset before each test restores the seed.
 */
async function withFlags(page: Page, flags: { isEnableLoyalty: boolean; isEnableCharacters: boolean; charactersPlace?: string }): Promise<void> {
  for (const locale of ['uz', 'ru'] as const) {
    const current = await page.request.get(`/cms/api/prazer-config?populate=*&locale=${locale}`);
    const saved = ((await current.json()) as { data: Record<string, unknown> }).data;
    const fields = Object.fromEntries(['fullScreenVisibility', 'isEnableLoyalty', 'isEnableCharacters', 'charactersPlace', 'balanceUpdate'].map((field) => [field, saved[field]]));
    const put = await page.request.put('/__sandbox/cms/prazer-config', { data: { locale, data: { ...fields, ...flags } } });
    expect(put.ok(), await put.text()).toBe(true);
  }
}

for (const locale of ['uz', 'ru'] as const) {
  const text = TEXTS[locale];

  test(`(${locale}) the level with its progress bar, what each level gives, the programmes and one programme's rules`, async ({ page }) => {
    await signedIn(page);
    await page.goto(`${text.prefix}/loyalty`);
    const level = page.getByTestId('loyalty-level');
    await expect(level.getByRole('heading', { name: text.level })).toBeVisible();
    await expect(level.getByTestId('loyalty-points')).toHaveText(text.points);
    // SPEC §9: (150 - 0) / (200 - 0) x 100.
    const bar = level.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(level.getByText(text.toNext)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.levels })).toBeVisible();
    await expect(page.getByTestId('loyalty-levels').getByText(text.silverBenefit)).toBeVisible();
    await expect(page.getByTestId('loyalty-notices').getByRole('heading', { name: text.notice })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByTestId('loyalty-programs').getByRole('link', { name: new RegExp(text.program) }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/loyalty/kazino-ballari$`));
    await expect(page.getByRole('heading', { name: text.program, level: 1 })).toBeVisible();
    await expect(page.getByTestId('loyalty-program-rules').getByText(text.rule)).toBeVisible();
  });

  test(`(${locale}) the character is changed through the curtain, then its confirmation`, async ({ page }) => {
    await signedIn(page);
    await page.goto(`${text.prefix}/profile/loyalty`);
    const card = page.getByTestId('loyalty-character');
    await card.getByRole('button', { name: text.choose }).click();
    const curtain = page.getByRole('dialog', { name: text.curtain });
    await expect(curtain).toBeVisible();
    await curtain.getByRole('radio', { name: new RegExp(text.zarina) }).check();
    await curtain.getByRole('button', { name: text.next }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.yesCharacter }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByTestId('loyalty-character-name')).toHaveText(text.zarina);

    // Changed again, and kept after a reload: the platform holds the choice.
    await card.getByRole('button', { name: text.change }).click();
    await expect(curtain.getByRole('radio', { name: new RegExp(text.zarina) })).toBeChecked();
    await curtain.getByRole('radio', { name: new RegExp(text.alpomish) }).check();
    await curtain.getByRole('button', { name: text.next }).click();
    await confirm.getByRole('button', { name: text.yesCharacter }).click();
    await expect(card.getByTestId('loyalty-character-name')).toHaveText(text.alpomish);
    await page.reload();
    await expect(page.getByTestId('loyalty-character-name')).toHaveText(text.alpomish);
  });

  test(`(${locale}) the shop: a double tap buys once and the points go down once; too few points open insufficient funds`, async ({ page }) => {
    await signedIn(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/loyalty.buyproduct')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.goto(`${text.prefix}/loyalty`);
    await page.getByRole('link', { name: text.shop }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/loyalty/shop$`));
    const points = page.getByTestId('loyalty-points');
    await expect(points).toHaveText(text.balance150);
    await expect(page.getByTestId('loyalty-product')).toHaveCount(6);

    await page.getByRole('button', { name: `${text.buy}: ${text.spins}` }).click();
    const confirm = page.getByRole('dialog', { name: text.shopConfirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.yesBuy }).dblclick();
    const result = page.getByRole('dialog', { name: text.boughtTitle });
    await expect(result.getByText(text.bought)).toBeVisible();
    await expect(result.getByText(text.left)).toBeVisible();
    // The free spins are where free spins belong.
    await result.getByRole('link', { name: text.toSpins }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/profile/bonuses$`));
    await expect(page.getByTestId('freespins').getByText(text.spinsPack)).toBeVisible();
    // However many requests the taps made, they were one purchase.
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/loyalty/shop$`));
    await expect(points).toHaveText(text.balance50);

    await page.getByRole('button', { name: `${text.buy}: ${text.bonus}` }).click();
    const insufficient = page.getByRole('dialog', { name: text.insufficientTitle });
    await expect(insufficient.getByText(text.missing)).toBeVisible();
    await insufficient.getByTestId('insufficient-funds').getByRole('button', { name: /^(Yopish|Закрыть)$/ }).click();
    await expect(points).toHaveText(text.balance50);
  });
}

/** Counts the notice chime's tones (src/features/session/notices/notice-sound.ts makes them with Web Audio). */
async function countChimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    const counter = window as unknown as { chimeTones: number };
    counter.chimeTones = 0;
    window.AudioContext = class extends Original {
      override createOscillator(): OscillatorNode {
        counter.chimeTones += 1;
        return super.createOscillator();
      }
    };
    // The CMS's own notice sound (loyalty.notification.sound) plays as a file instead of the built-in chime.
    const play = Reflect.get<HTMLMediaElement, 'play'>(HTMLMediaElement.prototype, 'play');
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      counter.chimeTones += 1;
      return play.call(this);
    };
  });
}

/** Ten real rounds of 50,000 UZS (the active bonus's max bet) in an in-house slot: 500,000 UZS, 50 points at Bronza. */
async function playTenRealRounds(page: Page): Promise<void> {
  const played = await page.evaluate(async () => {
    const options = encodeURIComponent(JSON.stringify({ sysname: 'golden-lynx-quvnoq-ajdar-respin' }));
    const launch = (await (await fetch(`/api/games.get?v=2.34&locale=uz&options=${options}`)).json()) as { data: { items: { url: string }[] } };
    const token = new URL(launch.data.items[0]?.url ?? '', location.origin).searchParams.get('token');
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const answer = await fetch('/sandbox-games/api/round', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, round_id: `loyalty-e2e-round-${round}`, bet: 50_000 }) });
      statuses.push(answer.status);
    }
    return statuses;
  });
  expect(played).toEqual(Array(10).fill(200));
}

for (const muted of [false, true]) {
  test(`(uz) real-money rounds earn points, and reaching Kumush is announced by a notice ${muted ? 'in silence once the player muted it' : 'with its chime'}`, async ({ page }) => {
    await countChimes(page);
    await signedIn(page);
    await page.goto('/loyalty');
    await expect(page.getByTestId('loyalty-points')).toHaveText('150 ball');
    const sound = page.getByRole('switch', { name: 'Bildirishnomalar ovozi' });
    await expect(sound).toBeChecked();
    if (muted) await sound.uncheck();
    await playTenRealRounds(page);
    // The next page the player opens reads the notices (SPEC §4) and shows the new level 300 ms later (SPEC §9).
    await page.getByRole('link', { name: TEXTS.uz.shop }).click();
    await expect(page.getByTestId('notice').getByText(TEXTS.uz.levelUp)).toBeVisible();
    const tones = await page.evaluate(() => (window as unknown as { chimeTones: number }).chimeTones);
    if (muted) expect(tones).toBe(0);
    else expect(tones).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Sodiqlik dasturiga/ }).click();
    await expect(page.getByTestId('loyalty-level').getByRole('heading', { name: 'Darajangiz: Kumush' })).toBeVisible();
    // The choice is kept on the device.
    await expect(page.getByRole('switch', { name: 'Bildirishnomalar ovozi' })).toBeChecked({ checked: !muted });
  });
}

test('(uz) the first real round of a slot on the game page completes the quest: a notice and 20 points', async ({ page }) => {
  await signedIn(page);
  await page.goto('/game/golden-lynx-quvnoq-ajdar-respin#real');
  const game = page.frameLocator('iframe');
  await expect(game.locator('#mode')).toHaveAttribute('data-mode', 'real');
  const reported = page.waitForResponse((response) => response.url().includes('/api/events.handle'));
  await game.locator('#play').click();
  expect((await reported).status()).toBe(200);
  await page.goto('/loyalty');
  await page.getByRole('heading', { name: 'Sodiqlik dasturi', level: 1 }).click();
  await expect(page.getByTestId('notice').getByText('Birinchi o‘yin: slot')).toBeVisible();
  // 150 + 20 for the quest (the round's bet is below 10,000 UZS, so it earns no points of its own).
  await expect(page.getByTestId('loyalty-points')).toHaveText('170 ball');
});

test('(uz) the first real-money sports bet completes its quest: a notice and 20 points', async ({ page }) => {
  await signedIn(page);
  await page.goto('/betting');
  const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
  await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
  await frame.getByRole('button', { name: /Kutilmoqda/ }).click();
  await frame.locator('.event').first().locator('.odd:not([disabled])').first().click();
  await frame.locator('[data-preset="5000"]').click();
  const reported = page.waitForResponse((response) => response.url().includes('/api/events.handle'));
  await frame.getByRole('button', { name: 'Tikish qilish' }).click();
  await expect(frame.getByText('Tikish qabul qilindi')).toBeVisible();
  expect((await reported).status()).toBe(200);
  await page.goto('/loyalty');
  await page.getByRole('heading', { name: 'Sodiqlik dasturi', level: 1 }).click();
  await expect(page.getByTestId('notice').getByText('Birinchi sport tikishi')).toBeVisible();
  await expect(page.getByTestId('loyalty-points')).toHaveText('170 ball');
});

test('(ru) with both loyalty flags off the programme is switched off everywhere a player looks', async ({ page }) => {
  await withFlags(page, { isEnableLoyalty: false, isEnableCharacters: false });
  await signedIn(page);
  for (const path of ['/ru/loyalty', '/ru/loyalty/shop', '/ru/loyalty/kazino-ballari', '/ru/profile/loyalty']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: TEXTS.ru.unavailable })).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible();
  }
  await page.goto('/ru/profile');
  await expect(page.getByRole('link', { name: 'Программа лояльности' })).toHaveCount(0);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Программа лояльности' })).toHaveCount(0);
});

test('(uz) with characters on and loyalty off only the character is shown', async ({ page }) => {
  await withFlags(page, { isEnableLoyalty: false, isEnableCharacters: true });
  await signedIn(page);
  await page.goto('/loyalty');
  await expect(page.getByTestId('loyalty-character')).toBeVisible();
  await expect(page.getByTestId('loyalty-level')).toHaveCount(0);
  await expect(page.getByRole('link', { name: TEXTS.uz.shop })).toHaveCount(0);
  await page.goto('/loyalty/shop');
  await expect(page.getByRole('heading', { name: TEXTS.uz.unavailable })).toBeVisible();
});

test('(ru) the CMS places the character on the profile page: it shows there and not on the loyalty page', async ({ page }) => {
  await withFlags(page, { isEnableLoyalty: true, isEnableCharacters: true, charactersPlace: 'profile-page' });
  await signedIn(page);
  await page.goto('/ru/profile');
  const card = page.getByTestId('loyalty-character');
  await expect(card.getByRole('button', { name: TEXTS.ru.choose })).toBeVisible();
  await card.getByRole('button', { name: TEXTS.ru.choose }).click();
  await expect(page.getByRole('dialog', { name: TEXTS.ru.curtain })).toBeVisible();
  await page.goto('/ru/loyalty');
  await expect(page.getByTestId('loyalty-level')).toBeVisible();
  await expect(page.getByTestId('loyalty-character')).toHaveCount(0);
});
