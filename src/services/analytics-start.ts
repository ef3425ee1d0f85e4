/**
 * What analytics does once the first screen is long settled (decision 014), loaded by src/main.tsx 3 s after start
 * so that none of it is in the first load or delays the first screen: the /hit beacon, and the sinks the `analytic`
 * settings of general info choose.
 *
 * Sinks: `gtm_id` pushes each event onto Google Tag Manager's `dataLayer`, `ym_id` sends it to Yandex Metrica as a
 * goal (`ym(id, 'reachGoal', name, params)`). The vendors' own scripts come from the operator's CMS custom code (they
 * are third parties whose details are not shown, SPEC §1); until one loads, what is pushed waits in its queue, as the
 * vendors' snippets do.
 */
import { getGeneralInfo } from '../api/metadata.ts';
import { fetchRead, SHARED_FRESH_MS } from '../server-data/reads.ts';
import { setAnalyticsSink, type AnalyticsEvent } from './analytics.ts';
import { sendHit, type HitInput } from './hit-beacon.ts';

type AnalyticSettings = Record<string, string | number | boolean | null> | null | undefined;
type Page = Record<string, unknown>;

function id(value: unknown): string | undefined {
  return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && value > 0) ? String(value).trim() : undefined;
}

/** The sinks `analytic` asks for, as one (undefined when it asks for none). */
export function sinksFor(analytic: AnalyticSettings, page: Page): ((event: AnalyticsEvent) => void) | undefined {
  const sinks: ((event: AnalyticsEvent) => void)[] = [];
  if (id(analytic?.gtm_id)) {
    sinks.push((event) => {
      const layer = Array.isArray(page.dataLayer) ? (page.dataLayer as unknown[]) : [];
      page.dataLayer = layer;
      layer.push({ event: event.name, ...event.data });
    });
  }
  const counter = id(analytic?.ym_id);
  if (counter) {
    sinks.push((event) => {
      if (typeof page.ym !== 'function') {
        // Yandex Metrica's own queue, as its snippet sets it: its tag script reads `ym.a` when it loads.
        const queue: unknown[] = [];
        const enqueue = (...args: unknown[]) => void queue.push(args);
        page.ym = Object.assign(enqueue, { a: queue, l: Date.now() });
      }
      (page.ym as (...args: unknown[]) => void)(Number(counter), 'reachGoal', event.name, event.data ?? {});
    });
  }
  if (sinks.length === 0) return undefined;
  return (event) => {
    for (const sink of sinks) sink(event);
  };
}

/** SEON's session when its script is on the page (`seon.getBase64Session`), waited for at most `timeoutMs`. */
export function seonSession(page: Page, timeoutMs = 500): Promise<string | undefined> {
  const seon = page.seon as { getBase64Session?: (callback: (session: string) => void) => void } | undefined;
  if (typeof seon?.getBase64Session !== 'function') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    try {
      seon.getBase64Session?.((session) => {
        clearTimeout(timer);
        resolve(typeof session === 'string' && session ? session : undefined);
      });
    } catch {
      clearTimeout(timer);
      resolve(undefined);
    }
  });
}

/** Runs once, 3 s after start (src/main.tsx): the beacon first, then the sinks; a failure is only logged. */
export async function startAnalytics(landing: Omit<HitInput, 'seonSession'>): Promise<void> {
  const page = window as unknown as Page;
  sendHit({ ...landing, seonSession: await seonSession(page) });
  try {
    // The signed-in life reads the same settings: one request for both (decision 030).
    const info = await fetchRead(getGeneralInfo, {}, { localised: false, maxAgeMs: SHARED_FRESH_MS });
    setAnalyticsSink(sinksFor(info.analytic, page));
  } catch {
    // The API client's onError has logged it (SPEC §8): events stay in the debug console only.
  }
}
