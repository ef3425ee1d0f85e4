/**
 * New-build detection (SPEC §7 builds/latest.json): the build id compiled into this bundle
 * is compared with the one the server publishes; a different id means a newer app is deployed.
 * Also follows the service worker: a waiting worker is a new build too.
 */

/** How often a running app asks; plus whenever the player comes back to the tab. */
const BUILD_POLL_MS = 5 * 60 * 1000;

export interface BuildInfo {
  id: string;
}

export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as Record<string, unknown>).id;
  return typeof id === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(id) ? { id } : undefined;
}

export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<BuildInfo | undefined> {
  try {
    const response = await fetcher('/builds/latest.json', { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return undefined;
    return parseBuildInfo(await response.json());
  } catch {
    // Offline or a proxy hiccup: ask again later.
    return undefined;
  }
}

export interface BuildWatchOptions {
  currentId: string;
  onNewBuild: () => void;
  intervalMs?: number;
  fetcher?: typeof fetch;
  /** Ask at once too: the player came back to the tab before the watch started (platform/index.ts). */
  checkNow?: boolean;
}

/** Polls until a new build is seen (then tells once and stops). Returns a stop function. */
export function watchForNewBuild({ currentId, onNewBuild, intervalMs = BUILD_POLL_MS, fetcher, checkNow = false }: BuildWatchOptions): () => void {
  let stopped = false;
  const check = async () => {
    if (stopped) return;
    const latest = await fetchLatestBuild(fetcher);
    if (!stopped && latest && latest.id !== currentId) {
      stop();
      onNewBuild();
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  if (checkNow) void check();
  function stop() {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}
