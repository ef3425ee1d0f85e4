/**
 * The sandbox's in-house games as the app frames them (decision 013): a guest's demo slot with the
 * provably-fair check, a signed-in player's real dice round moving the wallet, telling the parent
 * frame, and landing in games.getHistory, and a real round of the crash game "Raketa" with its ledger entries,
 * an idempotent replay and its verification. The app's own journeys (e2e/casino.spec.ts) open these
 * pages through the game page; here they are driven directly.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PLAYER, expect, test } from './fixtures.ts';

async function launch(request: APIRequestContext, sysname: string, locale = 'uz'): Promise<{ url: string | null; demo_url: string | null }> {
  const options = encodeURIComponent(JSON.stringify({ sysname }));
  const response = await request.get(`/api/games.get?v=2.34&locale=${locale}&options=${options}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: { url: string | null; demo_url: string | null }[] } };
  const game = body.data.items[0];
  if (!game) throw new Error(`${sysname} is not in the catalogue`);
  return game;
}

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** Frames the game on the app's origin (a blank same-origin page stands in for the app) and records what it posts to the parent in `window.omadMessages`. */
async function frameGame(page: Page, src: string, height: number): Promise<void> {
  await page.evaluate(
    ({ src, height }) => {
      const messages: unknown[] = [];
      Object.assign(window, { omadMessages: messages });
      window.addEventListener('message', (event) => {
        if (event.origin === window.location.origin) messages.push(event.data);
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.cssText = `width:360px;height:${height}px;border:0`;
      document.body.append(frame);
    },
    { src, height },
  );
}

test('a guest spins the demo slot and verifies the round on the verification page', async ({ page, context }) => {
  const { demo_url: demoUrl } = await launch(page.request, 'omad-oltin-7');
  expect(demoUrl).not.toBeNull();
  await page.goto(demoUrl ?? '');
  await expect(page.locator('#game-name')).toHaveText('Oltin 7');
  await expect(page.locator('#balance')).toHaveText('1,000,000 UZS');
  const committed = (await page.locator('#next-hash').textContent()) ?? '';
  expect(committed).toMatch(/^[0-9a-f]{64}$/);

  await page.getByRole('button', { name: 'Aylantirish' }).click();
  await expect(page.locator('#result')).toHaveText(/Yutuq: .+ UZS|Bu safar yutuq yo‘q/);
  const won = /Yutuq/.test((await page.locator('#result').textContent()) ?? '') ? amountOf(await page.locator('#result').textContent()) : 0;
  await expect(page.locator('#balance')).toHaveText(`${(1_000_000 - 1000 + won).toLocaleString('en-US')} UZS`);
  await expect(page.locator('#last-hash')).toHaveText(committed);
  await expect(page.locator('#next-hash')).not.toHaveText(committed);
  const reels = await page.locator('.reel').evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.symbol));

  const [verify] = await Promise.all([context.waitForEvent('page'), page.locator('#verify-link').click()]);
  await expect(verify.locator('#out-match')).toHaveText('Xesh mos keladi ✓');
  await expect(verify.locator('#out-outcome')).toContainText(reels.join(' · '));
  // A wrong seed no longer matches the commitment.
  await verify.locator('#server_seed').fill('not-the-seed');
  await expect(verify.locator('#out-match')).toHaveText('Xesh mos kelmaydi ✗');
});

test('a player rolls real dice in a frame: the wallet moves, the parent hears it, the round is in the history', async ({ page }) => {
  const login = await page.request.post('/api/auth.login?v=2.34&locale=ru', { multipart: { login: PLAYER.login, password: PLAYER.password } });
  expect(login.ok()).toBe(true);
  const { url } = await launch(page.request, 'omad-zar', 'ru');
  expect(url).toMatch(/mode=real/);

  // The app frames the game on its own origin; a blank same-origin page stands in for it here.
  await page.goto('/robots.txt');
  await frameGame(page, url ?? '', 700);
  const game = page.frameLocator('iframe');
  await expect(game.locator('#mode')).toHaveText('Реальные деньги');
  await expect(game.locator('#balance')).toHaveText('1,000,000 UZS');
  await game.getByRole('button', { name: 'Бросить' }).click();
  await expect(game.locator('#result')).toHaveText(/Выигрыш: .+ UZS|В этот раз без выигрыша/);

  const messages = await page.evaluate(() => (window as unknown as { omadMessages: { type: string; balance?: number; round_id?: string }[] }).omadMessages);
  const round = messages.find((message) => message.type === 'omad:round');
  // The app hears the round open (money at stake), settle, and close.
  expect(messages.map((message) => message.type)).toEqual(['omad:round-start', 'omad:round', 'omad:balance', 'omad:round-end']);
  const balance = await page.request.get('/api/account.getBalance?v=2.34&locale=ru');
  const main = ((await balance.json()) as { data: { balance_main: { amount: number } } }).data.balance_main.amount;
  expect(main).toBe(round?.balance);
  await expect(game.locator('#balance')).toHaveText(`${(round?.balance ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 })} UZS`);

  const history = await page.request.get('/api/games.getHistory?v=2.34&locale=ru');
  const items = ((await history.json()) as { data: { items: { round_id: string; game: { name: string } }[] } }).data.items;
  expect(items[0]).toMatchObject({ round_id: round?.round_id, game: { name: 'Кости удачи' } });
});

