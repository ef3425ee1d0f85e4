/**
 * Boot steps of the Telegram host (SPEC §7 auth.register with Telegram's fields): keep what a start_param deep link carries, then sign
 * the player in with the launch's init data via auth.register before the first screen settles.
 */
import { string } from 'superstruct';
import type { Platform } from '../../../platform/index.ts';
import { subscribe } from 'valtio';
import { register, type RegisterByTelegramParams } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { t } from '../../i18n/index.ts';
import { track } from '../../services/analytics.ts';
import { forgetPromoCode, promoCodeMessage, promoCodeRefusal } from '../../services/promo-code.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/device-storage.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { refreshAccount } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { parseStartParam, type DeepLink } from './start-param.ts';
import '../../i18n/texts/popups.registration.ts';

export { readHostLaunch, type HostLaunch } from '../../../platform/telegram/launch-data.ts';

/**
 * A start_param applies once per launch, not again on every reload: kept in this tab's storage through device-storage's
 * guarded access (readStored/writeStored 'tab', what tabStorage wraps; the wrapper object itself would add to the first
 * load, decision 007).
 */
const APPLIED_START_KEY = 'omad.tg-start-applied';

/** `excluded`: the national self-exclusion list refused the player; the register's message is open (decision 034). */
export type HostSignIn = 'none' | 'signed-in' | 'two-factor' | 'refused' | 'excluded';

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
  if (readStored(APPLIED_START_KEY, string(), 'tab') === startParam) return {};
  writeStored(APPLIED_START_KEY, startParam, 'tab');
  return link;
}

/** Resolves once the CMS's boot reads have answered (or failed): the promo-code words are among them. */
function whenCmsLoaded(): Promise<void> {
  if (cmsState.loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(cmsState, () => {
      if (!cmsState.loaded) return;
      stop();
      resolve();
    });
  });
}

/** SPEC §8: the CMS's words for a refused code, told once the player is in. */
async function tellRefusedCode(key: string): Promise<void> {
  await whenCmsLoaded();
  const reason = promoCodeMessage(key, cmsState.promoCodeErrors, t('popups.registration.promoNotAppliedReason'));
  showToast(t('popups.registration.promoNotApplied', { reason }), { kind: 'error' });
}

/**
 * Signs the player in with the host (Telegram init data). An existing Telegram player is logged in, a new
 * one registered (with the kept promo code). Always ends with the account info loaded.
 * - SPEC §8 promo code errors: the platform checks a promo code sent with a Telegram registration as it checks the form's. A code
 *   it refuses must not keep the new player out: the registration goes on without it, the kept code is dropped
 *   (it cannot apply) and the player is told why in the CMS's words (SPEC §8), with the 'promocode not found' event.
 * - SPEC §4 two-factor login: a player with two-factor on is asked for the code, in the same two-factor step as the
 *   password login's (the authentication popup opens on it), and the code completes the sign-in.
 *
 * Init data exists only on the first load of a launch: the platform keeps it in memory and never on the
 * device (it is a credential: platform/telegram/host.ts forgetInitData). So each launch signs in once, and a
 * reload inside Telegram keeps the player by the session cookie, as in any browser.
 */
export async function signInWithHost(host: Pick<Platform, 'telegramSignIn'>): Promise<HostSignIn> {
  const data = host.telegramSignIn;
  if (!data) {
    await refreshAccount().catch(() => undefined);
    return 'none';
  }
  const promoCode = readStored(STORAGE_KEYS.promoCode, string());
  const outcome = await attempt(promoCode ? { ...data, promo_code: promoCode } : { ...data });
  await refreshAccount().catch(() => undefined);
  if (outcome === 'two-factor') openPopup('authentication');
  // SPEC §8: forged, altered or stale init data; reopening the app from Telegram gives it fresh ones.
  if (outcome === 'refused') showToast(t('popups.registration.wrongRegServerError'), { kind: 'error' });
  return outcome;
}

async function attempt(params: RegisterByTelegramParams): Promise<HostSignIn> {
  try {
    await register(params);
    return 'signed-in';
  } catch (error) {
    const code = params.promo_code;
    const refusedKey = code ? promoCodeRefusal(error, code) : undefined;
    if (code && refusedKey !== undefined) {
      forgetPromoCode();
      const without: RegisterByTelegramParams = { ...params };
      delete without.promo_code;
      const outcome = await attempt(without);
      if (outcome === 'signed-in' || outcome === 'two-factor') void tellRefusedCode(refusedKey);
      return outcome;
    }
    // Decision 035: the session-time limit's break is said with its end, not as a generic refusal ('none': the launch
    // stays a guest and main.tsx adds no second message).
    if ((await import('./session-ended.ts')).tellIfSessionBreak(error)) return 'none';
    // Decision 034: not a bad launch but the register's refusal; the API failure hook opens its message
    // (src/app/boot/api-failures.ts), and no "registration failed" toast may say otherwise.
    if (isApiError(error) && error.is('NationalSelfExclusionException')) return 'excluded';
    // The login module comes only on a refusal: Telegram's first load does not carry it for the rare two-factor player.
    const { telegramTwoFactor } = await import('../../stores/session-login.ts');
    if (telegramTwoFactor(error, params)) return 'two-factor';
    // SPEC §8: forged, altered or stale init data is refused; the player stays a guest and is told so.
    return 'refused';
  }
}

