// @vitest-environment jsdom
/**
 * sitemap.xml (server/head.ts renderSitemap; issue 18): the public pages, the CMS pages and the platform's games,
 * promotions (and offers) and tournaments, each in uz and ru with its hreflang alternates, at canonical urls; well-formed
 * and escaped XML; the platform's lists read page by page as the app reads them; bounded; a failing read leaves its part
 * out (logged). The sandbox's own sitemap (5,000 games) is mocks/http/seo.contract.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderSitemap, SITEMAP_MAX_URLS, SITEMAP_PAGE_SIZES, type ApiFetch, type CmsFetch } from './head.ts';

/** The sitemap parsed as XML; a document that is not well-formed fails the test. */
function xmlDocument(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const ORIGIN = 'https://omad.example';

const cms: CmsFetch = (path) => {
  const url = new URL(path, ORIGIN);
  if (url.pathname === '/cms/api/pages') return Response.json({ data: [{ id: 1, attributes: { slug: 'about', title: 'Biz haqimizda' } }] });
  if (url.pathname === '/cms/api/settings-seo') return Response.json({ data: { id: 1, attributes: { disallowPatterns: ['/profile*', '/tournaments/hidden-*'] } } });
  return Response.json({ data: null });
};

interface Lists {
  games: number;
  offers?: object[];
  tournaments?: object[];
}

/** The platform's three list reads, paged by offset and count as the sandbox pages them. */
function platform(lists: Lists, overrides: Partial<Record<string, () => Response>> = {}) {
  return vi.fn<ApiFetch>((path) => {
    const url = new URL(path, ORIGIN);
    const operation = url.pathname.replace('/api/', '');
    const override = overrides[operation];
    if (override) return override();
    const page = (items: object[], offset: number, count: number) => Response.json({ data: { items: items.slice(offset, offset + count), total: items.length } });
    if (operation === 'games.get') {
      const { offset = 0, count = 10 } = JSON.parse(url.searchParams.get('options') ?? '{}') as { offset?: number; count?: number };
      const end = Math.min(lists.games, offset + count);
      const items = Array.from({ length: Math.max(0, end - offset) }, (_, index) => ({ sysname: `game-${String(offset + index)}`, name: `Game ${String(offset + index)}` }));
      return Response.json({ data: { items, total: lists.games } });
    }
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 10);
    if (operation === 'campaigns.getoffers') return page(lists.offers ?? [], offset, count);
    if (operation === 'tournaments.get') return page(lists.tournaments ?? [], offset, count);
    return new Response('no', { status: 404 });
  });
}

const OFFERS = [
  { id: 1, kind: 'promotion', name: 'xush-kelibsiz-100' },
  { id: 2, kind: 'offer', name: 'welcome100' },
  // No SEO name: its title as a slug, as the app links it (src/api/campaigns.ts offerAddressName).
  { id: 3, kind: 'promotion', name: null, description: { title: 'Juma & Shanba <bonus>' } },
];
const TOURNAMENTS = [
  { id: 7, name: 'yoz-kubogi' },
  { id: 8, name: null },
  { id: 9, name: 'hidden-cup' },
];

/** The sitemap parsed as XML (jsdom throws on a document that is not well-formed): each url's loc and alternates. */
function parse(xml: string) {
  const document = xmlDocument(xml);
  expect(document.documentElement.localName).toBe('urlset');
  const urls = [...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    ),
  }));
  return { urls, locs: urls.map((url) => url.loc.replace(ORIGIN, '')) };
}

