/**
 * Analytics events (SPEC §8 names a few: login-error with its code, logout error, promocode not found). The
 * operator's analytics vendor is plugged in with `setAnalyticsSink`; `?ANALYTICS_DEBUG=1` (SPEC §2) turns on
 * debug output in the console for this tab.
 */
export type AnalyticsEvent = { name: string; data?: Record<string, string | number | boolean | undefined> };
type Sink = (event: AnalyticsEvent) => void;

const DEBUG_KEY = 'omad.analytics-debug';
let sink: Sink | undefined;
let debug = false;

export function setAnalyticsSink(next: Sink | undefined): void {
  sink = next;
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
  const event: AnalyticsEvent = data ? { name, data } : { name };
  if (debug) console.info('[analytics]', name, data ?? {});
  try {
    sink?.(event);
  } catch {
    // A broken vendor script never breaks the app.
  }
}

/** What an analytics event says about a failure: the platform's error code and type, or the HTTP status. */
function failureData(error: unknown): Record<string, string | number | undefined> {
  if (typeof error !== 'object' || error === null) return { code: 'unknown' };
  const { code, type, status } = error as { code?: unknown; type?: unknown; status?: unknown };
  const data: Record<string, string | number | undefined> = {
    code: typeof code === 'number' ? code : typeof status === 'number' ? status : 'unknown',
  };
  if (typeof type === 'string') data.type = type;
  return data;
}

const LOGIN_ERROR_EVENT = 'login-error';
const LOGOUT_ERROR_EVENT = 'logout-error';

/** SPEC §8: a login failure sends a login-error event with the error code. */
export function trackLoginError(error: unknown, method: 'password' | 'two-factor' | 'social' = 'password'): void {
  track(LOGIN_ERROR_EVENT, { ...failureData(error), method });
}

/** SPEC §8: a logout failure sends an error event. */
export function trackLogoutError(error: unknown): void {
  track(LOGOUT_ERROR_EVENT, failureData(error));
}
