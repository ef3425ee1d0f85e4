/**
 * The one door to the host (ARCHITECTURE.md; SPEC §1 hosts): `init()` once at boot, before render; then
 * `platform()` anywhere. Only platform/ talks to the Telegram SDK, and it is loaded by dynamic import
 * only in the Telegram host, so browser players never download it (scripts/check-no-sdk.ts).
 */
import { detectHost, type HostKind } from './detect.ts';
import { canOfferInstall, socialSignInMode, type SocialSignInMode } from './webview/traits.ts';
import { captureInstallPrompt } from './pwa/install-offer.ts';
import { STORED_LAUNCH_PARAMS_KEY } from './telegram/launch-basics.ts';
import type { TelegramSignIn } from './telegram/launch-data.ts';
import type { TelegramHost } from './telegram/host.ts';
import type { HapticKind } from './telegram/haptics.ts';
import { externalLinkTarget, leavingUrl } from '../src/api/url-safety.ts';
import { afterStart } from '../src/services/quiet-start.ts';

export type { HostKind } from './detect.ts';
export type { TelegramSignIn } from './telegram/launch-data.ts';
export type { HapticKind } from './telegram/haptics.ts';
export type { SocialSignInMode } from './webview/traits.ts';
export { installOffer, onInstallOfferChange, type InstallOffer } from './pwa/install-offer.ts';

/** Things that must not be lost by closing the app by accident (Telegram's closing confirmation). */
export type BusyKind = 'game-round' | 'payment';

export type Appearance = 'light' | 'dark';

export interface OpenExternalOptions {
  /** Leave in place of the app (a redirect) rather than beside it (a link). Telegram always opens beside. */
  replace?: boolean;
}

/**
 * What happened to an external URL: `opened` beside the app (the app stays on screen), `left` (this page is
 * being replaced), `refused` (not a URL that may leave the app: javascript:, data:, garbage).
 */
export type OpenExternalResult = 'opened' | 'left' | 'refused';

export interface Platform {
  readonly kind: HostKind;
  /** True when the page runs inside a frame (Telegram web, a native shell's frame). */
  readonly inFrame: boolean;
  /** The host's language, when it tells one (Telegram's language_code). */
  readonly languageCode: string | undefined;
  /** Telegram only: the fields auth.register needs to sign the player in with init data. */
  readonly telegramSignIn: TelegramSignIn | undefined;
  /** Telegram only: the validated start_param deep link ([A-Za-z0-9_-]{1,512}). */
  readonly startParam: string | undefined;
  /** How social sign-in opens the provider: web-views need a full-page redirect. */
  readonly socialSignIn: SocialSignInMode;
  /** Whether an install offer may be shown (never in Telegram, web-views or the installed app). */
  readonly canOfferInstall: boolean;
  /** Whether the host has its own back button (Telegram) that the app must drive. */
  readonly hasHostBackButton: boolean;
  /** Called once the first screen is painted. */
  ready(): void;
  /**
   * Opens a URL outside the app the way the host expects: Telegram openLink (t.me links: openTelegramLink),
   * elsewhere a new tab without an opener (or, with `replace`, in place of the app). Only http(s) and tg: URLs.
   */
  openExternal(url: string, options?: OpenExternalOptions): OpenExternalResult;
  /** Shows the host back button wired to `handler`, or hides it (undefined). */
  setBackButton(handler: (() => void) | undefined): void;
  /** Telegram's swipe-down-to-close gesture; off on game pages so a game's own swipes work. */
  setVerticalSwipes(enabled: boolean): void;
  /**
   * Marks a game round or a payment as open: Telegram asks before closing the app meanwhile (closing
   * confirmation, on while any kind is open). Nothing elsewhere.
   */
  setBusy(kind: BusyKind, on: boolean): void;
  /** Haptic feedback on confirmations, successes, errors and wins (Telegram; nothing elsewhere). */
  haptic(kind: HapticKind): void;
  /** Full-screen (Telegram 8.0+); the CMS decides when (SPEC §9 full-screen visibility). */
  setFullscreen(on: boolean): void;
  /** The host's colour scheme when it dictates one (Telegram theme); undefined follows the system. */
  appearance(): Appearance | undefined;
  /** Called when the host's theme changes (live). */
  onAppearanceChange(listener: () => void): () => void;
}

