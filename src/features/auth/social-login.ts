/**
 * Social sign-in (SPEC §4, §9): a 640x480 popup opens /oauth/init with service, redirect_url (the current
 * location) and type_auth; web-views (and Telegram's in-app browser) get a full-page redirect instead
 * (platform().socialSignIn). A backUrl query value is stored under betting_back_social_auth_key and, after the
 * login, read, removed and followed only when it is a safe same-origin path (src/lib/url-safety.ts).
 */
import { string } from 'superstruct';
import { platform } from '../../../platform/index.ts';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { safeRedirect } from '../../lib/url-safety.ts';

export const SOCIAL_POPUP = { width: 640, height: 480 } as const;
export type TypeAuth = 'login' | 'registration';

export function socialInitUrl(service: string, typeAuth: TypeAuth, currentHref: string): string {
  const query = new URLSearchParams({ service, redirect_url: currentHref, type_auth: typeAuth });
  return `/oauth/init?${query.toString()}`;
}

/** SPEC §4: keeps the backUrl of the current address for after the social login. */
export function rememberBackUrl(search: string): void {
  const backUrl = new URLSearchParams(search).get('backUrl');
  if (backUrl) writeStored(STORAGE_KEYS.backSocialAuth, backUrl);
}

/** Reads and removes the stored backUrl; answers it only when safe. */
export function takeBackUrl(): string | undefined {
  const stored = readStored(STORAGE_KEYS.backSocialAuth, string());
  removeStored(STORAGE_KEYS.backSocialAuth);
  return safeRedirect(stored);
}

export type SocialOutcome = 'closed' | 'blocked' | 'redirected';

/** Opens the provider; resolves when the popup closes (the session is then re-read by the caller). */
export function openSocialLogin(service: string, typeAuth: TypeAuth): Promise<SocialOutcome> {
  rememberBackUrl(window.location.search);
  const url = socialInitUrl(service, typeAuth, window.location.href);
  if (platform().socialSignIn === 'redirect') {
    window.location.assign(url);
    return Promise.resolve('redirected');
  }
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SOCIAL_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SOCIAL_POPUP.height) / 2));
  const popup = window.open(url, 'omad-social', `popup=yes,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height},left=${left},top=${top}`);
  if (!popup) return Promise.resolve('blocked');
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        resolve('closed');
      }
    }, 400);
  });
}
