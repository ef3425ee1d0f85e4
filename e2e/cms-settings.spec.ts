/**
 * SPEC §3 CMS feature settings and icons, as a phone player: the cashier inlines the payment methods' SVG
 * icons that the CMS gives by URL (sanitised: the sandbox's hostile icon loses its script and handlers), and the
 * CMS "clickable title" (decision 020) turns the home rails' titles into links to their full list. CMS values are
 * set through the sandbox's test-mode admin (mocks/cms/admin.ts), since the served page inlines the CMS boot data;
 * the reset before each test restores the seed.
 */
import type { Page } from '@playwright/test';
import { allowConsoleError, expect, signIn, test } from './fixtures.ts';

/** The query the first screen reads `common` with (mocks/http/first-screen.ts): every component populated. */
const COMMON_QUERY =
  'populate%5Blanguages%5D%5Bpopulate%5D=*&populate%5Blogos%5D%5Bpopulate%5D=*&populate%5BtwoFactor%5D=true&populate%5BidentityVerification%5D=true&populate%5BresponsibleGaming%5D=true&populate%5BbetHistory%5D=true&populate%5BnoticeBetting%5D=true&populate%5BclickableTitle%5D=true&populate%5Bsportsbook%5D=true&populate%5Bvalidation%5D=true';

async function setClickableTitle(page: Page, isEnabled: boolean): Promise<void> {
  const current = await page.request.get(`/cms/api/common?${COMMON_QUERY}&locale=uz`);
  const saved = ((await current.json()) as { data: Record<string, unknown> }).data;
  // The entry's own fields back as they are, the flag changed; not Strapi's bookkeeping fields, nor the media ones
  // (languages' icons, logos), which the admin takes in the seed's shape, not as read: left empty, the app keeps its own.
  const fields = Object.fromEntries(Object.entries(saved).filter(([field]) => !['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'languages', 'logos'].includes(field)));
  const put = await page.request.put('/__sandbox/cms/common', { data: { locale: 'uz', data: { ...fields, clickableTitle: { isEnabled } } } });
  expect(put.ok(), await put.text()).toBe(true);
}

test('the cashier shows the CMS payment icons inline in the text colour, the hostile one without its script', async ({ page }) => {
  // Chrome reports the hostile icon's handlers against the CSP while DOMPurify parses them in an inert document;
  // none of them runs (window.__hostileIcon stays unset below), as with the hostile CMS page of cms-pages.spec.ts.
  allowConsoleError('Executing inline event handler violates');
  await signIn(page);
  await expect(page.getByTestId('balance-main')).toBeVisible();
  await page.goto('/cashier/deposit');
  const card = page.locator('label[data-method="uzcard"] [data-inline-svg] svg');
  await expect(card).toBeVisible();
  expect(await card.locator('rect').getAttribute('stroke') ?? await card.getAttribute('stroke')).toBe('currentColor');
  const hostile = page.locator('label[data-method="humo"] [data-inline-svg]');
  await expect(hostile.locator('svg rect')).toBeVisible();
  const markup = await hostile.innerHTML();
  for (const threat of ['<script', 'onload', 'onclick', 'onerror', 'foreignObject', 'evil.example']) expect(markup).not.toContain(threat);
  expect(await page.evaluate(() => (window as { __hostileIcon?: unknown }).__hostileIcon)).toBeUndefined();
  // The icon takes the label's colour: its rect is painted with the span's computed colour.
  const [fill, color] = await hostile.evaluate((span) => [getComputedStyle(span.querySelector('rect') as Element).fill, getComputedStyle(span).color]);
  expect(fill).toBe(color);
});

test('with the CMS clickable title on, a home rail title is a link to its full list in the game hall', async ({ page }) => {
  // Set before the first visit: a later visit may get the shell (and its inlined CMS data) from the service worker.
  // Off, the title is a plain heading: src/features/casino/lobby/rail-head.test.tsx.
  await setClickableTitle(page, true);
  await page.goto('/');
  const title = page.locator('section.rail[aria-labelledby^="rail-"] h2 a').first();
  await expect(title).toBeVisible();
  const name = await title.innerText();
  await title.click();
  await expect(page).toHaveURL(/\/gamehall\?category=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});
