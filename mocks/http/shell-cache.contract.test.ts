/**
 * Contract (issue 19): the app shell's finished answer is kept (mocks/http/shell-cache.ts). A repeated request is
 * answered from the cache with the same bytes and headers (CSP hashes, Link, encoding) without reading the CMS or the
 * API again; a test-mode CMS admin change, a reset or a moved sandbox clock shows on the next request; each origin,
 * path (and so locale) and encoding has its own answer; the visitor's cookie neither reaches the build nor splits it.
 * The bound (least recently used out) is shell-cache.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createSandbox } from '../app.ts';

const dist = mkdtempSync(join(tmpdir(), 'shell-cache-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="uz"><head><meta charset="UTF-8" /><title>Omad</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true }, 'src/i18n/ru.json': { file: 'assets/ru-def.js' } }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** One instant for the whole file: pages built a second apart on a busy machine must not differ by the wall clock. */
const NOW = Date.parse('2026-11-27T10:00:00Z');

function sandbox() {
  return createSandbox({ testMode: true, distDir: dist, now: () => NOW });
}

type Sandbox = ReturnType<typeof sandbox>;

const BR = { 'Accept-Encoding': 'br' };

async function shell(box: Sandbox, url: string, headers: Record<string, string> = BR) {
  const response = await box.app.request(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const html = response.status === 200 ? (encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString('utf8') : '';
  return { status: response.status, headers: Object.fromEntries(response.headers), bytes, html };
}

async function put(box: Sandbox, path: string, body: unknown) {
  const response = await box.app.request(`/__sandbox/cms${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

describe('the app shell cache', () => {
  it('answers a second identical request from the cache: same bytes and headers, no CMS or API read', async () => {
    const box = sandbox();
    const reads = vi.spyOn(box.app, 'request');
    const first = await shell(box, 'http://omad.test/');
    const readsForFirst = reads.mock.calls.length;
    expect(first.status).toBe(200);
    expect(first.html).toContain('id="omad-boot"');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(box.shellCache).toEqual({ hits: 0, misses: 1, size: 1 });

    const second = await shell(box, 'http://omad.test/');
    // The only app.request call is the test's own: the transforms read nothing.
    expect(reads.mock.calls.length).toBe(readsForFirst + 1);
    expect(box.shellCache).toEqual({ hits: 1, misses: 1, size: 1 });
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.headers).toEqual(first.headers);

    const revalidated = await box.app.request('http://omad.test/', { headers: { ...BR, 'If-None-Match': first.headers.etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(first.headers.etag);
    expect(revalidated.headers.get('content-security-policy')).toBe(first.headers['content-security-policy']);
  });

  it('shows a test-mode CMS admin change, and a reset, on the next request', async () => {
    const box = sandbox();
    const before = await shell(box, 'http://omad.test/');
    const code = '<script>document.documentElement.setAttribute("data-cache-test", "1")</script>';
    await put(box, '/meta-data-tool', { locale: 'uz', data: { customCode: [{ id: 9, name: 'cache-test', isEnabled: true, position: 'head', code }] } });
    const changed = await shell(box, 'http://omad.test/');
    expect(before.html).not.toContain('data-cache-test');
    expect(changed.html).toContain('data-cache-test');
    expect(changed.headers['content-security-policy']).not.toBe(before.headers['content-security-policy']);

    await put(box, '/pages/cache-page', { locale: 'uz', title: 'Kesh sahifasi', content: '<p>1</p>', seo: { title: 'Birinchi sarlavha', description: 'Tavsif' } });
    expect((await shell(box, 'http://omad.test/cache-page')).html).toContain('Birinchi sarlavha');
    await put(box, '/pages/cache-page', { locale: 'uz', title: 'Kesh sahifasi', content: '<p>2</p>', seo: { title: 'Ikkinchi sarlavha', description: 'Tavsif' } });
    expect((await shell(box, 'http://omad.test/cache-page')).html).toContain('Ikkinchi sarlavha');

    expect((await box.app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    const afterReset = await shell(box, 'http://omad.test/');
    expect(afterReset.html).not.toContain('data-cache-test');
    expect(afterReset.headers['content-security-policy']).toBe(before.headers['content-security-policy']);
  });

  it('builds again once the sandbox clock moved past the entry (the banner end times come from that clock)', async () => {
    const box = sandbox();
    await shell(box, 'http://omad.test/');
    await shell(box, 'http://omad.test/');
    expect(box.shellCache).toMatchObject({ hits: 1, misses: 1 });
    const moved = await box.app.request('/__sandbox/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_seconds: 60 }) });
    expect(moved.status).toBe(200);
    await shell(box, 'http://omad.test/');
    expect(box.shellCache).toMatchObject({ hits: 1, misses: 2 });
  });

  it('keeps its own answer per path, locale, host and encoding', async () => {
    const box = sandbox();
    const uz = await shell(box, 'http://omad.test/');
    const ru = await shell(box, 'http://omad.test/ru');
    const hall = await shell(box, 'http://omad.test/gamehall');
    const otherHost = await shell(box, 'http://other.test/');
    const plain = await shell(box, 'http://omad.test/', {});
    expect(box.shellCache).toEqual({ hits: 0, misses: 5, size: 5 });
    expect(uz.html).toMatch(/<html lang="uz-Latn"/);
    expect(ru.html).toMatch(/<html lang="ru"/);
    // The preloads are the path's own: the Russian page's name its dictionary (home's in its entry loader, decision 022).
    expect(ru.html).toContain('/assets/ru-def.js');
    expect(uz.html).not.toContain('/assets/ru-def.js');
    expect(hall.headers.link).toContain('rel=modulepreload');
    expect(hall.html).not.toBe(uz.html);
    expect(otherHost.html).toContain('http://other.test/');
    expect(uz.html).not.toContain('http://other.test/');
    expect(plain.headers['content-encoding']).toBe(undefined);
    expect(plain.html).toBe(uz.html);

    // Each is then answered from its own entry.
    expect((await shell(box, 'http://omad.test/ru')).html).toBe(ru.html);
    expect((await shell(box, 'http://other.test/')).html).toBe(otherHost.html);
    expect(box.shellCache).toEqual({ hits: 2, misses: 5, size: 5 });
  });

  it("never lets the visitor's cookie reach the build, and answers a visitor with a cookie from the shared entry", async () => {
    const box = sandbox();
    const reads = vi.spyOn(box.app, 'request');
    const withCookie = await shell(box, 'http://omad.test/', { ...BR, Cookie: 'sid=someone-else' });
    const transformReads = reads.mock.calls.slice(1);
    expect(transformReads.length).toBeGreaterThan(0);
    expect(transformReads.every(([, init]) => !new Headers(init?.headers).has('cookie'))).toBe(true);
    const guest = await shell(box, 'http://omad.test/');
    expect(guest.bytes.equals(withCookie.bytes)).toBe(true);
    expect(box.shellCache).toEqual({ hits: 1, misses: 1, size: 1 });
  });
});
