/**
 * The frame's controls at the narrowest phone (360 px, `phone` project) and at laptop width (`desktop` project),
 * in both languages, as a guest and signed in (DESIGN.md "Frame"): every control of the header and the sidebar
 * is whole on screen, apart from the others, big enough to tap (WCAG 2.5.8: at least 24 x 24 px) and really
 * receives the tap at its centre; nothing widens the page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, isWide, openMenu, signIn, test } from './fixtures.ts';

interface Control {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** What the browser finds at the control's centre, when it is not the control itself. */
  covered?: string;
}

const MIN_TARGET = 24;

/** The visible links and buttons inside `root`, each scrolled into view in turn and hit-tested at its centre. */
async function controlsIn(root: Locator): Promise<Control[]> {
  // Finite animations (a popup sliding in) move controls; a loading skeleton's endless shimmer below the fold never ends.
  await root.evaluate((node) =>
    Promise.all(
      node.ownerDocument
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return root.evaluate((node) => {
    const describe = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() || element.tagName;
    const found: Control[] = [];
    for (const element of node.querySelectorAll('a[href], button')) {
      const first = element.getBoundingClientRect();
      // Not rendered (display: none) or visually hidden text.
      if (first.width <= 1 || first.height <= 1) continue;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = element.getBoundingClientRect();
      const hit = element.ownerDocument.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      const control: Control = { name: describe(element), x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      if (!hit || !element.contains(hit)) control.covered = hit ? describe(hit).slice(0, 40) : 'nothing';
      found.push(control);
    }
    return found;
  });
}

/** The same controls' boxes measured at one scroll position, so that every pair compares in one coordinate space. */
async function boxesIn(root: Locator): Promise<Control[]> {
  return root.evaluate((node) => {
    const describe = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() || element.tagName;
    const boxes: Control[] = [];
    for (const element of node.querySelectorAll('a[href], button')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      boxes.push({ name: describe(element), x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    }
    return boxes;
  });
}

function overlaps(a: Control, b: Control): boolean {
  // Half a pixel of tolerance for sub-pixel rounding of neighbouring borders.
  const slack = 0.5;
  return a.x + a.width - slack > b.x && b.x + b.width - slack > a.x && a.y + a.height - slack > b.y && b.y + b.height - slack > a.y;
}

async function expectWholeApartAndTappable(page: Page, root: Locator, where: string, expected: (string | RegExp)[]): Promise<void> {
  const controls = await controlsIn(root);
  const boxes = await boxesIn(root);
  const names = controls.map((control) => control.name);
  for (const name of expected) expect(names.some((found) => (typeof name === 'string' ? found === name : name.test(found))), `${where}: ${String(name)} among ${names.join(' | ')}`).toBe(true);
  // The screen's width, not the layout viewport's: on a phone a too-wide page widens the latter and zooms out.
  const width = page.viewportSize()!.width;
  const problems: string[] = [];
  for (const control of controls) {
    if (control.width < MIN_TARGET || control.height < MIN_TARGET) problems.push(`${control.name} is ${Math.round(control.width)}x${Math.round(control.height)} px`);
    if (control.x < 0 || control.x + control.width > width + 0.5) problems.push(`${control.name} sticks out of the ${width} px screen (x ${Math.round(control.x)}, width ${Math.round(control.width)})`);
    if (control.covered) problems.push(`${control.name} is covered at its centre by ${control.covered}`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlaps(boxes[i]!, boxes[j]!)) problems.push(`${boxes[i]!.name} overlaps ${boxes[j]!.name}`);
    }
  }
  expect(problems, where).toEqual([]);
}

const LOCALES = [
  { code: 'uz', home: '/', heading: 'Xush kelibsiz!', menu: 'Menyu', language: 'Til', signIn: 'Kirish', logout: 'Chiqish', deposit: "To'ldirish", support: "Qo'llab-quvvatlash" },
  { code: 'ru', home: '/ru', heading: 'Добро пожаловать!', menu: 'Меню', language: 'Язык', signIn: 'Войти', logout: 'Выйти', deposit: 'Пополнить', support: 'Поддержка' },
] as const;

for (const words of LOCALES) {
  for (const signedIn of [false, true]) {
    test(`${words.code}, ${signedIn ? 'signed in' : 'guest'}: the header and sidebar controls are whole, apart and tappable`, async ({ page }) => {
      if (signedIn) {
        await signIn(page);
        await expect(page.getByTestId('balance-main')).toBeVisible();
      }
      await page.goto(words.home);
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
      if (signedIn) {
        // The balance is shown whole, never cut to an ellipsis.
        const balance = page.getByTestId('balance-main');
        await expect(balance).toContainText('1,000,000');
        expect(await balance.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      } else await expect(page.getByRole('banner').getByRole('button', { name: words.signIn, exact: true })).toBeVisible();

      // Nothing makes the page wider than the screen (a wider page zooms out and shifts every tap on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

      const banner = page.getByRole('banner');
      const account = signedIn ? [new RegExp(words.deposit)] : [words.signIn];
      if (isWide(page)) {
        // Laptop and wider: language switch and logout in the header, the sidebar a column without a second copy.
        await expect(banner.getByRole('button', { name: words.menu, exact: true })).toBeHidden();
        await expect(banner.getByRole('group', { name: words.language })).toBeVisible();
        await expect(page.getByRole('group', { name: words.language })).toHaveCount(1);
        await expect(page.getByRole('button', { name: words.logout, exact: true })).toHaveCount(signedIn ? 1 : 0);
        await expectWholeApartAndTappable(page, banner, 'header', ['Omad', /^UZ/, /^RU/, ...account, ...(signedIn ? [words.logout] : [])]);
        const column = page.getByRole('complementary').getByRole('navigation', { name: words.menu });
        await expect(column).toBeVisible();
        await expectWholeApartAndTappable(page, column, 'sidebar column', [words.support]);
        return;
      }

      // The bottom navigation's icons are drawn (inline SVG in currentColor), never emoji a phone's fonts may lack.
      const nav = page.locator('nav.bottom-nav');
      await expect(nav.locator('.bottom-nav__item')).toHaveCount(5);
      await expect(nav.locator('.bottom-nav__item svg')).toHaveCount(5);
      expect(await page.getByRole('banner').textContent()).not.toMatch(/\p{Extended_Pictographic}|☰/u);
      expect(await nav.textContent()).not.toMatch(/\p{Extended_Pictographic}|⌂/u);

      // Phones: logo, the balance chip with deposit (or the sign-in) and the menu; the rest is in the menu.
      await expect(banner.getByRole('group', { name: words.language })).toHaveCount(0);
      await expect(banner.getByRole('button', { name: words.logout, exact: true })).toHaveCount(0);
      await expectWholeApartAndTappable(page, banner, 'header', ['Omad', ...account, words.menu]);

      const menu = await openMenu(page);
      await expect(menu.getByRole('group', { name: words.language })).toBeVisible();
      await expect(menu.getByRole('button', { name: words.logout, exact: true })).toHaveCount(signedIn ? 1 : 0);
      await expectWholeApartAndTappable(page, menu, 'sidebar menu', [words.support, /^UZ/, /^RU/, ...(signedIn ? [words.logout] : [])]);
    });
  }
}
