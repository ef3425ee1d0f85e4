import { accountControls, allowConsoleWarning, expect, PLAYER, signIn, test } from './fixtures.ts';

test.describe('a new player on a phone', () => {
  test('opens home, signs in, sees the balance and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Xush kelibsiz!' })).toBeVisible();
    await expect(page).toHaveTitle(/Omad/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz-Latn');

    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Kirish' }).click();
    await expect(page).toHaveURL(/\/forms\/sign_in$/);
    await signIn(page);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('balance-main')).toContainText('1,000,000');
    await expect(page.getByTestId('balance-main')).toContainText('UZS');
    // Home's own balances section (a leaderboard prize on the same page may show the same figure).
    await expect(page.getByRole('main').getByRole('region', { name: 'Balanslaringiz' }).getByText('1,000,000 UZS')).toBeVisible();

    // Phones: the logout sits in the sidebar menu (☰); from laptop up in the header.
    const controls = await accountControls(page);
    await controls.getByRole('button', { name: 'Chiqish' }).click();
    await expect(page.getByTestId('balance-main')).toHaveCount(0);
    // The menu closes with the logout and the player is on the index.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Kirish' })).toBeVisible();
    // SPEC §4: logout clears the player's data from storage.
    expect(await page.evaluate(() => localStorage.getItem('omad.balances'))).toBeNull();
  });

  test('a wrong password keeps what was typed and explains', async ({ page }) => {
    allowConsoleWarning('[omad] auth.login failed: http 401 AuthorizationException');
    await signIn(page, PLAYER.login, 'WrongPass1');
    await expect(page.getByRole('alert')).toContainText("Login yoki parol noto'g'ri");
    await expect(page.getByLabel('Email yoki telefon')).toHaveValue(PLAYER.login);
  });

  test('an empty form sends no request', async ({ page }) => {
    await page.goto('/forms/sign_in');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth.login')) calls++;
    });
    await page.getByRole('button', { name: 'Kirish' }).click();
    // SPEC §5: the CMS overrides the required message ("Maydonni to‘ldiring" in the sandbox CMS).
    await expect(page.getByText(/^Maydonni to.ldir/).first()).toBeVisible();
    expect(calls).toBe(0);
  });

  test('works in Russian under /ru', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    const controls = await accountControls(page);
    await controls.getByRole('group', { name: 'Язык' }).getByRole('button', { name: /UZ/ }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Xush kelibsiz!' })).toBeVisible();
    // The switch itself follows: Uzbek is now the pressed option, named in Uzbek.
    await expect(controls.getByRole('group', { name: 'Til' }).getByRole('button', { name: /UZ/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the banned account lands on the user-blocked page with its button to support', async ({ page }) => {
    await signIn(page, 'banned@sandbox.test');
    await expect(page.getByRole('heading', { name: 'Hisob bloklangan' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Qo'llab-quvvatlash" })).toHaveAttribute('href', '/support');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    allowConsoleWarning('[omad] Page not found');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Sahifa topilmadi' })).toBeVisible();
  });

  test('a guest opening the profile lands on the index with redirectUrl', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/\?redirectUrl=%2Fprofile$/);
  });

  test('with storage disabled (reading it throws, as in some web-views) the app still starts and signs in', async ({ page }, testInfo) => {
    // In Telegram the SDK finds a launch without Telegram's `signature` (as e2e/hosts.ts signs it) only in the tab's
    // storage (platform/telegram/host.ts readLaunch), so there the page runs as a plain browser page instead.
    test.skip(testInfo.project.name === 'telegram', 'the mocked launch carries no signature the SDK could read without storage');
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Xush kelibsiz!' })).toBeVisible();
    await signIn(page);
    await expect(page.getByTestId('balance-main')).toContainText('1,000,000');
  });
});
