/**
 * Everything that talks to Telegram (SPEC §1 Telegram mini-app). This module is loaded by dynamic import only after
 * platform/detect.ts decided the host is Telegram, so players in a browser never download the SDK
 * (scripts/check-no-sdk.ts checks the browser bundle).
 */
import { createPostEvent, init as initSdk, on, parseLaunchParamsQuery, postEvent, supports, themeParams, type PostEventFn } from '@tma.js/sdk-react';
import { hapticCall, type HapticKind } from './haptics.ts';
import {
  STORED_LAUNCH_PARAMS_KEY,
  findLaunchParams,
  hashWithoutLaunchParams,
  initDataOf,
  isTelegramLink,
  pageLaunchSources,
  readTelegramSignIn,
  startParamOfLaunch,
  withoutInitData,
  type TelegramSignIn,
} from './launch-data.ts';

export type { HapticKind } from './haptics.ts';

export interface TelegramHost {
  signIn: TelegramSignIn | undefined;
  startParam: string | undefined;
  languageCode: string | undefined;
  ready(): void;
  /** Opens a web link: t.me links inside Telegram (openTelegramLink), any other in the browser (openLink). */
  openExternal(url: string): void;
  setBackButton(handler: (() => void) | undefined): void;
  setVerticalSwipes(enabled: boolean): void;
  setClosingConfirmation(on: boolean): void;
  haptic(kind: HapticKind): void;
  setFullscreen(on: boolean): void;
  isDark(): boolean;
  onThemeChange(listener: () => void): () => void;
}

interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const ZERO: Insets = { top: 0, bottom: 0, left: 0, right: 0 };

function toInsets(value: unknown): Insets | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const read = (key: string) => (typeof record[key] === 'number' && Number.isFinite(record[key]) && record[key] >= 0 ? record[key] : 0);
  return { top: read('top'), bottom: read('bottom'), left: read('left'), right: read('right') };
}

/**
 * theme.css reads --omad-safe-top/bottom. Inside Telegram the device safe area and Telegram's own
 * controls (content safe area, in full-screen) add up; the px values replace the env() fallbacks.
 */
function applyInsets(device: Insets, content: Insets): void {
  const style = document.documentElement.style;
  style.setProperty('--omad-safe-top', `${device.top + content.top}px`);
  style.setProperty('--omad-safe-bottom', `${device.bottom + content.bottom}px`);
  style.setProperty('--omad-safe-left', `${device.left + content.left}px`);
  style.setProperty('--omad-safe-right', `${device.right + content.right}px`);
}

function trySafely(action: () => void): void {
  try {
    action();
  } catch (error) {
    // An older client lacking a method must not break the app: the feature is simply absent.
    console.warn('[omad] telegram:', error instanceof Error ? error.message : String(error));
  }
}

/**
 * The init data is a credential: it signs the player in once and then lives only in memory. The SDK writes
 * the launch params it read (init data included) to sessionStorage each time it reads them, and reads them
 * again from the page's navigation entry even after the URL changed, so this runs after every step that reads
 * them: the end of start-up, a late viewport mount, ready(). What stays is enough for a reload inside Telegram
 * to find the Telegram host again (platform, version, theme); the session cookie keeps the player signed in.
 */
/**
 * The app's colours on Telegram's chrome, ready(), the back button, swipes, closing confirmation, haptics and links are
 * plain bridge events (web_app_set_header_color, web_app_setup_back_button, …): the SDK's components for them (miniApp,
 * backButton, …) added about 2 KB to the Telegram host's first load (budgets.json) for state we keep ourselves. `post`
 * sends an event only when the client's version supports it, as the components' ifAvailable did.
 */
function eventsFor(version: string): PostEventFn {
  return createPostEvent(version, () => undefined);
}

/** Telegram's in-app opening of a t.me link takes its path; a client without it leaves the page for the link. */
function openTelegramLink(post: PostEventFn, version: string, url: string): boolean {
  const { hostname, pathname, search } = new URL(url, 'https://t.me');
  if (hostname !== 't.me' || !supports('web_app_open_tg_link', version)) return false;
  post('web_app_open_tg_link', { path_full: pathname + search });
  return true;
}

