/** Which host the app runs in, decided once at boot (SPEC §1: browser, Telegram mini-app, installed app, web-view). Pure so it can be unit-tested. */
export type HostKind = 'telegram' | 'pwa' | 'webview' | 'browser';

export interface HostSignals {
  /** location.hash and location.search: Telegram passes tgWebAppData / tgWebAppPlatform in them. */
  hash: string;
  search: string;
  /** sessionStorage copy of Telegram launch params (kept across reloads inside Telegram). */
  storedLaunchParams: string | null;
  /** window.TelegramWebviewProxy or window.Telegram?.WebView present. */
  telegramProxy: boolean;
  userAgent: string;
  /** matchMedia('(display-mode: standalone)').matches or navigator.standalone. */
  standalone: boolean;
  /** A flag a native shell sets: window.__OMAD_NATIVE__ or `?host=webview`. */
  nativeFlag: boolean;
}

const TELEGRAM_PARAM = /(?:^|[#?&])tgWebApp(?:Data|Platform|Version)=/;
/** Android WebView marks itself with `; wv)`; iOS WKWebView lacks "Safari" in an iOS user agent. */
const ANDROID_WEBVIEW = /; wv\)/;
const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;

export function detectHost(signals: HostSignals): HostKind {
  if (TELEGRAM_PARAM.test(signals.hash) || TELEGRAM_PARAM.test(signals.search) || signals.storedLaunchParams || signals.telegramProxy) {
    return 'telegram';
  }
  if (signals.nativeFlag) return 'webview';
  if (ANDROID_WEBVIEW.test(signals.userAgent)) return 'webview';
  if (IOS_DEVICE.test(signals.userAgent) && !/Safari\//.test(signals.userAgent) && !signals.standalone) return 'webview';
  if (signals.standalone) return 'pwa';
  return 'browser';
}
