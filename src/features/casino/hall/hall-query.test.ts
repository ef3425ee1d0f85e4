import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hallHref, parseHallQuery } from './hall-query.ts';

describe('the hall URL (SPEC §2)', () => {
  it('reads category and comma-separated providers, dropping empty and repeated ids', () => {
    expect(parseHallQuery('category=3&providers=a,,b,a')).toEqual({ category: '3', providers: ['a', 'b'] });
    expect(parseHallQuery('')).toEqual({ category: undefined, providers: [] });
  });

  it('writes providers= as one comma-joined value and reads back what it wrote (property)', () => {
    const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.option(id, { nil: undefined }), fc.uniqueArray(id, { maxLength: 5 }), (category, providers) => {
        const link = hallHref({ category, providers });
        expect(link.startsWith('/gamehall')).toBe(true);
        expect(parseHallQuery(link.split('?')[1] ?? '')).toEqual({ category, providers });
      }),
    );
    expect(hallHref({ category: undefined, providers: ['rocket-labs', 'studio-88'] })).toBe('/gamehall?providers=rocket-labs%2Cstudio-88');
  });
});
