/**
 * The path a guest was on before being asked to sign in (SPEC §2: a guest opening a guarded path lands on the index
 * with redirectUrl). The index keeps it for the tab, so that whichever way the player then signs in or registers
 * (the popup the index opens, the header's button, the bottom navigation's sign-in page, a social provider), they
 * come back to it; only a safe same-site path is kept or followed (src/api/url-safety.ts).
 */
import { safeRedirect } from '../api/url-safety.ts';
import { storageOf } from './device-storage.ts';

export const RETURN_PATH_KEY = 'omad.return_path';

// Without a tab storage (disabled in some web-views) the query alone carries the path.
const tabStorage = () => storageOf('tab');

/** The address's safe redirectUrl, saved for the tab; undefined when it has none (or an unsafe one). */
export function rememberReturnPath(search: string, storage: Pick<Storage, 'setItem'> | undefined = tabStorage()): string | undefined {
  const target = safeRedirect(new URLSearchParams(search).get('redirectUrl'));
  if (target === undefined) return undefined;
  try {
    storage?.setItem(RETURN_PATH_KEY, target);
  } catch {
    // Quota or a disabled storage: the query still carries it on this page.
  }
  return target;
}

/**
 * Where a sign-in or registration that just succeeded goes: the address's safe redirectUrl, else the saved one; the
 * saved one is used once. Undefined when there is none (the caller stays or goes home).
 */
export function takeReturnPath(search: string, storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = tabStorage()): string | undefined {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(RETURN_PATH_KEY) ?? null;
    storage?.removeItem(RETURN_PATH_KEY);
  } catch {
    saved = null;
  }
  return safeRedirect(new URLSearchParams(search).get('redirectUrl')) ?? safeRedirect(saved);
}
