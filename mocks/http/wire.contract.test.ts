/**
 * Contract of the sandbox's HTTP surface: the wire format of ARCHITECTURE.md, refusals of malformed and
 * hostile requests, session cookies, security headers, and CDN-like static serving.
 */
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/api/errors.ts';
import { createSandbox } from '../app.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { createTestClient, type TestClient } from '../test-transport.ts';
import { CONTENT_SECURITY_POLICY } from './security.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; " +
  "frame-ancestors 'self' https://web.telegram.org; object-src 'none'; base-uri 'none'; form-action 'self'";

const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c2b.js"></script></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
writeFileSync(join(dist, 'index.html'), INDEX);
/** The app shell as served: the build's index.html with the page's head from the CMS (server/head.ts) put in. */
function expectShell(html: string): void {
  expect(html).toMatch(/^<!doctype html><html lang="(uz-Latn|ru)"><head>/);
  expect(html).toContain('<script type="module" src="/assets/app-3f9a1c2b.js"></script>');
  expect(html.match(/<title data-omad-seo="">[^<]+<\/title>/g)).toHaveLength(1);
  expect(html).toMatch(/<\/body><\/html>$/);
}
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/app-3f9a1c2b.js'), SCRIPT);
writeFileSync(join(dist, 'assets/app-3f9a1c2b.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'assets/app-3f9a1c2b.js.gz'), gzipSync(SCRIPT));
writeFileSync(join(dist, 'assets/logo-a1b2c3d4.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
utimesSync(join(dist, 'index.html'), new Date('2025-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let client: TestClient;
beforeEach(() => {
  client = createTestClient({ distDir: dist });
});

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

async function login(headers: Record<string, string> = {}): Promise<Response> {
  return client.fetch('/api/auth.login?v=2.34&locale=uz', { method: 'POST', body: form({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }), headers });
}

async function errorOf(response: Response): Promise<{ type: string; message: string; code: number; error_data: unknown }> {
  const body = (await response.json()) as { error: { type: string; message: string; code: number; error_data: unknown } };
  return body.error;
}

describe('wire contract', () => {
  it('answers {"data": …} with Cache-Control: no-store', async () => {
    const response = await client.fetch('/api/account.getInfo?v=2.34&locale=uz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { uid: 0 } });
  });

  it('errors carry exactly type, message, code, error_data and the status of ERROR_STATUS, no stack', async () => {
    const response = await client.fetch('/api/account.getBalance?v=2.34');
    expect(response.status).toBe(ERROR_STATUS.AuthorizationException);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    const error = body.error as Record<string, unknown>;
    expect(Object.keys(error).sort()).toEqual(['code', 'error_data', 'message', 'type']);
    expect(error).toMatchObject({ type: 'AuthorizationException', error_data: {} });
    expect(typeof error.code).toBe('number');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('unknown operations are MethodNotFoundException 404', async () => {
    for (const path of ['/api/nope.nothing?v=2.34', '/api/cashbacks.nothing?v=2.34', '/api/getInfo?v=2.34', '/api/a.b.c?v=2.34', '/api/account.getInfo/extra?v=2.34']) {
      const response = await client.fetch(path);
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).type, path).toBe('MethodNotFoundException');
    }
    const post = await client.fetch('/api/bonuses.nothing?v=2.34', { method: 'POST', body: form({ bonus_id: '1' }) });
    expect(post.status).toBe(404);
  });

  it('looks operation names up case-insensitively (SPEC §7 spells some with capitals)', async () => {
    for (const name of ['account.getInfo', 'ACCOUNT.GETINFO', 'account.getinfo']) {
      expect((await client.fetch(`/api/${name}?v=2.34`)).status, name).toBe(200);
    }
    expect((await client.fetch('/api/account.getPersonalDataFields?v=2.34')).status).toBe(200);
  });

  it('requires the v query; validates locale and non_strict', async () => {
    expect(await errorOf(await client.fetch('/api/account.getInfo'))).toMatchObject({ type: 'InvalidRequestException' });
    expect(await errorOf(await client.fetch('/api/account.getInfo?v=latest'))).toMatchObject({ type: 'InvalidParameterException', error_data: { v: ['INVALID'] } });
    expect(await errorOf(await client.fetch('/api/account.getInfo?v=2.34&locale=en'))).toMatchObject({ type: 'InvalidParameterException', error_data: { locale: ['INVALID'] } });
    expect(await errorOf(await client.fetch('/api/account.getInfo?v=2.34&non_strict=yes'))).toMatchObject({ type: 'InvalidParameterException' });
    expect((await client.fetch('/api/account.getInfo?v=2.35&locale=ru&non_strict=1')).status).toBe(200);
  });

  it('refuses the wrong method, other methods, repeated fields and file uploads', async () => {
    expect(await errorOf(await client.fetch('/api/auth.login?v=2.34'))).toMatchObject({ type: 'InvalidRequestException' });
    const put = await client.fetch('/api/auth.login?v=2.34', { method: 'PUT', body: 'x' });
    expect(put.status).toBe(400);
    const repeated = new FormData();
    repeated.append('login', 'a@sandbox.test');
    repeated.append('login', 'b@sandbox.test');
    expect(await errorOf(await client.fetch('/api/auth.login?v=2.34', { method: 'POST', body: repeated }))).toMatchObject({ type: 'InvalidRequestException' });
    const upload = new FormData();
    upload.append('login', new Blob(['x']), 'x.txt');
    expect(await errorOf(await client.fetch('/api/auth.login?v=2.34', { method: 'POST', body: upload }))).toMatchObject({ type: 'InvalidParameterException', error_data: { login: ['INVALID'] } });
  });

  it('refuses malformed multipart and non-form bodies with InvalidRequestException', async () => {
    const malformed = await client.fetch('/api/auth.login?v=2.34', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=----sandbox' },
      body: '------sandbox\r\nContent-Disposition: form-data; name="login"\r\n\r\nno closing boundary',
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).type).toBe('InvalidRequestException');
    const noBoundary = await client.fetch('/api/auth.login?v=2.34', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect((await errorOf(noBoundary)).type).toBe('InvalidRequestException');
    const json = await client.fetch('/api/auth.login?v=2.34', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"login":"x"}' });
    expect((await errorOf(json)).type).toBe('InvalidRequestException');
  });

  it('refuses bodies over 64 KB, with or without Content-Length', async () => {
    const big = await client.fetch('/api/storage.set?v=2.34', { method: 'POST', body: form({ key: 'k', value: 'x'.repeat(70 * 1024) }) });
    expect(big.status).toBe(400);
    expect(await errorOf(big)).toMatchObject({ type: 'InvalidRequestException', message: expect.stringContaining('larger') as unknown });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 70; index++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await client.fetch('/api/storage.set?v=2.34', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(400);
    expect((await errorOf(streamed)).type).toBe('InvalidRequestException');
  });

  it('treats the literal form value null as no value (SPEC §3)', async () => {
    const response = await client.fetch('/api/auth.login?v=2.34', { method: 'POST', body: form({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD, code: 'null' }) });
    expect(await response.json()).toEqual({ data: 1 });
    const missing = await client.fetch('/api/auth.login?v=2.34', { method: 'POST', body: form({ login: 'null', password: 'null' }) });
    expect(await errorOf(missing)).toMatchObject({ type: 'InvalidParameterException', error_data: { login: ['REQUIRED'], password: ['REQUIRED'] } });
  });
});

describe('CSRF', () => {
  it('refuses a cross-site POST with 403 AccessDeniedException before touching state', async () => {
    const crossSite = await login({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).type).toBe('AccessDeniedException');
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    expect(client.jar.get('sid')).toBeUndefined();

    await login();
    const sid = client.jar.get('sid');
    const rename = (headers: Record<string, string>) =>
      client.fetch('/api/account.changefakename?v=2.34', { method: 'POST', body: form({ fakename: 'Hacked99' }), headers });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'http://sandbox.test.evil.example' }] as Record<string, string>[]) {
      const response = await rename(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await errorOf(response)).type).toBe('AccessDeniedException');
    }
    expect(client.jar.get('sid')).toBe(sid);
    const info = (await (await client.fetch('/api/account.getInfo?v=2.34')).json()) as { data: { fakename: string } };
    expect(info.data.fakename).toBe('Omadli');
  });

  it('lets same-origin and same-site POSTs through, also behind an HTTPS proxy', async () => {
    expect((await login({ origin: 'http://sandbox.test', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await login({ 'sec-fetch-site': 'same-site' })).status).toBe(200);
    expect((await login({ origin: 'https://sandbox.test', 'x-forwarded-proto': 'https' })).status).toBe(200);
    // Behind a proxy that changes the host, the public origin is configured (SANDBOX_PUBLIC_ORIGIN): public-origin.contract.test.ts.
  });
});

describe('session cookie', () => {
  it('is HttpOnly, Path=/, SameSite=Lax over plain HTTP', async () => {
    const cookie = (await login()).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('is SameSite=None; Secure; Partitioned when framed over HTTPS, Lax; Secure when not framed', async () => {
    const framed = (await login({ 'x-forwarded-proto': 'https', 'sec-fetch-dest': 'iframe' })).headers.get('set-cookie') ?? '';
    expect(framed).toContain('SameSite=None');
    expect(framed).toContain('Secure');
    expect(framed).toContain('Partitioned');
    expect(framed).toContain('HttpOnly');
    const https = (await login({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie') ?? '';
    expect(https).toContain('SameSite=Lax');
    expect(https).toContain('Secure');
    expect(https).not.toContain('Partitioned');
  });

  it('is SameSite=None; Secure; Partitioned for the API calls of an app framed over HTTPS (non_strict=1, Sec-Fetch-Dest empty)', async () => {
    const response = await client.fetch('/api/auth.login?v=2.34&locale=uz&non_strict=1', {
      method: 'POST',
      body: form({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }),
      headers: { 'x-forwarded-proto': 'https', 'sec-fetch-dest': 'empty' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Partitioned');
  });

  it('is rotated on login and cleared on logout; an unknown sid is a guest', async () => {
    await login();
    const first = client.jar.get('sid');
    await login();
    expect(client.jar.get('sid')).not.toBe(first);
    const stale = await client.fetch('/api/account.getInfo?v=2.34', { headers: { cookie: `sid=${first ?? ''}` } });
    expect(await stale.json()).toEqual({ data: { uid: 0 } });
    const logout = await client.fetch('/api/auth.logout?v=2.34', { method: 'POST' });
    expect(logout.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0/);
    expect(client.jar.get('sid')).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sets the CSP, nosniff and referrer policy on every kind of answer, and no X-Frame-Options', async () => {
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
    const answers = await Promise.all([
      client.fetch('/api/account.getInfo?v=2.34'),
      client.fetch('/api/nope.nothing?v=2.34'),
      client.fetch('/'),
      client.fetch('/assets/app-3f9a1c2b.js'),
      client.fetch('/assets/missing-00000000.js'),
      client.fetch('/hit'),
      client.fetch('/robots.txt'),
      login({ 'sec-fetch-site': 'cross-site' }),
    ]);
    for (const response of answers) {
      // The app shell adds the hashes of its CMS custom code to script-src (issue 18), nothing else.
      expect(response.headers.get('content-security-policy')?.replace(/ 'sha256-[A-Za-z0-9+/]+={0,2}'/g, ''), response.url).toBe(EXPECTED_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
  });
});

describe('static files', () => {
  it('serves index.html with no-cache and SPA fallback for client routes', async () => {
    for (const path of ['/', '/index.html', '/profile/settings', '/ru/gamehall?category=1']) {
      const response = await client.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectShell(await response.text());
    }
  });

  it('serves hashed assets immutable, precompressed as the client accepts', async () => {
    const asset = '/assets/app-3f9a1c2b.js';
    const br = await client.fetch(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));

    const gz = await client.fetch(asset, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await client.fetch(asset);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);

    const png = await client.fetch('/assets/logo-a1b2c3d4.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const svg = await client.fetch('/icon.svg');
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('revalidates with ETag (304) and answers HEAD without a body', async () => {
    const first = await client.fetch('/');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await client.fetch('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await client.fetch('/assets/app-3f9a1c2b.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await head.text()).toBe('');
  });

  it('answers 404 for missing files, compressed siblings and paths outside the build', async () => {
    for (const path of ['/assets/missing-00000000.js', '/assets/app-3f9a1c2b.js.br', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json', '/favicon.ico']) {
      expect((await client.fetch(path)).status, path).toBe(404);
    }
    // URL parsing folds dot segments: this is the client route /etc/passwd, answered with the app shell.
    expectShell(await (await client.fetch('/%2e%2e/%2e%2e/etc/passwd')).text());
  });
});

describe('infrastructure routes', () => {
  it('/hit answers a 1x1 gif and keeps only its own parameters, nothing else about the visitor', async () => {
    const response = await client.fetch('/hit?track_id=abc&seon_session=secret', { headers: { referer: 'http://sandbox.test/x', cookie: 'sid=x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 6).toString()).toBe('GIF89a');
    const hits = (await (await client.fetch('/__sandbox/state/hits')).json()) as { data: unknown };
    expect(hits.data).toEqual({ count: 1, last: { track_id: 'abc', seon_session: 'secret' } });
  });

  it('/robots.txt keeps crawlers out of the API', async () => {
    const response = await client.fetch('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain('Disallow: /api/');
  });

  it('/builds/latest.json: the build file when present, else a stable id', async () => {
    const derived = (await (await client.fetch('/builds/latest.json')).json()) as { id: string; timestamp: number };
    expect(derived.id).toMatch(/^[0-9a-f]{12}$/);
    expect(((await (await client.fetch('/builds/latest.json')).json()) as { id: string }).id).toBe(derived.id);
    mkdirSync(join(dist, 'builds'), { recursive: true });
    writeFileSync(join(dist, 'builds/latest.json'), JSON.stringify({ id: 'build-123', timestamp: 1736942400000 }));
    const response = await client.fetch('/builds/latest.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ id: 'build-123', timestamp: 1736942400000 });
    rmSync(join(dist, 'builds'), { recursive: true });
    const empty = createSandbox({ distDir: join(dist, 'does-not-exist') });
    const fallback = await empty.app.fetch(new Request('http://sandbox.test/builds/latest.json'));
    expect(await fallback.json()).toEqual({ id: 'sandbox', timestamp: 0 });
  });

  it('/__sandbox/reset restores the seed, and exists only in test mode', async () => {
    await login();
    await client.fetch('/api/account.changefakename?v=2.34', { method: 'POST', body: form({ fakename: 'Changed1' }) });
    const reset = await client.fetch('/__sandbox/reset', { method: 'POST' });
    expect(await reset.json()).toEqual({ data: 1 });
    await login();
    const info = (await (await client.fetch('/api/account.getInfo?v=2.34')).json()) as { data: { fakename: string } };
    expect(info.data.fakename).toBe('Omadli');

    const production = createSandbox({ distDir: dist });
    const refused = await production.app.fetch(new Request('http://sandbox.test/__sandbox/reset', { method: 'POST' }));
    expect(refused.status).toBe(404);
    const state = await production.app.fetch(new Request('http://sandbox.test/__sandbox/state/hits'));
    expect(state.status).toBe(404);
  });
});
