/**
 * Development only (issue 4 part 4): fakes the Telegram launch environment outside Telegram, with init
 * data signed by the sandbox bot token, so `npm run dev` can be used as a mini-app. platform/index.ts
 * imports this behind `import.meta.env.DEV`, so production bundles never contain it
 * (scripts/check-no-sdk.ts checks that).
 */
import { emitEvent, mockTelegramEnv } from '@tma.js/sdk-react';

/** The sandbox's public test token (mocks/README.md); a real bot token never reaches the client. */
const SANDBOX_BOT_TOKEN = '7000000001:SANDBOX-TOKEN-FOR-TESTS';

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

async function hmac(key: BufferSource, message: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', imported, new TextEncoder().encode(message));
}

/** Telegram's scheme: secret = HMAC("WebAppData", token); hash = HMAC(secret, sorted k=v lines). */
async function signInitData(fields: Record<string, string>, token: string): Promise<string> {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('\n');
  const secret = await hmac(new TextEncoder().encode('WebAppData'), token);
  const signature = new Uint8Array(await hmac(secret, checkString));
  const hash = Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return new URLSearchParams({ ...fields, hash }).toString();
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
  const userId = Number(query.get('tgmock_user') ?? '5000001');
  const startParam = query.get('tgmock_start');
  const user = JSON.stringify({ id: Number.isSafeInteger(userId) && userId > 0 ? userId : 5000001, first_name: 'Dev', username: 'omad_dev', language_code: 'uz' });
  // `signature` (Telegram's third-party Ed25519 signature) must be present for the SDK's launch-params schema;
  // empty here, as @tma.js/init-data-node's sign() leaves it. It is part of the HMAC check string like any field.
  const fields: Record<string, string> = { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAdevMock', user, signature: '' };
  if (startParam) fields.start_param = startParam;
  const initData = await signInitData(fields, SANDBOX_BOT_TOKEN);
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
