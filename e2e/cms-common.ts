/** The CMS's `common` single type changed through the sandbox's test-mode admin (mocks/cms/admin.ts); the reset before each test restores the seed. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The query the first screen reads `common` with (mocks/http/first-screen.ts): every component populated. */
const COMMON_QUERY =
  'populate%5Blanguages%5D%5Bpopulate%5D=*&populate%5Blogos%5D%5Bpopulate%5D=*&populate%5BtwoFactor%5D=true&populate%5BidentityVerification%5D=true&populate%5BresponsibleGaming%5D=true&populate%5BbetHistory%5D=true&populate%5BnoticeBetting%5D=true&populate%5BclickableTitle%5D=true&populate%5Bvalidation%5D=true';

/** Changes some of `common`'s fields in one locale, the rest as they are (not the media ones, which stay the app's). */
export async function setCommon(page: Page, locale: 'uz' | 'ru', patch: Record<string, unknown>): Promise<void> {
  const current = await page.request.get(`/cms/api/common?${COMMON_QUERY}&locale=${locale}`);
  // Strapi 5's flat entry (the sandbox answers as Strapi 5 does); v4 wrapped the fields in `attributes`.
  const { data } = (await current.json()) as { data: Record<string, unknown> & { attributes?: Record<string, unknown> } };
  const attributes = data.attributes ?? data;
  const fields = Object.fromEntries(Object.entries(attributes).filter(([field]) => !['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'languages', 'logos'].includes(field)));
  const put = await page.request.put('/__sandbox/cms/common', { data: { locale, data: { ...fields, ...patch } } });
  expect(put.ok(), await put.text()).toBe(true);
}
