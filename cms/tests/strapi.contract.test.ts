/**
 * Contract: the app's own CMS reads (src/cms: the same collection, populate, filters and locale the app sends) against
 * the project's running Strapi 5 (cms/, seeded with the sandbox's content by cms/scripts/seed.mjs), every answer
 * flattened and validated by the app's schemas, and equal to what the sandbox CMS gives for the same read, so the app
 * looks the same against either (docs/decisions/028-strapi-cms.md). Strapi is started by cms/tests/strapi-server.ts.
 *
 * The app reaches the CMS under `/cms/` on its own origin; the transport here is that reverse proxy.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { Transport } from '../../src/api/client.ts';
import { CmsError, configureCms, fetchCollectionBody, getCollection, parseCollection } from '../../src/cms/client.ts';
import { SECONDARY_READS } from '../../src/api/cms/secondary-collections.ts';
import { loadSecondarySettings } from '../../src/cms/secondary-settings.ts';
import { loadCmsBanners, loadDomainSeo, loadPageSeo, loadWebSettings } from '../../src/cms/reads.ts';
import { BOOT_READS, PAGE_READS, type CmsRead } from '../../src/api/cms/collections.ts';
import type { CmsQuery } from '../../src/api/cms/query.ts';
import { loadCmsBoot } from '../../src/cms/boot-settings.ts';
import { cmsState, reset } from '../../src/stores/cms-store.ts';
import { authBannerView } from '../../src/features/auth/auth-popup/auth-banner.tsx';
import { loadSizedBanners } from '../../src/cms/srcsets.ts';
import { CMS_LOCALES, COLLECTION_TYPES, SINGLE_TYPES } from '../../mocks/cms/fixtures.ts';
import { cmsRoutes, cmsUploadRoutes } from '../../mocks/cms/routes.ts';

const origin = inject('strapiOrigin');

/** The deployment's reverse proxy: `/cms/…` on the app's origin is the CMS's root. */
function proxied(url: string): string {
  if (!url.startsWith('/cms/')) throw new Error(`Not a CMS path: ${url}`);
  return `${origin}${url.slice('/cms'.length)}`;
}

const strapiTransport: Transport = async (request) => {
  const response = await fetch(proxied(request.url), { headers: request.headers });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
};

