/**
 * The install offer's state, which the app's chrome reads on every start (src/app/host-extras.tsx), and the capture of
 * Chrome's `beforeinstallprompt`, which must listen from the start: the event may come early, and only a listener
 * already there can keep it. What decides and acts on the offer (install-prompt.ts: the iOS hint, a recent dismissal,
 * the player's first action, the browser's dialog) loads once the start is over (decision 030), so no first load
 * carries it.
 */

/** Chrome's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'none' | 'prompt' | 'ios-hint';

let offer: InstallOffer = 'none';
const listeners = new Set<() => void>();
let early: BeforeInstallPromptEvent | undefined;
let onPrompt: ((event: BeforeInstallPromptEvent) => void) | undefined;

export function installOffer(): InstallOffer {
  return offer;
}

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For install-prompt.ts: the offer shown now. */
export function setInstallOffer(next: InstallOffer): void {
  offer = next;
  for (const listener of listeners) listener();
}

/** Starts keeping Chrome's install event (kept from its own mini-infobar: the offer is ours, shown at a calm moment). */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (onPrompt) onPrompt(event as BeforeInstallPromptEvent);
    else early = event as BeforeInstallPromptEvent;
  });
}

/** For install-prompt.ts: hears the install event, the one that came before it loaded first. */
export function handInstallPrompt(handler: (event: BeforeInstallPromptEvent) => void): void {
  onPrompt = handler;
  const kept = early;
  early = undefined;
  if (kept) handler(kept);
}
