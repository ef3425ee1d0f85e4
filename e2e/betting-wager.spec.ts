/**
 * Betting-bonus wagering (decision 017): a real-money sports bet placed in the sandbox sportsbook moves the active
 * betting bonus's wagering bar on /profile/bonuses, and completing the requirement moves the bonus money to the main
 * balance. Numbers are language-independent, so one locale (uz) is enough here; the bonuses page's words are covered in
 * uz and ru by bonuses.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

interface Outcome { id: string; odds: number }

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The rest of the requirement, placed straight through the frame's API (what the frame's slip sends), from main. */
async function placeThroughFrameApi(page: Page, stake: number): Promise<void> {
  const launch = (await (await page.request.get('/sandbox-sportsbook/launch?lang=uz')).json()) as { data: { token: string } };
  const token = launch.data.token;
  const events = (await (await page.request.get(`/sandbox-sportsbook/api/events?token=${token}`, { headers: { Origin: 'null' } })).json()) as {
    data: { upcoming: { markets: { outcomes: Outcome[] }[] }[] };
  };
  const outcome = events.data.upcoming.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => candidate.odds >= 1.5 && candidate.odds < 10);
  if (!outcome) throw new Error('no pre-match outcome at the minimum odds');
  const answer = await page.request.post(`/sandbox-sportsbook/api/bet?token=${token}`, {
    headers: { Origin: 'null' },
    data: { token, key: 'e2e-wager-rest-01', type: 'single', stake, accept: 'none', source: 'main', selections: [{ id: outcome.id, odds: outcome.odds }] },
  });
  expect(answer.status()).toBe(200);
}

test('a real-money sports bet moves the betting bonus bar; completing it moves the bonus money to the main balance', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toBeVisible();
  await page.goto('/profile/bonuses');
  // The seeded player's betting bonus (mocks/README.md: id 6, 100,000 UZS, x5: 500,000 UZS to wager).
  await page.getByTestId('bonuses-available').locator('[data-bonus-id="6"]').getByRole('button', { name: 'Faollashtirish' }).click();
  await page.getByRole('dialog', { name: 'Bonusni tasdiqlang' }).getByRole('button', { name: 'Faollashtirish' }).click();
  const activated = page.getByTestId('betting-bonus-activated');
  await expect(activated).toBeVisible();
  await activated.getByRole('button', { name: 'Yopish' }).click();
  const card = page.getByTestId('bonuses-active').locator('[data-bonus-id="6"]');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // A 100,000 UZS single from the main balance at odds of at least 1.5, through the frame's slip.
  await page.goto('/betting');
  const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
  await expect(frame.locator('#app[data-ready="true"]')).toBeVisible();
  await frame.getByRole('button', { name: /Kutilmoqda/ }).click();
  const odds = frame.locator('.event').first().locator('.odd:not([disabled])');
  let picked = false;
  for (let at = 0; at < (await odds.count()) && !picked; at++) {
    if (Number((await odds.nth(at).locator('b').textContent()) ?? '0') >= 1.5) {
      await odds.nth(at).click();
      picked = true;
    }
  }
  expect(picked).toBe(true);
  await frame.locator('[data-source="main"]').click();
  await frame.locator('[data-preset="100000"]').click();
  await frame.getByRole('button', { name: 'Tikish qilish' }).click();
  await expect(frame.getByText('Tikish qabul qilindi')).toBeVisible();

  await page.goto('/profile/bonuses');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  const main = amountOf(await page.getByTestId('balance-main').textContent());

  // The other 400,000: the requirement is met, the bonus finishes and its 100,000 moves to main.
  await placeThroughFrameApi(page, 400_000);
  await page.reload();
  await expect(page.getByTestId('balance-main')).toHaveText(new RegExp((main - 400_000 + 100_000).toLocaleString('en-US')));
  await expect(page.locator('[data-bonus-id="6"]')).toHaveCount(0);
  await expect(page.getByTestId('balance-betting-bonus')).toHaveCount(0);
});
