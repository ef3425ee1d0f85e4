/**
 * Boot steps of the Telegram host (issue 4 part 3): keep what a start_param deep link carries, then sign
 * the player in with the launch's init data via auth.register before the first screen settles.
 */
import { string } from 'superstruct';
import type { Platform } from '../../platform/index.ts';
import { register } from '../api/auth.ts';
import { track } from '../lib/analytics.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { refreshAccount } from '../stores/session-store.ts';
import { parseStartParam, type DeepLink } from './start-param.ts';

/** A start_param applies once per launch, not again on every reload. */
const APPLIED_START_KEY = 'omad.tg-start-applied';

export type HostSignIn = 'none' | 'signed-in' | 'refused';

function session(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Stores the promo code of the deep link and reports its referrer to analytics; returns the route it opens (once
 * per launch). The referrer needs no copy here: it reaches the platform inside the signed init data (start_param)
 * that the Telegram registration sends as its payload, where it cannot be forged.
 */
export function applyStartParam(startParam: string | undefined): DeepLink {
  if (!startParam) return {};
  const link = parseStartParam(startParam);
  if (link.promoCode) writeStored(STORAGE_KEYS.promoCode, link.promoCode);
  if (link.referrer) track('telegram-referrer', { referrer: link.referrer });
  const storage = session();
  if (storage?.getItem(APPLIED_START_KEY) === startParam) return {};
  storage?.setItem(APPLIED_START_KEY, startParam);
  return link;
}

/**
 * Signs the player in with the host (Telegram init data). An existing Telegram player is logged in, a new
 * one registered (with the kept promo code). Always ends with the account info loaded.
 *
 * Init data exists only on the first load of a launch: the platform keeps it in memory and never on the
 * device (issue 7 storage audit, platform/telegram/host.ts forgetInitData). So each launch signs in once, and a
 * reload inside Telegram keeps the player by the session cookie, as in any browser.
 */
export async function signInWithHost(host: Pick<Platform, 'telegramSignIn'>): Promise<HostSignIn> {
  const data = host.telegramSignIn;
  if (!data) {
    await refreshAccount().catch(() => undefined);
    return 'none';
  }
  const promoCode = readStored(STORAGE_KEYS.promoCode, string());
  try {
    await register({ ...data, ...(promoCode ? { promo_code: promoCode } : {}) });
    await refreshAccount().catch(() => undefined);
    return 'signed-in';
  } catch {
    // SPEC §8: forged, altered or stale init data is refused; the player stays a guest and is told so.
    await refreshAccount().catch(() => undefined);
    return 'refused';
  }
}
