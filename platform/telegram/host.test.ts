// @vitest-environment jsdom
/**
 * The Telegram host against a fake SDK: a start-up that waits for no answer from the client, safe-area events that
 * arrive late after going full-screen (client quirks), full-screen requests, the events it sends itself
 * (haptics, closing confirmation, swipes, the back button, links), and the init data kept off the device (issue 7).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => {
  const state = {
    calls: [] as string[],
    handlers: new Map<string, ((payload: unknown) => void)[]>(),
  };
  /** An SDK function with its ifAvailable / isAvailable forms, recording each call. */
  const method = (name: string, answer: () => unknown = () => undefined) =>
    Object.assign((...args: unknown[]) => {
      state.calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(',')})`);
      return answer();
    }, {
      isAvailable: () => true,
      ifAvailable: (...args: unknown[]) => {
        state.calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(',')})`);
        return { ok: true, data: answer() };
      },
    });
  const module = {
    init: (options: unknown) => state.calls.push(`init(${JSON.stringify(options)})`),
    on: (event: string, handler: (payload: unknown) => void) => {
      state.handlers.set(event, [...(state.handlers.get(event) ?? []), handler]);
      return () => undefined;
    },
    postEvent: (name: string) => state.calls.push(`postEvent(${name})`),
    /** The events the host sends itself (back button, swipes, closing confirmation, haptics, links), version checked. */
    createPostEvent: () => (name: string, params?: unknown) => state.calls.push(`post(${name},${JSON.stringify(params)})`),
    supports: () => true,
    themeParams: { mount: method('themeParams.mount'), bindCssVars: method('themeParams.bindCssVars'), isDark: () => true, bgColor: () => '#17212b' },
  };
  const emit = (event: string, payload?: unknown) => {
    for (const handler of state.handlers.get(event) ?? []) handler(payload);
  };
  return { state, module, emit };
});

// The launch is parsed by the SDK's own parser (the real one), the rest is the fake above.
vi.mock('@tma.js/sdk-react', async (importOriginal) => ({ ...sdk.module, parseLaunchParamsQuery: (await importOriginal<typeof import('@tma.js/sdk-react')>()).parseLaunchParamsQuery }));

const INIT_DATA = new URLSearchParams({ user: JSON.stringify({ id: 42, first_name: 'Ali', username: 'ali_uz' }), auth_date: '1736942400', hash: 'f'.repeat(64) }).toString();
const LAUNCH = new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{}' }).toString();

async function loadHost() {
  vi.resetModules();
  return import('./host.ts');
}