describe('renderSitemap', () => {
  it('(the XML check itself fails a document that is not well-formed)', () => {
    expect(() => xmlDocument('<urlset><url><loc>a & b</loc></urlset>')).toThrow();
  });

  it('lists games, promotions, offers and tournaments beside the public and CMS pages, in uz and ru, each with uz, ru and x-default alternates', async () => {
    const api = platform({ games: 3, offers: OFFERS, tournaments: TOURNAMENTS });
    const { urls, locs } = parse(await renderSitemap({ cms, api, log: () => undefined }, ORIGIN));
    for (const path of ['/', '/promotions', '/tournaments', '/about']) {
      expect(locs).toContain(path);
      expect(locs).toContain(path === '/' ? '/ru' : `/ru${path}`);
    }
    const expected = [
      // A game at its canonical url (SPEC §9: /platform inserted after the locale prefix), as its head's canonical.
      '/platform/game/game-0',
      '/platform/game/game-2',
      '/promotions/xush-kelibsiz-100',
      '/offers/welcome100',
      '/promotions/juma-shanba-bonus',
      '/tournaments/yoz-kubogi',
      '/tournaments/8',
    ];
    for (const path of expected) {
      const uz = `${ORIGIN}${path}`;
      const ru = `${ORIGIN}/ru${path}`;
      for (const loc of [uz, ru]) expect(urls.find((url) => url.loc === loc)?.alternates, loc).toEqual({ uz, ru, 'x-default': uz });
    }
    // The CMS's disallowed patterns leave platform pages out too.
    expect(locs.some((path) => path.includes('hidden-cup'))).toBe(false);
    expect(locs.filter((path) => path.includes('/game/'))).toHaveLength(6);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('escapes what it writes: a name the platform gives cannot break the XML', async () => {
    const api = platform({ games: 0, offers: [{ id: 4, kind: 'promotion', name: 'a&b<c>"\'' }], tournaments: [{ id: 5, name: ']]><x>' }] });
    const xml = await renderSitemap({ cms, api, log: () => undefined }, ORIGIN);
    const { locs } = parse(xml);
    expect(locs).toContain(`/promotions/${encodeURIComponent('a&b<c>"\'')}`);
    expect(locs).toContain(`/ru/tournaments/${encodeURIComponent(']]><x>')}`);
    expect(xml).not.toMatch(/<x>|<c>/);
  });

  it('asks the platform as the app does and pages through the games list with its page size', async () => {
    const api = platform({ games: 450, offers: OFFERS, tournaments: TOURNAMENTS });
    const { locs } = parse(await renderSitemap({ cms, api }, ORIGIN));
    expect(locs.filter((path) => path.startsWith('/platform/game/'))).toHaveLength(450);
    const asked = api.mock.calls.map(([path]) => new URL(path, ORIGIN));
    const games = asked.filter((url) => url.pathname === '/api/games.get').map((url) => JSON.parse(url.searchParams.get('options') ?? '') as unknown);
    expect(games).toEqual([0, 200, 400].map((offset) => ({ offset, count: SITEMAP_PAGE_SIZES.games, fields: ['sysname'] })));
    const offers = asked.find((url) => url.pathname === '/api/campaigns.getoffers');
    expect(Object.fromEntries(offers?.searchParams ?? [])).toEqual({ v: '2.34', locale: 'uz', offset: '0', count: '100', fields: 'description' });
    expect(asked.find((url) => url.pathname === '/api/tournaments.get')?.searchParams.get('count')).toBe(String(SITEMAP_PAGE_SIZES.tournaments));
  });

  it('stays within one sitemap file (50,000 URLs) and says what it left out, even if the platform never ends its list', async () => {
    const log = vi.fn();
    // A platform that ignores offset and count and claims a million games.
    const endless = platform({ games: 0 }, { 'games.get': () => Response.json({ data: { items: Array.from({ length: 200 }, (_, index) => ({ sysname: `g-${String(index)}`, name: 'G' })), total: 1_000_000 } }) });
    const xml = await renderSitemap({ cms, api: endless, log }, ORIGIN);
    const reads = endless.mock.calls.filter(([path]) => path.startsWith('/api/games.get')).length;
    expect(reads).toBeLessThanOrEqual(Math.ceil(SITEMAP_MAX_URLS / 2 / SITEMAP_PAGE_SIZES.games));
    expect((xml.match(/<url>/g) ?? []).length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[sitemap\] \d+ games left out: one sitemap file holds at most 50000 URLs$/));
  });

  it('a read that fails leaves its part out (logged); the rest is listed', async () => {
    const log = vi.fn();
    const api = platform(
      { games: 3, offers: OFFERS, tournaments: TOURNAMENTS },
      {
        'games.get': () => new Response('down', { status: 503 }),
        'tournaments.get': () => {
          throw new Error('connection refused');
        },
      },
    );
    const { locs } = parse(await renderSitemap({ cms, api, log }, ORIGIN));
    expect(locs).toContain('/promotions/xush-kelibsiz-100');
    expect(locs).toContain('/about');
    expect(locs.some((path) => path.includes('/game/') || path.includes('/tournaments/'))).toBe(false);
    expect(log).toHaveBeenCalledWith('[sitemap] games.get not loaded, left out: HTTP 503');
    expect(log).toHaveBeenCalledWith('[sitemap] tournaments.get not loaded, left out: connection refused');
    // An answer that does not fit the app's schema is a failure like any other.
    const bad = platform({ games: 0 }, { 'campaigns.getoffers': () => Response.json({ data: { items: [{ id: 'x' }] } }) });
    const noOffers = parse(await renderSitemap({ cms, api: bad, log }, ORIGIN));
    expect(noOffers.locs.some((path) => path.startsWith('/promotions/'))).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[sitemap] campaigns.getoffers not loaded, left out'));
  });

  it('without a platform (no `api`), lists the public and CMS pages only', async () => {
    const { locs } = parse(await renderSitemap({ cms }, ORIGIN));
    expect(locs).toContain('/ru/about');
    expect(locs.some((path) => /\/(game|promotions|tournaments|offers)\/./.test(path))).toBe(false);
  });
});
