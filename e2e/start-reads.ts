/**
 * Decision 030: the API and CMS reads of one page load by operation name (`/api/games.get` → `games.get`,
 * `/cms/api/common` → `cms:common`), before and after the app's `omad:start-quiet` mark, from the page's resource
 * timings. CMS media files (/cms/api/uploads/…) are images, not reads. Counted, never timed: e2e/first-screen.spec.ts
 * holds home to its limit with them, and `npm run bench` prints them for home and the game hall (scripts/bench.ts).
 */
import type { Page } from '@playwright/test';

export interface StartReads {
  beforeQuiet: string[];
  all: string[];
}

export async function startReads(page: Page): Promise<StartReads> {
  return page.evaluate(() => {
    const quietAt = performance.getEntriesByName('omad:start-quiet')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const reads = performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
      .filter(({ path }) => (path.startsWith('/api/') || path.startsWith('/cms/api/')) && !path.startsWith('/cms/api/uploads/'))
      .map(({ path, at }) => ({ operation: path.replace(/^\/(cms\/)?api\//, (_, cms: string | undefined) => (cms ? 'cms:' : '')), at }));
    return { beforeQuiet: reads.filter((read) => read.at < quietAt).map((read) => read.operation), all: reads.map((read) => read.operation) };
  });
}

/** The operations read more than once (each repeat listed). */
export const twice = (operations: readonly string[]): string[] => operations.filter((operation, index) => operations.indexOf(operation) !== index);
