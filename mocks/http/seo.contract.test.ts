/**
 * Contract (issue 18): what the sandbox serves through the edge's head module (server/head.ts), reading its own CMS and
 * its own platform API in-process as a deployment's edge reads its origin:
 * - `/sitemap.xml` lists every game of the catalogue, every running promotion and offer and every tournament, in uz and
 *   ru, each with its uz, ru and x-default alternates, at the urls the app links (a game's canonical with /platform),
 *   as well-formed XML;
 * - a game page's served head names the game in words (games.get by sysname, as the game page reads it), in uz and ru.
 * Unit tests of the same module with a fake origin: server/head.test.ts, server/sitemap.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';

// jsdom (a dev dependency without type declarations), in this file only: the sandbox itself runs in Node's environment.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } } };

/** The sitemap parsed as XML: jsdom throws on a document that is not well-formed. */
function xmlDocument(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

const dist = mkdtempSync(join(tmpdir(), 'seo-contract-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="uz"><head><meta charset="UTF-8" /><title>Omad</title></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ORIGIN = 'http://omad.test';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

async function data<T>(box: ReturnType<typeof createSandbox>, path: string): Promise<T> {
  const response = await box.app.request(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('sitemap.xml', () => {
  it('lists every game, promotion, offer and tournament of the sandbox in uz and ru with alternates, beside the public and CMS pages', async () => {
    const box = createSandbox({ testMode: true, distDir: dist });
    const response = await box.app.request(`${ORIGIN}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const document = xmlDocument(await response.text());
    const alternatesOf = new Map<string, Record<string, string>>();
    expect(document.documentElement.namespaceURI).toBe(SITEMAP);
    for (const url of document.documentElement.children) {
      const children = [...url.children];
      const loc = children.find((child) => child.namespaceURI === SITEMAP && child.localName === 'loc')?.textContent ?? '';
      const links = children.filter((child) => child.namespaceURI === XHTML && child.localName === 'link');
      alternatesOf.set(loc.replace(ORIGIN, ''), Object.fromEntries(links.map((link) => [link.getAttribute('hreflang') ?? '', (link.getAttribute('href') ?? '').replace(ORIGIN, '')])));
    }
    const listed = (path: string) => {
      const ru = path === '/' ? '/ru' : `/ru${path}`;
      expect(alternatesOf.get(path), path).toEqual({ uz: path, ru, 'x-default': path });
      expect(alternatesOf.get(ru), ru).toEqual({ uz: path, ru, 'x-default': path });
    };

    for (const path of ['/', '/promotions', '/tournaments', '/gamehall', '/about', '/faq']) listed(path);
    // The whole catalogue (paged through by the module), at the game's canonical url.
    const games = await data<{ total: number }>(box, '/api/games.get?v=2.34&options=%7B%22count%22%3A1%7D');
    expect(games.total).toBeGreaterThanOrEqual(5000);
    expect([...alternatesOf.keys()].filter((path) => path.startsWith('/platform/game/'))).toHaveLength(games.total);
    listed('/platform/game/omad-oltin-7');
    const offers = await data<{ items: { kind?: string; name: string | null; id: number }[] }>(box, '/api/campaigns.getoffers?v=2.34');
    expect(offers.items.length).toBeGreaterThan(1);
    for (const offer of offers.items) listed(`/${offer.kind === 'offer' ? 'offers' : 'promotions'}/${offer.name ?? String(offer.id)}`);
    listed('/promotions/xush-kelibsiz-100');
    const tournaments = await data<{ items: { name: string | null; id: number }[]; total: number }>(box, '/api/tournaments.get?v=2.34&count=50');
    expect(tournaments.items.length).toBe(tournaments.total);
    for (const tournament of tournaments.items) listed(`/tournaments/${tournament.name ?? String(tournament.id)}`);
    // Nothing private.
    expect([...alternatesOf.keys()].some((path) => /profile|cashier|forms/.test(path))).toBe(false);
    // One sitemap file holds at most 50,000 URLs.
    expect(alternatesOf.size).toBeLessThanOrEqual(50_000);
    // Rendering and parsing 10,000 URLs: seconds on a busy machine.
  }, 30_000);
});

describe("a game page's served head", () => {
  it('is titled with the game\'s name in words (the CMS title template), in uz and ru; Product JSON-LD too', async () => {
    const box = createSandbox({ testMode: true, distDir: dist });
    for (const [path, title, name] of [
      ['/game/omad-oltin-7', 'Oltin 7 — o‘ynash | Omad', 'Oltin 7'],
      ['/ru/game/omad-oltin-7', 'Золотая семёрка — играть | Omad', 'Золотая семёрка'],
      // Unknown game: the url's sysname, as before.
      ['/game/no-such-game', 'no-such-game — o‘ynash | Omad', undefined],
    ] as const) {
      const html = await (await box.app.request(`${ORIGIN}${path}`)).text();
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(title);
      const product = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? '') as { '@type': string; name?: string })
        .find((item) => item['@type'] === 'Product');
      if (name) expect(product?.name, path).toBe(name);
    }
  });
});
