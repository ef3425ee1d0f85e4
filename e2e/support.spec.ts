/**
 * SPEC §4 and decision 021: the support page's chat, for different vendors (the sandbox serves a stand-in script with
 * each vendor's public API, switched in test mode), the unread badge after the sandbox operator's reply, the badge
 * hidden on betting and game pages, the chat reloaded for the player after login and logout, and the feedback form.
 */
import { expect, openMenu, test, PLAYER } from './fixtures.ts';

const TEXTS = {
  uz: {
    prefix: '',
    open: 'Chatni ochish',
    chat: 'Qo‘llab-quvvatlash chati',
    message: 'Xabar',
    send: 'Yuborish',
    close: 'Chatni yopish',
    launcher: "Qo'llab-quvvatlash chati",
    unread: 'o‘qilmagan: 1',
    betting: 'Sport',
    home: 'Bosh sahifa',
    email: 'E-pochtangiz',
    feedbackTitle: 'Xabar qoldiring',
    feedbackMessage: 'Xabar',
    required: 'Maydonni to‘ldiring',
    minLength: 'Kamida 10 ta belgi',
    sent: 'Xabaringiz yuborildi',
    question: 'Pulni yechib olish qancha vaqt oladi?',
  },
  ru: {
    prefix: '/ru',
    open: 'Открыть чат',
    chat: 'Чат поддержки',
    message: 'Сообщение',
    send: 'Отправить',
    close: 'Закрыть чат',
    launcher: 'Чат поддержки',
    unread: 'непрочитанные: 1',
    betting: 'Спорт',
    home: 'Главная',
    email: 'Ваша эл. почта',
    feedbackTitle: 'Оставьте сообщение',
    feedbackMessage: 'Сообщение',
    required: 'Заполните поле',
    minLength: 'Минимум 10 символов',
    sent: 'Сообщение отправлено',
    question: 'Сколько занимает вывод денег?',
  },
} as const;

/** Each journey runs one vendor's stand-in; two vendors in two languages. */
const JOURNEYS = [
  { locale: 'uz', vendor: 'jivoSite' },
  { locale: 'ru', vendor: 'freshChat' },
] as const;

