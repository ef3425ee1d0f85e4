import { describe, expect, it } from 'vitest';
import { pointsAliasOf } from './points.ts';

describe('the operator’s word for points (SPEC §3 pointsAlias)', () => {
  it('the platform’s first, then the CMS’s; blanks are no word', () => {
    expect(pointsAliasOf('балл', 'монеты', 'фишки')).toBe('монеты');
    expect(pointsAliasOf('балл', null, ' фишки ')).toBe('фишки');
    expect(pointsAliasOf('ball', undefined, '  ')).toBeUndefined();
  });

  it('the app’s own word in another form is left to the app’s plural', () => {
    expect(pointsAliasOf('балл', 'Баллы')).toBeUndefined();
    expect(pointsAliasOf('ball', 'ball')).toBeUndefined();
    expect(pointsAliasOf('ball', 'tanga')).toBe('tanga');
  });
});
