/**
 * The player's session (SPEC §4 "Authentication"): uid > 0 is authenticated, otherwise a guest.
 * - After login, registration or logout the account info is read again and `onSessionChange` listeners are told
 *   which change it was; the server-data cache refetches the rest when the player changes (src/api/queries.ts,
 *   ServerData). Balances are cached in local storage (SPEC §3).
 * - Two-factor login (SPEC §4): a login answered 'two_factor_auth is enable' or with a resend time leaves a
 *   pending state holding login, password and resend_time; `submitTwoFactor(code)` finishes it and clears it.
 * The session's life while signed in (balance poll, inactivity, notices, hints) is a feature that watches this
 * store (src/features/session/); this store knows nothing of it.
 */
import { number, string, type, optional, type Infer } from 'superstruct';
import { proxy } from 'valtio';
import { getInfo, type AccountInfo, type Balances } from '../api/account.ts';
import { login as loginCall, logout as logoutCall, register as registerCall, type RegisterParams } from '../api/auth.ts';
import { isApiError, type ApiError } from '../api/errors.ts';
import { clearPlayerData, readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';

const CachedBalance = type({ amount: number(), currency: string() });
const CachedBalances = type({ uid: number(), main: optional(CachedBalance), bonus: optional(CachedBalance) });
type CachedBalances = Infer<typeof CachedBalances>;

/** SPEC §4 pending two-factor login. `resendAt` is when a new code may be asked for (ms). */
export interface TwoFactorPending {
  login: string;
  password: string;
  resendTime: number;
  resendAt: number;
}

export type SessionChange = 'login' | 'registration' | 'logout';

export const sessionState = proxy({
  info: undefined as AccountInfo | undefined,
  /** The first getInfo has answered (or failed). */
  loaded: false,
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

export async function refreshAccount(): Promise<AccountInfo> {
  try {
    const info = await getInfo({});
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

async function afterChange(change: SessionChange): Promise<AccountInfo> {
  const info = await refreshAccount();
  for (const listener of changeListeners) listener(change);
  return info;
}

export interface Credentials {
  login: string;
  password: string;
  code?: string;
}

/** SPEC §7 auth.login: the login is sent with a leading + removed. */
export function normaliseLogin(login: string): string {
  return login.trim().replace(/^\+/, '');
}

/** SPEC §4/§8: the platform says two-factor is on ('two_factor_auth is enable') or gives a resend time. */
function isTwoFactorRequired(error: ApiError): boolean {
  if (error.type !== 'AuthorizationException') return false;
  return /two_factor_auth is enable|Resend time is/i.test(error.message) || error.errorData.resend_time !== undefined;
}

function resendSeconds(error: ApiError): number {
  const fromData = Number(error.fieldKey('resend_time'));
  if (Number.isFinite(fromData) && fromData >= 0) return fromData;
  const fromMessage = /Resend time is (\d+)/i.exec(error.message)?.[1];
  return fromMessage ? Number(fromMessage) : 0;
}

export type SignInResult = { kind: 'signed-in'; info: AccountInfo } | { kind: 'two-factor'; pending: TwoFactorPending };

/**
 * Signs in. When the platform asks for a two-factor code, the pending state is kept and the answer says so;
 * every other failure is thrown as the ApiError it is.
 */
export async function signIn(credentials: Credentials, now: () => number = Date.now): Promise<SignInResult> {
  const login = normaliseLogin(credentials.login);
  try {
    await loginCall({ login, password: credentials.password, ...(credentials.code ? { code: credentials.code } : {}) });
  } catch (error) {
    if (isApiError(error) && isTwoFactorRequired(error)) {
      const resendTime = resendSeconds(error);
      const pending: TwoFactorPending = { login, password: credentials.password, resendTime, resendAt: now() + resendTime * 1000 };
      sessionState.twoFactor = pending;
      return { kind: 'two-factor', pending };
    }
    throw error;
  }
  sessionState.twoFactor = undefined;
  return { kind: 'signed-in', info: await afterChange('login') };
}

/** SPEC §4: submits the code for the pending two-factor login; success clears the pending state. */
export async function submitTwoFactor(code: string): Promise<AccountInfo> {
  const pending = sessionState.twoFactor;
  if (!pending) throw new Error('No two-factor login is pending');
  await loginCall({ login: pending.login, password: pending.password, code });
  sessionState.twoFactor = undefined;
  return afterChange('login');
}

/** Asks for a new two-factor code: a login without code makes the platform send one (and give a new resend time). */
export async function resendTwoFactor(now: () => number = Date.now): Promise<TwoFactorPending | undefined> {
  const pending = sessionState.twoFactor;
  if (!pending) return undefined;
  const result = await signIn({ login: pending.login, password: pending.password }, now).catch((error: unknown) => {
    // 'Resend time is N' while the last code is still fresh: keep waiting with the new time.
    if (isApiError(error) && /Resend time is/i.test(error.message)) {
      const resendTime = resendSeconds(error);
      sessionState.twoFactor = { ...pending, resendTime, resendAt: now() + resendTime * 1000 };
      return undefined;
    }
    throw error;
  });
  return result?.kind === 'two-factor' ? result.pending : sessionState.twoFactor;
}

/** A login that happened outside the app's own form (social sign-in window): re-read the session. */
export function completeExternalLogin(): Promise<AccountInfo> {
  return afterChange('login');
}

export function cancelTwoFactor(): void {
  sessionState.twoFactor = undefined;
}

/** Registration (SPEC §4): the player is signed in by the platform; the initial data is refetched. */
export async function register(params: RegisterParams): Promise<AccountInfo> {
  await registerCall(params);
  return afterChange('registration');
}

export async function signOut(): Promise<void> {
  try {
    await logoutCall({});
  } finally {
    // SPEC §4: logout clears the player's data whatever the server answered.
    clearPlayerData();
    sessionState.cachedBalances = undefined;
    sessionState.twoFactor = undefined;
    setInfo(undefined);
    // The player is signed out here whatever the re-read answers; what the caller hears is the logout's own outcome.
    await afterChange('logout').catch(() => undefined);
  }
}

export function resetSession(): void {
  sessionState.info = undefined;
  sessionState.loaded = false;
  sessionState.cachedBalances = undefined;
  sessionState.twoFactor = undefined;
  changeListeners.clear();
}
