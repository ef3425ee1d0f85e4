import { describe, expect, it } from 'vitest';
import { pageOf, tabOf } from './cashier-data.ts';

describe('history pages', () => {
  it('read the tab from the query, the first tab otherwise', () => {
    expect(tabOf('withdrawal')).toBe('withdrawal');
    expect(tabOf('cashbacks')).toBe('cashbacks');
    expect(tabOf('all')).toBe('deposit');
    expect(tabOf(null)).toBe('deposit');
  });

  it('end at the total, or without one at a short page', () => {
    expect(pageOf([1, 2, 3, 4], 10, { offset: 4, count: 4 }).done).toBe(false);
    expect(pageOf([1, 2], 10, { offset: 8, count: 4 }).done).toBe(true);
    expect(pageOf([1, 2, 3, 4], undefined, { offset: 0, count: 4 }).done).toBe(false);
    expect(pageOf([1], undefined, { offset: 4, count: 4 }).done).toBe(true);
  });
});
