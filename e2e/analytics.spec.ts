/**
 * SPEC §7 "Infrastructure calls": the /hit beacon fires once, 3 s after start (the page's clock is driven by
 * Playwright, no real wait), with the referer and the landing parameters, track_id of the td_ form rewritten
 * (decision 014) and nothing personal.
 */
import { expect, test } from './fixtures.ts';

type Hits = { count: number; last: Record<string, string> | null };

for (const locale of ['uz', 'ru'] as const) {
  const prefix = locale === 'ru' ? '/ru' : '';
  test(`(${locale}) the beacon fires once, 3 s after start, with the referer and the rewritten parameters`, async ({ page, request }) => {
    const hits = async (): Promise<Hits> => ((await (await request.get('/__sandbox/state/hits')).json()) as { data: Hits }).data;
    // The page's clock starts at INSTALLED and flows while the page loads (a slow load on a busy machine takes part of
    // the 3 s); the app starts after INSTALLED, so the beacon cannot fire before INSTALLED + 3 s on the page's clock.
    const INSTALLED = Date.parse('2026-11-24T08:00:00Z');
    const elapsed = async () => (await page.evaluate(() => Date.now())) - INSTALLED;
    await page.clock.install({ time: INSTALLED });
    await page.goto(`${prefix}/?utm_source=telegram&track_id=td_777abc&email=mehmon%40example.uz&utm_campaign=bahor`, { referer: 'https://t.me/omad_channel' });
    await expect(page.getByRole('banner')).toBeVisible();

    const loaded = await elapsed();
    if (loaded < 2_800) {
      await page.clock.runFor(2_800 - loaded);
      const early = await hits();
      // Read before the page's clock reached 3 s: nothing may have been sent yet.
      if ((await elapsed()) < 3_000) expect(early).toEqual({ count: 0, last: null });
    }

    // Past 3 s after the app started (it started before `loaded`).
    await page.clock.runFor(3_100);
    await expect.poll(async () => (await hits()).count).toBe(1);
    expect((await hits()).last).toEqual({ referer: 'https://t.me/omad_channel', utm_source: 'telegram', track_id: '777abc', td: '1', utm_campaign: 'bahor' });

    // Once per start: the rest of the visit sends no other.
    await page.clock.runFor(60_000);
    await page.getByRole('navigation').getByRole('link', { name: locale === 'ru' ? 'Акции' : 'Aksiyalar' }).click();
    await page.clock.runFor(10_000);
    expect((await hits()).count).toBe(1);
  });
}
