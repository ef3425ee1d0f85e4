import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryPairs, serializeCmsQuery, type CmsQuery } from '../../src/api/cms/query.ts';
import { BadQuery, parseQuery, type QueryNode } from './query.ts';

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe('Strapi query parsing', () => {
  it('reads nested populate and filters', () => {
    expect(parse('populate[seo][populate]=*&filters[url][$eq]=/game/x&locale=ru')).toEqual({
      populate: { seo: { populate: '*' } },
      filters: { url: { $eq: '/game/x' } },
      locale: 'ru',
    });
  });

  it('turns indices into arrays and repeats into lists', () => {
    expect(parse('populate[0]=a&populate[1]=b')).toEqual({ populate: ['a', 'b'] });
    expect(parse('sort=a&sort=b')).toEqual({ sort: ['a', 'b'] });
  });

  it('refuses malformed keys', () => {
    for (const bad of ['populate[seo=1', 'a]=1', 'a=1&a[b]=2', 'a[b]=1&a=2', 'a[]=1', `a${'[b]'.repeat(9)}=1`]) {
      expect(() => parse(bad), bad).toThrow(BadQuery);
    }
  });

  it('reads back what the app client serialises (property)', () => {
    const name = fc.stringMatching(/^[a-z$][a-zA-Z_]{0,5}$/);
    const leaf = fc.string({ minLength: 1, maxLength: 6 });
    const { node } = fc.letrec<{ node: QueryNode }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(leaf, { minLength: 1, maxLength: 3 }),
        fc.dictionary(name, tie('node'), { minKeys: 1, maxKeys: 3 }),
      ),
    }));
    fc.assert(
      fc.property(fc.dictionary(name, node, { minKeys: 1, maxKeys: 3 }), (query) => {
        expect(parseQuery(new URLSearchParams(serializeCmsQuery(query as CmsQuery)))).toEqual(query);
      }),
    );
  });

  it('serialises like qs', () => {
    expect(queryPairs({ populate: { seo: { populate: '*' } }, locale: 'uz', skip: null, list: ['a', 'b'] })).toEqual([
      ['populate[seo][populate]', '*'],
      ['locale', 'uz'],
      ['list[0]', 'a'],
      ['list[1]', 'b'],
    ]);
    expect(serializeCmsQuery({ filters: { url: { $eq: '/a b' } } })).toBe('filters%5Burl%5D%5B%24eq%5D=%2Fa%20b');
  });
});
