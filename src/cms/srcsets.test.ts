import { describe, expect, it } from 'vitest';
import { srcSetsOf } from './srcsets.ts';

const formats = { small: { url: '/uploads/small_a.webp', width: 500, mime: 'image/webp' }, thumbnail: { url: '/uploads/thumbnail_a.webp', width: 245, mime: 'image/webp' } };

describe('srcsets of CMS images (Strapi formats)', () => {
  it('reads a Strapi 5 file and a Strapi 4 wrapped one alike, urls under the CMS root, narrowest first', () => {
    const file = { id: 3, documentId: 'f3', url: '/uploads/a.webp', mime: 'image/webp', width: 1470, formats };
    const expected = { '/cms/uploads/a.webp': '/cms/uploads/thumbnail_a.webp 245w, /cms/uploads/small_a.webp 500w, /cms/uploads/a.webp 1470w' };
    expect(srcSetsOf({ data: { id: 1, banner: { image: file } } }, '/cms')).toEqual(expected);
    expect(srcSetsOf({ data: { id: 1, attributes: { banner: { image: { data: { id: 3, attributes: file } } } } } }, '/cms')).toEqual(expected);
  });

  it('nothing for an image without formats (an SVG, a small picture), a file that is not an image, or an absolute url kept', () => {
    expect(srcSetsOf({ data: { logo: { url: '/uploads/logo.svg', mime: 'image/svg+xml', width: 160, formats: null } } }, '/cms')).toEqual({});
    expect(srcSetsOf({ data: { rules: { url: '/uploads/r.pdf', mime: 'application/pdf', width: null, formats } } }, '/cms')).toEqual({});
    const cloud = { url: 'https://cdn.example/a.webp', mime: 'image/webp', width: 1000, formats: { small: { url: 'https://cdn.example/small_a.webp', width: 500 } } };
    expect(srcSetsOf({ data: { image: cloud } }, '/cms')).toEqual({ 'https://cdn.example/a.webp': 'https://cdn.example/small_a.webp 500w, https://cdn.example/a.webp 1000w' });
  });
});
