/**
 * Issue 13 part 2, the sandbox's shell transform and hints: the CMS boot URLs it inlines are the app's own, the block
 * cannot end early whatever the CMS holds, the hero preload names the image the carousel shows, and the Link headers
 * name the entry and the route's chunks.
 */
import { describe, expect, it } from 'vitest';
import { BOOT_READS } from '../../src/cms/schemas.ts';
import { cmsUrl } from '../../src/cms/client.ts';
import { BANNER_SIZES as APP_BANNER_SIZES } from '../../src/features/home/banner-carousel.tsx';
import { BANNER_SIZES, CMS_BOOT_URLS, firstScreenTransform, heroImages, jsonForScript, preloadLinks } from './first-screen.ts';

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
      { url: '/b/12-735x240.svg', width: 735, media: '(min-width: 768px)' },
      { url: '/b/12-360x520.svg', width: 360, media: '(max-width: 767px)' },
    ]);
    const swapped = { data: { id: 1, attributes: { imageMappings: { banner: { image_735_240: 'mobile_image' } } } } };
    expect(heroImages(BANNERS, swapped)).toEqual([{ url: '/b/12-735x240.svg', width: 735, media: '(max-width: 767px)' }]);
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
    expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([expect.stringMatching(/^\/api\/banners\.get\?v=[\d.]+&locale=ru&count=10&fields=id%2Cfinished_at%2Cdescription$/) as unknown]);
    expect(asked.filter((path) => path.startsWith('/cms/')).every((path) => path.endsWith('&locale=ru'))).toBe(true);
    const preload = html.indexOf('<link rel="preload" as="image"');
    const block = html.indexOf('<script type="application/json" id="omad-boot">');
    const entry = html.indexOf('<script type="module"');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(entry);
    expect(block).toBeLessThan(entry);
    expect(html).toContain('fetchpriority="high"');
    const json = /<script type="application\/json" id="omad-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const data = JSON.parse(json) as { locale: string; cms: Record<string, unknown>; api: Record<string, unknown> };
    expect(data.locale).toBe('ru');
    expect(Object.keys(data.cms).sort()).toEqual(Object.keys(CMS_BOOT_URLS).sort());
    expect(data.api['banners.get']).toEqual(BANNERS);
  });

  it('inlines no banners and no hero preload on other pages; leaves out what did not answer', async () => {
    const transform = firstScreenTransform({ fetch: (path) => Promise.resolve(new Response('{}', { status: path.includes('common') ? 500 : 200 })) });
    const html = await transform(SHELL, { url: 'https://omad.test/gamehall' });
    expect(html).not.toContain('rel="preload" as="image"');
    const data = JSON.parse(/id="omad-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { locale: string; cms: Record<string, unknown>; api: Record<string, unknown> };
    expect(data.locale).toBe('uz');
    expect(data.api).toEqual({});
    expect(data.cms).not.toHaveProperty('common');
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

  it('preloads only the entry elsewhere', () => {
    expect(preloadLinks(manifest, '/profile')).toEqual(['</assets/index-abc.css>; rel=preload; as=style; crossorigin', '</assets/index-abc.js>; rel=modulepreload; crossorigin']);
  });
});
