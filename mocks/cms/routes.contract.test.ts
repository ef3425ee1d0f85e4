/**
 * Contract: every sandbox CMS answer (Strapi 5's shape), flattened by the app's own code, fits the schema the app's
 * CMS store uses (ARCHITECTURE.md "Testing"), in uz and ru; bad inputs give Strapi 4xx bodies.
 */
import { Hono } from 'hono';
import { assert } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport } from '../../src/api/client.ts';
import { configureCms } from '../../src/cms/client.ts';
import { flatten } from '../../src/cms/flatten.ts';
import { serializeCmsQuery, type CmsQuery } from '../../src/api/cms/query.ts';
import { loadCmsBanners, loadDomainSeo, loadPageSeo, loadWebSettings } from '../../src/cms/reads.ts';
import { SECONDARY_READS } from '../../src/api/cms/secondary-collections.ts';
import { loadSecondarySettings } from '../../src/cms/secondary-settings.ts';
import { BOOT_READS, PAGE_READS, type CmsRead } from '../../src/api/cms/collections.ts';
import { loadCmsBoot } from '../../src/cms/boot-settings.ts';
import { cmsState, reset } from '../../src/stores/cms-store.ts';
import { SANDBOX_EDITOR } from './auth.ts';
import { CMS_LOCALES, SINGLE_TYPES, COLLECTION_TYPES, UPLOAD_FILES } from './fixtures.ts';
import { cmsRoutes, cmsUploadRoutes } from './routes.ts';

/** Mounted as mocks/app.ts mounts it. */
function sandbox(): Hono {
  const app = new Hono();
  app.route('/cms/api', cmsRoutes());
  app.route('/cms/uploads', cmsUploadRoutes());
  return app;
}

async function get(app: Hono, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, body: type.includes('json') ? ((await response.json()) as unknown) : await response.text() };
}

const url = (collection: string, query: CmsQuery) => `/cms/api/${collection}?${serializeCmsQuery(query)}`;

function hasKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKey(item, key));
  if (typeof value !== 'object' || value === null) return false;
  return key in value || Object.values(value).some((item) => hasKey(item, key));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const PER_PAGE_QUERY: Record<string, CmsQuery> = {
  seos: { filters: { url: { $eq: '/gamehall' } } },
  'domain-seo': { filters: { host: { $eq: 'localhost' } } },
};

const READS: CmsRead<unknown>[] = [...Object.values(BOOT_READS), ...Object.values(SECONDARY_READS), ...Object.values(PAGE_READS)] as CmsRead<unknown>[];

describe('sandbox CMS answers fit the app schemas', () => {
  const app = sandbox();

  it('covers every collection the sandbox serves', () => {
    expect(READS.map((read) => read.collection).sort()).toEqual([...SINGLE_TYPES, ...COLLECTION_TYPES].sort());
  });

  for (const locale of CMS_LOCALES) {
    for (const read of READS) {
      it(`${read.collection} (${locale})`, async () => {
        const { status, body } = await get(app, url(read.collection, { ...read.query, ...PER_PAGE_QUERY[read.collection], locale }));
        expect(status).toBe(200);
        expect(body).toHaveProperty('data');
        const data = flatten((body as { data: unknown }).data);
        assert(data, read.schema);
        expect(hasKey(data, 'attributes')).toBe(false);
        // Media arrive populated and are reduced to urls that the sandbox serves at the CMS's root, as Strapi does.
        for (const text of strings(data).filter((value) => value.includes('/uploads/'))) {
          expect(text).toMatch(/^\/cms\/uploads\/[^/]+$/);
          expect((await app.request(text)).status, text).toBe(200);
        }
        if (Array.isArray(data)) expect(data.length).toBeGreaterThan(0);
      });
    }
  }

  it('answers in the requested locale, uz by default', async () => {
    const body = async (query: string) => JSON.stringify((await get(app, `/cms/api/banners?populate[authBanner]=*${query}`)).body);
    expect(await body('')).toContain('Xush kelibsiz bonusi');
    expect(await body('&locale=uz')).toContain('Xush kelibsiz bonusi');
    expect(await body('&locale=ru')).toContain('Приветственный бонус');
  });

  it('honours populate as Strapi does', async () => {
    const bare = (await get(app, '/cms/api/common')).body as { data: Record<string, unknown> };
    // Strapi 5's shape: flat, with a documentId.
    expect(bare.data).not.toHaveProperty('attributes');
    expect(bare.data.documentId).toMatch(/^[0-9a-z]{24}$/);
    expect(bare.data).not.toHaveProperty('languages');
    // JSON fields are not populated: they are always there.
    expect(bare.data).toHaveProperty('imageMappings');
    const star = (await get(app, '/cms/api/common?populate=*')).body as { data: { languages: { icon?: unknown }[] } };
    // One level only: the icon inside a language needs a deep populate.
    expect(star.data.languages[0]).not.toHaveProperty('icon');
    // Media populated are the file itself, no {data} wrapper.
    const deep = (await get(app, '/cms/api/common?populate[logos][populate]=*')).body as { data: { logos: { header: Record<string, unknown> } } };
    expect(deep.data.logos.header).toMatchObject({ url: '/uploads/logo-header.svg', mime: 'image/svg+xml' });
    expect(deep.data.logos.header.documentId).toMatch(/^[0-9a-z]{24}$/);
  });

  it('filters seos by url and domain SEO by host', async () => {
    const seos = (await get(app, url('seos', { filters: { url: { $eq: '/game/{name}' } }, populate: { seo: { populate: '*' } } }))).body as {
      data: { url: string; documentId: string }[];
    };
    expect(seos.data.map((entry) => entry.url)).toEqual(['/game/{name}']);
    // One entry by its documentId, as Strapi 5 finds it.
    const one = (await get(app, `/cms/api/seos/${seos.data[0]?.documentId ?? ''}`)).body as { data: { url: string } };
    expect(one.data.url).toBe('/game/{name}');
    const none = (await get(app, url('domain-seo', { filters: { host: { $eq: 'unknown.example' } } }))).body as { data: unknown[]; meta: unknown };
    expect(none.data).toEqual([]);
    expect(none.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } });
  });

  it('includes a wildcard redirect and an external one', async () => {
    const data = flatten(((await get(app, '/cms/api/redirects')).body as { data: unknown }).data) as { from_url: string; external: boolean }[];
    expect(data.some((entry) => entry.from_url.includes('*'))).toBe(true);
    expect(data.some((entry) => entry.external)).toBe(true);
  });
});

