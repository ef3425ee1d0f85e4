/**
 * The one door to the host (ARCHITECTURE.md): detect() once at boot, then init() before render.
 * The Telegram SDK is loaded only in the Telegram host (issue 4), so browser players never download it.
 */
import { detectHost, type HostKind } from './detect.ts';

export type { HostKind } from './detect.ts';

export interface Platform {
  readonly kind: HostKind;
  /** True when the page runs inside a frame (Telegram web, a native shell's frame). */
  readonly inFrame: boolean;
  /** Called once the first screen is painted. */
  ready(): void;
  /** The host's language, when it tells one (Telegram's language_code). */
  readonly languageCode: string | undefined;
  /** Opens a link outside the app the way the host expects. */
  openExternal(url: string): void;
}

function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function readSignals() {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem('tma.js/launch-params');
  } catch {
    stored = null;
  }
  const host = window as Window & { TelegramWebviewProxy?: unknown; __OMAD_NATIVE__?: unknown };
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hash: location.hash,
    search: location.search,
    storedLaunchParams: stored,
    telegramProxy: host.TelegramWebviewProxy !== undefined,
    userAgent: navigator.userAgent,
    standalone: window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    nativeFlag: host.__OMAD_NATIVE__ !== undefined || new URLSearchParams(location.search).get('host') === 'webview',
  };
}

let current: Platform | undefined;

export function detect(): HostKind {
  return detectHost(readSignals());
}

export function init(): Platform {
  if (current) return current;
  const kind = detect();
  current = {
    kind,
    inFrame: isInFrame(),
    languageCode: undefined,
    ready: () => undefined,
    openExternal: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
  document.documentElement.dataset.host = kind;
  return current;
}

export function platform(): Platform {
  return current ?? init();
}
