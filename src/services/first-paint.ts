/**
 * Home's first paint as the edge serves it (decision 022; mocks/http/first-screen.ts `firstPaintMarkup`): a
 * fixed layer drawn from the HTML alone (the header's bar, the first banner, the navigation's bar) over the app while
 * its code starts. It goes once the app's own banner is in the page beneath it (the carousel), when the carousel has
 * nothing to show, on any other page, or at the latest a few seconds after the app has rendered (src/main.tsx).
 */
import { FIRST_PAINT_ID } from '../api/first-screen-shell.ts';

/** Takes the served first paint away (on the next frame, so what the app just rendered beneath it is painted first). */
export function releaseFirstPaint(): void {
  const layer = document.getElementById(FIRST_PAINT_ID);
  if (layer) requestAnimationFrame(() => layer.remove());
}
