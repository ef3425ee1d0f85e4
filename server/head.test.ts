import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildHead } from '../src/seo/head.ts';
import { matchPage } from '../src/seo/pages.ts';
import { applyPageHead, createHeadTransform, inlineScriptHashes, parsePublicOrigin, publicOriginFromEnv } from './head.ts';

const SHELL = '<!doctype html>\n<html lang="uz-Latn">\n<head>\n<meta charset="UTF-8" />\n<meta name="description" content="old" />\n<link rel="icon" href="/favicon.svg" />\n<title>Omad</title>\n<script type="module" src="/assets/index.js"></script>\n</head>\n<body class="x">\n<div id="root"></div>\n</body>\n</html>\n';

const model = buildHead({ origin: 'https://omad.example', path: '/', locale: 'ru', page: matchPage('/') });

describe('applyPageHead', () => {
  it('sets <html lang>, replaces the shell title, description and icon, and puts custom code at its positions once', () => {
    const html = applyPageHead(SHELL, {
      model,
      customCode: [
        { position: 'head', code: '<meta name="h">' },
        { position: 'bodyStart', code: '<i id="start"></i>' },
        { position: 'bodyEnd', code: '<i id="end">$&</i>' },
      ],
    });
    expect(html).toContain('<html lang="ru">');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).not.toContain('content="old"');
    expect(html).not.toContain('/favicon.svg');
    expect(html.indexOf('<meta name="h">')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<meta name="h">')).toBeGreaterThan(html.indexOf('<title'));
    expect(html).toMatch(/<body class="x">\s*<i id="start"><\/i>/);
    expect(html).toMatch(/<i id="end">\$&<\/i>\s*<\/body>/);
    expect(html.match(/id="end"/g)).toHaveLength(1);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts only', () => {
    const code = 'document.documentElement.dataset.x = "1"';
    const html = `<script src="/a.js"></script><script>${code}</script><script type="application/ld+json">{}</script><script type="module">m()</script>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(code), sha('m()')]);
  });
});

describe('createHeadTransform', () => {
  it('serves the shell with its defaults when the CMS fails, and logs it (SPEC §8)', async () => {
    const log = vi.fn();
    const transform = createHeadTransform({ cms: () => new Response('no', { status: 503 }), log });
    const html = await transform(SHELL, { url: 'https://omad.example/ru/promotions' });
    expect(html).toContain('<title data-omad-seo="">Omad</title>');
    expect(html).toContain('<link rel="canonical" href="https://omad.example/ru/promotions" data-omad-seo="">');
    expect(html).toContain('<html lang="ru">');
    expect(log).toHaveBeenCalled();
  });

  it('does not wait for a CMS that never answers', async () => {
    const transform = createHeadTransform({ cms: () => new Promise<Response>(() => undefined), timeoutMs: 20, log: () => undefined });
    expect(await transform(SHELL, { url: 'https://omad.example/' })).toContain('<title data-omad-seo="">Omad</title>');
  });
});

describe("a game page's served head", () => {
  /** A CMS with the game SEO entry of the sandbox's shape, and a title template. */
  const cms = (path: string): Response => {
    const url = new URL(path, 'https://cms.example');
    const locale = url.searchParams.get('locale');
    if (url.pathname === '/cms/api/settings-seo') return Response.json({ data: { id: 1, attributes: { titleTemplate: '%s | Omad' } } });
    if (url.pathname === '/cms/api/seos') {
      const seo = locale === 'ru' ? { title: '{name} — играть', product: { name: '{name}' } } : { title: '{name} — o‘ynash', product: { name: '{name}' } };
      return Response.json({ data: [{ id: 1, attributes: { url: '/game/{name}', seo } }] });
    }
    return Response.json({ data: null });
  };
  /** The platform's games.get as the app reads it: one game by sysname, its name in words in description.name. */
  const api = vi.fn((path: string): Response => {
    const url = new URL(path, 'https://omad.example');
    const { sysname } = JSON.parse(url.searchParams.get('options') ?? '{}') as { sysname?: string };
    const names: Record<string, string> = { uz: 'Oltin 7', ru: 'Золотая семёрка' };
    const items = sysname === 'omad-oltin-7' ? [{ sysname, name: 'Oltin 7', image_url: null, description: { name: names[url.searchParams.get('locale') ?? ''], img_288_192: null } }] : [];
    return Response.json({ data: { items, total: items.length } });
  });
  const product = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as { '@type': string; name?: string }).find((data) => data['@type'] === 'Product');
  const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

  it("titles the page and its Product JSON-LD with the game's name in words, read by sysname as the app reads it, in uz and ru", async () => {
    const transform = createHeadTransform({ cms, api, log: () => undefined });
    const uz = await transform(SHELL, { url: 'https://omad.example/game/omad-oltin-7' });
    expect(title(uz)).toBe('Oltin 7 — o‘ynash | Omad');
    expect(product(uz)?.name).toBe('Oltin 7');
    const ru = await transform(SHELL, { url: 'https://omad.example/ru/game/omad-oltin-7' });
    expect(title(ru)).toBe('Золотая семёрка — играть | Omad');
    expect(product(ru)?.name).toBe('Золотая семёрка');
    expect(ru).toContain('<link rel="canonical" href="https://omad.example/ru/platform/game/omad-oltin-7" data-omad-seo="">');
    // The app's own read (src/api/games.ts games.get): /api/games.get with v, the page's locale and the options as JSON.
    const asked = new URL(api.mock.calls.at(-1)?.[0] ?? '', 'https://omad.example');
    expect(asked.pathname).toBe('/api/games.get');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ v: '2.34', locale: 'ru', options: JSON.stringify({ sysname: 'omad-oltin-7', count: 1 }) });
  });

  it('keeps the sysname for an unknown game, and for a platform that fails (logged) or is not given', async () => {
    const log = vi.fn();
    expect(title(await createHeadTransform({ cms, api, log })(SHELL, { url: 'https://omad.example/game/no-such-game' }))).toBe('no-such-game — o‘ynash | Omad');
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('games.get'));
    const failing = createHeadTransform({ cms, api: () => new Response('down', { status: 502 }), log });
    expect(title(await failing(SHELL, { url: 'https://omad.example/game/omad-oltin-7' }))).toBe('omad-oltin-7 — o‘ynash | Omad');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('games.get not loaded'));
    // Without a logger of its own the edge logs to the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(title(await createHeadTransform({ cms })(SHELL, { url: 'https://omad.example/game/omad-oltin-7' }))).toBe('omad-oltin-7 — o‘ynash | Omad');
    expect(warn.mock.calls.map((words) => words.join(' ')).join('\n')).toMatch(/not loaded/);
  });

  it('asks the platform nothing on other pages', async () => {
    api.mockClear();
    await createHeadTransform({ cms, api, log: () => undefined })(SHELL, { url: 'https://omad.example/promotions' });
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the public origin comes from configuration', () => {
  it('PUBLIC_ORIGIN must be an origin (scheme and host, no path); a missing or malformed one stops the edge at start-up', () => {
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: 'https://omad.example' })).toBe('https://omad.example');
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: 'https://omad.example:8443/' })).toBe('https://omad.example:8443');
    for (const value of [undefined, '', 'omad.example', 'https://omad.example/uz', 'javascript:alert(1)', 'https://bad host', 'https://a@omad.example']) {
      expect(() => publicOriginFromEnv({ PUBLIC_ORIGIN: value }), String(value)).toThrow(/PUBLIC_ORIGIN/);
    }
    expect(() => parsePublicOrigin('nope', 'X_ORIGIN')).toThrow(/X_ORIGIN/);
  });

  it('a request URL that does not parse serves the shell as it is, logged, never an error', async () => {
    const log = vi.fn();
    const cms = vi.fn(() => new Response('{}', { status: 500 }));
    const transform = createHeadTransform({ cms, log });
    await expect(transform(SHELL, { url: 'https://bad host[/casino' })).resolves.toBe(SHELL);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[head] not a URL'));
    expect(cms).not.toHaveBeenCalled();
  });
});
