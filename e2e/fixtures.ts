/** Shared e2e fixtures: a fresh sandbox per test, typed sign-in, and a guard that fails on page errors and warnings. */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { prepareHost } from './hosts.ts';

export const PLAYER = { login: 'player@sandbox.test', password: 'Sandbox123' } as const;

export const test = base.extend<{ sandbox: undefined }>({
  sandbox: [
    async ({ request, page, serviceWorkers }, use, testInfo) => {
      const reset = await request.post('/__sandbox/reset');
      expect(reset.ok()).toBe(true);
      // ARCHITECTURE.md "Testing": the telegram and pwa projects run the same journeys in a mocked host.
      await prepareHost(page, testInfo.project.name);
      // Playwright blocks a worker by making its registration answer nothing, which no browser does: the app logs
      // that it has no offline shell and goes on online, as a test that blocks workers wants.
      if (serviceWorkers === 'block') allowConsoleWarning('[omad] service worker not registered');
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        // The browser itself logs every 4xx/5xx answer; those are expected in error journeys.
        if (message.type() === 'error' && !text.startsWith('Failed to load resource')) problems.push(`console.error: ${text}`);
        // The app reports the failures it survives with console.warn (SPEC §8: logged, defaults kept), so a warning
        // fails the journey that caused it as an error does (decision 031). Warnings not the app's are left out.
        if (message.type() === 'warning' && !isNoise(text)) problems.push(`${WARNING}${text}`);
      });
      await use(undefined);
      // A test that provokes an error or a warning on purpose names it (allowConsoleError, allowConsoleWarning);
      // nothing else may log one.
      const allowed = testInfo.annotations.filter((note) => note.type === ALLOW_CONSOLE_ERROR || note.type === ALLOW_CONSOLE_WARNING);
      // An allowed error never excuses a warning, nor the other way round.
      const excuses = (problem: string) =>
        allowed.some((note) => note.description && problem.startsWith(WARNING) === (note.type === ALLOW_CONSOLE_WARNING) && problem.includes(note.description));
      const unexpected = problems.filter((problem) => !excuses(problem));
      expect(unexpected, 'the page raised errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const ALLOW_CONSOLE_ERROR = 'allow-console-error';
const ALLOW_CONSOLE_WARNING = 'allow-console-warning';
const WARNING = 'console.warn: ';

/**
 * Lets the running test log one expected error. React 18 reports every error an error boundary catches with
 * console.error, production builds included (logCapturedError), so a journey that makes a page's code fail to
 * load on purpose sees that line even though the boundary shows the player a proper message.
 */
export function allowConsoleError(text: string): void {
  test.info().annotations.push({ type: ALLOW_CONSOLE_ERROR, description: text });
}

/**
 * Lets the running test log one expected warning: a journey that makes something fail on purpose (the API
 * offline, a broken CMS answer, a refused link) sees the app say so with console.warn (`[omad] …`, `[cms] …`),
 * and keep going (SPEC §8).
 */
export function allowConsoleWarning(text: string): void {
  test.info().annotations.push({ type: ALLOW_CONSOLE_WARNING, description: text });
}

/**
 * Warnings that are not the app's. In the journeys Chromium itself warns of nothing (no deprecated tag, no unused
 * preload); what is left is Playwright's own line when a test blocks service workers (`serviceWorkers: 'block'`).
 */
const NOISE: readonly RegExp[] = [/^Service Worker registration blocked by Playwright$/];

function isNoise(text: string): boolean {
  return NOISE.some((pattern) => pattern.test(text));
}

export async function signIn(page: Page, login: string = PLAYER.login, password: string = PLAYER.password): Promise<void> {
  await page.goto('/forms/sign_in');
  await page.getByLabel(/Email yoki telefon|Email или телефон/).fill(login);
  await page.getByLabel(/^(Parol|Пароль)$/).fill(password);
  await page.getByRole('button', { name: /^(Kirish|Войти)$/ }).click();
}

/** SPEC §9 laptop breakpoint: from here the sidebar is a column and the header carries the language switch and logout. */
export const WIDE_MIN_WIDTH = 992;

/** Whether the page runs at laptop width or wider (the `desktop` project, or a test's own viewport). */
export function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= WIDE_MIN_WIDTH;
}

/** Phones and tablets: opens the sidebar menu with the header's ☰ button and returns the menu dialog, shown. */
export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /^(Menyu|Меню)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^(Menyu|Меню)$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Where the language switch and logout are: in the header from laptop up, in the sidebar menu on phones and
 * tablets (opened here). Tests then look the controls up inside the returned locator.
 */
export async function accountControls(page: Page): Promise<Locator> {
  return isWide(page) ? page.getByRole('banner') : openMenu(page);
}

/**
 * Loyalty notices (src/features/session/notices/notice-area.tsx) sit above the bottom navigation for 5 s each and stay while
 * the mouse rests on them. A journey that earns a new player points (registration, a completed profile, a
 * confirmed contact, a level) raises several; before any action one of them covers, this closes it as a player
 * would. Playwright runs the handler whenever a notice is visible as an action starts or retries.
 */
export async function closeNoticesInTheWay(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByTestId('notice'),
    async (notice) => {
      // Under an open dialog (modal, on top) a notice is in nobody's way, and no player could reach it to close it.
      if ((await page.locator('dialog[open]').count()) > 0) return;
      await notice.getByRole('button', { name: /^(Bildirishnomani yopish|Закрыть уведомление)$/ }).click();
    },
    { noWaitAfter: true },
  );
}

/**
 * The player scrolls down, a screen at a time, until `target` shows: home's sections below the first screen load only
 * when scrolled near (decision 030).
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass();
}

/**
 * Waits until the page has run the work React queued after its last commit (its effects), through a task of the same
 * kind React's scheduler posts (a MessageChannel message, which Playwright's fake clock does not hold back). A test
 * that moves the page's fake clock right after a change shows must not move it before the app's timers are armed.
 */
export async function appSettled(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
  }
}
