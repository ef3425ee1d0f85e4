/**
 * The install offer's state, which the app's chrome reads on every start (src/app/host/host-extras.tsx), and the capture of
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
/** The player has acted on the page (a touch, a key, a scroll): only then is an offer shown (decision 022). */
let engaged = false;
let onEngage: (() => void) | undefined;

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

/**
 * Starts keeping Chrome's install event (kept from its own mini-infobar: the offer is ours, shown at a calm moment) and
 * noting the player's first action, which also ends the start and so may come before install-prompt.ts loads.
 */
export function captureInstallPrompt(): void {
  const engage = () => {
    if (engaged) return;
    engaged = true;
    onEngage?.();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll']) window.addEventListener(type, engage, { once: true, passive: true, capture: true });
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

/** For install-prompt.ts: runs `handler` at the player's first action, at once if it came already. */
export function whenEngaged(handler: () => void): void {
  if (engaged) handler();
  else onEngage = handler;
}