describe('sandbox CMS refuses bad input', () => {
  const app = sandbox();

  it('answers an unknown collection with a Strapi 404', async () => {
    for (const path of ['/cms/api/no-such-thing', '/cms/api/seos/999', '/cms/api/common/1', '/cms/api/a/b/c']) {
      const { status, body } = await get(app, path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    }
  });

  it('answers a bad query with a Strapi 400', async () => {
    const bad = [
      '/cms/api/common?locale=en',
      '/cms/api/common?locale=uz&locale=ru',
      '/cms/api/common?populate[nope]=*',
      '/cms/api/settings-seo?populate[defaultSeo][populate][nope]=*',
      '/cms/api/common?populate[languages][bogus]=1',
      '/cms/api/common?populate[seo=1',
      '/cms/api/common?unknown=1',
      '/cms/api/seos?filters[url][$like]=/',
      '/cms/api/seos?filters[nope][$eq]=/',
      '/cms/api/seos?filters[seo][$eq]=x',
      '/cms/api/seos?sort=nope:asc',
      '/cms/api/seos?sort=url:sideways',
      '/cms/api/redirects?pagination[pageSize]=0',
      '/cms/api/redirects?pagination[pageSize]=1000',
      '/cms/api/redirects?pagination[page]=x',
      '/cms/api/redirects?pagination[offset]=1',
      '/cms/api/redirects?publicationState=live',
      '/cms/api/redirects?status=live',
      '/cms/api/redirects?fields[0]=nope',
    ];
    for (const path of bad) {
      const { status, body } = await get(app, path);
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    }
  });

  it('pages, sorts and selects fields', async () => {
    const { body } = await get(app, '/cms/api/redirects?sort=from_url:desc&pagination[pageSize]=2&pagination[page]=2&fields[0]=to_url');
    const page = body as { data: Record<string, unknown>[]; meta: { pagination: unknown } };
    expect(page.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 4 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).not.toHaveProperty('from_url');
    expect(page.data[0]).toHaveProperty('to_url');
  });

  it('serves uploads and 404s unknown files', async () => {
    for (const file of UPLOAD_FILES) {
      const response = await app.request(`/cms/uploads/${file.name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(file.mime);
    }
    expect((await app.request('/cms/uploads/missing.png')).status).toBe(404);
    // Strapi serves uploads at its root, not under its API.
    expect((await app.request(`/cms/api/uploads/${UPLOAD_FILES[0]?.name ?? ''}`)).status).toBe(404);
  });
});

describe('sandbox CMS auth (Strapi users-permissions)', () => {
  it('logs the sandbox editor in and accepts the token as a bearer', async () => {
    const app = sandbox();
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

    expect((await post('/cms/api/auth/local', { identifier: SANDBOX_EDITOR.email, password: 'wrong' })).status).toBe(400);
    const login = await post('/cms/api/auth/local', { identifier: SANDBOX_EDITOR.email, password: SANDBOX_EDITOR.password });
    expect(login.status).toBe(200);
    const { jwt } = (await login.json()) as { jwt: string };
    const auth = { Authorization: `Bearer ${jwt}` };

    expect((await get(app, '/cms/api/users/me')).status).toBe(403);
    expect((await get(app, '/cms/api/users/me', { Authorization: 'Bearer forged' })).status).toBe(401);
    expect((await get(app, '/cms/api/users/me', auth)).body).toMatchObject({ email: SANDBOX_EDITOR.email });
    expect((await get(app, '/cms/api/common', auth)).status).toBe(200);
    // Strapi rejects a bad JWT even on a public read.
    expect((await get(app, '/cms/api/common', { Authorization: 'Bearer forged' })).status).toBe(401);

    expect((await post('/cms/api/auth/local/register', { username: 'x', email: 'x@y.z', password: 'Secret123' })).status).toBe(403);
    expect((await post('/cms/api/auth/forgot-password', { email: 'anyone@example.com' })).status).toBe(200);
    expect((await post('/cms/api/auth/forgot-password', { email: 'not-an-email' })).status).toBe(400);
    expect((await post('/cms/api/auth/reset-password', { code: 'x', password: 'a', passwordConfirmation: 'a' })).status).toBe(400);
    expect((await post('/cms/api/auth/send-email-confirmation', { email: SANDBOX_EDITOR.email })).status).toBe(400);
    expect((await get(app, '/cms/api/auth/google/callback')).status).toBe(400);

    const change = { currentPassword: SANDBOX_EDITOR.password, password: 'Changed123', passwordConfirmation: 'Changed123' };
    expect((await post('/cms/api/auth/change-password', change)).status).toBe(403);
    expect((await post('/cms/api/auth/change-password', { ...change, passwordConfirmation: 'Other' }, auth)).status).toBe(400);
    expect((await post('/cms/api/auth/change-password', change, auth)).status).toBe(200);
    expect((await post('/cms/api/auth/local', { identifier: 'editor', password: 'Changed123' })).status).toBe(200);
  });
});

describe('the app CMS client and store against the sandbox', () => {
  const app = sandbox();
  const transport: Transport = async (request) => {
    const response = await app.request(request.url, { headers: request.headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeEach(() => {
    reset();
    configureCms({ baseUrl: '', transport, token: () => undefined });
  });

  for (const locale of CMS_LOCALES) {
    it(`loads every boot collection, then the later ones (${locale}), with nothing left on defaults`, async () => {
      const warn = vi.spyOn(console, 'warn');
      const { failed } = await loadCmsBoot(locale);
      expect(failed).toEqual([]);
      expect((await loadSecondarySettings(locale)).failed).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
      expect(cmsState.fullScreenVisibility).toBe('telegram');
      expect(cmsState.languages.map((language) => language.icon)).toEqual(['/cms/uploads/flag-uz.svg', '/cms/uploads/flag-ru.svg']);
      expect(cmsState.settings.logos.header).toBe('/cms/uploads/logo-header.svg');
      expect(cmsState.cashier.paymentMethods[2]?.icons).toEqual(['/cms/uploads/pay-click.svg', '/cms/uploads/pay-payme.svg']);
      expect(cmsState.cashier.amountPresets.UZS?.map((preset) => preset.value)).toEqual([50000, 100000, 200000, 500000]);
      expect(cmsState.loyalty.notification.sound).toBe('/cms/uploads/loyalty-coin.wav');
      expect(cmsState.customCode.map((entry) => entry.position)).toEqual(['head', 'bodyStart', 'bodyEnd']);
      expect(cmsState.seo.defaults.openGraph?.image).toBe('/cms/uploads/og-default.svg');
      expect(cmsState.seo.defaults.organization?.contactPoint?.availableLanguage).toEqual(['uz', 'ru']);
      expect(Object.keys(cmsState.forms).sort()).toEqual(['profile', 'sign_in', 'sign_up', 'withdraw']);
      expect(cmsState.redirects).toContainEqual({ from_url: '/promo/*', to_url: '/promotions', external: false });
      expect(cmsState.settings.validation.messages.required).toBe(locale === 'ru' ? 'Заполните поле' : 'Maydonni to‘ldiring');
    });
  }

  it('reads page SEO (with a route-meta fallback url), domain SEO, web settings and banners', async () => {
    expect((await loadPageSeo('/gamehall', 'ru'))?.seo?.title).toBe('Игровой зал');
    expect((await loadPageSeo('/game/book-of-sandbox', 'uz', '/game/{name}'))?.url).toBe('/game/{name}');
    expect(await loadPageSeo('/nowhere', 'uz')).toBeUndefined();
    expect((await loadDomainSeo('localhost', 'uz'))?.robots).toBe('noindex, nofollow');
    expect((await loadWebSettings())?.favicon).toBe('/cms/uploads/favicon.svg');
    const banners = await loadCmsBanners('ru');
    expect(banners?.authBanner?.image_360_520).toBe('/cms/uploads/auth-banner-360x520.webp');
    expect(banners?.menuBanner?.publicTitle).toBe('Зарегистрируйтесь');
  });

  it('a bad read only warns and keeps defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureCms({ token: () => 'forged' });
    const { failed } = await loadCmsBoot('uz');
    expect(failed).toHaveLength(Object.keys(BOOT_READS).length);
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[1])).toContain('UnauthorizedError');
    expect(cmsState.fullScreenVisibility).toBe('none');
  });
});
