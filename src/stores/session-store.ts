/**
 * The player's session (SPEC §4 "Authentication"): uid > 0 is authenticated, otherwise a guest.
 * - After login, registration or logout the account info is read again and `onSessionChange` listeners are told
 *   which change it was; the server-data cache refetches the rest when the player changes (src/server-data/reads.ts,
 *   ServerData). Balances are cached in local storage (SPEC §3).
 * - Two-factor login (SPEC §4): a login answered 'two_factor_auth is enable' or with a resend time leaves a
 *   pending state (`twoFactor`) holding login, password and resend_time. Signing in and registering are in
 *   session-login.ts, which the sign-in and registration forms load: the first screen only reads the session.
 * The session's life while signed in (balance poll, inactivity, notices, hints) is a feature that watches this
 * store (src/features/session/); this store knows nothing of it.
 */
import { number, string, type, optional, type Infer } from 'superstruct';
import { proxy } from 'valtio';
import { getInfo, type AccountInfo } from '../api/account-session.ts';
import type { Balances } from '../api/account.ts';
import { logout as logoutCall, type RegisterByTelegramParams } from '../api/auth.ts';
import { clearPlayerData, readStored, STORAGE_KEYS, writeStored } from '../lib/device-storage.ts';

const CachedBalance = type({ amount: number(), currency: string() });
const CachedBalances = type({ uid: number(), main: optional(CachedBalance), bonus: optional(CachedBalance) });
type CachedBalances = Infer<typeof CachedBalances>;

/**
 * SPEC §4 pending two-factor login. `resendAt` is when a new code may be asked for (ms). A Telegram sign-in that
 * needs the code keeps its signed launch data in `telegram` instead of a login and password;
 * like every pending state it lives in memory only, never on the device.
 */
export interface TwoFactorPending {
  login: string;
  password: string;
  resendTime: number;
  resendAt: number;
  telegram?: RegisterByTelegramParams;
}

export type SessionChange = 'login' | 'registration' | 'logout';

export const sessionState = proxy({
  info: undefined as AccountInfo | undefined,
  /** The first getInfo has answered (or failed). */
  loaded: false,
  /**
   * The start's wait for the session is over (src/main.tsx SESSION_WAIT_MS): what waits for it in a page drawn before
   * the session (home's sections below the banners, decision 030 point 10) draws as for a guest, never an empty page.
   */
  waited: false,
  cachedBalances: readStored<CachedBalances>(STORAGE_KEYS.balances, CachedBalances),
  twoFactor: undefined as TwoFactorPending | undefined,
});

export function isAuthenticated(info: Pick<AccountInfo, 'uid'> | undefined): boolean {
  return (info?.uid ?? 0) > 0;
}

function cacheBalances(info: AccountInfo): void {
  if (!isAuthenticated(info)) return;
  const cached: CachedBalances = {
    uid: info.uid,
    ...(info.balance_main ? { main: { amount: info.balance_main.amount, currency: info.balance_main.currency } } : {}),
    ...(info.balance_bonus ? { bonus: { amount: info.balance_bonus.amount, currency: info.balance_bonus.currency } } : {}),
  };
  sessionState.cachedBalances = cached;
  writeStored(STORAGE_KEYS.balances, cached);
}

type ChangeListener = (change: SessionChange) => void;
const changeListeners = new Set<ChangeListener>();

/**
 * Told after a login, registration or logout, once the account info is read again (e.g. the popups that follow a
 * login). A listener starts what it needs and returns: the sign-in does not wait for it.
 */
export function onSessionChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function setInfo(info: AccountInfo | undefined): void {
  sessionState.info = info;
  if (info) cacheBalances(info);
}

/** The app's first render while it is under way (holdSessionWhile); settled afterwards, so it holds nothing. */
let firstRender: Promise<void> | undefined;

/**
 * Decision 030 point 20: a page drawn before the session (its first render yields to the browser) would be drawn again,
 * whole and in one task that does not yield, if the session landed in this store while React was still rendering it
 * (React draws a render again synchronously when a store it read changed under it). The account's answer waits for
 * `render` (the first page in the document, or a cap; it never fails) before it lands here; whoever awaits
 * refreshAccount waits too.
 */
export function holdSessionWhile(render: Promise<void>): void {
  firstRender = render;
}

export async function refreshAccount(): Promise<AccountInfo> {
  try {
    const info = await getInfo({}).finally(() => firstRender);
    setInfo(info);
    return info;
  } finally {
    sessionState.loaded = true;
  }
}

/** The balance poll's answer (SPEC §4) merged into the account info. */
export function applyBalances(balances: Balances): void {
  const info = sessionState.info;
  if (!info || !isAuthenticated(info)) return;
  setInfo({ ...info, ...balances });
}

/** After a login, registration or logout (here and in session-login.ts): the account is read again and listeners told. */
export async function afterChange(change: SessionChange): Promise<AccountInfo> {
  const info = await refreshAccount();
  for (const listener of changeListeners) listener(change);
  return info;
}

/** True while the player's own logout runs: the calls it overtakes are refused as a guest's, which is no news. */
let signingOut = false;

function becomeGuest(): void {
  // SPEC §4: logout clears the player's data whatever the server answered.
  clearPlayerData();
  sessionState.cachedBalances = undefined;
  sessionState.twoFactor = undefined;
  setInfo(undefined);
}

export async function signOut(): Promise<void> {
  signingOut = true;
  try {
    await logoutCall({});
  } finally {
    becomeGuest();
    signingOut = false;
    // The player is signed out here whatever the re-read answers; what the caller hears is the logout's own outcome.
    await afterChange('logout').catch(() => undefined);
  }
}

/**
 * The platform refused a call as a guest's (AuthorizationException) while this tab shows a signed-in player: the
 * session ended on the platform (idle too long, a password change, a logout elsewhere). The app takes SPEC §4's
 * logout path without calling auth.logout (there is no session to end): the player's data is cleared, the account
 * and the server data are read again for a guest, and the listeners hear 'logout'. True only for the call that
 * noticed it, so the caller says why once.
 */
export function sessionEnded(): boolean {
  if (signingOut || !isAuthenticated(sessionState.info)) return false;
  becomeGuest();
  void afterChange('logout').catch(() => undefined);
  return true;
}

export function resetSession(): void {
  signingOut = false;
  sessionState.info = undefined;
  sessionState.loaded = false;
  sessionState.waited = false;
  sessionState.cachedBalances = undefined;
  sessionState.twoFactor = undefined;
  changeListeners.clear();
}
