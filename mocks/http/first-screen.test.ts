/**
 * Decision 015, the sandbox's shell transform and hints: the CMS boot URLs it inlines are the app's own, the block
 * cannot end early whatever the CMS holds, the hero preload names the image the carousel shows, and the Link headers
 * name the entry and the route's chunks.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BOOT_READS } from '../../src/api/cms/collections.ts';
import { cmsUrl } from '../../src/cms/client.ts';
import { CMS_ROOT_PATH } from '../../src/api/cms/query.ts';
import { BANNER_SIZES as APP_BANNER_SIZES } from '../../src/api/banners.ts';
import { categoryPageKey, FIRST_PAINT_ID as APP_FIRST_PAINT_ID } from '../../src/api/first-screen-shell.ts';
import { GAME_PAGE_SIZES, GAME_TILE_FIELDS } from '../../src/api/game-pages.ts';
import { BANNER_SIZES, CMS_BOOT_URLS, CMS_ROOT, ENTRY_LOADER, ENTRY_LOADER_MARK, FIRST_PAINT_ID, firstPaintMarkup, firstScreenHints, firstScreenTransform, firstScreenVariant, hallPageCount, heroImages, jsonForScript, preloadLinks } from './first-screen.ts';

const SHELL = '<!doctype html><html><head><meta charset="UTF-8" /><title>Omad</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const BANNERS = { data: { items: [{ id: 12, finished_at: null, description: { position: 1, image_735_240: '/b/12-735x240.svg', image_360_520: '/b/12-360x520.svg' } }], count: 1 } };

describe('first-screen shell transform', () => {
  it("inlines the app's own CMS boot reads", () => {
    const app = Object.fromEntries(Object.values(BOOT_READS).map((read) => [read.collection, cmsUrl(read.collection, { ...read.query })]));
    expect(CMS_BOOT_URLS).toEqual(app);
  });

  it("uses the carousel's sizes", () => {
    expect(BANNER_SIZES).toBe(APP_BANNER_SIZES);
  });

  it('escapes what would end the JSON block early', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it("preloads the first banner's phone and wide images, mapped by the CMS image keys", () => {
    expect(heroImages(BANNERS, undefined)).toEqual([
      { url: '/b/12-735x240.svg', width: 735, height: 240, media: '(min-width: 768px)' },
      { url: '/b/12-360x520.svg', width: 360, height: 520, media: '(max-width: 767px)' },
    ]);
    const swapped = { data: { id: 1, attributes: { imageMappings: { banner: { image_735_240: 'mobile_image' } } } } };
    expect(heroImages(BANNERS, swapped)).toEqual([{ url: '/b/12-735x240.svg', width: 735, height: 240, media: '(max-width: 767px)' }]);
  });

  it('puts the hero preload and the boot block before the entry script, for home in its locale', async () => {
    const asked: string[] = [];
    const transform = firstScreenTransform({
      fetch: (path) => {
        asked.push(path);
        const body = path.startsWith('/api/banners.get') ? BANNERS : { data: { id: 1, attributes: { title: '</script>' } } };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      },
    });
    const html = await transform(SHELL, { url: 'https://omad.test/ru' });
    expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([
      expect.stringMatching(/^\/api\/banners\.get\?v=[\d.]+&locale=ru&count=10&fields=id%2Cfinished_at%2Cdescription$/) as unknown,
      expect.stringMatching(/^\/api\/games\.getCategories\?v=[\d.]+&locale=ru$/) as unknown,
    ]);
    expect(asked.filter((path) => path.startsWith('/cms/')).every((path) => path.endsWith('&locale=ru'))).toBe(true);
    const preload = html.indexOf('<link rel="preload" as="image"');
    const block = html.indexOf('<script type="application/json" id="omad-boot">');
    const head = html.indexOf('</head>');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(head);
    expect(block).toBeLessThan(head);
    // Home with a first paint: the entry is started by the loader after it (decision 022), not by the head.
    expect(html).not.toContain('<script type="module"');
    const paint = html.indexOf(`<div id="${FIRST_PAINT_ID}"`);
    const loader = html.indexOf(`${ENTRY_LOADER_MARK} data-entry="/assets/index-abc.js">${ENTRY_LOADER}</script>`);
    expect(paint).toBeGreaterThan(head);
    expect(loader).toBeGreaterThan(paint);
    expect(loader).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('fetchpriority="high"');
    const json = /<script type="application\/json" id="omad-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const data = JSON.parse(json) as { locale: string; cms: Record<string, unknown>; api: Record<string, unknown> };
    expect(data.locale).toBe('ru');
    expect(Object.keys(data.cms).sort()).toEqual(Object.keys(CMS_BOOT_URLS).sort());
    expect(data.api['banners.get']).toEqual(BANNERS);
  });

  it("draws home's first paint at the start of the body: the first banner's phone image and its text, escaped", async () => {
    expect(FIRST_PAINT_ID).toBe(APP_FIRST_PAINT_ID);
    const hostile = { data: { items: [{ id: 12, finished_at: null, description: { position: 1, title: '<img src=x onerror=alert(1)>', subtitle: 'A & B', button_title: 'Olish', image_360_520: '/b/12-360x520.webp' } }], count: 1 } };
    const markup = firstPaintMarkup(hostile, undefined);
    expect(markup).toContain(`<div id="${FIRST_PAINT_ID}" class="first-paint" aria-hidden="true">`);
    expect(markup).toContain('<img src="/b/12-360x520.webp" srcset="/b/12-360x520.webp 360w"');
    expect(markup).toContain('width="360" height="520" alt="" fetchpriority="high"');
    expect(markup).toContain('<span class="first-paint__title">&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(markup).toContain('<span class="first-paint__subtitle">A &amp; B</span><span class="first-paint__button">Olish</span>');
    expect(markup).not.toContain('<img src=x');
    // The header's phone logo from the CMS, where the header puts it.
    // Strapi's media url is at the CMS's root (`/uploads/…`): the page finds it under /cms/, as the app does (src/cms/flatten.ts).
    const common = { data: { id: 1, attributes: { logos: { headerMobile: { data: { id: 2, attributes: { url: '/uploads/logo-m.svg' } } }, header: { data: null } } } } };
    expect(firstPaintMarkup(hostile, common)).toContain('<div class="first-paint__bar"><span class="first-paint__logo"><img src="/cms/uploads/logo-m.svg" alt="" height="32"></span></div>');
    // A Strapi 5 answer: flat entry, the file without a wrapper.
    const common5 = { data: { id: 1, documentId: 'c1', logos: { id: 1, headerMobile: null, header: { id: 3, documentId: 'f3', url: '/uploads/logo_a1b2c3d4e5.svg', mime: 'image/svg+xml' } } } };
    expect(firstPaintMarkup(hostile, common5)).toContain('<span class="first-paint__logo"><img src="/cms/uploads/logo_a1b2c3d4e5.svg" alt="" height="32"></span>');
    expect(CMS_ROOT).toBe(CMS_ROOT_PATH);
    expect(firstPaintMarkup(hostile, { data: { id: 1, attributes: { logos: { headerMobile: { data: { id: 2, attributes: { url: 'https://evil.example/x.svg' } } } } } } })).toContain('<div class="first-paint__bar"></div>');
    // With a wide image too, a wide screen (which hides the layer) asks for that one, as its carousel does.
    expect(firstPaintMarkup(BANNERS, undefined)).toContain(
      '<picture><source media="(min-width: 768px)" srcset="/b/12-735x240.svg 735w" sizes="(min-width: 1280px) 48vw, (min-width: 768px) 60vw, 72vw"><img src="/b/12-360x520.svg"',
    );
    // No phone image (only a wide one mapped), or no banner: nothing is drawn.
    expect(firstPaintMarkup(BANNERS, { data: { id: 1, attributes: { imageMappings: { banner: { image_735_240: 'desktop_image' } } } } })).toBe('');
    expect(firstPaintMarkup({ data: { items: [], count: 0 } }, undefined)).toBe('');

    const transform = firstScreenTransform({
      fetch: (path) => Promise.resolve(new Response(JSON.stringify(path.startsWith('/api/banners.get') ? hostile : {}), { status: 200 })),
    });
    const home = await transform(SHELL, { url: 'https://omad.test/' });
    expect(home.indexOf(`<div id="${FIRST_PAINT_ID}"`)).toBeGreaterThan(home.indexOf('<body>'));
    expect(home.indexOf(`<div id="${FIRST_PAINT_ID}"`)).toBeLessThan(home.indexOf('<div id="root">'));
    const hall = await transform(SHELL, { url: 'https://omad.test/gamehall' });
    expect(hall).not.toContain(FIRST_PAINT_ID);
    // Without a first paint the entry stays the head's own module script.
    expect(hall).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(hall).not.toContain(ENTRY_LOADER_MARK);
  });

  it("leaves the service worker's shell as built: it is kept until the next build", async () => {
    const reads: string[] = [];
    const transform = firstScreenTransform({ fetch: (path) => (reads.push(path), Promise.resolve(new Response('{"data":[]}'))) });
    expect(await transform(SHELL, { url: 'https://omad.test/index.html', search: '' })).toBe(SHELL);
    expect(reads).toEqual([]);
  });

  it('inlines no banners and no hero preload on other pages; leaves out what did not answer', async () => {
    const transform = firstScreenTransform({ fetch: (path) => Promise.resolve(new Response('{}', { status: path.includes('common') ? 500 : 200 })) });
    const html = await transform(SHELL, { url: 'https://omad.test/gamehall', search: '?category=2' });
    expect(html).not.toContain('rel="preload" as="image"');
    const data = JSON.parse(/id="omad-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { locale: string; cms: Record<string, unknown>; api: Record<string, unknown> };
    expect(data.locale).toBe('uz');
    expect(data.api).toEqual({});
    expect(data.cms).not.toHaveProperty('common');
  });
});

describe("the catalogue's categories", () => {
  const CATEGORIES = { data: { items: [{ id: 2, sysname: 'slots', name: 'Slotlar', icon: null, position: 1 }], count: 1 } };
  const withCategories = (body: unknown, asked: string[] = []) =>
    firstScreenTransform({
      fetch: (path) => {
        asked.push(path);
        return Promise.resolve(new Response(JSON.stringify(path.startsWith('/api/games.getCategories') ? body : { data: null }), { status: 200 }));
      },
    });
  const inlined = (html: string) => (JSON.parse(/id="omad-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { api: Record<string, unknown> }).api;

  it("come with home and the hall, filtered or not: home's rails start from them and the hall shows them as chips", async () => {
    const asked: string[] = [];
    const transform = withCategories(CATEGORIES, asked);
    for (const [url, search] of [['https://omad.test/', ''], ['https://omad.test/ru', ''], ['https://omad.test/gamehall', ''], ['https://omad.test/ru/gamehall', '?category=2']] as const) {
      expect(inlined(await transform(SHELL, { url, search }))['games.getCategories'], url + search).toEqual(CATEGORIES);
    }
    expect(asked.filter((path) => path.startsWith('/api/games.getCategories'))).toEqual([
      expect.stringMatching(/^\/api\/games\.getCategories\?v=[\d.]+&locale=uz$/) as unknown,
      expect.stringMatching(/locale=ru$/) as unknown,
      expect.stringMatching(/locale=uz$/) as unknown,
      expect.stringMatching(/locale=ru$/) as unknown,
    ]);
  });

  it("come with home's first rail: the first category by position, as many games as the CMS page size, under its key", async () => {
    const categories = { data: { items: [{ id: 4, sysname: 'live', name: 'Live', icon: null, position: 2 }, { id: 9, sysname: 'top', name: 'Top', icon: null, position: 1 }], count: 2 } };
    const rail = { data: { items: [{ id: 1, sysname: 'a', name: 'A', image_url: '/art/a.webp', description: null }], count: 1 } };
    const asked: string[] = [];
    const transform = firstScreenTransform({
      fetch: (path) => {
        asked.push(path);
        const body = path.startsWith('/api/games.getCategories')
          ? categories
          : path.startsWith('/api/games.get?')
            ? rail
            : path.includes('games-config')
              ? { data: { id: 1, attributes: { pageSize: 18, pageSizeMobile: 9 } } }
              : { data: null };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      },
    });
    const api = inlined(await transform(SHELL, { url: 'https://omad.test/ru', search: '' }));
    expect(api[categoryPageKey(9)]).toEqual(rail);
    expect(api).not.toHaveProperty('games.get');
    const games = asked.filter((path) => path.startsWith('/api/games.get?'));
    expect(games).toHaveLength(1);
    expect(JSON.parse(new URL(games[0] ?? '', 'https://omad.test').searchParams.get('options') ?? '{}')).toEqual({ category: 9, offset: 0, count: 18, fields: [...GAME_TILE_FIELDS] });
    // The hall has no rails: its first page is the plain list's.
    const hall = inlined(await transform(SHELL, { url: 'https://omad.test/gamehall', search: '' }));
    expect(Object.keys(hall).sort()).toEqual(['games.get', 'games.getCategories']);
  });

  it('are not read for other pages, nor inlined when the answer does not fit games.getCategories', async () => {
    const asked: string[] = [];
    const html = await withCategories(CATEGORIES, asked)(SHELL, { url: 'https://omad.test/cashier', search: '' });
    expect(inlined(html)).not.toHaveProperty('games.getCategories');
    expect(asked.some((path) => path.startsWith('/api/games.getCategories'))).toBe(false);
    const misfit = withCategories({ data: { items: [{ id: 'two' }] } });
    expect(inlined(await misfit(SHELL, { url: 'https://omad.test/gamehall', search: '' }))).not.toHaveProperty('games.getCategories');
    // Without categories home has no first rail to carry.
    const homeAsked: string[] = [];
    expect(Object.keys(inlined(await withCategories({ data: { items: 'none' } }, homeAsked)(SHELL, { url: 'https://omad.test/', search: '' })))).not.toContain(categoryPageKey(2));
    expect(homeAsked.some((path) => path.startsWith('/api/games.get?'))).toBe(false);
  });
});

describe("the plain hall's first page", () => {
  const game = (sysname: string, image: string | null) => ({ id: 1, sysname, name: sysname, image_url: image, description: null });
  const GAMES = { data: { items: [game('a', '/art/a.webp'), game('b', 'https://cdn.test/b.webp'), game('c', '//evil.test/c.webp'), game('d', '/art/d.webp')], count: 4 } };

  it('asks games.get as the hall does, with the larger CMS page size, and inlines the answer with its first row preloaded', async () => {
    const asked: string[] = [];
    const transform = firstScreenTransform({
      fetch: (path) => {
        asked.push(path);
        const body = path.startsWith('/api/games.get') ? GAMES : path.includes('games-config') ? { data: { id: 1, attributes: { pageSize: 20, pageSizeMobile: 9 } } } : { data: null };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      },
    });
    const html = await transform(SHELL, { url: 'https://omad.test/ru/gamehall' });
    const games = asked.find((path) => path.startsWith('/api/games.get'));
    const query = new URL(games ?? '', 'https://omad.test').searchParams;
    expect(query.get('locale')).toBe('ru');
    expect(JSON.parse(query.get('options') ?? '{}')).toEqual({ offset: 0, count: 20, fields: [...GAME_TILE_FIELDS] });
    const data = JSON.parse(/id="omad-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { api: Record<string, unknown> };
    expect(data.api['games.get']).toEqual(GAMES);
    // The first row (three on a phone): a protocol-relative address is not the site's and is not preloaded.
    expect(html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)).toEqual([
      '<link rel="preload" as="image" href="/art/a.webp" fetchpriority="high">',
      '<link rel="preload" as="image" href="https://cdn.test/b.webp" fetchpriority="high">',
    ]);
  });

  it("keys the shell on the hall's filter only", () => {
    expect(firstScreenVariant('/gamehall', '')).toBe('');
    expect(firstScreenVariant('/ru/gamehall', '?utm_source=tg')).toBe('');
    expect(firstScreenVariant('/gamehall', '?category=2')).toBe('filtered');
    expect(firstScreenVariant('/ru/gamehall', '?providers=a,b')).toBe('filtered');
    expect(firstScreenVariant('/', '?category=2')).toBe('');
  });

  it('takes SPEC §9 page sizes when the CMS gives none or nonsense, and never more than the platform serves', () => {
    expect(hallPageCount(undefined)).toBe(Math.max(GAME_PAGE_SIZES.pageSize, GAME_PAGE_SIZES.pageSizeMobile));
    expect(hallPageCount({ data: { pageSize: -3, pageSizeMobile: 1.5 } })).toBe(GAME_PAGE_SIZES.pageSize);
    expect(hallPageCount({ data: { pageSize: 5000 } })).toBe(300);
  });

  it('inlines nothing for a filtered hall or an answer that does not fit games.get', async () => {
    const transform = firstScreenTransform({
      fetch: (path) => Promise.resolve(new Response(JSON.stringify(path.startsWith('/api/games.get') ? { data: { items: 'none' } } : { data: null }), { status: 200 })),
    });
    for (const search of ['?providers=a', '']) {
      const html = await transform(SHELL, { url: 'https://omad.test/gamehall', search });
      expect(html).not.toContain('"games.get"');
      expect(html).not.toContain('rel="preload" as="image"');
    }
  });
});

describe('first-screen Link hints', () => {
  const manifest = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
    'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_shared.js'], css: ['assets/home-page-1.css'] },
    'src/features/casino/lobby/lobby-rails.tsx': { file: 'assets/lobby-rails-1.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    'src/i18n/ru.json': { file: 'assets/ru-1.js' },
  };

  it("preloads the entry, its stylesheet and home's chunks once each, and on /ru the Russian dictionary", () => {
    expect(preloadLinks(manifest, '/ru')).toContain('</assets/ru-1.js>; rel=modulepreload; crossorigin');
    expect(preloadLinks(manifest, '/')).not.toContain('</assets/ru-1.js>; rel=modulepreload; crossorigin');
    for (const path of ['/', '/ru']) {
      expect(preloadLinks(manifest, path).filter((link) => !link.includes('ru-1'))).toEqual([
        '</assets/index-abc.css>; rel=preload; as=style; crossorigin',
        '</assets/home-page-1.css>; rel=preload; as=style; crossorigin',
        '</assets/index-abc.js>; rel=modulepreload; crossorigin',
        '</assets/home-page-1.js>; rel=modulepreload; crossorigin',
        '</assets/shared-1.js>; rel=modulepreload; crossorigin',
        '</assets/lobby-rails-1.js>; rel=modulepreload; crossorigin',
      ]);
    }
  });

  it("gives home's entry loader the scripts instead of the header, and answers compressed", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'omad-hints-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = new Hono();
    app.use(firstScreenHints(dist));
    const loaderPage = `<html><head></head><body><div id="root"></div>${ENTRY_LOADER_MARK} data-entry="/assets/index-abc.js">${ENTRY_LOADER}</script></body></html>`;
    app.get('/ru', (c) => c.html(loaderPage));
    app.get('/profile', (c) => c.html('<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>'));

    const home = await app.request('/ru', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(home.headers.get('link')).toBe('</assets/index-abc.css>; rel=preload; as=style; crossorigin, </assets/home-page-1.css>; rel=preload; as=style; crossorigin');
    const html = gunzipSync(Buffer.from(await home.arrayBuffer())).toString('utf8');
    expect(html).toContain(
      `${ENTRY_LOADER_MARK} data-preload="/assets/index-abc.js /assets/ru-1.js /assets/home-page-1.js /assets/shared-1.js /assets/lobby-rails-1.js" data-entry="/assets/index-abc.js">${ENTRY_LOADER}</script>`,
    );

    // Uncompressed, the length said is the page's as given (the loader's list added).
    const plain = await app.request('/ru');
    const plainHtml = await plain.text();
    expect(plainHtml).toContain('data-preload="/assets/index-abc.js');
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(plainHtml));

    const profile = await app.request('/profile');
    expect(profile.headers.get('link')).toContain('</assets/index-abc.js>; rel=modulepreload; crossorigin');
    expect(await profile.text()).not.toContain('data-preload');
  });

  it('preloads only the entry elsewhere', () => {
    expect(preloadLinks(manifest, '/profile')).toEqual(['</assets/index-abc.css>; rel=preload; as=style; crossorigin', '</assets/index-abc.js>; rel=modulepreload; crossorigin']);
  });
});