/** The sandbox CMS, mounted as mocks/app.ts mounts it. */
const sandbox = new Hono();
sandbox.route('/cms/api', cmsRoutes());
sandbox.route('/cms/uploads', cmsUploadRoutes());
const sandboxTransport: Transport = async (request) => {
  const response = await sandbox.request(request.url, { headers: request.headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** The filters the app's per-page reads send (src/cms/reads.ts, src/features/content/content-page.tsx). */
const PER_PAGE_QUERY: Record<string, CmsQuery> = {
  seos: { filters: { url: { $in: ['/game/book-of-sandbox', '/game/{name}'] } } },
  'domain-seo': { filters: { host: { $eq: 'localhost' } } },
  pages: { filters: { slug: { $eq: 'faq' } } },
};

const READS = [...Object.values(BOOT_READS), ...Object.values(SECONDARY_READS), ...Object.values(PAGE_READS)] as CmsRead<unknown>[];

/** What differs between two CMS installs of the same content: database ids and timestamps. */
const BOOKKEEPING = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);

/**
 * The answer without its bookkeeping, each media url replaced by the digest of the file served there (a raster picture:
 * its format and size): Strapi stores an upload under a name of its own (`flag_uz_<random>.svg`), so the same file is
 * what must match, not its name.
 */
const RASTER = /\.(webp|png|jpe?g|avif)$/;

async function comparable(value: unknown, download: (url: string) => Promise<Response>): Promise<unknown> {
  if (typeof value === 'string' && value.startsWith('/cms/uploads/')) {
    const response = await download(value);
    expect(response.status, value).toBe(200);
    // The kind of file (image, audio…): servers name a WAV audio/wav or audio/wave.
    const kind = (response.headers.get('content-type') ?? '').split('/')[0];
    const bytes = Buffer.from(await response.arrayBuffer());
    // Strapi re-encodes a raster upload (its size optimisation): the same picture is the same format and size.
    if (RASTER.test(value)) {
      const { format, width, height } = await sharp(bytes).metadata();
      return `${kind} ${format} ${width}x${height}`;
    }
    return `${kind} ${createHash('sha256').update(bytes).digest('hex')}`;
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => comparable(item, download)));
  if (typeof value !== 'object' || value === null) return value;
  const entries = await Promise.all(
    Object.entries(value)
      .filter(([key]) => !BOOKKEEPING.has(key))
      .map(async ([key, item]) => [key, await comparable(item, download)] as const),
  );
  return Object.fromEntries(entries);
}

const fromStrapi = (url: string) => fetch(proxied(url));
const fromSandbox = async (url: string) => sandbox.request(url);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

async function read(transport: Transport, collection: string, query: CmsQuery): Promise<unknown> {
  configureCms({ baseUrl: '', transport, token: () => undefined });
  return fetchCollectionBody(collection, query);
}

describe('Strapi 5 answers the app reads', () => {
  it('has every collection the app reads and the sandbox serves', () => {
    expect(READS.map((entry) => entry.collection).sort()).toEqual([...SINGLE_TYPES, ...COLLECTION_TYPES].sort());
  });

  for (const locale of CMS_LOCALES) {
    for (const entry of READS) {
      it(`${entry.collection} (${locale}) fits the app's schema and equals the sandbox's`, async () => {
        const query = { ...entry.query, ...PER_PAGE_QUERY[entry.collection], locale };
        const body = await read(strapiTransport, entry.collection, query);
        // Strapi 5's shape: flat entries with a documentId, no attributes wrapper.
        const data = (body as { data: unknown }).data;
        const first: unknown = Array.isArray(data) ? (data as unknown[])[0] : data;
        expect(first).toHaveProperty('documentId');
        expect(first).not.toHaveProperty('attributes');

        const parsed = parseCollection(entry.collection, entry.schema, body);
        if (Array.isArray(parsed)) expect(parsed.length).toBeGreaterThan(0);
        // Every media url is under the CMS's prefix (Strapi's /uploads/… at its root) and is served there.
        for (const url of strings(parsed).filter((text) => text.includes('/uploads/'))) expect(url).toMatch(/^\/cms\/uploads\/[^/]+$/);
        const sandboxed = parseCollection(entry.collection, entry.schema, await read(sandboxTransport, entry.collection, query));
        expect(await comparable(parsed, fromStrapi)).toEqual(await comparable(sandboxed, fromSandbox));
      });
    }
  }

  it('answers an unknown collection and a malformed query with Strapi errors the client reports', async () => {
    configureCms({ baseUrl: '', transport: strapiTransport, token: () => undefined });
    await expect(getCollection('no-such-thing', PAGE_READS.seos.schema)).rejects.toMatchObject({ kind: 'http', status: 404 });
    const bad = getCollection('seos', PAGE_READS.seos.schema, { filters: { nope: { $eq: 'x' } }, locale: 'uz' });
    await expect(bad).rejects.toBeInstanceOf(CmsError);
    await expect(bad).rejects.toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('the app CMS client and store against Strapi 5', () => {
  beforeEach(() => {
    reset();
    configureCms({ baseUrl: '', transport: strapiTransport, token: () => undefined });
  });

  for (const locale of CMS_LOCALES) {
    it(`loads every boot collection, then the later ones (${locale}), with nothing left on defaults`, async () => {
      const warn = vi.spyOn(console, 'warn');
      expect((await loadCmsBoot(locale)).failed).toEqual([]);
      expect((await loadSecondarySettings(locale)).failed).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
      expect(cmsState.fullScreenVisibility).toBe('telegram');
      expect(cmsState.languages.map((language) => language.code)).toEqual(['uz', 'ru']);
      expect(cmsState.languages[0]?.icon).toMatch(/^\/cms\/uploads\/flag_uz_[0-9a-z]{10}\.svg$/);
      expect(cmsState.settings.logos.header).toMatch(/^\/cms\/uploads\/logo_header_[0-9a-z]{10}\.svg$/);
      expect(cmsState.cashier.paymentMethods.map((method) => method.sysname)).toContain('uzcard');
      expect(cmsState.cashier.amountPresets.UZS?.map((preset) => preset.value)).toEqual([50000, 100000, 200000, 500000]);
      expect(cmsState.loyalty.notification.sound).toMatch(/^\/cms\/uploads\/loyalty_coin_[0-9a-z]{10}\.wav$/);
      expect(cmsState.customCode.map((entry) => entry.position)).toEqual(['head', 'bodyStart', 'bodyEnd']);
      expect(cmsState.seo.defaults.organization?.contactPoint?.availableLanguage).toEqual(['uz', 'ru']);
      expect(Object.keys(cmsState.forms).sort()).toEqual(['profile', 'sign_in', 'sign_up', 'withdraw']);
      expect(cmsState.redirects).toContainEqual({ from_url: '/promo/*', to_url: '/promotions', external: false });
      expect(cmsState.settings.validation.messages.required).toBe(locale === 'ru' ? 'Заполните поле' : 'Maydonni to‘ldiring');
    });
  }

  it('reads page SEO (with a route-meta fallback url), domain SEO, web settings, banners and a content page', async () => {
    expect((await loadPageSeo('/gamehall', 'ru'))?.seo?.title).toBe('Игровой зал');
    expect((await loadPageSeo('/game/book-of-sandbox', 'uz', '/game/{name}'))?.url).toBe('/game/{name}');
    expect(await loadPageSeo('/nowhere', 'uz')).toBeUndefined();
    expect((await loadDomainSeo('localhost', 'uz'))?.robots).toBe('noindex, nofollow');
    expect((await loadWebSettings())?.favicon).toMatch(/^\/cms\/uploads\/favicon_[0-9a-z]{10}\.svg$/);
    const banners = await loadCmsBanners('ru');
    expect(banners?.menuBanner?.publicTitle).toBe('Зарегистрируйтесь');
    // Strapi made responsive formats of the raster auth banner (1470 px wide): the app offers them as its srcset.
    const sized = await loadSizedBanners('ru');
    const wide = authBannerView(sized?.authBanner, sized?.srcSets);
    expect(wide?.wide).toMatch(/^\/cms\/uploads\/auth_banner_735x240_[0-9a-z]{10}\.webp$/);
    const candidates = (wide?.wideSrcSet ?? '').split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['245w', '500w', '750w', '1000w', '1470w']);
    for (const [url] of candidates) expect((await fetch(proxied(url ?? ''))).status, url).toBe(200);
    const { collection, schema, query } = PAGE_READS.contentPages;
    const [faq] = await getCollection(collection, schema, { ...query, filters: { slug: { $eq: 'faq' } }, locale: 'ru' });
    expect(faq?.title).toBe('Частые вопросы');
    expect(faq?.faq).toHaveLength(3);
  });
});
