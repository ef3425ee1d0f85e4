/**
 * The player's session (SPEC §4 "Authentication"): uid > 0 is authenticated, otherwise a guest.
 * After login, registration or logout the account info is refetched; balances are cached in local storage
 * (SPEC §3) so the header shows the last known balance at once on the next visit.
 */
import { number, string, type, optional, type Infer } from 'superstruct';
import { proxy } from 'valtio';
import { getInfo, type AccountInfo } from '../api/account.ts';
import { login as loginCall, logout as logoutCall } from '../api/auth.ts';
import { clearPlayerData, readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';

const CachedBalance = type({ amount: number(), currency: string() });
const CachedBalances = type({ uid: number(), main: optional(CachedBalance), bonus: optional(CachedBalance) });
type CachedBalances = Infer<typeof CachedBalances>;

export const sessionState = proxy({
  info: undefined as AccountInfo | undefined,
  /** The first getInfo has answered (or failed). */
  loaded: false,
  cachedBalances: readStored(STORAGE_KEYS.balances, CachedBalances) as CachedBalances | undefined,
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

export async function refreshAccount(): Promise<AccountInfo> {
  try {
    const info = await getInfo({});
    sessionState.info = info;
    cacheBalances(info);
    return info;
  } finally {
    sessionState.loaded = true;
  }
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

export async function signIn(credentials: Credentials): Promise<AccountInfo> {
  await loginCall({
    login: normaliseLogin(credentials.login),
    password: credentials.password,
    ...(credentials.code ? { code: credentials.code } : {}),
  });
  return refreshAccount();
}

export async function signOut(): Promise<void> {
  try {
    await logoutCall({});
  } finally {
    // SPEC §4: logout clears the player's data whatever the server answered.
    clearPlayerData();
    sessionState.cachedBalances = undefined;
    sessionState.info = undefined;
    await refreshAccount().catch(() => undefined);
  }
}

export function resetSession(): void {
  sessionState.info = undefined;
  sessionState.loaded = false;
  sessionState.cachedBalances = undefined;
}
