/**
 * Translation keys are typed from the dictionary (issue 12 part 5). The `@ts-expect-error` lines are the test that
 * runs at typecheck (`npm test` runs tsc): were a wrong key to compile, the directive itself would be an error.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { known, t, type KeysUnder, type TranslationKey } from './index.ts';

describe('typed translation keys', () => {
  it('a key of the dictionary compiles and a misspelt one does not', () => {
    expect(t('common.close')).not.toBe('common.close');
    // @ts-expect-error: not a key of the dictionary
    expect(t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error: a section is not a key; only its entries are
    t('common');
  });

  it('a plural entry is one key, not its forms; a section with a key named `other` is a section', () => {
    expectTypeOf<'casino.leaderboard.points'>().toExtend<TranslationKey>();
    expectTypeOf<'casino.leaderboard.points.one'>().not.toExtend<TranslationKey>();
    expectTypeOf<'bonuses.status.other'>().toExtend<TranslationKey>();
  });

  it('a key built from a server value compiles only through the known values', () => {
    const fromServer: string = 'week';
    // @ts-expect-error: any string could make a key the dictionary lacks
    t(`cashier.periods.${fromServer}`);
    const period = known(fromServer, ['day', 'week', 'month']);
    expect(period ? t(`cashier.periods.${period}`) : fromServer).not.toContain('cashier.');
    expectTypeOf<KeysUnder<'cashier.periods'>>().toEqualTypeOf<'none' | 'day' | 'week' | 'month'>();
  });

  it('known() answers the value only when it is in the list', () => {
    expect(known('week', ['day', 'week'])).toBe('week');
    expect(known('fortnight', ['day', 'week'])).toBeUndefined();
    expect(known(undefined, ['day'])).toBeUndefined();
    expect(known(null, ['day'])).toBeUndefined();
  });
});
