/**
 * The install offer: Chrome's `beforeinstallprompt` (kept from the start by install-offer.ts) is shown from our own UI;
 * iOS Safari has no such event, so it gets a short add-to-home-screen hint instead. Never in Telegram or web-views
 * (platform/index.ts only starts this in the browser host, once the start is over: decision 030).
 */
import { handInstallPrompt, setInstallOffer, whenEngaged, type BeforeInstallPromptEvent, type InstallOffer } from './install-offer.ts';

const DISMISSED_KEY = 'omad.install-dismissed';
/** A dismissed offer comes back after this long. */
export const OFFER_AGAIN_MS = 30 * 24 * 60 * 60 * 1000;

let deferred: BeforeInstallPromptEvent | undefined;
/** The player has acted on the page (install-offer.ts notes it from the start): only then is the offer shown. */
let engaged = false;
let waiting: InstallOffer = 'none';

const set = setInstallOffer;

/** An offer waits for the player's first action: it never covers the first screen while it loads. */
function offerWhenEngaged(next: InstallOffer): void {
  if (engaged) set(next);
  else waiting = next;
}

function engage(): void {
  if (engaged) return;
  engaged = true;
  if (waiting !== 'none') set(waiting);
}

/** iPhone/iPad Safari (not Chrome/Firefox/Edge on iOS, which cannot install). iPadOS reports a Mac with touch. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser)\b/.test(userAgent);
}

export function wasDismissedRecently(stored: string | null, now: number): boolean {
  const at = Number(stored);
  return stored !== null && Number.isFinite(at) && now - at < OFFER_AGAIN_MS && at <= now;
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function startInstallOffer(): void {
  if (wasDismissedRecently(readDismissed(), Date.now())) return;
  whenEngaged(engage);
  handInstallPrompt((event) => {
    deferred = event;
    offerWhenEngaged('prompt');
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    waiting = 'none';
    set('none');
  });
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) offerWhenEngaged('ios-hint');
}

/** Shows the browser's install dialog; the offer goes away whatever the player chose. */
export async function acceptInstall(): Promise<void> {
  const event = deferred;
  deferred = undefined;
  set('none');
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

export function dismissInstall(): void {
  deferred = undefined;
  set('none');
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Storage disabled: the offer may come back next visit.
  }
}
