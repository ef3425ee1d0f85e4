/**
 * Social sign-in (SPEC §4, §9): a 640x480 popup opens /oauth/init with service, redirect_url (the current
 * location) and type_auth; web-views (and Telegram's in-app browser) get a full-page redirect instead
 * (platform().socialSignIn). A backUrl query value is stored under betting_back_social_auth_key and, after the
 * login, read, removed and followed only when it is a safe same-origin path (src/api/url-safety.ts); in a web-view
 * the app finishes the sign-in when the provider sends the page back (social-return.ts).
 */
import { enums, literal, nullable, number, string, type } from 'superstruct';
import { platform } from '../../../../platform/index.ts';
import { readStored, removeStored, STORAGE_KEYS, tabStorage, writeStored } from '../../../lib/device-storage.ts';
import { safeRedirect } from '../../../api/url-safety.ts';
import { listedUntil } from '../../../lib/listed-until.ts';

const SOCIAL_POPUP = { width: 640, height: 480 } as const;
export type TypeAuth = 'login' | 'registration';

export function socialInitUrl(service: string, typeAuth: TypeAuth, currentHref: string): string {
  const query = new URLSearchParams({ service, redirect_url: currentHref, type_auth: typeAuth });
  return `/oauth/init?${query.toString()}`;
}

/** Queries that must not come back with the provider's return: the sign-in popup (done) and the stored backUrl. */
const RETURN_DROPS = ['show_popup_auth', 'show_popup_reg', 'prevent_close', 'popup', 'backUrl'] as const;

/** SPEC §4 redirect_url: the current location, without the queries that opened the sign-in. */
export function returnUrl(currentHref: string): string {
  const url = new URL(currentHref);
  for (const key of RETURN_DROPS) url.searchParams.delete(key);
  return url.href;
}

/**
 * A web-view leaves the app for the provider and comes back by a new page load: the tab remembers that a social
 * sign-in is under way (sessionStorage, 10 minutes) so the returning app can finish it (social-return.ts).
 */
const PENDING_MS = 10 * 60 * 1000;
const Pending = type({ typeAuth: enums(['login', 'registration']), at: number() });

/** Where storage is disabled the player lands signed in all the same; only the backUrl is not followed. */
export function markSocialPending(typeAuth: TypeAuth, now = Date.now()): void {
  tabStorage.write('omad.social_pending', { typeAuth, at: now });
}

/** Reads and removes the pending social sign-in of this tab, when it is recent. */
export function takeSocialPending(now = Date.now()): TypeAuth | undefined {
  const value = tabStorage.read('omad.social_pending', Pending);
  tabStorage.remove('omad.social_pending');
  if (!value || value.at > now || now - value.at > PENDING_MS) return undefined;
  return value.typeAuth;
}

/** SPEC §4: keeps the backUrl of the current address for after the social login. */
export function rememberBackUrl(search: string): void {
  const backUrl = new URLSearchParams(search).get('backUrl');
  if (backUrl) writeStored(STORAGE_KEYS.backSocialAuth, backUrl);
  // A backUrl of an earlier, abandoned sign-in is not followed by this one.
  else removeStored(STORAGE_KEYS.backSocialAuth);
}

/** Reads and removes the stored backUrl; answers it only when safe. */
export function takeBackUrl(): string | undefined {
  const stored = readStored(STORAGE_KEYS.backSocialAuth, string());
  removeStored(STORAGE_KEYS.backSocialAuth);
  return safeRedirect(stored);
}

/**
 * A sign-in the platform refused for a reason the app words itself (decision 034: the national self-exclusion list),
 * as the provider's return hands it back (mocks/oauth.ts DONE_SCRIPT; README's social sign-in contract).
 */
export interface SocialRefusal {
  type: 'NationalSelfExclusionException';
  /** Unix seconds when the listing ends, or null. */
  until: number | null;
}

const RefusalMessage = type({ source: literal('omad-oauth'), refusal: type({ type: literal('NationalSelfExclusionException'), until: nullable(number()) }) });

/** The refusal a message from the provider's window carries, or undefined for any other message. */
export function refusalOf(data: unknown): SocialRefusal | undefined {
  return RefusalMessage.is(data) ? { type: data.refusal.type, until: data.refusal.until } : undefined;
}

const RETURN_REFUSAL = ['sign_in_refused', 'refused_until'] as const;

/** The refusal a web-view's return address carries (`sign_in_refused=…&refused_until=…`), and the address without it. */
export function takeReturnRefusal(href: string): { refusal: SocialRefusal; rest: string } | undefined {
  const url = new URL(href);
  if (url.searchParams.get('sign_in_refused') !== 'NationalSelfExclusionException') return undefined;
  const until = url.searchParams.get('refused_until');
  for (const key of RETURN_REFUSAL) url.searchParams.delete(key);
  return { refusal: { type: 'NationalSelfExclusionException', until: listedUntil(until) }, rest: `${url.pathname}${url.search}${url.hash}` };
}

export type SocialOutcome = 'closed' | 'blocked' | 'redirected' | SocialRefusal;

/**
 * Opens the provider; resolves when the popup closes (the session is then re-read by the caller), with the refusal
 * when the provider's window handed one back first (a message from that window and this origin only).
 */
export function openSocialLogin(service: string, typeAuth: TypeAuth): Promise<SocialOutcome> {
  rememberBackUrl(window.location.search);
  const url = socialInitUrl(service, typeAuth, returnUrl(window.location.href));
  if (platform().socialSignIn === 'redirect') {
    // No popups in a web-view: the page itself goes to the provider and comes back to redirect_url.
    markSocialPending(typeAuth);
    window.location.assign(url);
    return Promise.resolve('redirected');
  }
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SOCIAL_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SOCIAL_POPUP.height) / 2));
  const popup = window.open(url, 'omad-social', `popup=yes,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height},left=${left},top=${top}`);
  if (!popup) return Promise.resolve('blocked');
  let refused: SocialRefusal | undefined;
  const onMessage = (event: MessageEvent) => {
    // This origin only. Not `event.source === popup`: the provider's window closes right after it posts, and a message
    // from a window already closed arrives with no source (Chromium), which lost the refusal about every other time.
    if (event.origin !== window.location.origin) return;
    refused = refusalOf(event.data) ?? refused;
  };
  window.addEventListener('message', onMessage);
  return new Promise((resolve) => {
    const settle = () => {
      window.removeEventListener('message', onMessage);
      resolve(refused ?? 'closed');
    };
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      // The window posts its refusal and closes at once, but the message and the closing reach this page by different
      // task sources: on a busy phone the closing can be seen first. Without a refusal yet, the message is waited for
      // a moment (decision 034: the player must read why, not land back on the sign-in form).
      if (refused) settle();
      else setTimeout(settle, LATE_MESSAGE_MS);
    }, 400);
  });
}

/** How long a closed provider window's last message is waited for (openSocialLogin). */
const LATE_MESSAGE_MS = 500;
