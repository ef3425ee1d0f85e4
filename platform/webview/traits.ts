/**
 * Native web-views (SPEC §1: the web-view app): Android WebView and iOS WKWebView hosts, detected in platform/detect.ts.
 * - No install prompt: the app already is the installed app.
 * - Social sign-in by full-page redirect: web-views block or lose `window.open` popups, and the provider's
 *   page must come back into the same view (SPEC §4 back URL after social login).
 * - Back through history: the native shell maps its back gesture to history.back(), so the app keeps
 *   real history entries for every screen and popup (src/app/popups/popup-query.ts) and needs no extra button.
 */
import type { HostKind } from '../detect.ts';

export type SocialSignInMode = 'redirect' | 'popup';

export function socialSignInMode(kind: HostKind): SocialSignInMode {
  // Telegram's in-app browser behaves like a web-view for popups too.
  return kind === 'webview' || kind === 'telegram' ? 'redirect' : 'popup';
}

export function canOfferInstall(kind: HostKind): boolean {
  return kind === 'browser';
}
