/**
 * CMS switches that change what a player is offered (decision 027), set through the sandbox's test-mode admin
 * (mocks/cms/admin.ts) since the served page inlines the CMS boot data; the reset before each test restores the seed:
 * identity verification before any withdrawal, the bet history's exports, game search, and on wide screens the footer
 * with the CMS's footer logo.
 */
import { setCommon } from './cms-common.ts';
import { expect, signIn, test } from './fixtures.ts';

const WORDS = {
  uz: { prefix: '', verifyFirst: 'Pul yechishdan oldin shaxsingizni tasdiqlang.', verify: 'Shaxsni tasdiqlash', methods: 'Uzcard', exports: 'Eksport', search: "O'yin qidirish" },
  ru: { prefix: '/ru', verifyFirst: 'Чтобы выводить деньги, сначала подтвердите личность.', verify: 'Подтвердить личность', methods: 'Uzcard', exports: 'Выгрузка', search: 'Поиск игр' },
} as const;

for (const [locale, w] of Object.entries(WORDS) as [keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]][]) {
  test(`identity verification required for withdrawal: an unverified player is led to verification before any amount, a verified one withdraws (${locale})`, async ({ page }) => {
    await setCommon(page, locale, { identityVerification: { isEnabled: true, isRequiredForWithdrawal: true } });
    await signIn(page, 'new@sandbox.test');
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${w.prefix}/cashier/withdraw`);
    const notice = page.getByTestId('verify-first');
    await expect(notice).toHaveText(new RegExp(w.verifyFirst.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(notice.getByRole('link', { name: w.verify })).toHaveAttribute('href', `${w.prefix}/profile/verification`);
    await expect(page.locator('label[data-method="uzcard"]')).toHaveCount(0);

    // The verified seed player is offered the methods as before.
    await page.context().clearCookies();
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${w.prefix}/cashier/withdraw`);
    await expect(page.locator('label[data-method="uzcard"]')).toBeVisible();
    await expect(page.getByTestId('verify-first')).toHaveCount(0);
  });

  test(`the CMS switches the bet history's exports and game search off (${locale})`, async ({ page }) => {
    // Before the first start: the device keeps a started lobby's CMS settings for the next start (decision 015).
    const put = await page.request.put('/__sandbox/cms/search-config', { data: { locale, data: { isEnabled: false, types: ['all', 'casino', 'slot', 'live', 'fast'], minQueryLength: 3 } } });
    expect(put.ok(), await put.text()).toBe(true);
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${w.prefix}/profile/bets/history`);
    await expect(page.getByRole('link', { name: w.exports, exact: true })).toBeVisible();
    // (Game search's default, on, is seen by e2e/seo.spec.ts.)

    await setCommon(page, locale, { betHistory: { isEnabled: true, isExportEnabled: false } });
    await page.goto(`${w.prefix}/profile/bets/history`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: w.exports, exact: true })).toHaveCount(0);
    await page.goto(`${w.prefix}/gamehall`);
    await expect(page.locator('.game-tile').first()).toBeVisible();
    await expect(page.getByRole('button', { name: w.search, exact: true })).toHaveCount(0);
  });
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the footer shows the CMS footer logo', async ({ page }) => {
    await page.goto('/promotions');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Omad' }).locator('img')).toHaveAttribute('src', /logo-footer\.svg$/);
    await expect(footer).toContainText('18 yoshdan katta');
  });
});

test('phones have no footer: the bottom navigation holds the bottom of the screen', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
