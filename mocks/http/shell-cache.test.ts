/**
 * The shell cache (shell-cache.ts) holds at most its bound, dropping the least recently used answer first,
 * keeps only answers marked as the shell, and treats an entry as stale on a new revision or once its time is up.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SHELL_CACHE_ENTRIES, createShellCache } from './shell-cache.ts';

function harness(maxEntries?: number) {
  let revision = 1;
  let clock = 1_000_000;
  let builds = 0;
  const cache = createShellCache({
    revision: () => String(revision),
    now: () => clock,
    origin: (c) => new URL(c.req.url).origin,
    variant: (c) => (new URL(c.req.url).searchParams.has('category') ? 'filtered' : ''),
    maxEntries,
    ttlMs: 10_000,
  });
  const app = new Hono();
  app.use('*', cache.middleware);
  app.get('/api/*', (c) => c.text(`api ${++builds}`));
  app.get('*', (c) => {
    builds += 1;
    cache.markShell(c, []);
    return c.html(`<p>${c.req.path} build ${builds}</p>`);
  });
  const get = async (path: string) => (await app.request(`http://omad.test${path}`)).text();
  return {
    cache,
    get,
    bump: () => (revision += 1),
    advance: (ms: number) => (clock += ms),
    get builds() {
      return builds;
    },
  };
}

describe('shell cache', () => {
  it('holds 500 answers by default', () => {
    expect(SHELL_CACHE_ENTRIES).toBe(500);
  });

  it('drops the least recently used answer beyond its bound', async () => {
    const h = harness(3);
    await h.get('/a');
    await h.get('/b');
    await h.get('/c');
    await h.get('/a'); // /a is now the most recently used
    await h.get('/d'); // drops /b
    expect(h.cache.stats).toEqual({ hits: 1, misses: 4, size: 3 });
    const builds = h.builds;
    await h.get('/a');
    await h.get('/c');
    await h.get('/d');
    expect(h.builds).toBe(builds);
    expect(await h.get('/b')).toBe(`<p>/b build ${builds + 1}</p>`);
    expect(h.cache.stats.size).toBe(3);
  });

  it('keeps one answer per variant of the query a transform reads, and ignores the rest of the query', async () => {
    const h = harness();
    expect(await h.get('/gamehall')).toBe('<p>/gamehall build 1</p>');
    expect(await h.get('/gamehall?utm_source=tg')).toBe('<p>/gamehall build 1</p>');
    expect(await h.get('/gamehall?category=2')).toBe('<p>/gamehall build 2</p>');
    expect(await h.get('/gamehall?category=2')).toBe('<p>/gamehall build 2</p>');
    expect(h.cache.stats).toEqual({ hits: 2, misses: 2, size: 2 });
  });

  it('keeps only answers marked as the shell', async () => {
    const h = harness();
    expect(await h.get('/api/x')).toBe('api 1');
    expect(await h.get('/api/x')).toBe('api 2');
    expect(h.cache.stats).toEqual({ hits: 0, misses: 0, size: 0 });
  });

  it('builds again on a new revision and once the time is up', async () => {
    const h = harness();
    expect(await h.get('/')).toBe('<p>/ build 1</p>');
    expect(await h.get('/')).toBe('<p>/ build 1</p>');
    h.bump();
    expect(await h.get('/')).toBe('<p>/ build 2</p>');
    h.advance(9_999);
    expect(await h.get('/')).toBe('<p>/ build 2</p>');
    h.advance(1);
    expect(await h.get('/')).toBe('<p>/ build 3</p>');
    h.advance(-60_000); // a reset clock: built "in the future", so stale
    expect(await h.get('/')).toBe('<p>/ build 4</p>');
  });
});
