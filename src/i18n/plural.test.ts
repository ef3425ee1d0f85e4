import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { pluralCategory, setLocale, t } from './index.ts';

describe('plural entries (SPEC §9: Russian picks among three forms)', () => {
  afterAll(() => setLocale('uz'));

  it.each([
    [0, '0 очков'], [1, '1 очко'], [2, '2 очка'], [4, '4 очка'], [5, '5 очков'], [11, '11 очков'], [12, '12 очков'],
    [14, '14 очков'], [21, '21 очко'], [22, '22 очка'], [25, '25 очков'], [101, '101 очко'], [111, '111 очков'],
  ])('ru %i -> %s', async (count, expected) => {
    await setLocale('ru');
    expect(t('casino.leaderboard.points', { count, points: count })).toBe(expected);
  });

  it('a fraction takes the form CLDR calls other (1,5 очка)', async () => {
    await setLocale('ru');
    expect(t('casino.leaderboard.points', { count: 1.5, points: '1.5' })).toBe('1.5 очка');
  });

  it('Uzbek keeps one form after a number, and the shown number may be formatted apart from the count', async () => {
    await setLocale('uz');
    expect(t('casino.leaderboard.points', { count: 1, points: '1' })).toBe('1 ochko');
    expect(t('casino.leaderboard.points', { count: 12500, points: '12,500' })).toBe('12,500 ochko');
  });

  it('without a count the entry reads as other, never as an object or an empty string', async () => {
    await setLocale('ru');
    expect(t('casino.leaderboard.points', { points: '7' })).toBe('7 очка');
  });

  it('Russian categories agree with the grammar rule for every whole number (property)', () => {
    // As Russian grammars state it: 11-14 take the third form; else by the last digit 1, 2-4, other.
    const byRule = (count: number) => {
      const lastTwo = Math.abs(count) % 100;
      const last = lastTwo % 10;
      if (lastTwo >= 11 && lastTwo <= 14) return 'many';
      if (last === 1) return 'one';
      if (last >= 2 && last <= 4) return 'few';
      return 'many';
    };
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (count) => pluralCategory('ru', count) === byRule(count)));
  });
});
