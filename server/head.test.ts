import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildHead } from '../src/seo/head.ts';
import { matchPage } from '../src/seo/pages.ts';
import { applyPageHead, createHeadTransform, inlineScriptHashes } from './head.ts';

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
