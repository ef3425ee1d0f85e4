/**
 * Contract (issue 19 defect 10): what caches may keep. `/oauth/*` answers set the session cookie and are never
 * stored; public CMS reads may be kept a minute by any cache, then revalidated by ETag; the CMS's answers to its
 * editor (a bearer token, the Strapi auth routes) and its refusals are never stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, type TestClient } from '../test-transport.ts';

let client: TestClient;
beforeEach(() => {
  client = createTestClient();
});

describe('Cache-Control of the social sign-in and the CMS', () => {
  it('/oauth/* answers are no-store, the page, the script and the callback alike', async () => {
    const callback = await client.fetch('/oauth/callback', {
      method: 'POST',
      body: new URLSearchParams({ service: 'google', email: 'social.player@sandbox.test', redirect_url: '/', type_auth: 'login' }),
    });
    expect(callback.status).toBe(200);
    expect(callback.headers.get('set-cookie')).toContain('sid=');
    expect(callback.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/oauth/init?service=google&redirect_url=%2F', '/oauth/init?service=unknown', '/oauth/done.js']) {
      expect((await client.fetch(path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('public CMS reads are cacheable for a minute, then revalidated with an ETag', async () => {
    const first = await client.fetch('/cms/api/settings-seo?locale=ru');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await client.fetch('/cms/api/settings-seo?locale=ru', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const other = await client.fetch('/cms/api/settings-seo?locale=uz', { headers: { 'if-none-match': etag ?? '' } });
    expect(other.status).toBe(200);
  });

  it('the CMS’s answers to its editor and its refusals are never stored', async () => {
    const login = await client.fetch('/cms/api/auth/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'editor@sandbox.test', password: 'Sandbox123' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { jwt } = (await login.json()) as { jwt: string };
    const authorised = await client.fetch('/cms/api/settings-seo', { headers: { authorization: `Bearer ${jwt}` } });
    expect(authorised.status).toBe(200);
    expect(authorised.headers.get('cache-control')).toBe('private, no-store');
    expect((await client.fetch('/cms/api/no-such-collection')).headers.get('cache-control')).toBe('no-store');
  });
});