for (const { locale, vendor } of JOURNEYS) {
  const text = TEXTS[locale];
  test(`(${locale}, ${vendor}) the chat opens on /support, the reply shows as unread, and the badge hides on betting and games`, async ({ page, request }) => {
    expect((await request.post('/__sandbox/config', { data: { chat: vendor } })).ok()).toBe(true);
    await page.goto(`${text.prefix}/support`);
    await page.getByRole('button', { name: text.open }).click();
    const chat = page.locator(`[data-sandbox-chat="${vendor}"]`);
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('aria-label', text.chat);

    await chat.getByLabel(text.message).fill(locale === 'uz' ? 'Salom, depozit tushmadi' : 'Здравствуйте, депозит не пришёл');
    await chat.getByRole('button', { name: text.send }).click();
    await expect(chat.locator('[data-author="client"]')).toHaveCount(1);
    // Closed before the operator answers: the reply arrives unread.
    await chat.getByRole('button', { name: text.close }).click();
    await expect(chat).toBeHidden();
    const badge = page.getByRole('status', { name: text.unread });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('1');
    const launcher = page.getByRole('button', { name: `${text.launcher}, ${text.unread}` });
    await expect(launcher).toBeVisible();

    // SPEC §4: no chat button on betting pages; back on another page it is there with its count.
    await page.getByRole('navigation').getByRole('link', { name: text.betting }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/betting$`));
    await expect(launcher).toHaveCount(0);
    await page.getByRole('navigation').getByRole('link', { name: text.home }).click();
    await expect(launcher).toBeVisible();

    // Opening the chat from the button reads the reply: the badge goes.
    await launcher.click();
    await expect(chat).toBeVisible();
    await expect(chat.locator('[data-author="agent"]')).toHaveCount(1);
    await expect(badge).toHaveCount(0);
    await chat.getByRole('button', { name: text.close }).click();

    // A game page: no chat button; the chat started in this tab is back on the next page.
    await page.goto(`${text.prefix}/game/omad-oltin-7`);
    await expect(page.locator('iframe')).toBeVisible();
    await expect(page.locator(`[data-sandbox-chat="${vendor}"]`)).toHaveCount(1);
    await expect(page.getByRole('button', { name: text.launcher })).toHaveCount(0);
    await page.goto(`${text.prefix}/winners`);
    await expect(page.getByRole('button', { name: text.launcher })).toBeVisible();
  });
}

/** The vendors whose unread count the adapter counts from the vendor's message and close events (decision 014). */
for (const { locale, vendor } of [
  { locale: 'uz', vendor: 'live_tex' },
  { locale: 'ru', vendor: 'verbox' },
] as const) {
  const text = TEXTS[locale];
  test(`(${locale}, ${vendor}) the chat opens, the reply that comes while it is closed is unread, and opening it reads it`, async ({ page, request }) => {
    expect((await request.post('/__sandbox/config', { data: { chat: vendor } })).ok()).toBe(true);
    await page.goto(`${text.prefix}/support`);
    await page.getByRole('button', { name: text.open }).click();
    const chat = page.locator(`[data-sandbox-chat="${vendor}"]`);
    await expect(chat).toBeVisible();
    await chat.getByLabel(text.message).fill(text.question);
    await chat.getByRole('button', { name: text.send }).click();
    await expect(chat.locator('[data-author="client"]')).toHaveCount(1);
    await chat.getByRole('button', { name: text.close }).click();
    await expect(chat).toBeHidden();
    const badge = page.getByRole('status', { name: text.unread });
    await expect(badge).toHaveText('1');
    await page.getByRole('button', { name: `${text.launcher}, ${text.unread}` }).click();
    await expect(chat).toBeVisible();
    await expect(chat.locator('[data-author="agent"]')).toHaveCount(1);
    await expect(badge).toHaveCount(0);
  });
}

test('(uz, liveChat) the chat reloads as the player after login and as a guest after logout', async ({ page, request }) => {
  expect((await request.post('/__sandbox/config', { data: { chat: 'liveChat' } })).ok()).toBe(true);
  await page.goto('/support');
  const chat = page.locator('[data-sandbox-chat="liveChat"]');
  await expect(page.getByRole('button', { name: 'Chatni ochish' })).toBeEnabled();
  await expect(chat).toHaveAttribute('data-user', '');

  await page.getByRole('banner').getByRole('button', { name: 'Kirish' }).click();
  const popup = page.getByRole('dialog', { name: 'Kirish' });
  // SPEC §3 auth banner: the CMS's banner heads the popup.
  await expect(popup.getByTestId('auth-banner')).toContainText('Xush kelibsiz bonusi');
  await popup.getByLabel('Email yoki telefon').fill(PLAYER.login);
  await popup.getByLabel('Parol', { exact: true }).fill(PLAYER.password);
  await popup.getByRole('button', { name: 'Kirish', exact: true }).click();
  await expect(page.getByTestId('balance-main')).toBeVisible();
  // One widget, now the player's (set_session_variables uid).
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('data-user', '1001');

  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kirish' })).toBeVisible();
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('data-user', '');
});

for (const locale of ['uz', 'ru'] as const) {
  const text = TEXTS[locale];
  test(`(${locale}) the feedback form checks what is missing, keeps what was typed, and confirms the message sent`, async ({ page }) => {
    await page.goto(`${text.prefix}/support`);
    // SPEC §3 CMS feature settings (logos): the header carries the CMS's mobile logo on phones, the link keeps the
    // site's name.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Omad' }).locator('img')).toHaveAttribute('src', /logo-header-mobile\.svg$/);
    const form = page.getByRole('form', { name: text.feedbackTitle });
    await form.getByRole('button', { name: text.send }).click();
    await expect(form.getByText(text.required).first()).toBeVisible();
    await expect(page.getByText(text.sent)).toHaveCount(0);

    await form.getByLabel(text.email).fill('mehmon@example.uz');
    await form.getByLabel(text.feedbackMessage, { exact: true }).fill('Salom');
    await form.getByRole('button', { name: text.send }).click();
    await expect(form.getByText(text.minLength)).toBeVisible();
    await expect(form.getByLabel(text.feedbackMessage, { exact: true })).toHaveValue('Salom');

    await form.getByLabel(text.feedbackMessage, { exact: true }).fill(text.question);
    await form.getByRole('button', { name: text.send }).click();
    const confirmation = page.getByRole('status').filter({ hasText: text.sent });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('mehmon@example.uz');
  });
}
