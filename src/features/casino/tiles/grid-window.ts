/**
 * Windowing for the game grid (smooth at 5,000 games). Only the rows in view, plus SPEC §9's buffer of
 * 200 px above and below, are rendered; SPEC §8/§9: more than 1000 rendered items is an error of the scroller.
 * The arithmetic is pure so it can be tested; `useGridWindow` ties it to the page's scroll.
 */
import { useEffect, useState, type RefObject } from 'react';

export const SCROLLER_ITEM_LIMIT = 1000;
export const SCROLLER_BUFFER_PX = 200;

/** DESIGN.md: 3 columns at 360 px, 4 at 768, 6 at 1280, 8 at 1920. */
export function columnsFor(viewportWidth: number): number {
  if (viewportWidth >= 1920) return 8;
  if (viewportWidth >= 1280) return 6;
  if (viewportWidth >= 768) return 4;
  return 3;
}

/** The fixed height of a tile's two text lines (title, provider), so a row's height is known before images load. */
const TILE_META_PX = 44;
export const GRID_GAP_PX = 8;

/** Height of one grid row including the gap under it, for a grid `width` px wide. */
export function rowHeightFor(width: number, columns: number, gap = GRID_GAP_PX): number {
  const tileWidth = (width - gap * (columns - 1)) / columns;
  return Math.round(((tileWidth * 2) / 3 + TILE_META_PX + gap) * 100) / 100;
}

export interface WindowInput {
  count: number;
  columns: number;
  rowHeight: number;
  /** Where the viewport's top is, measured from the grid's top (negative while the grid is below the fold). */
  viewportTop: number;
  viewportHeight: number;
  buffer?: number;
}

export interface GridWindow {
  startRow: number;
  /** Exclusive. */
  endRow: number;
  /** Item indexes, end exclusive. */
  start: number;
  end: number;
}

export class ScrollerLimitError extends Error {
  constructor(rendered: number) {
    super(`Rendered items limit reached: ${rendered} > ${SCROLLER_ITEM_LIMIT}`);
    this.name = 'ScrollerLimitError';
  }
}

export function gridWindow({ count, columns, rowHeight, viewportTop, viewportHeight, buffer = SCROLLER_BUFFER_PX }: WindowInput): GridWindow {
  const rows = Math.ceil(count / Math.max(1, columns));
  if (rows === 0 || rowHeight <= 0) return { startRow: 0, endRow: 0, start: 0, end: 0 };
  const top = viewportTop - buffer;
  const bottom = viewportTop + viewportHeight + buffer;
  const startRow = Math.min(rows, Math.max(0, Math.floor(top / rowHeight)));
  const endRow = Math.min(rows, Math.max(startRow, Math.ceil(bottom / rowHeight)));
  const start = startRow * columns;
  const end = Math.min(count, endRow * columns);
  if (end - start > SCROLLER_ITEM_LIMIT) throw new ScrollerLimitError(end - start);
  return { startRow, endRow, start, end };
}

export interface GridLayout {
  columns: number;
  rowHeight: number;
  window: GridWindow;
  /**
   * The page is being flung faster than FLING_PX_PER_S: tiles that appear now wait with their artwork until it
   * slows down. Each artwork is a separate image document to decode and paint; skipping the ones that only fly
   * past keeps a fling at full frame rate (the usual `isScrolling` of windowing libraries).
   */
  flinging: boolean;
}

const FLING_PX_PER_S = 2500;
const FLING_SETTLE_MS = 120;

/**
 * Follows the window's scroll and size with one rAF per frame at most, and re-renders only when the visible rows
 * or the layout change (never on every scroll event). The grid scrolls with the page: no inner scroller to trap the thumb.
 */
export function useGridWindow(ref: RefObject<HTMLElement | null>, count: number): GridLayout {
  const [layout, setLayout] = useState<GridLayout>(() => initialLayout(count));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    let flinging = false;
    // Decision 030: not read here (window.scrollY in an effect forces a layout right after the commit); the first scroll
    // event has no speed to compare with.
    let lastY: number | undefined;
    let lastAt = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      frame = 0;
      const columns = columnsFor(window.innerWidth);
      const rect = element.getBoundingClientRect();
      const rowHeight = rowHeightFor(rect.width, columns);
      const next = gridWindow({ count, columns, rowHeight, viewportTop: -rect.top, viewportHeight: window.innerHeight });
      setLayout((previous) =>
        previous.columns === columns &&
        previous.rowHeight === rowHeight &&
        previous.flinging === flinging &&
        previous.window.startRow === next.startRow &&
        previous.window.endRow === next.endRow &&
        previous.window.end === next.end
          ? previous
          : { columns, rowHeight, window: next, flinging },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const onScroll = () => {
      const now = performance.now();
      const y = window.scrollY;
      const speed = lastY === undefined ? 0 : (Math.abs(y - lastY) / Math.max(1, now - lastAt)) * 1000;
      lastY = y;
      lastAt = now;
      if (speed > FLING_PX_PER_S) flinging = true;
      if (settle !== undefined) clearTimeout(settle);
      settle = setTimeout(() => {
        flinging = false;
        schedule();
      }, FLING_SETTLE_MS);
      schedule();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    // Decision 030: no measuring in the effect itself, which would force a layout right after the commit. The observer's
    // first callback comes once the browser has laid the grid out (measuring there is free), and again on every resize.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (frame !== 0) cancelAnimationFrame(frame);
            measure();
          });
    if (observer) observer.observe(element);
    else schedule();
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      if (settle !== undefined) clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [ref, count]);
  return layout;
}

/** Before the first measure: the first rows of a phone, so the server-less first paint already shows tiles. */
function initialLayout(count: number): GridLayout {
  const width = typeof window === 'undefined' ? 360 : window.innerWidth;
  const columns = columnsFor(width);
  const rowHeight = rowHeightFor(Math.min(width, 1440) - 24, columns);
  const viewportHeight = typeof window === 'undefined' ? 780 : window.innerHeight;
  return { columns, rowHeight, window: gridWindow({ count, columns, rowHeight, viewportTop: 0, viewportHeight }), flinging: false };
}
