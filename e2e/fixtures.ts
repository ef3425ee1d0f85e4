/** Shared e2e fixtures: a fresh sandbox per test, typed sign-in, and a guard that fails on page errors. */
import { test as base, expect, type Page } from '@playwright/test';
import { prepareHost } from './hosts.ts';

export const PLAYER = { login: 'player@sandbox.test', password: 'Sandbox123' } as const;

export const test = base.extend<{ sandbox: undefined }>({
  sandbox: [
    async ({ request, page }, use, testInfo) => {
      const reset = await request.post('/__sandbox/reset');
      expect(reset.ok()).toBe(true);
      // Issue 4: the telegram and pwa projects run the same journeys in a mocked host.
      await prepareHost(page, testInfo.project.name);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser itself logs every 4xx/5xx answer; those are expected in error journeys.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console.error: ${message.text()}`);
      });
      await use(undefined);
      expect(problems, 'the page raised errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, login: string = PLAYER.login, password: string = PLAYER.password): Promise<void> {
  await page.goto('/forms/sign_in');
  await page.getByLabel(/Email yoki telefon|Email или телефон/).fill(login);
  await page.getByLabel(/^(Parol|Пароль)$/).fill(password);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
}
