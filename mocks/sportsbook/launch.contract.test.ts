/**
 * Contract (decision 029): the sandbox configures its book as an operator configures a provider. The CMS's common
 * `sportsbook` (read with the app's own query and schema) names the launch door; the door answers the app's launch
 * shape for the language, theme and odds format the app sends; in test mode the book's frame can be served from
 * another origin, which the app's CSP then frames and which lets the launching app frame it.
 */
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { flatten } from '../../src/cms/flatten.ts';
import { serializeCmsQuery } from '../../src/api/cms/query.ts';
import { BOOT_READS, CommonSettings } from '../../src/api/cms/collections.ts';
import { createTestClient, TEST_ORIGIN } from '../test-transport.ts';

const OTHER = 'http://127.0.0.1:9';

async function launchUrl(client: ReturnType<typeof createTestClient>): Promise<string> {
  const answer = await client.fetch(`/cms/api/common?${serializeCmsQuery({ ...BOOT_READS.common.query, locale: 'uz' })}`);
  const common = flatten(((await answer.json()) as { data: unknown }).data);
  assert(common, CommonSettings);
  expect(common.sportsbook).toMatchObject({ launchUrl: '/sandbox-sportsbook/launch', oddsFormat: 'decimal' });
  return common.sportsbook?.launchUrl ?? '';
}

async function launch(client: ReturnType<typeof createTestClient>, door: string, theme: string): Promise<{ token: string; url: string; signed_in: boolean }> {
  const answer = await client.fetch(`${door}?lang=ru&theme=${theme}&odds_format=decimal`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { token: string; url: string; signed_in: boolean } }).data;
}

describe('the sandbox book by configuration', () => {
  it("is launched through the CMS's launch URL, in the language and theme the app sends", async () => {
    const client = createTestClient();
    const door = await launchUrl(client);
    const guest = await launch(client, door, 'light');
    expect(guest.signed_in).toBe(false);
    expect(guest.url).toBe(`/sandbox-sportsbook/frame?token=${guest.token}&lang=ru&theme=light&excluded_countries=UZ&exclude_youth=1`);
    const page = await client.fetch(guest.url);
    expect(await page.text()).toContain('<html lang="ru" data-theme="light">');
    // On the app's own origin nothing extra is framed or allowed to frame.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://web.telegram.org;");
  });

  it('serves the frame from another origin when configured, and the CSPs follow on both sides', async () => {
    const client = createTestClient();
    const refused = await client.fetch('/__sandbox/config', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sportsbook_frame_origin: `${OTHER}/path` }) });
    expect(refused.status).toBe(422);
    const set = await client.fetch('/__sandbox/config', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sportsbook_frame_origin: OTHER }) });
    expect(set.status).toBe(200);
    const answer = await launch(client, await launchUrl(client), 'dark');
    expect(answer.url).toBe(`${OTHER}/sandbox-sportsbook/frame?token=${answer.token}&lang=ru&theme=dark&excluded_countries=UZ&exclude_youth=1`);
    expect((await client.fetch('/betting')).headers.get('content-security-policy')).toContain(`frame-src 'self' ${OTHER};`);
    const frame = await client.fetch(answer.url);
    expect(frame.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${TEST_ORIGIN} https://web.telegram.org`);
    // A frame page asked with a token nobody launched lets no one else frame it.
    const unknown = await client.fetch('/sandbox-sportsbook/frame?token=nobody&lang=uz');
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://web.telegram.org");
  });
});
