/**
 * The installed app's update machinery (SPEC §7 builds/latest.json): the service worker's registration and the new-build watch.
 * platform/index.ts loads this module once the first screen is quiet or at the player's first input (decision 030: its
 * precache download must not compete with the first screen), so its code is not part of the first load either.
 */
import { watchForNewBuild } from './new-build.ts';
import { registerServiceWorker } from './service-worker.ts';

export { reloadIntoNewBuild } from './service-worker.ts';

/**
 * Registers the worker and polls builds/latest.json; `onNewBuild` is called when either sees a newer build.
 * `checkNow`: the player came back to the tab before this started, so the server is asked at once.
 */
export function startUpdates(buildId: string | undefined, onNewBuild: () => void, checkNow = false): void {
  registerServiceWorker(onNewBuild);
  if (buildId) watchForNewBuild({ currentId: buildId, onNewBuild, checkNow });
}