const calls = (prefix: string) => sdk.state.calls.filter((call) => call.startsWith(prefix));
const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  sdk.state.calls = [];
  sdk.state.handlers = new Map();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  // As Telegram opens a mini-app: the launch params in the hash (the host reads the init data from there).
  window.history.replaceState(null, '', `/#${LAUNCH}`);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('host quirks', () => {
  it('start-up waits for no answer from the client: it does not mount the viewport and expands with a plain event', async () => {
    // A client that never answers any request (the viewport's included) still gets a started host at once.
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    expect(calls('viewport.')).toEqual([]);
    expect(calls('post(web_app_expand')).toHaveLength(1);
    host.setFullscreen(true);
    expect(calls('post(web_app_request_fullscreen')).toHaveLength(1);
  });

  it('safe-area events that arrive late, after going full-screen, still move the insets', async () => {
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    expect(calls('postEvent(web_app_request_safe_area)')).toHaveLength(1);
    sdk.emit('safe_area_changed', { top: 24, bottom: 16, left: 0, right: 0 });
    expect(cssVar('--omad-safe-top')).toBe('24px');

    host.setFullscreen(true);
    sdk.emit('fullscreen_changed', { is_fullscreen: true });
    // Asked again: some clients only report the new content safe area when asked.
    expect(calls('postEvent(web_app_request_safe_area)')).toHaveLength(2);
    expect(calls('postEvent(web_app_request_content_safe_area)')).toHaveLength(2);
    sdk.emit('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
    expect(cssVar('--omad-safe-top')).toBe('70px');
    expect(cssVar('--omad-safe-bottom')).toBe('16px');
    // Garbage from a client is read as zero, never as NaN px.
    sdk.emit('safe_area_changed', { top: 'x', bottom: -3 });
    expect(cssVar('--omad-safe-top')).toBe('46px');
    expect(cssVar('--omad-safe-bottom')).toBe('0px');
  });
});

describe('the SDK start (decision 030)', () => {
  it('gives the SDK the version and theme read once from the launch, so it does not parse the launch sources itself', async () => {
    window.history.replaceState(null, '', `/#${LAUNCH.replace('tgWebAppThemeParams=%7B%7D', `tgWebAppThemeParams=${encodeURIComponent('{"bg_color":"#17212b","button_color":"#5288c1"}')}`)}&tgWebAppBotInline=1`);
    const { startTelegram } = await loadHost();
    await startTelegram();
    expect(calls('init')).toEqual([`init(${JSON.stringify({ version: '8.0', isInlineMode: true, themeParams: { bg_color: '#17212b', button_color: '#5288c1' } })})`]);
  });

  it('runs in tasks of its own: the launch, the SDK, the theme, then the requests to the client', async () => {
    const { startTelegram } = await loadHost();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const started = startTelegram();
    expect(calls('init')).toEqual([]);
    await tick();
    expect(calls('init')).toHaveLength(1);
    expect(calls('post(web_app_set_header_color')).toEqual([]);
    await tick();
    expect(calls('post(web_app_set_header_color')).toHaveLength(1);
    expect(calls('post(web_app_expand')).toEqual([]);
    const host = await started;
    expect(calls('post(web_app_expand')).toHaveLength(1);
    expect(window.location.hash).toBe('');
    expect(host.signIn).toMatchObject({ id: 42 });
  });

  it('a launch whose theme Telegram sent broken does not start the host (the app runs as a browser page)', async () => {
    window.history.replaceState(null, '', `/#${LAUNCH.replace('tgWebAppThemeParams=%7B%7D', 'tgWebAppThemeParams=not-json')}`);
    const { startTelegram } = await loadHost();
    await expect(startTelegram()).rejects.toThrow();
    expect(calls('init')).toEqual([]);
  });
});

describe('full-screen (SPEC §9 setting, applied by src/app/host/host-chrome.ts)', () => {
  it('asks once when wanted, exits only when it was on', async () => {
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    host.setFullscreen(false);
    expect(calls('post(web_app_exit_fullscreen')).toHaveLength(0);
    host.setFullscreen(true);
    host.setFullscreen(true);
    expect(calls('post(web_app_request_fullscreen')).toHaveLength(1);
    host.setFullscreen(false);
    expect(calls('post(web_app_exit_fullscreen')).toHaveLength(1);
  });

  it('an app the bot launched full-screen leaves it when the setting says no', async () => {
    window.history.replaceState(null, '', `/#${LAUNCH}&tgWebAppFullscreen=1`);
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    host.setFullscreen(true);
    expect(calls('post(web_app_request_fullscreen')).toHaveLength(0);
    host.setFullscreen(false);
    expect(calls('post(web_app_exit_fullscreen')).toHaveLength(1);
  });
});

describe('host features', () => {
  it('haptics, closing confirmation, swipes, the back button and links are sent as Telegram events', async () => {
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    sdk.state.calls = [];
    host.haptic('confirm');
    host.haptic('success');
    host.haptic('error');
    host.haptic('win');
    host.setClosingConfirmation(true);
    host.setClosingConfirmation(false);
    host.setVerticalSwipes(false);
    const back = vi.fn();
    host.setBackButton(back);
    sdk.emit('back_button_pressed');
    host.setBackButton(undefined);
    sdk.emit('back_button_pressed');
    host.openExternal('https://partner.example/help');
    host.openExternal('https://t.me/kazino_omad?start=x');
    expect(back).toHaveBeenCalledTimes(1);
    expect(sdk.state.calls).toEqual([
      'post(web_app_trigger_haptic_feedback,{"type":"impact","impact_style":"medium"})',
      'post(web_app_trigger_haptic_feedback,{"type":"notification","notification_type":"success"})',
      'post(web_app_trigger_haptic_feedback,{"type":"notification","notification_type":"error"})',
      'post(web_app_trigger_haptic_feedback,{"type":"impact","impact_style":"heavy"})',
      'post(web_app_setup_closing_behavior,{"need_confirmation":true})',
      'post(web_app_setup_closing_behavior,{"need_confirmation":false})',
      'post(web_app_setup_swipe_behavior,{"allow_vertical_swipe":false})',
      'post(web_app_setup_back_button,{"is_visible":true})',
      'post(web_app_setup_back_button,{"is_visible":false})',
      'post(web_app_open_link,{"url":"https://partner.example/help"})',
      'post(web_app_open_tg_link,{"path_full":"/kazino_omad?start=x"})',
    ]);
  });

  it("Telegram's chrome takes the app's colours: the header the theme's key, the background its colour, again on a theme change", async () => {
    const { startTelegram } = await loadHost();
    await startTelegram();
    expect(calls('post(web_app_set_header_color')).toEqual(['post(web_app_set_header_color,{"color_key":"bg_color"})']);
    expect(calls('post(web_app_set_background_color')).toEqual(['post(web_app_set_background_color,{"color":"#17212b"})']);
    sdk.emit('theme_changed');
    expect(calls('post(web_app_set_background_color')).toHaveLength(2);
  });

  it('gives the sign-in fields read from the init data', async () => {
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    expect(host.signIn).toMatchObject({ is_tg: 1, id: 42, username: 'ali_uz', hash: 'f'.repeat(64), payload: INIT_DATA });
  });
});

describe('init data kept off the device (issue 7 storage audit)', () => {
  it('after start-up neither sessionStorage nor the address holds it; a reload still finds Telegram', async () => {
    // As Telegram launches the app and as the SDK stores what it read.
    window.history.replaceState(null, '', `/promotions?x=1#${LAUNCH}`);
    sessionStorage.setItem('tapps/launchParams', JSON.stringify(LAUNCH));
    const { startTelegram } = await loadHost();
    await startTelegram();
    const stored = JSON.parse(sessionStorage.getItem('tapps/launchParams') ?? 'null') as string;
    expect(stored).not.toContain('tgWebAppData');
    expect(stored).not.toContain('f'.repeat(64));
    expect(new URLSearchParams(stored).get('tgWebAppPlatform')).toBe('android');
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/promotions?x=1');
  });

  it('ready() cleans up too, and drops a stored value it cannot read', async () => {
    const { startTelegram } = await loadHost();
    const host = await startTelegram();
    sessionStorage.setItem('tapps/launchParams', '{not json');
    host.ready();
    expect(calls('post(web_app_ready')).toHaveLength(1);
    expect(sessionStorage.getItem('tapps/launchParams')).toBeNull();
  });
});
