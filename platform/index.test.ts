// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatform, routeExternalLinks } from './index.ts';
import type { TelegramHost } from './telegram/host.ts';

function fakeTelegram(): TelegramHost & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    signIn: undefined,
    startParam: undefined,
    languageCode: undefined,
    ready: () => calls.push('ready'),
    openExternal: (url) => calls.push(`open ${url}`),
    setBackButton: () => undefined,
    setVerticalSwipes: () => undefined,
    setClosingConfirmation: (on) => calls.push(`closing-confirmation ${on}`),
    haptic: (kind) => calls.push(`haptic ${kind}`),
    setFullscreen: (on) => calls.push(`fullscreen ${on}`),
    isDark: () => true,
    onThemeChange: () => () => undefined,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('setBusy (closing confirmation while a game round or a payment is open)', () => {
  it('Telegram asks before closing while any of them is open, and stops when all are closed', () => {
    const telegram = fakeTelegram();
    const host = createPlatform('telegram', telegram);
    host.setBusy('game-round', true);
    host.setBusy('payment', true);
    host.setBusy('game-round', false);
    expect(telegram.calls).toEqual(['closing-confirmation true']);
    host.setBusy('payment', false);
    host.setBusy('payment', false);
    expect(telegram.calls).toEqual(['closing-confirmation true', 'closing-confirmation false']);
  });

  it('is a harmless no-op outside Telegram, like haptics and full-screen', () => {
    for (const kind of ['browser', 'pwa', 'webview'] as const) {
      const host = createPlatform(kind, undefined);
      expect(() => {
        host.setBusy('payment', true);
        host.setBusy('payment', false);
        host.haptic('error');
        host.setFullscreen(true);
        host.setVerticalSwipes(false);
        host.setBackButton(() => undefined);
        host.ready();
      }).not.toThrow();
      expect(host.hasHostBackButton).toBe(false);
      expect(host.appearance()).toBeUndefined();
    }
  });

  it('haptics reach Telegram', () => {
    const telegram = fakeTelegram();
    createPlatform('telegram', telegram).haptic('confirm');
    expect(telegram.calls).toEqual(['haptic confirm']);
  });
});

describe('openExternal', () => {
  it('in Telegram: through the SDK, never by navigating the mini-app', () => {
    const telegram = fakeTelegram();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const host = createPlatform('telegram', telegram);
    expect(host.openExternal('https://partner.example/help')).toBe('opened');
    expect(host.openExternal('https://t.me/kazino_omad', { replace: true })).toBe('opened');
    expect(telegram.calls).toEqual(['open https://partner.example/help', 'open https://t.me/kazino_omad']);
    expect(open).not.toHaveBeenCalled();
  });

  it('elsewhere: a new tab without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(createPlatform('browser', undefined).openExternal('https://partner.example/help')).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://partner.example/help', '_blank', 'noopener,noreferrer');
  });

  it('refuses URLs that could run code, in every host', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const telegram = fakeTelegram();
    for (const host of [createPlatform('browser', undefined), createPlatform('telegram', telegram)]) {
      expect(host.openExternal('javascript:alert(1)')).toBe('refused');
      expect(host.openExternal('data:text/html,<b>x</b>')).toBe('refused');
    }
    expect(open).not.toHaveBeenCalled();
    expect(telegram.calls).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('routeExternalLinks', () => {
  it('a tap on a link to another site opens through the host; the app’s own links are left alone', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    document.body.innerHTML = '<a id="out" href="https://partner.example/x" target="_blank">out</a><a id="in" href="/promotions">in</a><a id="file" href="https://files.example/a.csv" download>file</a>';
    const stop = routeExternalLinks(document);
    // Whether the browser's default was taken over by the time the click reached the window (then stopped
    // there: jsdom does not navigate).
    let takenOver = false;
    const last = (event: Event) => {
      takenOver = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', last);
    const click = (id: string) => {
      document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      return takenOver;
    };
    const inApp = (event: Event) => event.preventDefault();
    expect(click('out')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://partner.example/x', '_blank', 'noopener,noreferrer');
    expect(click('in')).toBe(false);
    expect(click('file')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    // A link the router already handled is not opened a second time.
    document.getElementById('out')?.addEventListener('click', inApp);
    click('out');
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    document.getElementById('out')?.removeEventListener('click', inApp);
    expect(click('out')).toBe(false);
    window.removeEventListener('click', last);
  });
});
