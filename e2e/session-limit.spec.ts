/**
 * The session-time limit (decision 035), in uz and ru: a fresh player sets it on the responsible-gaming page; when the
 * sandbox clock passes it, the session ends with its message (a reload during the break says it again at once), and
 * sign-in is refused until the break is over.
 */
import type { Page } from '@playwright/test';
import { allowConsoleWarning, expect, test } from './fixtures.ts';
import { installTelegram, signedInitData, TG_USER } from './hosts.ts';

const TEXT = {
  uz: {
    prefix: '',
    title: 'Sessiya vaqti limiti',
    length: 'Sessiya davomiyligi',
    pause: 'Keyingi tanaffus',
    save: 'Sessiya limitini saqlash',
    saved: 'Limit saqlandi',
    current: 'Sessiya: 30 daqiqa, keyin tanaffus: 1 soat',
    back: /Profil/,
    ended: 'Sessiya vaqti limitingiz tugadi, shuning uchun hisobdan chiqdingiz. Yangi sessiyani',
    refused: 'Sessiya vaqti limitingiz tugadi. Yangi sessiyani',
    login: /Email yoki telefon/,
    password: /^Parol$/,
    signIn: /^Kirish$/,
  },
  ru: {
    prefix: '/ru',
    title: 'Лимит времени сессии',
    length: 'Длительность сессии',
    pause: 'Перерыв после сессии',
    save: 'Установить лимит сессии',
    saved: 'Лимит сохранён',
    current: 'Сессия: 30 мин, затем перерыв: 1 ч',
    back: /Профиль/,
    ended: 'Лимит времени сессии исчерпан, поэтому вы вышли из аккаунта. Новую сессию можно начать с',
    refused: 'Лимит времени сессии исчерпан. Новую сессию можно начать с',
    login: /Email или телефон/,
    password: /^Пароль$/,
    signIn: /^Войти$/,
  },
} as const;

const PASSWORD = 'Secret123';

/** `H:MM, DD.MM.YYYY` of unix seconds in the browser's time zone, as the app writes the break's end. */
/**
 * The words before a break's end at `seconds`, as a pattern: the answers name the second a session ends, a refusal the
 * millisecond its break ends, so the minute shown may be the next one when it turns between.
 */
async function untilBreakEnd(page: Page, words: string, seconds: number): Promise<RegExp> {
  const minutes = [await moment(page, seconds), await moment(page, seconds + 1)];
  return new RegExp(`${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (${minutes.join('|')})`);
}

function moment(page: Page, seconds: number): Promise<string> {
  return page.evaluate((value) => {
    const date = new Date(value * 1000);
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${date.getHours()}:${pad(date.getMinutes())}, ${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  }, seconds);
}

for (const lang of ['uz', 'ru'] as const) {
  test(`a session-time limit ends the session and refuses sign-in until its break is over (${lang})`, async ({ page, request }) => {
    // Two sign-ins, a registration and three clock moves: more than a one-screen journey's time on a busy machine.
    test.slow();
    const text = TEXT[lang];
    const login = `session-limit-${lang}@sandbox.test`;
    await page.goto(`${text.prefix}/`);
    // A fresh player, registered with this page's session.
    const registered = await page.request.post(`/api/auth.register?v=2.34&locale=${lang}`, { multipart: { login, password: PASSWORD, terms: '1' } });
    expect(registered.ok(), await registered.text()).toBe(true);

    await page.goto(`${text.prefix}/profile/responsible-game`);
    const form = page.getByRole('form', { name: text.title });
    await form.getByLabel(text.length).selectOption('30');
    await form.getByLabel(text.pause).selectOption('60');
    await form.getByRole('button', { name: text.save }).click();
    await expect(form.getByText(text.saved)).toBeVisible();
    const limit = page.getByTestId('session-limit');
    await expect(limit).toContainText(text.current);
    const endsAt = (((await (await page.request.get('/api/account.getSessionLimit?v=2.34&locale=uz')).json()) as { data: { session_ends_at: number } }).data).session_ends_at;
    const ended = await untilBreakEnd(page, text.ended, endsAt + 3600);
    const refused = await untilBreakEnd(page, text.refused, endsAt + 3600);

    // Half an hour later the platform has ended the session: the next thing the player does says so, and when.
    // The player keeps playing (a call within the platform's 30-minute inactivity logout), then passes the limit.
    expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 20 * 60 } })).ok()).toBe(true);
    expect((await page.request.get('/api/account.getBalance?v=2.34&locale=uz')).ok()).toBe(true);
    expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 11 * 60 } })).ok()).toBe(true);
    // The next thing the player does, or the app's own balance poll if it comes first (the page then leaves the
    // profile for the index): either way the platform's refusal ends the session with the time.
    const endedMessage = page.getByText(ended);
    await expect(async () => {
      if (!(await endedMessage.isVisible())) await page.getByRole('main').getByRole('link', { name: text.back }).click({ timeout: 2000 });
      await expect(endedMessage).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });

    // A reload during the break says it at once: the page's first account read meets the break.
    await page.reload();
    await expect(page.getByText(ended)).toBeVisible();
    await expect(page.getByTestId('balance-main')).toHaveCount(0);

    // Signing in again is refused with the same time until the break is over.
    allowConsoleWarning('[omad] auth.login failed: http 423 SessionTimeLimitException');
    await page.goto(`${text.prefix}/forms/sign_in`);
    await page.getByLabel(text.login).fill(login);
    await page.getByLabel(text.password).fill(PASSWORD);
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page.getByText(refused)).toBeVisible();

    expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 60 * 60 } })).ok()).toBe(true);
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page).not.toHaveURL(/sign_in/);
  });
}

test('a Telegram launch during the break is refused with the time a new session can start', async ({ page, context, request }) => {
  test.slow();
  allowConsoleWarning('[omad] auth.register failed: http 423 SessionTimeLimitException');
  await installTelegram(page, { initData: signedInitData({ user: TG_USER }) });
  await page.goto('/');
  await expect(page.getByTestId('balance-main')).toBeVisible();
  const set = await page.request.post('/api/account.setSessionLimit?v=2.34&locale=uz', { multipart: { minutes: '15', break_minutes: '30' } });
  expect(set.ok(), await set.text()).toBe(true);
  const endsAt = ((await set.json()) as { data: { session_ends_at: number } }).data.session_ends_at;
  const refused = await untilBreakEnd(page, TEXT.uz.refused, endsAt + 30 * 60);

  // The player closes the mini-app and opens it again after the limit: the launch's sign-in is refused, with the time.
  expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 16 * 60 } })).ok()).toBe(true);
  await page.close();
  await context.clearCookies();
  const now = ((await (await request.get('/__sandbox/clock')).json()) as { data: { now: number } }).data.now;
  const next = await context.newPage();
  await installTelegram(next, { initData: signedInitData({ user: TG_USER, authDate: new Date(now * 1000) }) });
  await next.goto('/');
  await expect(next.getByText(refused)).toBeVisible();
  await expect(next.getByTestId('balance-main')).toHaveCount(0);
});
