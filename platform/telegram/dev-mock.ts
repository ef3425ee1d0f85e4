/**
 * Development only: fakes the Telegram launch environment outside Telegram, with init
 * data signed by the sandbox's bot token, so `npm run dev` can be used as a mini-app. platform/index.ts
 * imports this behind `import.meta.env.DEV`, so production bundles never contain it
 * (scripts/check-no-sdk.ts checks that).
 * The development server signs the init data (mocks/telegram/dev-launch.ts, with @tma.js/init-data-node and the
 * token the sandbox is configured with): no bot token, not even the sandbox's, is written into client code.
 */
import { emitEvent, mockTelegramEnv } from '@tma.js/sdk-react';

/**
 * The development server's signing route: configuration the development server gives the build
 * (`VITE_TELEGRAM_DEV_INIT_DATA_URL`, set by mocks/dev.ts, which mounts the route).
 */
const DEV_LAUNCH_URL = import.meta.env.VITE_TELEGRAM_DEV_INIT_DATA_URL;

const THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
  header_bg_color: '#17212b',
} as const;

async function signedInitData(userId: string | null, startParam: string | null): Promise<string> {
  if (!DEV_LAUNCH_URL) throw new Error('Telegram dev mock: VITE_TELEGRAM_DEV_INIT_DATA_URL is not set (run the app with npm run dev)');
  const query = new URLSearchParams();
  if (userId) query.set('user', userId);
  if (startParam) query.set('start_param', startParam);
  const response = await fetch(`${DEV_LAUNCH_URL}?${query.toString()}`);
  const body = (await response.json()) as { data?: unknown; error?: { message?: unknown } };
  if (!response.ok || typeof body.data !== 'string') {
    const message = typeof body.error?.message === 'string' ? body.error.message : '';
    throw new Error(`Telegram dev mock: ${DEV_LAUNCH_URL} answered ${response.status} ${message} (run the app with npm run dev)`);
  }
  return body.data;
}

/**
 * `?tgmock=1` (kept for the tab) turns the mock on; `?tgmock_user=<id>` picks the Telegram user and
 * `?tgmock_start=<start_param>` a deep link.
 */
export async function mockTelegramIfAsked(): Promise<boolean> {
  const query = new URLSearchParams(location.search);
  const asked = query.get('tgmock') === '1' || sessionStorage.getItem('omad.tgmock') === '1';
  if (!asked) return false;
  sessionStorage.setItem('omad.tgmock', '1');
  const startParam = query.get('tgmock_start');
  const initData = await signedInitData(query.get('tgmock_user'), startParam);
  mockTelegramEnv({
    launchParams: {
      tgWebAppThemeParams: THEME,
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      ...(startParam ? { tgWebAppStartParam: startParam } : {}),
    },
    // Answer the requests a real client answers, so the SDK does not wait for ever.
    onEvent: (event) => {
      if (event.name === 'web_app_request_viewport') {
        emitEvent('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
      } else if (event.name === 'web_app_request_theme') {
        emitEvent('theme_changed', { theme_params: THEME });
      } else if (event.name === 'web_app_request_safe_area') {
        emitEvent('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
      } else if (event.name === 'web_app_request_content_safe_area') {
        emitEvent('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
      }
    },
  });
  return true;
}