export function forgetInitData(): void {
  try {
    const stored = sessionStorage.getItem(STORED_LAUNCH_PARAMS_KEY);
    if (stored !== null) {
      const raw: unknown = JSON.parse(stored);
      if (typeof raw !== 'string') sessionStorage.removeItem(STORED_LAUNCH_PARAMS_KEY);
      else if (raw.includes('tgWebAppData')) sessionStorage.setItem(STORED_LAUNCH_PARAMS_KEY, JSON.stringify(withoutInitData(raw)));
    }
  } catch {
    // Storage disabled or an unreadable value: nothing of ours to keep there.
    try {
      sessionStorage.removeItem(STORED_LAUNCH_PARAMS_KEY);
    } catch {
      // Storage disabled entirely.
    }
  }
  const hash = hashWithoutLaunchParams(window.location.hash);
  if (hash !== window.location.hash) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  }
}

/** Asks Telegram for the device and content safe areas (again after a full-screen switch: some clients only tell when asked). */
function requestInsets(): void {
  trySafely(() => postEvent('web_app_request_safe_area'));
  trySafely(() => postEvent('web_app_request_content_safe_area'));
}

function watchInsets(): void {
  let device: Insets | undefined;
  let content: Insets | undefined;
  const update = () => {
    if (device || content) applyInsets(device ?? ZERO, content ?? ZERO);
  };
  // Raw events rather than the viewport signals: they keep arriving even when viewport.mount timed out,
  // and some clients send them late, after going full-screen (a client quirk).
  on('safe_area_changed', (payload) => {
    device = toInsets(payload);
    update();
  });
  on('content_safe_area_changed', (payload) => {
    content = toInsets(payload);
    update();
  });
  // Going full-screen moves Telegram's own controls over the app: the content safe area changes, and some
  // clients report it late or only on request (a client quirk).
  on('fullscreen_changed', () => requestInsets());
  requestInsets();
}

const themeListeners = new Set<() => void>();

/**
 * The SDK's launch-params schema requires the init data's `signature` field (Telegram's Ed25519 signature for third
 * parties), and without it the SDK finds no launch at all. Some clients still omit it, and the platform signs the
 * player in by `hash` alone. So the host reads the launch itself (findLaunchParams) and keeps the init data for the
 * sign-in, and the SDK is given the version and theme parsed from the launch params without the init data (startTelegram):
 * a launch whose init data the SDK cannot parse still starts. The same params are kept, without the init data, where the
 * SDK looks last (sessionStorage), for any later reading of its own.
 */
function readLaunch(): { launchParams: string; withoutInit: string; initData: string | undefined } {
  const launchParams = findLaunchParams(pageLaunchSources());
  if (!launchParams) throw new Error('no Telegram launch params (tgWebAppPlatform, tgWebAppVersion) in the address, the navigation entry or the tab storage');
  const withoutInit = withoutInitData(launchParams);
  try {
    sessionStorage.setItem(STORED_LAUNCH_PARAMS_KEY, JSON.stringify(withoutInit));
  } catch (error) {
    console.warn('[omad] telegram: launch params not stored for the SDK:', error instanceof Error ? error.message : String(error));
  }
  return { launchParams, withoutInit, initData: initDataOf(launchParams) };
}

/**
 * Resolves in a task of its own (src/lib/next-task.ts does this for the app; platform/ imports only src/api and
 * src/services, decision 031).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the SDK and the host features. Rejects when the launch params are unusable (not really Telegram).
 * Decision 030: the launch's reading, the SDK's setup, the theme, and the requests to the client each run in a task of
 * their own; in one they were a long task of Telegram's start on a slow phone. All of it is done before the host is
 * given to the app, so the first render still sees the theme applied and the init data gone from the address.
 */
