/**
 * Issue 18 part 6: the /hit beacon fires once, 3 s after start (the page's clock is driven by Playwright, no real
 * wait), with the referer and the landing parameters, track_id of the td_ form rewritten (decision 014) and nothing
 * personal.
 */
import { expect, test } from './fixtures.ts';

type Hits = { count: number; last: Record<string, string> | null };

for (const locale of ['uz', 'ru'] as const) {
  const prefix = locale === 'ru' ? '/ru' : '';
  test(`(${locale}) the beacon fires once, 3 s after start, with the referer and the rewritten parameters`, async ({ page, request }) => {
    const hits = async (): Promise<Hits> => ((await (await request.get('/__sandbox/state/hits')).json()) as { data: Hits }).data;
    await page.clock.install();
    await page.goto(`${prefix}/?utm_source=telegram&track_id=td_777abc&email=mehmon%40example.uz&utm_campaign=bahor`, { referer: 'https://t.me/omad_channel' });
    await expect(page.getByRole('banner')).toBeVisible();

    await page.clock.runFor(2_500);
    expect(await hits()).toEqual({ count: 0, last: null });

    await page.clock.runFor(600);
    await expect.poll(async () => (await hits()).count).toBe(1);
    expect((await hits()).last).toEqual({ referer: 'https://t.me/omad_channel', utm_source: 'telegram', track_id: '777abc', td: '1', utm_campaign: 'bahor' });

    // Once per start: the rest of the visit sends no other.
    await page.clock.runFor(60_000);
    await page.getByRole('navigation').getByRole('link', { name: locale === 'ru' ? 'Акции' : 'Aksiyalar' }).click();
    await page.clock.runFor(10_000);
    expect((await hits()).count).toBe(1);
  });
}