test('a player flies the real rocket: bet and win move the wallet once, a replay moves nothing, the round verifies', async ({ page, context }) => {
  const login = await page.request.post('/api/auth.login?v=2.34&locale=ru', { multipart: { login: PLAYER.login, password: PLAYER.password } });
  expect(login.ok()).toBe(true);
  const { url } = await launch(page.request, 'omad-raketa', 'ru');
  expect(url).toMatch(/\/sandbox-games\/crash\/\?mode=real/);
  const balanceOf = async () => ((await (await page.request.get('/api/account.getBalance?v=2.34&locale=ru')).json()) as { data: { balance_main: { amount: number } } }).data.balance_main.amount;
  const before = await balanceOf();

  await page.goto('/robots.txt');
  await frameGame(page, url ?? '', 900);
  const game = page.frameLocator('iframe');
  await expect(game.locator('#game-name')).toHaveText('Ракета');
  await expect(game.locator('#mode')).toHaveText('Реальные деньги');
  const committed = (await game.locator('#next-hash').textContent()) ?? '';
  expect(committed).toMatch(/^[0-9a-f]{64}$/);

  // A cash-out the rules refuse never reaches the server.
  await game.getByLabel('Автовывод (коэффициент)').fill('0.5');
  await game.getByRole('button', { name: 'Запустить' }).click();
  await expect(game.locator('#error')).toHaveText(/от 1.01 до 1000/);
  expect(await balanceOf()).toBe(before);

  // 1.01x: the rocket almost always gets there (98%); either way the ledger tells the same story as the page.
  await game.getByLabel('Автовывод (коэффициент)').fill('1.01');
  await game.getByRole('button', { name: 'Запустить' }).click();
  await expect(game.locator('#result')).toHaveText(/Выигрыш: .+ UZS|В этот раз без выигрыша/);
  await expect(game.locator('#crash-note')).toContainText('Ракета взорвалась на');
  const messages = await page.evaluate(() => (window as unknown as { omadMessages: { type: string; balance?: number; win?: number; bet?: number; round_id?: string; mode?: string }[] }).omadMessages);
  expect(messages.map((message) => message.type)).toEqual(['omad:round-start', 'omad:round', 'omad:balance', 'omad:round-end']);
  const round = messages.find((message) => message.type === 'omad:round');
  expect(round).toMatchObject({ mode: 'real', bet: 1000 });
  const win = round?.win ?? 0;
  expect([0, 1010]).toContain(win);
  const after = await balanceOf();
  expect(after).toBe(before - 1000 + win);
  expect(round?.balance).toBe(after);

  // The same round id again (a retried request): the first answer, and the wallet does not move.
  const token = new URL(url ?? '', 'http://x').searchParams.get('token');
  const replay = await page.request.post('/sandbox-games/api/round', { data: { token, round_id: round?.round_id, bet: 1000, cashout: '1.01' } });
  expect(((await replay.json()) as { data: { replayed: boolean; win: number } }).data).toMatchObject({ replayed: true, win });
  expect(await balanceOf()).toBe(after);

  // The revealed seed matches the hash shown before the round, and the check page recomputes the crash point.
  await expect(game.locator('#last-hash')).toHaveText(committed);
  const crash = await game.locator('#crash').getAttribute('data-crash');
  const [verify] = await Promise.all([context.waitForEvent('page'), game.locator('#verify-link').click()]);
  await expect(verify.locator('#out-match')).toHaveText('Хеш совпадает ✓');
  await expect(verify.locator('#out-outcome')).toContainText(`Ракета взорвалась на ${(Number(crash) / 100).toFixed(2)}x`);

  const history = await page.request.get('/api/games.getHistory?v=2.34&locale=ru');
  const items = ((await history.json()) as { data: { items: { round_id: string; game: { name: string } }[] } }).data.items;
  expect(items[0]).toMatchObject({ round_id: round?.round_id, game: { name: 'Ракета' } });
});
