import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatten, resolveMediaUrl } from './flatten.ts';

const media = (id: number, url: string, mime: string) => ({
  data: { id, attributes: { name: url, url, mime, width: 10, height: 10, formats: { thumbnail: { url: `${url}?t`, mime } } } },
});

describe('flatten', () => {
  it('merges attributes of a single entry up', () => {
    expect(flatten({ data: { id: 3, attributes: { title: 'Hi', count: 2 } }, meta: {} })).toEqual({ id: 3, title: 'Hi', count: 2 });
  });

  it('flattens lists, relations and empty relations', () => {
    const body = {
      data: [
        { id: 1, attributes: { name: 'a', parent: { data: { id: 9, attributes: { name: 'p' } } }, tags: { data: [] }, owner: { data: null } } },
        { id: 2, attributes: { name: 'b', parent: { data: null }, tags: { data: [{ id: 5, attributes: { label: 't' } }] } } },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
    };
    expect(flatten(body)).toEqual([
      { id: 1, name: 'a', parent: { id: 9, name: 'p' }, tags: [], owner: null },
      { id: 2, name: 'b', parent: null, tags: [{ id: 5, label: 't' }] },
    ]);
  });

  it('reduces image and audio media to their url, inside components too', () => {
    const value = {
      logo: media(1, '/cms/uploads/logo.svg', 'image/svg+xml'),
      sound: media(2, '/cms/uploads/coin.mp3', 'audio/mpeg'),
      icons: { data: [media(3, '/a.png', 'image/png').data, media(4, '/b.png', 'image/png').data] },
      component: { id: 7, image: media(5, '/c.webp', 'image/webp') },
    };
    expect(flatten(value)).toEqual({
      logo: '/cms/uploads/logo.svg',
      sound: '/cms/uploads/coin.mp3',
      icons: ['/cms/a.png', '/cms/b.png'],
      component: { id: 7, image: '/cms/c.webp' },
    });
  });

  it('keeps other files as objects and keeps a real field named data', () => {
    const pdf = flatten(media(1, '/rules.pdf', 'application/pdf'));
    expect(pdf).toMatchObject({ id: 1, url: '/cms/rules.pdf', mime: 'application/pdf' });
    expect(flatten({ data: { x: 1 }, other: 2 })).toEqual({ data: { x: 1 }, other: 2 });
    expect(flatten({ data: [1, 2] })).toEqual({ data: [1, 2] });
  });
});

describe('flatten of Strapi 5 answers (flat entries with documentId, media without wrappers)', () => {
  // As Strapi 5.54 answers `GET /api/common?populate[logos][populate]=*` and a collection with a media list.
  const file = (id: number, name: string, mime: string, formats: unknown = null) => ({
    id,
    documentId: `doc${id}`,
    name,
    alternativeText: null,
    width: 735,
    height: 240,
    formats,
    hash: name.replace(/\.\w+$/, '_a1b2c3d4e5'),
    mime,
    url: `/uploads/${name.replace(/\.(\w+)$/, '_a1b2c3d4e5.$1')}`,
    provider: 'local',
    createdAt: '2025-01-15T09:00:00.000Z',
  });

  it('gives the same flat data as the v4 answer, media resolved under the CMS root', () => {
    const v5 = {
      id: 1,
      documentId: 'common1',
      locale: 'uz',
      logos: { id: 1, header: file(3, 'logo.svg', 'image/svg+xml'), footer: null },
      languages: [{ id: 1, code: 'uz', icon: file(4, 'flag.svg', 'image/svg+xml') }],
      imageMappings: { banner: { image_735_240: 'desktop_image' } },
    };
    const v4 = {
      id: 1,
      attributes: {
        documentId: 'common1',
        locale: 'uz',
        logos: { id: 1, header: { data: { id: 3, attributes: file(3, 'logo.svg', 'image/svg+xml') } }, footer: { data: null } },
        languages: [{ id: 1, code: 'uz', icon: { data: { id: 4, attributes: file(4, 'flag.svg', 'image/svg+xml') } } }],
        imageMappings: { banner: { image_735_240: 'desktop_image' } },
      },
    };
    const expected = {
      id: 1,
      documentId: 'common1',
      locale: 'uz',
      logos: { id: 1, header: '/cms/uploads/logo_a1b2c3d4e5.svg', footer: null },
      languages: [{ id: 1, code: 'uz', icon: '/cms/uploads/flag_a1b2c3d4e5.svg' }],
      imageMappings: { banner: { image_735_240: 'desktop_image' } },
    };
    expect(flatten(v5)).toEqual(expected);
    expect(flatten(v4)).toEqual(expected);
    expect(flatten([v5, v5])).toEqual([expected, expected]);
  });

  it('resolves a media list and a kept file', () => {
    expect(flatten({ icons: [file(1, 'a.svg', 'image/svg+xml'), file(2, 'b.png', 'image/png')], rules: file(5, 'rules.pdf', 'application/pdf') })).toMatchObject({
      icons: ['/cms/uploads/a_a1b2c3d4e5.svg', '/cms/uploads/b_a1b2c3d4e5.png'],
      rules: { url: '/cms/uploads/rules_a1b2c3d4e5.pdf', mime: 'application/pdf' },
    });
  });

  it('keeps an absolute media url (a cloud upload provider) and resolves against a CMS elsewhere', () => {
    expect(flatten({ logo: { url: 'https://cdn.example/logo.svg', mime: 'image/svg+xml' } })).toEqual({ logo: 'https://cdn.example/logo.svg' });
    expect(flatten({ logo: { url: '/uploads/logo.svg', mime: 'image/svg+xml' } }, 'https://omad.example/cms')).toEqual({ logo: 'https://omad.example/cms/uploads/logo.svg' });
    expect(resolveMediaUrl('//cdn.example/x.svg')).toBe('//cdn.example/x.svg');
    expect(resolveMediaUrl('/cms/uploads/x.svg')).toBe('/cms/uploads/x.svg');
    expect(resolveMediaUrl('/uploads/x.svg')).toBe('/cms/uploads/x.svg');
  });
});

// Strapi-shaped trees: entries, wrappers, media, components, and odd corners (nested attributes, data fields).
const key = fc.constantFrom('id', 'name', 'url', 'mime', 'data', 'meta', 'items', 'title', 'attributes');
const primitive = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('image/png', 'audio/mpeg', 'text/plain'));
const { tree } = fc.letrec<{ tree: unknown; object: Record<string, unknown> }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    primitive,
    tie('object'),
    fc.array(tie('tree'), { maxLength: 3 }),
    fc.record({ data: fc.oneof(fc.constant(null), tie('object'), fc.array(tie('object'), { maxLength: 3 })) }, { requiredKeys: ['data'] }),
    fc.record({ id: fc.nat(), attributes: tie('object') }),
  ),
  object: fc.dictionary(key, tie('tree'), { maxKeys: 4 }).map((entries) => {
    // The flattening contract is about attribute *objects*; a scalar named attributes is out of scope.
    const value = { ...entries };
    if ('attributes' in value && (typeof value.attributes !== 'object' || value.attributes === null || Array.isArray(value.attributes))) {
      value.attributes = {};
    }
    return value;
  }),
}));

function hasAttributesKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasAttributesKey);
  if (typeof value !== 'object' || value === null) return false;
  return 'attributes' in value || Object.values(value).some(hasAttributesKey);
}

// Flat data: what the app's schemas describe (no attributes, no data-only wrappers, no media objects).
const flatKey = fc.constantFrom('id', 'name', 'title', 'items', 'url', 'position', 'code');
const { flat } = fc.letrec<{ flat: unknown }>((tie) => ({
  flat: fc.oneof(
    { depthSize: 'small' },
    primitive,
    fc.array(tie('flat'), { maxLength: 3 }),
    fc.dictionary(flatKey, tie('flat'), { maxKeys: 4 }),
  ),
}));

describe('flatten properties', () => {
  it('never leaves an attributes key', () => {
    fc.assert(fc.property(tree, (value) => !hasAttributesKey(flatten(value))));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const once = flatten(value);
        expect(flatten(once)).toEqual(once);
      }),
    );
  });

  it('leaves already-flat data unchanged', () => {
    fc.assert(
      fc.property(flat, (value) => {
        expect(flatten(value)).toEqual(value);
      }),
    );
  });
});
