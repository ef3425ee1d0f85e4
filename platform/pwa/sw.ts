/// <reference lib="webworker" />
/**
 * The service worker (SPEC §1: the installable web app; decision 030 point 17). vite-plugin-pwa builds it from this file
 * and injects the precache list (vite.config.ts, scripts/precache-scope.ts):
 *
 * - the shell and the next screens' files are precached and answered from the cache; nothing from /api/ or /cms/ is
 *   ever stored (the player's live data);
 * - a navigation is answered with the shell, which carries no boot data (src/api/first-screen-shell.ts
 *   WORKER_SHELL_PATH), except home: the page the server last served for it (its first paint of decision 022 and its
 *   boot data) is kept and answered at once, its boot data marked as kept (`data-kept-at`) so the app shows it as an
 *   answer kept on the device and reads it again (src/lib/boot-data.ts), and the page is fetched again behind it for
 *   the next start;
 * - a new worker waits until the player accepts "new version — reload" (platform/pwa/service-worker.ts posts
 *   SKIP_WAITING), so a running page keeps its chunks; it drops the pages the old build's server wrote.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { BOOT_DATA_ID, ENTRY_LOADER_ATTRIBUTE, KEPT_AT_ATTRIBUTE, WORKER_SHELL_PATH } from '../../src/api/first-screen-shell.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The served home pages, one per path; dropped by every new worker (a new build's pages name its own files). */
const PAGES_CACHE = 'omad-pages';

/** Home, as the app settles it from the path (SPEC §2: /ru is Russian): the pages with a served first paint. */
const KEPT_PAGES = new Set(['/', '/ru', '/ru/']);

/**
 * Navigations never answered with the shell: the API, the CMS, builds/latest.json and the deployment's own pages
 * beside the app (a vendor stand-in's, say). The build gives them (vite.config.ts `NOT_THE_APP`): this worker knows no
 * deployment's paths.
 */
declare const __OMAD_NOT_THE_APP__: readonly string[];
const NOT_THE_APP = __OMAD_NOT_THE_APP__.map((source) => new RegExp(source));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

// No directory index: '/' is home, answered below with its kept page, not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL(WORKER_SHELL_PATH);

/** The kept page's entry script, when the loader of decision 022 names one. */
function entryOf(html: string): string | undefined {
  return new RegExp(`${ENTRY_LOADER_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1];
}

/** A served home page, fetched for the next start and kept when it is one this worker's precache can run offline. */
async function keepPage(key: string): Promise<void> {
  const response = await fetch(key, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return;
  const html = await response.text();
  const entry = entryOf(html);
  // A page of another build (the server updated before this worker did) would fetch its code from the network.
  if (!html.includes(`id="${BOOT_DATA_ID}"`) || !entry || !getCacheKeyForURL(entry)) return;
  const headers = new Headers(response.headers);
  // The body is stored decoded; its length is whatever it is now.
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  headers.set('x-omad-kept-at', String(Date.now()));
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(key, new Response(html, { status: 200, headers }));
}

/** The kept page, its boot data marked with the time it was served (the app reads it again at once). */
async function keptPage(key: string): Promise<Response | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = await cache.match(key);
  const at = kept?.headers.get('x-omad-kept-at');
  if (!kept || !at) return undefined;
  const html = (await kept.text()).replace(`id="${BOOT_DATA_ID}"`, `id="${BOOT_DATA_ID}" ${KEPT_AT_ATTRIBUTE}="${at}"`);
  return new Response(html, { status: 200, headers: kept.headers });
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      const { pathname } = new URL(options.url);
      if (!KEPT_PAGES.has(pathname)) return shell(options);
      const key = new URL(pathname, self.location.origin).href;
      // Fetched again behind the kept one, for the next start; a failure (offline) keeps the last.
      options.event.waitUntil(
        keepPage(key).catch((error: unknown) => console.warn('[omad] home not kept for the next start:', error instanceof Error ? error.message : String(error))),
      );
      return (await keptPage(key)) ?? shell(options);
    },
    { denylist: NOT_THE_APP },
  ),
);
