/**
 * The quiet start (decision 030): when the first screen counts as drawn and then as quiet, and the work that waits for
 * either (the later CMS collections, the signed-in life, the service worker's precache, the popup host's code). It
 * listens to the page (load, input, performance entries), so it is a service, not a pure helper (decision 031).
 */
/**
 * Runs `task` when the browser is next idle (requestIdleCallback, at most `timeout` ms later), or after a short
 * delay where there is no such call (Safari). For code the first screen does not need but the next tap may: it
 * loads after the first paint instead of before it. Returns a function that cancels the task.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}

/**
 * When the first screen counts as quiet (docs/decisions/030-quiet-start.md): the page's load event has fired, the app
 * has drawn its first page (firstScreenDrawn), and then no resource has finished loading and no long task has run for
 * this long.
 */
export const QUIET_MS = 1000;
/** However busy the page stays (a game's frame, a poll), the work that waits for the start runs this long after load. */
export const START_CAP_MS = 10_000;
/** The performance mark set when the start is over: the bench and the e2e read counts measure up to it. */
export const START_QUIET_MARK = 'omad:start-quiet';
/** A player's own input ends the start at once: what waits for it (the next screens' code) may be needed now. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;
const LISTEN = { passive: true, capture: true } as const;

let startOver = false;
let watching = false;
let drawnAt: number | undefined;

const afterDrawTasks = new Set<() => void>();

/** The app has drawn its first page (src/main.tsx): the start can be quiet from QUIET_MS after it. */
export function firstScreenDrawn(): void {
  drawnAt ??= performance.now();
  for (const task of afterDrawTasks) task();
  afterDrawTasks.clear();
}

/**
 * Runs `task` once the app has drawn its first page (at once if it has): for code that must be at hand early (the
 * offline notice) but is not needed to draw (decision 030). Answers a function that cancels it.
 */
export function whenDrawn(task: () => void): () => void {
  if (drawnAt !== undefined) {
    task();
    return () => undefined;
  }
  afterDrawTasks.add(task);
  return () => void afterDrawTasks.delete(task);
}
const afterStartTasks = new Set<() => void>();

/** Whether the start is over (quiet, or the player has interacted). */
export function hasStarted(): boolean {
  return startOver;
}

function endStart(): void {
  if (startOver) return;
  startOver = true;
  try {
    performance.mark(START_QUIET_MARK);
  } catch {
    // A browser without user timing: the mark is only for measuring.
  }
  for (const type of INPUT_EVENTS) window.removeEventListener(type, endStart, LISTEN);
  // Each task in an idle period of its own, so what waited does not become one long task now.
  for (const task of afterStartTasks) whenIdle(task, 1000);
  afterStartTasks.clear();
}

function watchStart(): void {
  if (watching) return;
  watching = true;
  for (const type of INPUT_EVENTS) window.addEventListener(type, endStart, LISTEN);
  let lastBusy = performance.now();
  const busy = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries()) {
      const end = 'responseEnd' in entry ? (entry as PerformanceResourceTiming).responseEnd : entry.startTime + entry.duration;
      lastBusy = Math.max(lastBusy, end);
    }
  };
  const observers: PerformanceObserver[] = [];
  if (typeof PerformanceObserver === 'function') {
    for (const type of ['resource', 'longtask']) {
      // 'longtask' is Chromium's; elsewhere finished resources alone say when the page is quiet.
      if (!PerformanceObserver.supportedEntryTypes?.includes(type)) continue;
      const observer = new PerformanceObserver(busy);
      observer.observe({ type, buffered: true });
      observers.push(observer);
    }
  }
  const afterLoad = () => {
    lastBusy = Math.max(lastBusy, performance.now());
    const cap = performance.now() + START_CAP_MS;
    const check = () => {
      if (startOver) return;
      const now = performance.now();
      // A first render in a transition yields in short slices: no long task, no resource, and not drawn yet either.
      const since = drawnAt === undefined ? undefined : Math.max(lastBusy, drawnAt);
      if ((since !== undefined && now - since >= QUIET_MS) || now >= cap) {
        for (const observer of observers) observer.disconnect();
        endStart();
        return;
      }
      setTimeout(check, Math.max(50, QUIET_MS - (now - (since ?? now))));
    };
    setTimeout(check, QUIET_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Runs `task` once the first screen is quiet (its load, reads and long tasks over for QUIET_MS) or at the player's
 * first input, whichever comes first: for work the first screen does not show (the service worker's precache, the
 * later CMS collections, the signed-in life, the popup host's code). Answers a function that cancels it.
 */
export function afterStart(task: () => void): () => void {
  if (startOver) return whenIdle(task, 1000);
  afterStartTasks.add(task);
  watchStart();
  return () => void afterStartTasks.delete(task);
}

/** Tests: a fresh start. */
export function resetStartForTests(): void {
  startOver = false;
  watching = false;
  drawnAt = undefined;
  afterDrawTasks.clear();
  afterStartTasks.clear();
}
