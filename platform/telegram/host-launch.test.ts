// @vitest-environment jsdom
/**
 * The Telegram host started with the real SDK (no fake): a launch whose init data carries the `signature` field,
 * and one whose init data has only `hash`, as some clients still send it. Both must start the host: sign-in
 * fields, theme, back button (issue 12 defect "Telegram host not started").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DARK = { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', button_text_color: '#ffffff' };
const USER = { id: 42, first_name: 'Ali', username: 'ali_uz', language_code: 'ru' };

/** Init data as a client sends it; the host does not check the hash (the platform does), so any hex will do. */
function initData(withSignature: boolean): string {
  return new URLSearchParams({
    auth_date: '1736942400',
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(USER),
    ...(withSignature ? { signature: 'pPFrBEz6Ap1ZKG2jeeU3KCkpaRrW6dIJIvIm0WdtnJBcFQE8XWNRxA0lIEvTGkWW5LUE4cmpJPl_IIjE9CIHCg' } : {}),
    hash: 'c'.repeat(64),
  }).toString();
}

interface Posted {
  name: string;
  params: unknown;
}

let posted: Posted[] = [];

/** A Telegram client: records what the app asks and answers the requests that wait for an answer. */
function installClient(): void {
  const host = window as unknown as Window & { TelegramWebviewProxy?: unknown; Telegram?: { WebView?: { receiveEvent?: (name: string, data: unknown) => void } } };
  const answer = (name: string, data: unknown) => setTimeout(() => host.Telegram?.WebView?.receiveEvent?.(name, data), 0);
  host.TelegramWebviewProxy = {
    postEvent(name: string, data?: string) {
      posted.push({ name, params: data ? (JSON.parse(data) as unknown) : undefined });
      if (name === 'web_app_request_viewport') answer('viewport_changed', { height: 780, width: 360, is_expanded: true, is_state_stable: true });
      else if (name === 'web_app_request_theme') answer('theme_changed', { theme_params: DARK });
      else if (name === 'web_app_request_safe_area') answer('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
      else if (name === 'web_app_request_content_safe_area') answer('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
    },
  };
}

beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-appearance');
  installClient();
});

afterEach(() => {
  delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe.each([
  ['with the signature field', true],
  ['without the signature field (older clients: hash only)', false],
])('a Telegram launch %s', (_name, withSignature) => {
  it('starts the host: sign-in fields, theme and back button', async () => {
    const data = initData(withSignature);
    const launch = new URLSearchParams({ tgWebAppData: data, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: JSON.stringify(DARK) }).toString();
    window.history.replaceState(null, '', `/promotions#${launch}`);
    vi.resetModules();
    const { startTelegram } = await import('./host.ts');
    // The SDK (an outside module, not reset above) keeps its CSS variables bound from the first case: the second start
    // says so once per binding, and nothing else may be logged.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const host = await startTelegram();

    // Signed in with the init data exactly as Telegram sent it: the platform checks its hash.
    expect(host.signIn).toEqual({ is_tg: 1, id: 42, username: 'ali_uz', hash: 'c'.repeat(64), language_code: 'ru', payload: data });
    expect(host.languageCode).toBe('ru');
    expect(document.documentElement.dataset.appearance).toBe('dark');
    expect(host.isDark()).toBe(true);
    host.setBackButton(() => undefined);
    expect(posted).toContainEqual({ name: 'web_app_setup_back_button', params: { is_visible: true } });
    for (const words of warn.mock.calls) expect(words.join(' ')).toMatch(/CSS variables are already bound/);
    // Hidden again: the SDK is one module for the whole file, and the next launch must see it show the button itself.
    host.setBackButton(undefined);
    expect(posted).toContainEqual({ name: 'web_app_setup_back_button', params: { is_visible: false } });
    // The init data stays off the device (issue 7), whichever way the SDK was fed.
    expect(sessionStorage.getItem('tapps/launchParams')).not.toContain('tgWebAppData');
    expect(window.location.hash).toBe('');
  });
});
