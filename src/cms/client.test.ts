import { number, string, type } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from '../api/client.ts';
import { CMS_TOKEN_COOKIE, CmsError, cmsUrl, configureCms, getCollection, loadCollection } from './client.ts';
import { readCookie } from '../lib/cookies.ts';

const Settings = type({ title: string(), logo: string(), count: number() });

function fakeTransport(status: number, body: unknown): Transport & { requests: TransportRequest[] } {
  const requests: TransportRequest[] = [];
  const transport: Transport = (request) => {
    requests.push(request);
    return Promise.resolve({ status, body });
  };
  return Object.assign(transport, { requests });
}

const strapiBody = {
  data: {
    id: 1,
    attributes: {
      title: 'Salom',
      count: 2,
      logo: { data: { id: 4, attributes: { url: '/cms/uploads/logo.svg', mime: 'image/svg+xml', name: 'logo.svg' } } },
    },
  },
  meta: {},
};

beforeEach(() => {
  configureCms({ baseUrl: '', token: () => readCookie(CMS_TOKEN_COOKIE) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CMS client', () => {
  it('builds Strapi v4 urls with bracket populate', () => {
    expect(decodeURIComponent(cmsUrl('seos', { populate: { seo: { populate: '*' } }, filters: { url: { $eq: '/' } }, locale: 'ru' }))).toBe(
      '/cms/api/seos?populate[seo][populate]=*&filters[url][$eq]=/&locale=ru',
    );
    expect(cmsUrl('common')).toBe('/cms/api/common');
  });

  it('flattens and validates an answer', async () => {
    const transport = fakeTransport(200, strapiBody);
    configureCms({ transport });
    await expect(getCollection('common', Settings, { populate: '*', locale: 'uz' })).resolves.toEqual({
      id: 1,
      title: 'Salom',
      count: 2,
      logo: '/cms/uploads/logo.svg',
    });
    expect(transport.requests[0]?.url).toBe('/cms/api/common?populate=*&locale=uz');
    expect(transport.requests[0]?.method).toBe('GET');
  });

  it('reads a Strapi 5 answer (flat, documentId) and finds its /uploads/ media under the CMS root, also on another origin', async () => {
    const v5 = {
      data: { id: 1, documentId: 'k2x9', locale: 'uz', title: 'Salom', count: 2, logo: { id: 4, documentId: 'f1', url: '/uploads/logo_a1b2c3d4e5.svg', mime: 'image/svg+xml' } },
      meta: {},
    };
    configureCms({ transport: fakeTransport(200, v5) });
    await expect(getCollection('common', Settings)).resolves.toEqual({ id: 1, documentId: 'k2x9', locale: 'uz', title: 'Salom', count: 2, logo: '/cms/uploads/logo_a1b2c3d4e5.svg' });
    const transport = fakeTransport(200, v5);
    configureCms({ baseUrl: 'https://omad.example', transport });
    await expect(getCollection('common', Settings)).resolves.toMatchObject({ logo: 'https://omad.example/cms/uploads/logo_a1b2c3d4e5.svg' });
    expect(transport.requests[0]?.url).toBe('https://omad.example/cms/api/common');
  });

  it('sends the bearer from the cms_token cookie only when it is there', async () => {
    const transport = fakeTransport(200, strapiBody);
    configureCms({ transport });
    await getCollection('common', Settings);
    expect(transport.requests[0]?.headers).not.toHaveProperty('Authorization');

    vi.stubGlobal('document', { cookie: 'other=1; cms_token=abc%2E123; last=2' });
    await getCollection('common', Settings);
    expect(transport.requests[1]?.headers.Authorization).toBe('Bearer abc.123');
  });

  it('turns failures into CmsError kinds', async () => {
    configureCms({ transport: fakeTransport(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }) });
    await expect(getCollection('nope', Settings)).rejects.toMatchObject({ kind: 'http', status: 404, message: 'NotFoundError: Not Found' });

    configureCms({ transport: fakeTransport(200, { data: { id: 1, attributes: { title: 3 } } }) });
    await expect(getCollection('common', Settings)).rejects.toMatchObject({ kind: 'schema', collection: 'common' });

    configureCms({ transport: fakeTransport(200, 'not json') });
    await expect(getCollection('common', Settings)).rejects.toBeInstanceOf(CmsError);

    configureCms({ transport: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(getCollection('common', Settings)).rejects.toMatchObject({ kind: 'network', message: 'Failed to fetch' });
  });

  it('loadCollection warns (never errors) and gives undefined on failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureCms({ transport: fakeTransport(500, undefined) });
    await expect(loadCollection('common', Settings)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('common');
  });
});
