/**
 * Back steps a page takes before the app's own back (decision 017): the sportsbook frame steps back inside itself first
 * when Telegram's back button is pressed (src/app/host/host-chrome.ts asks here before leaving the page). One page at a
 * time registers a step; it unregisters when it has none left or unmounts.
 */
let step: (() => boolean) | undefined;

/** `handler` answers true when it went back itself; undefined unregisters. */
export function setInnerBack(handler: (() => boolean) | undefined): void {
  step = handler;
}

/** True when a page took the back step (the app then does nothing more). */
export function takeInnerBack(): boolean {
  return step?.() ?? false;
}
