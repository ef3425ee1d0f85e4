/**
 * Contract: the site's public origin comes from configuration, never from a request header
 * (docs/decisions/024-sessions-and-public-origin.md). A request's X-Forwarded-Host, well-formed or not, changes
 * neither robots.txt's sitemap line nor the served page's canonical, never vouches for a cross-site POST, and never
 * turns an app page into a 500. SANDBOX_PUBLIC_ORIGIN sets the origin; a malformed value stops the sandbox at start-up.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, readConfig } from '../app.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';

const dist = mkdtempSync(join(tmpdir(), 'public-origin-contract-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="uz"><head><meta charset="UTF-8" /><title>Omad</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
});

const ADDRESSED = 'http://omad.test';

function sandbox(publicOrigin?: string): ReturnType<typeof createSandbox> {
  if (publicOrigin !== undefined) vi.stubEnv('SANDBOX_PUBLIC_ORIGIN', publicOrigin);
  return createSandbox({ testMode: true, distDir: dist });
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

function login(box: ReturnType<typeof createSandbox>, headers: Record<string, string>): Promise<Response> {
  const body = new URLSearchParams({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD });
  return Promise.resolve(box.app.request(`${ADDRESSED}/api/auth.login?v=2.34&locale=uz`, { method: 'POST', body, headers }));
}

const MALFORMED = ['bad host[', 'evil.example/path?x', 'a b', '%%%', 'evil.example:99999', '[::1', '', ' , ', 'a'.repeat(300)];

describe('X-Forwarded-Host is not trusted', () => {
  it('a malformed one gives no 500 on app pages, robots.txt or the sitemap', async () => {
    const box = sandbox();
    for (const host of MALFORMED) {
      for (const path of ['/', '/casino', '/ru/promotions', '/robots.txt']) {
        const response = await box.app.request(`${ADDRESSED}${path}`, { headers: { 'x-forwarded-host': host } });
        expect(response.status, `${path} with ${JSON.stringify(host)}`).toBe(200);
        await response.arrayBuffer();
      }
    }
  });

  it('a well-formed one is written neither into robots.txt nor into the canonical link', async () => {
    const box = sandbox();
    const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const robots = await (await box.app.request(`${ADDRESSED}/robots.txt`, { headers })).text();
    expect(robots).not.toContain('evil.example');
    expect(robots).toMatch(/^Sitemap: https:\/\/omad\.test\/sitemap\.xml$/m);
    const page = await (await box.app.request(`${ADDRESSED}/casino`, { headers })).text();
    expect(page).not.toContain('evil.example');
    expect(canonical(page)).toBe('https://omad.test/casino');
  });

  it('it does not pass the CSRF origin check', async () => {
    const box = sandbox();
    const forged = await login(box, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { type: string } }).error.type).toBe('AccessDeniedException');
  });
});

describe('SANDBOX_PUBLIC_ORIGIN', () => {
  it('is the origin of robots.txt, the canonical link and the sitemap, whatever the request says', async () => {
    const box = sandbox('https://omad.example');
    const headers = { 'x-forwarded-host': 'evil.example' };
    expect(await (await box.app.request(`${ADDRESSED}/robots.txt`, { headers })).text()).toMatch(/^Sitemap: https:\/\/omad\.example\/sitemap\.xml$/m);
    expect(canonical(await (await box.app.request(`${ADDRESSED}/casino`, { headers })).text())).toBe('https://omad.example/casino');
    const sitemap = await (await box.app.request(`${ADDRESSED}/sitemap.xml`, { headers })).text();
    expect(sitemap).toContain('<loc>https://omad.example/</loc>');
    expect(sitemap).not.toContain('evil.example');
  });

  it('a POST from the configured origin passes the CSRF check (behind a proxy that changes the host)', async () => {
    const box = sandbox('https://omad.example');
    expect((await login(box, { origin: 'https://omad.example' })).status).toBe(200);
    expect((await login(box, { origin: 'https://other.example', 'x-forwarded-host': 'other.example' })).status).toBe(403);
  });

  it('a value that is no origin stops the sandbox at start-up', () => {
    for (const value of ['omad.example', 'https://omad.example/app', 'ftp://omad.example', 'https://user:pw@omad.example', 'https://omad.example?x=1', 'https://', 'https://bad host']) {
      expect(() => readConfig({ SANDBOX_PUBLIC_ORIGIN: value }, false), value).toThrow(/SANDBOX_PUBLIC_ORIGIN/);
    }
    expect(readConfig({ SANDBOX_PUBLIC_ORIGIN: 'https://omad.example/' }, false).publicOrigin).toBe('https://omad.example');
    expect(readConfig({}, false).publicOrigin).toBeUndefined();
  });
});