/** The app's one frame check (the API client's non_strict flag reads it through boot, src/main.tsx). */
function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

function readSignals() {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(STORED_LAUNCH_PARAMS_KEY);
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

function openOutside(telegram: TelegramHost | undefined, target: string, options: OpenExternalOptions | undefined): OpenExternalResult {
  const url = leavingUrl(target, window.location.origin);
  if (!url) {
    console.warn('[omad] refused to open a link that is not http(s) or tg:');
    return 'refused';
  }
  if (telegram) {
    // Never navigate the mini-app itself away: Telegram opens the page in its browser and the app stays.
    telegram.openExternal(url);
    return 'opened';
  }
  if (url.startsWith('tg:')) {
    // The system hands tg: to the Telegram app; this page stays.
    window.location.assign(url);
    return 'opened';
  }
  if (options?.replace) {
    window.location.replace(url);
    return 'left';
  }
  window.open(url, '_blank', 'noopener,noreferrer');
  return 'opened';
}

/** Exported for the unit tests; the app gets its Platform from init() / platform(). */
export function createPlatform(kind: HostKind, telegram: TelegramHost | undefined): Platform {
  const busy = new Set<BusyKind>();
  return {
    kind,
    inFrame: isInFrame(),
    languageCode: telegram?.languageCode,
    telegramSignIn: telegram?.signIn,
    startParam: telegram?.startParam,
    socialSignIn: socialSignInMode(kind),
    canOfferInstall: canOfferInstall(kind),
    hasHostBackButton: telegram !== undefined,
    ready: () => telegram?.ready(),
    openExternal: (url, options) => openOutside(telegram, url, options),
    setBackButton: (handler) => telegram?.setBackButton(handler),
    setVerticalSwipes: (enabled) => telegram?.setVerticalSwipes(enabled),
    setBusy: (what, on) => {
      const wasBusy = busy.size > 0;
      if (on) busy.add(what);
      else busy.delete(what);
      if (busy.size > 0 !== wasBusy) telegram?.setClosingConfirmation(busy.size > 0);
    },
    haptic: (what) => telegram?.haptic(what),
    setFullscreen: (on) => telegram?.setFullscreen(on),
    appearance: () => (telegram ? (telegram.isDark() ? 'dark' : 'light') : undefined),
    onAppearanceChange: (listener) => telegram?.onThemeChange(listener) ?? (() => undefined),
  };
}

async function startTelegramHost(): Promise<TelegramHost | undefined> {
  try {
    const { startTelegram } = await import('./telegram/host.ts');
    // Decision 030: the SDK's evaluation and its setup each in a task of their own; together they were a long task
    // (startTelegram begins with the launch's reading, in the task the module's import resolved in otherwise).
    await new Promise((resolve) => setTimeout(resolve, 0));
    return await startTelegram();
  } catch (error) {
    // Launch params that looked like Telegram but are unusable: run as a plain browser page.
    console.warn('[omad] Telegram host not started:', error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** What offers the install (install-prompt.ts), loaded once the start is over; the card's buttons load it too. */
const loadInstallPrompt = () => import('./pwa/install-prompt.ts');

/** Shows the browser's install dialog; the offer goes away whatever the player chose. */
export async function acceptInstall(): Promise<void> {
  await (await loadInstallPrompt()).acceptInstall();
}

/** The player said not now: the offer comes back after a while (install-prompt.ts). */
export function dismissInstall(): void {
  loadInstallPrompt()
    .then((install) => install.dismissInstall())
    // Only reachable once the offer showed, so its code is here; offline before that, the card simply stays.
    .catch(() => undefined);
}

/** The update machinery (platform/pwa/updates.ts), loaded once the start is over (src/services/quiet-start.ts afterStart). */
const loadUpdates = () => import('./pwa/updates.ts');

function startPwa(kind: HostKind): void {
  // The install event is kept from the start (install-offer.ts); what offers it loads once the start is over.
  if (canOfferInstall(kind)) {
    captureInstallPrompt();
    afterStart(() => {
      loadInstallPrompt()
        .then((install) => install.startInstallOffer())
        // Its chunk did not load (offline): no install offer this visit.
        .catch(() => undefined);
    });
  }
  // Development has no service worker: Vite serves modules, not a build to precache.
  if (!import.meta.env.PROD) return;
  const notify = () => {
    for (const listener of newBuildListeners) listener();
    newBuildSeen = true;
  };
  let started = false;
  let cameBack = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', onVisible);
    loadUpdates()
      .then((updates) => updates.startUpdates(import.meta.env.VITE_BUILD_ID, notify, cameBack))
      .catch((error: unknown) => {
        // Its chunk did not load (offline before the worker was installed): no offline shell or update notice this visit.
        console.warn('[omad] updates not started:', error instanceof Error ? error.message : String(error));
      });
  };
  // A player who comes back to the tab during the start is asked about a new build then, as later (new-build.ts).
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    cameBack = true;
    start();
  };
  document.addEventListener('visibilitychange', onVisible);
  // Decision 030: the worker's precache downloads and its thread's work ran during the cold load and slowed it; they
  // wait until the first screen is quiet or the player's first input.
  afterStart(start);
}

/** Lets a waiting worker take over and reloads into the new build (the toast that offers it follows onNewBuild). */
export function reloadIntoNewBuild(): void {
  void loadUpdates().then(
    (updates) => updates.reloadIntoNewBuild(),
    () => window.location.reload(),
  );
}

let newBuildSeen = false;
const newBuildListeners = new Set<() => void>();

/** Called (once per sighting) when a newer build of the app is deployed (SPEC §7 builds/latest.json). */
export function onNewBuild(listener: () => void): () => void {
  newBuildListeners.add(listener);
  if (newBuildSeen) listener();
  return () => newBuildListeners.delete(listener);
}

/** Detects the host and starts it; in Telegram this loads the SDK. Call once before the first render. */
export async function init(): Promise<Platform> {
  if (current) return current;
  if (import.meta.env.DEV) await (await import('./telegram/dev-mock.ts')).mockTelegramIfAsked();
  let kind = detect();
  const telegram = kind === 'telegram' ? await startTelegramHost() : undefined;
  if (kind === 'telegram' && !telegram) kind = 'browser';
  current = createPlatform(kind, telegram);
  document.documentElement.dataset.host = kind;
  startPwa(kind);
  return current;
}

/**
 * The one function the app uses to send the player to another site (SPEC §2 external navigation): links, CMS redirects,
 * support and payment pages. Returns what happened, so a caller whose page would be left empty (a redirect
 * that opened beside the app) can move on.
 */
export function openExternalLink(url: string, options?: OpenExternalOptions): OpenExternalResult {
  return platform().openExternal(url, options);
}

/**
 * Sends every plain tap on a link to another site through the host (openExternalLink), wherever the link comes
 * from: CMS rich text, banners, footers, support pages. Links inside the app and file downloads are left to
 * the router and the browser. Returns the function that removes the listener.
 */
export function routeExternalLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    const url = externalLinkTarget(
      {
        href: anchor.getAttribute('href'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      window.location.origin,
    );
    if (!url) return;
    event.preventDefault();
    openExternalLink(url);
  };
  // Bubble phase on the document: React's and the router's own handlers (on the root) run first.
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** The running host; before init() finishes, a plain browser host without Telegram features. */
export function platform(): Platform {
  return current ?? createPlatform('browser', undefined);
}
