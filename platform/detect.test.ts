import { describe, expect, it } from 'vitest';
import { detectHost, type HostSignals } from './detect.ts';

const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const base: HostSignals = { hash: '', search: '', storedLaunchParams: null, telegramProxy: false, userAgent: desktopChrome, standalone: false, nativeFlag: false };

describe('detectHost', () => {
  it('a plain browser', () => expect(detectHost(base)).toBe('browser'));
  it('Telegram launch params in the hash', () => {
    expect(detectHost({ ...base, hash: '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0&tgWebAppPlatform=android' })).toBe('telegram');
  });
  it('Telegram launch params kept from an earlier load', () => {
    expect(detectHost({ ...base, storedLaunchParams: 'tgWebAppPlatform=ios' })).toBe('telegram');
  });
  it('installed PWA', () => expect(detectHost({ ...base, standalone: true })).toBe('pwa'));
  it('Android WebView', () => {
    expect(detectHost({ ...base, userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' })).toBe('webview');
  });
  it('iOS WKWebView (no Safari token)', () => {
    expect(detectHost({ ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' })).toBe('webview');
  });
  it('iOS Safari is a browser', () => {
    expect(detectHost({ ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' })).toBe('browser');
  });
  it('a native shell flag', () => expect(detectHost({ ...base, nativeFlag: true })).toBe('webview'));
  it('a hash merely mentioning Telegram is not a launch', () => expect(detectHost({ ...base, hash: '#real' })).toBe('browser'));
});