export async function startTelegram(): Promise<TelegramHost> {
  const { launchParams, withoutInit, initData: raw } = readLaunch();
  const signIn = readTelegramSignIn(raw);
  await nextTask();
  // Decision 030: the launch is parsed once, here, without the init data, and the SDK is given what it would have read.
  // Left to itself, `init` and `retrieveLaunchParams` each parse every launch source (the address, the navigation entry,
  // the tab's storage) with the init data, which made the SDK's setup one of the start's long tasks in Telegram.
  const launch = parseLaunchParamsQuery(withoutInit);
  initSdk({ version: launch.tgWebAppVersion, isInlineMode: launch.tgWebAppBotInline === true, themeParams: launch.tgWebAppThemeParams });

  await nextTask();
  trySafely(() => themeParams.mount.ifAvailable());
  trySafely(() => themeParams.bindCssVars.ifAvailable());
  // theme.css switches its own non-Telegram colours (borders, wins) on data-appearance; follows live changes.
  const version = launch.tgWebAppVersion;
  const post = eventsFor(version);
  // DESIGN.md: the Telegram chrome blends with the app. The header takes the theme's key (Telegram follows it live);
  // the background takes a colour, so it is sent again when the theme changes.
  trySafely(() => post('web_app_set_header_color', { color_key: 'bg_color' }));
  const applyAppearance = () => {
    const dark = themeParams.isDark();
    document.documentElement.dataset.appearance = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    const background = themeParams.bgColor();
    if (background) trySafely(() => post('web_app_set_background_color', { color: background }));
  };
  applyAppearance();
  themeListeners.add(applyAppearance);
  // The raw event, as for the insets: it arrives whatever the SDK's mount state; the SDK has applied the new
  // params (its own listener was registered first) by the time this runs.
  on('theme_changed', () => {
    for (const listener of themeListeners) listener();
  });
  await nextTask();
  watchInsets();
  // Decision 030: the app draws nothing from the SDK's viewport signals (its layout follows the page's own size and
  // the safe areas above), so start-up does not mount them: asking for the viewport cost a round trip to the client
  // before the first render, and some clients never answer it. Expanding is a plain event.
  trySafely(() => post('web_app_expand'));
  forgetInitData();

  let onBack: (() => void) | undefined;
  on('back_button_pressed', () => onBack?.());
  // A bot can launch the app full-screen already; the CMS setting then decides whether it stays so.
  let fullscreenWanted = launch.tgWebAppFullscreen === true;

  return {
    signIn,
    startParam: startParamOfLaunch(launchParams),
    languageCode: signIn?.language_code,
    ready: () => {
      trySafely(() => post('web_app_ready'));
      forgetInitData();
    },
    openExternal: (url) => {
      let opened = false;
      trySafely(() => {
        if (isTelegramLink(url)) opened = openTelegramLink(post, version, url);
        else if (supports('web_app_open_link', version)) {
          post('web_app_open_link', { url });
          opened = true;
        }
      });
      if (!opened) window.open(url, '_blank', 'noopener,noreferrer');
    },
    setBackButton: (handler) => {
      onBack = handler;
      trySafely(() => post('web_app_setup_back_button', { is_visible: handler !== undefined }));
    },
    setVerticalSwipes: (enabled) => trySafely(() => post('web_app_setup_swipe_behavior', { allow_vertical_swipe: enabled })),
    setClosingConfirmation: (enabled) => trySafely(() => post('web_app_setup_closing_behavior', { need_confirmation: enabled })),
    haptic: (kind) =>
      trySafely(() => {
        const call = hapticCall(kind);
        if (call.method === 'impactOccurred') post('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: call.style });
        else post('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: call.type });
      }),
    setFullscreen: (enabled) => {
      if (enabled === fullscreenWanted) return;
      fullscreenWanted = enabled;
      // A refused or unsupported full-screen leaves the normal view (fullscreen_failed): not an error for the player.
      trySafely(() => post(enabled ? 'web_app_request_fullscreen' : 'web_app_exit_fullscreen'));
    },
    isDark: () => themeParams.isDark(),
    onThemeChange: (listener) => {
      themeListeners.add(listener);
      return () => themeListeners.delete(listener);
    },
  };
}
