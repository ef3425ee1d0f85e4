import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.ts';

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
      icons: ['/a.png', '/b.png'],
      component: { id: 7, image: '/c.webp' },
    });
  });

  it('keeps other files as objects and keeps a real field named data', () => {
    const pdf = flatten(media(1, '/rules.pdf', 'application/pdf'));
    expect(pdf).toMatchObject({ id: 1, url: '/rules.pdf', mime: 'application/pdf' });
    expect(flatten({ data: { x: 1 }, other: 2 })).toEqual({ data: { x: 1 }, other: 2 });
    expect(flatten({ data: [1, 2] })).toEqual({ data: [1, 2] });
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
