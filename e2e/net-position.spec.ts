/**
 * The player's net position on the profile (decision 035), in uz and ru: after a deposit, a real-money round and a
 * withdrawal, today's figures are the ledger's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { appSettled, expect, signIn, test } from './fixtures.ts';

const TEXT = {
  uz: {
    prefix: '',
    title: 'Moliyaviy natija',
    all: "Ro'yxatdan o'tgandan beri",
    pending: 'Shundan kutilmoqda: 20,000 UZS',
    reality: "O'yin vaqti eslatmasi",
    realitySave: 'Saqlash',
    realitySaved: 'Eslatma saqlandi',
    reminder: 'Vaqtni nazorat qilish',
    session: (amount: string) => `Sessiya vaqti: 15 daqiqa. Sessiya natijasi: ${amount}.`,
  },
  ru: {
    prefix: '/ru',
    title: 'Финансовый итог',
    all: 'С регистрации',
    pending: 'Из них в обработке: 20,000 UZS',
    reality: 'Напоминание о времени игры',
    realitySave: 'Сохранить',
    realitySaved: 'Напоминание сохранено',
    reminder: 'Контроль времени',
    session: (amount: string) => `Время сессии: 15 мин. Результат сессии: ${amount}.`,
  },
} as const;

/** A result as the app writes it: a gain with its plus sign. */
function signed(amount: number): string {
  return `${amount > 0 ? '+' : ''}${amount.toLocaleString('en-US')} UZS`;
}

interface LedgerEntry {
  amount: number;
  reason: string;
  ref: string | null;
  at: number;
}

async function ledger(request: APIRequestContext): Promise<LedgerEntry[]> {
  const answer = await request.get('/__sandbox/state/ledger?login=player%40sandbox.test');
  return ((await answer.json()) as { data: { items: LedgerEntry[] } }).data.items;
}

/** A platform call with the page's session; money-moving ones carry an Idempotency-Key (decision 009). */
async function api<T>(page: Page, operation: string, form?: Record<string, string>, query = ''): Promise<T> {
  const url = `/api/${operation}?v=2.34&locale=uz${query}`;
  const answer = form ? await page.request.post(url, { multipart: form, headers: { 'Idempotency-Key': crypto.randomUUID() } }) : await page.request.get(url);
  expect(answer.ok(), `${operation}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** One real-money dice round through the sandbox game server, as the game's frame plays it. */
async function playRound(page: Page): Promise<void> {
  const games = await api<{ items: { url: string | null }[] }>(page, 'games.get', undefined, `&options=${encodeURIComponent(JSON.stringify({ sysname: 'omad-zar', count: 1 }))}`);
  const token = new URL(games.items[0]?.url ?? '/', 'http://x').searchParams.get('token');
  const round = await page.request.post('/sandbox-games/api/round', { headers: { Origin: 'null' }, data: { token, round_id: `net-position-${Date.now()}`, bet: 1000, target: 5 } });
  expect(round.ok(), await round.text()).toBe(true);
}

for (const lang of ['uz', 'ru'] as const) {
  test(`the profile's net position follows the ledger after a deposit, a round and a withdrawal (${lang})`, async ({ page, request }) => {
    const text = TEXT[lang];
    // A day later than the seed: today holds only what this journey does.
    expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 24 * 3600 } })).ok()).toBe(true);
    await signIn(page);
    await expect(page).not.toHaveURL(/sign_in/);
    const start = Math.floor((await (await request.get('/__sandbox/clock')).json() as { data: { now: number } }).data.now);

    const deposit = await api<{ redirect_url: string }>(page, 'cashier.makedeposit', { method: 'payme', amount: '50000' });
    expect((await page.request.post(deposit.redirect_url, { form: { action: 'pay' }, maxRedirects: 0 })).status()).toBe(303);
    await playRound(page);
    await api(page, 'cashier.makewithdrawal', { method: 'uzcard', amount: '20000', requisites: JSON.stringify({ card_number: '8600 1234 5678 9012', card_holder: 'AZIZ KARIMOV' }) });

    // What the ledger holds for today, on the main balance.
    const today = (await ledger(request)).filter((entry) => entry.at >= start);
    const sumOf = (reasons: string[]) => today.filter((entry) => reasons.includes(entry.reason)).reduce((sum, entry) => sum + entry.amount, 0);
    expect(sumOf(['deposit'])).toBe(50_000);
    expect(sumOf(['withdrawal'])).toBe(-20_000);
    const net = sumOf(['bet', 'win']);
    expect(net).not.toBe(0);
    const shown = signed(net);

    await page.goto(`${text.prefix}/profile`);
    const card = page.getByTestId('net-position');
    await expect(card.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(card.getByTestId('net-deposits')).toHaveText('50,000 UZS');
    await expect(card.getByTestId('net-withdrawals')).toContainText('20,000 UZS');
    await expect(card.getByTestId('net-withdrawals')).toContainText(text.pending);
    await expect(card.getByTestId('net-result')).toHaveText(shown);

    // Since registration holds the seed's deposit too.
    await card.getByRole('button', { name: text.all }).click();
    await expect(card.getByRole('button', { name: text.all })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('net-deposits')).not.toHaveText('50,000 UZS');
  });
}

for (const lang of ['uz', 'ru'] as const) {
  test(`the reality check shows the session's time and net result from the platform (${lang})`, async ({ page, request }) => {
    const text = TEXT[lang];
    await page.clock.install();
    // Later than the seed, so the session holds only this journey's round.
    expect((await request.post('/__sandbox/clock', { data: { advance_seconds: 60 } })).ok()).toBe(true);
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    const before = (await ledger(request)).length;
    await playRound(page);
    const net = (await ledger(request)).slice(before).reduce((sum, entry) => sum + entry.amount, 0);

    await page.goto(`${text.prefix}/profile/responsible-game`);
    const form = page.getByRole('form', { name: text.reality });
    await form.getByRole('combobox', { name: text.reality }).selectOption('15');
    await form.getByRole('button', { name: text.realitySave }).click();
    await expect(page.getByText(text.realitySaved)).toBeVisible();
    await appSettled(page);
    await page.clock.fastForward('15:00');
    const reminder = page.getByRole('dialog', { name: text.reminder });
    await expect(reminder.getByTestId('reality-check-session')).toHaveText(text.session(signed(net)));
  });
}
