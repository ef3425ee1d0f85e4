/**
 * Contract: the test-mode CMS admin (mocks/cms/admin.ts). What it publishes is read back by the app's own CMS code
 * (flattened, validated with src/api/cms/collections.ts) and by the served head (server/head.ts); bad inputs are Strapi 400s.
 */
import { describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { flatten } from '../../src/cms/flatten.ts';
import { SECONDARY_READS, MetaDataTool } from '../../src/api/cms/secondary-collections.ts';
import { serializeCmsQuery, type CmsQuery } from '../../src/api/cms/query.ts';
import { PAGE_READS } from '../../src/api/cms/collections.ts';
import { loadPageHead } from '../../server/head.ts';
import { createSandbox } from '../app.ts';

function sandbox(testMode = true) {
  return createSandbox({ testMode, distDir: '/nonexistent-dist' });
}

type App = ReturnType<typeof sandbox>['app'];

async function put(app: App, path: string, body: unknown) {
  const response = await app.request(`/__sandbox/cms${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; error?: { name: string; message: string } } };
}

async function read(app: App, collection: string, query: CmsQuery): Promise<unknown> {
  const response = await app.request(`/cms/api/${collection}?${serializeCmsQuery(query)}`);
  expect(response.status).toBe(200);
  return flatten(((await response.json()) as { data: unknown }).data);
}

const page = { locale: 'uz', title: 'Yangi sahifa', content: '<p>Salom</p>', seo: { title: 'Yangi SEO', description: 'Tavsif' } };

describe('PUT /__sandbox/cms/pages/{slug}', () => {
  it('publishes a page and its SEO entry in one locale, read back with the app schemas and the served head', async () => {
    const sandboxApp = sandbox();
    const { app } = sandboxApp;
    expect(await put(app, '/pages/new-page', page)).toEqual({ status: 200, body: { data: { slug: 'new-page', locale: 'uz', path: '/new-page' } } });
    const pages = create(await read(app, 'pages', { ...PAGE_READS.contentPages.query, filters: { slug: { $eq: 'new-page' } }, locale: 'uz' }), PAGE_READS.contentPages.schema);
    expect(pages).toMatchObject([{ slug: 'new-page', title: 'Yangi sahifa', body: '<p>Salom</p>', faq: [] }]);
    expect(pages).toHaveLength(1);
    const seos = create(await read(app, 'seos', { ...PAGE_READS.seos.query, filters: { url: { $eq: '/new-page' } }, locale: 'uz' }), PAGE_READS.seos.schema);
    expect(seos[0]?.seo).toMatchObject({ title: 'Yangi SEO', description: 'Tavsif' });
    // Only its locale.
    expect(await read(app, 'pages', { ...PAGE_READS.contentPages.query, filters: { slug: { $eq: 'new-page' } }, locale: 'ru' })).toEqual([]);

    const cms = (path: string) => app.request(path);
    const head = await loadPageHead({ cms, log: () => undefined }, new URL('http://sandbox.test/new-page'));
    expect(head.model.title).toBe('Yangi SEO | Omad');
    expect(head.model.description).toBe('Tavsif');

    // Replacing a seeded page keeps its id and FAQ; the seed comes back on reset.
    expect((await put(app, '/pages/about', { ...page, title: 'Boshqa' })).status).toBe(200);
    const about = (await read(app, 'pages', { ...PAGE_READS.contentPages.query, filters: { slug: { $eq: 'about' } }, locale: 'uz' })) as { title: string }[];
    expect(about.map((entry) => entry.title)).toEqual(['Boshqa']);
    sandboxApp.reset();
    expect(await read(app, 'pages', { ...PAGE_READS.contentPages.query, filters: { slug: { $eq: 'new-page' } }, locale: 'uz' })).toEqual([]);
  });

  it('refuses bad input with a Strapi ValidationError', async () => {
    const { app } = sandbox();
    const cases: [string, unknown][] = [
      ['/pages/new-page', { ...page, locale: 'en' }],
      ['/pages/new-page', { ...page, title: '' }],
      ['/pages/new-page', { ...page, title: 7 }],
      ['/pages/new-page', { ...page, extra: 1 }],
      ['/pages/new-page', { ...page, seo: { title: 'x' } }],
      ['/pages/new-page', { ...page, seo: { title: 'x', description: 'y', z: 1 } }],
      ['/pages/new-page', { ...page, title: 'x'.repeat(201) }],
      ['/pages/new-page', 'not json'],
      ['/pages/new-page', [page]],
      ['/pages/gamehall', page],
      ['/pages/Bad_Slug', page],
    ];
    for (const [path, body] of cases) {
      const answer = await put(app, path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.name).toBe('ValidationError');
    }
  });
});

describe('PUT /__sandbox/cms/{single type}', () => {
  it('replaces a single type in one locale; the app reads it with its schema', async () => {
    const { app } = sandbox();
    const customCode = [{ name: 'x', isEnabled: true, position: 'bodyEnd', code: '<div data-x="1"></div>' }];
    expect(await put(app, '/meta-data-tool', { locale: 'ru', data: { customCode } })).toEqual({ status: 200, body: { data: { collection: 'meta-data-tool', locale: 'ru' } } });
    const ru = create(await read(app, 'meta-data-tool', { ...SECONDARY_READS.metaDataTool.query, locale: 'ru' }), MetaDataTool);
    expect(ru.customCode).toEqual([customCode[0]]);
    const uz = create(await read(app, 'meta-data-tool', { ...SECONDARY_READS.metaDataTool.query, locale: 'uz' }), MetaDataTool);
    expect(uz.customCode?.length).toBe(4);
  });

  it('refuses an unknown collection (404), a collection type (404) and bad fields (400)', async () => {
    const { app } = sandbox();
    expect((await put(app, '/no-such', { locale: 'uz', data: {} })).status).toBe(404);
    expect((await put(app, '/seos', { locale: 'uz', data: {} })).status).toBe(404);
    expect((await put(app, '/meta-data-tool', { locale: 'uz', data: { nope: 1 } })).status).toBe(400);
    expect((await put(app, '/meta-data-tool', { locale: 'uz', data: [] })).status).toBe(400);
    expect((await put(app, '/meta-data-tool', { locale: 'xx', data: {} })).status).toBe(400);
    expect((await put(app, '/meta-data-tool', { locale: 'uz' })).status).toBe(400);
  });

  it('does not exist outside test mode', async () => {
    const { app } = sandbox(false);
    const response = await app.request('/__sandbox/cms/pages/new-page', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(page) });
    expect(response.status).toBe(404);
  });
});
