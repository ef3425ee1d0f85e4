/**
 * Analytics events (SPEC §8 names a few: login-error with its code, logout error, promocode not found; the product adds
 * deposit success and fail, first deposit and bet placed). The events of screens live in analytics-events.ts, so the
 * first load carries `track` and the sinks alone.
 * The sinks the `analytic` settings of general info choose
 * are plugged in with `setAnalyticsSink` (src/services/analytics-start.ts, 3 s after start); events tracked before that
 * wait for it. `?ANALYTICS_DEBUG=1` (SPEC §2) prints every event in the console for this tab. No personal data
 * leaves: fields that could identify a player are dropped here, whoever calls.
 */
export type AnalyticsEvent = { name: string; data?: Record<string, string | number | boolean | undefined> };
type Sink = (event: AnalyticsEvent) => void;

const DEBUG_KEY = 'omad.analytics-debug';
let sink: Sink | undefined;
let debug = false;
/** Events tracked before the sinks are known (at most MAX_WAITING, the oldest dropped). */
let waiting: AnalyticsEvent[] = [];
const MAX_WAITING = 50;

/** Keys that could identify a player: never sent, whatever an event carries. */
const PERSONAL = /^(email|phone|login|password|name|first_?name|last_?name|fakename|uid|user_?id|contact|address|birth_?date|document)$/i;

export function setAnalyticsSink(next: Sink | undefined): void {
  sink = next;
  const queued = waiting;
  waiting = [];
  if (next) for (const event of queued) deliver(event);
}

function deliver(event: AnalyticsEvent): void {
  if (!sink) {
    waiting.push(event);
    if (waiting.length > MAX_WAITING) waiting.shift();
    return;
  }
  try {
    sink(event);
  } catch {
    // A broken vendor script never breaks the app.
  }
}

/** Reads `ANALYTICS_DEBUG=1` from the query (and keeps it for the tab's session). */
export function initAnalyticsDebug(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): boolean {
  const flag = new URLSearchParams(search).get('ANALYTICS_DEBUG');
  try {
    if (flag === '1') storage?.setItem(DEBUG_KEY, '1');
    else if (flag === '0') storage?.removeItem(DEBUG_KEY);
    debug = storage?.getItem(DEBUG_KEY) === '1';
  } catch {
    debug = flag === '1';
  }
  return debug;
}

export function isAnalyticsDebug(): boolean {
  return debug;
}

export function track(name: string, data?: AnalyticsEvent['data']): void {
  const kept = data ? Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== undefined && !PERSONAL.test(key))) : undefined;
  const event: AnalyticsEvent = kept ? { name, data: kept } : { name };
  if (debug) console.info('[analytics]', name, kept ?? {});
  deliver(event);
}
