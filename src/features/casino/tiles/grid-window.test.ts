import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLLER_BUFFER_PX, SCROLLER_ITEM_LIMIT, ScrollerLimitError, columnsFor, gridWindow, rowHeightFor } from './grid-window.ts';

describe('columnsFor', () => {
  it('follows DESIGN.md: 3 at 360, 4 at 768, 6 at 1280, 8 at 1920', () => {
    expect([320, 360, 767, 768, 1279, 1280, 1919, 1920, 2560].map(columnsFor)).toEqual([3, 3, 3, 4, 4, 6, 6, 8, 8]);
  });
});

describe('rowHeightFor', () => {
  it('is the 3:2 image plus the two text lines and the gap', () => {
    // 336 px wide, 3 columns, 8 px gaps: tiles of 106.67 px, images of 71.11 px.
    expect(rowHeightFor(336, 3)).toBeCloseTo(71.11 + 44 + 8, 1);
  });
});

describe('gridWindow', () => {
  it('renders the rows in view plus the 200 px buffer', () => {
    const window = gridWindow({ count: 5000, columns: 3, rowHeight: 100, viewportTop: 1000, viewportHeight: 700 });
    expect(window.startRow).toBe(8);
    expect(window.endRow).toBe(19);
    expect(window.start).toBe(24);
    expect(window.end).toBe(57);
  });

  it('renders nothing for an empty list and clamps at both ends', () => {
    expect(gridWindow({ count: 0, columns: 3, rowHeight: 100, viewportTop: 0, viewportHeight: 700 })).toEqual({ startRow: 0, endRow: 0, start: 0, end: 0 });
    expect(gridWindow({ count: 10, columns: 3, rowHeight: 100, viewportTop: -5000, viewportHeight: 700 }).end).toBe(0);
    expect(gridWindow({ count: 10, columns: 3, rowHeight: 100, viewportTop: 90000, viewportHeight: 700 })).toMatchObject({ start: 12, end: 10 });
  });

  it('throws the scroller error beyond 1000 rendered items (SPEC §8)', () => {
    expect(() => gridWindow({ count: 5000, columns: 8, rowHeight: 10, viewportTop: 0, viewportHeight: 1500 })).toThrow(ScrollerLimitError);
  });

  it('always covers every item that intersects the viewport, starts on a row and stays in bounds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(3, 4, 6, 8),
        fc.integer({ min: 90, max: 400 }),
        fc.integer({ min: -2000, max: 600_000 }),
        fc.integer({ min: 300, max: 1400 }),
        (count, columns, rowHeight, viewportTop, viewportHeight) => {
          const window = gridWindow({ count, columns, rowHeight, viewportTop, viewportHeight });
          expect(window.start % columns).toBe(0);
          expect(window.end).toBeLessThanOrEqual(count);
          expect(window.end - window.start).toBeLessThanOrEqual(SCROLLER_ITEM_LIMIT);
          const rows = Math.ceil(count / columns);
          for (let row = 0; row < rows; row++) {
            const top = row * rowHeight;
            const visible = top + rowHeight > viewportTop - SCROLLER_BUFFER_PX && top < viewportTop + viewportHeight + SCROLLER_BUFFER_PX;
            if (visible) {
              expect(row).toBeGreaterThanOrEqual(window.startRow);
              expect(row).toBeLessThan(window.endRow);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
