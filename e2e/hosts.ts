/**
 * Mocked host environments for e2e (ARCHITECTURE.md "Testing": three hosts): a Telegram launch (launch params in the
 * URL hash of the tab's first page, as Telegram opens a mini-app, and a `window.TelegramWebviewProxy.postEvent`
 * recorder that answers like a Telegram client) and an installed PWA (display-mode: standalone). Installed before any
 * app script runs (addInitScript).
 */
import type { Page } from '@playwright/test';
// The sandbox signs and checks init data in one module; the launches here are signed as it expects
// (playwright.config.ts does not set TELEGRAM_BOT_TOKEN, so the sandbox runs with its own token).
import { signInitData } from '../mocks/telegram/init-data.ts';

export interface TelegramUserInit {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

export const TG_USER: TelegramUserInit = { id: 777000111, first_name: 'Aziz', username: 'aziz_tg', language_code: 'uz' };

export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
};

export const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  destructive_text_color: '#d14e4e',
};

export interface SignOptions {
  /** Omit for a launch without a user (nothing to sign in with). */
  user?: TelegramUserInit | undefined;
  authDate?: Date;
  startParam?: string;
  /** Another bot's token: data the sandbox must refuse. */
  token?: string;
  /** Older Telegram clients send init data without the `signature` field (only `hash`); default with it. */
  withSignature?: boolean;
}

/** Raw init data signed the way Telegram signs it. */
export function signedInitData({ user, authDate = new Date(), startParam, token, withSignature = true }: SignOptions = {}): string {
  return signInitData(
    { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', chat_instance: '-4209184417038542000', chat_type: 'sender', ...(user ? { user } : {}), ...(startParam ? { start_param: startParam } : {}) },
    { authDate, withSignature, ...(token ? { token } : {}) },
  );
}

export interface TelegramEnvOptions {
  initData: string;
  theme?: Record<string, string>;
  startParam?: string;
  /** Some clients never answer the viewport request (a Telegram quirk, decision 006). */
  answerViewport?: boolean;
}

/** The safe areas the mocked client reports; in full-screen Telegram's own controls cover the top (content safe area). */
export const MOCK_SAFE_AREA = { top: 24, bottom: 16, left: 0, right: 0 };
export const MOCK_FULLSCREEN_CONTENT_SAFE_AREA = { top: 46, bottom: 0, left: 0, right: 0 };

/** A recorded Mini Apps method call. */
export interface TelegramCall {
  name: string;
  params: unknown;
}

export async function installTelegram(page: Page, { initData, theme = DARK_THEME, startParam, answerViewport = true }: TelegramEnvOptions): Promise<void> {
  const launch = new URLSearchParams({
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
    tgWebAppData: initData,
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  }).toString();
  await page.addInitScript(
    ({ launchParams, themeParams, viewport, safeArea, fullscreenContentSafeArea }) => {
      type Receiver = { Telegram?: { WebView?: { receiveEvent?: (name: string, data: unknown) => void } } };
      const host = window as unknown as Window & Receiver & { __tgCalls: { name: string; params: unknown }[]; TelegramWebviewProxy: unknown };
      // Telegram opens the mini-app with its launch params in the URL hash. Later pages of the same tab (reloads,
      // page.goto) find them where the SDK kept them (sessionStorage "tapps/launchParams"), as in Telegram.
      if (window.top === window && sessionStorage.getItem('tapps/launchParams') === null) {
        history.replaceState(history.state, '', `${location.pathname}${location.search}#${launchParams}`);
      }
      host.__tgCalls = [];
      let fullscreen = false;
      const emit = (name: string, data: unknown, delay = 0) => setTimeout(() => host.Telegram?.WebView?.receiveEvent?.(name, data), delay);
      const contentSafeArea = () => (fullscreen ? fullscreenContentSafeArea : { top: 0, bottom: 0, left: 0, right: 0 });
      host.TelegramWebviewProxy = {
        postEvent(name: string, data?: string) {
          let params: unknown = undefined;
          try {
            params = data ? (JSON.parse(data) as unknown) : undefined;
          } catch {
            params = data;
          }
          host.__tgCalls.push({ name, params });
          // Answer requests the way a Telegram client does.
          if (name === 'web_app_request_viewport' && viewport) {
            emit('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
          } else if (name === 'web_app_request_theme') {
            emit('theme_changed', { theme_params: themeParams });
          } else if (name === 'web_app_request_safe_area') {
            emit('safe_area_changed', safeArea);
          } else if (name === 'web_app_request_content_safe_area') {
            emit('content_safe_area_changed', contentSafeArea());
          } else if (name === 'web_app_request_fullscreen' || name === 'web_app_exit_fullscreen') {
            fullscreen = name === 'web_app_request_fullscreen';
            emit('fullscreen_changed', { is_fullscreen: fullscreen });
            // The quirk: the new content safe area (Telegram's controls over the app) arrives late, unasked.
            emit('content_safe_area_changed', contentSafeArea(), 400);
          }
        },
      };
    },
    { launchParams: launch, themeParams: theme, viewport: answerViewport, safeArea: MOCK_SAFE_AREA, fullscreenContentSafeArea: MOCK_FULLSCREEN_CONTENT_SAFE_AREA },
  );
}

/** What the app asked Telegram so far. */
export async function telegramCalls(page: Page): Promise<TelegramCall[]> {
  return page.evaluate(() => (window as unknown as { __tgCalls?: { name: string; params: unknown }[] }).__tgCalls ?? []);
}

/** Sends an event from "Telegram" to the app. */
export async function telegramEmit(page: Page, name: string, data?: unknown): Promise<void> {
  await page.evaluate(
    ([eventName, payload]) => {
      const host = window as unknown as { Telegram?: { WebView?: { receiveEvent?: (name: string, data: unknown) => void } } };
      host.Telegram?.WebView?.receiveEvent?.(eventName, payload);
    },
    [name, data] as const,
  );
}

/** An installed PWA: the display-mode media query matches standalone (as Chrome reports for an installed app). */
export async function installStandalone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (/display-mode:\s*standalone/.test(query)) {
        // A standalone app's display mode never changes while it runs: listeners are never called.
        const noop = () => undefined;
        const modern: Omit<MediaQueryList, 'addListener' | 'removeListener'> = {
          matches: true,
          media: query,
          onchange: null,
          addEventListener: noop,
          removeEventListener: noop,
          dispatchEvent: () => false,
        };
        // Old Safari-era callers still use addListener/removeListener.
        return Object.assign(modern, Object.fromEntries([['addListener', noop], ['removeListener', noop]])) as unknown as MediaQueryList;
      }
      return original(query);
    };
  });
}

/** The environment of a Playwright project (playwright.config.ts): telegram and pwa hosts are mocked. */
export async function prepareHost(page: Page, project: string): Promise<void> {
  // The shared smoke journey starts as a guest, so the telegram project launches without a user; the
  // Telegram sign-in itself is covered by e2e/telegram.spec.ts.
  if (project === 'telegram') await installTelegram(page, { initData: signedInitData() });
  else if (project === 'pwa') await installStandalone(page);
}
