/**
 * Service-worker registration (SPEC §1: the installable web app; decision 030). The worker itself is platform/pwa/sw.ts, built by vite-plugin-pwa
 * (vite.config.ts): it precaches the shell and hashed assets and never caches /api/ or /cms/.
 * Registered here rather than by an injected inline script, which the CSP (script-src 'self') forbids.
 */

let waiting: ServiceWorker | undefined;

/** Registers /sw.js; `onUpdate` is called when a new worker (a new build) is installed and waiting. */
export function registerServiceWorker(onUpdate: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  const track = (registration: ServiceWorkerRegistration) => {
    const remember = (worker: ServiceWorker | null) => {
      // Only an update: the very first install has no controller and nothing to reload.
      if (worker && navigator.serviceWorker.controller) {
        waiting = worker;
        onUpdate();
      }
    };
    if (registration.waiting) remember(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') remember(installing);
      });
    });
  };
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(track)
      .catch((error: unknown) => {
        // No offline shell (private mode, blocked): the app works online as before.
        console.warn('[omad] service worker not registered:', error instanceof Error ? error.message : String(error));
      });
  };
  // After load, so the worker's precache download never competes with the first screen.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Lets a waiting worker take over, then reloads into the new build. */
export function reloadIntoNewBuild(): void {
  if (waiting && 'serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    // The worker (platform/pwa/sw.ts) activates on this message (it waits otherwise, so a running page keeps its chunks).
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // If the worker does not take over promptly, reload anyway: the server has the new build.
    setTimeout(() => window.location.reload(), 3000);
    return;
  }
  window.location.reload();
}
