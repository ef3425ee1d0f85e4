/**
 * What the auth screens read and change, by operation (decision 031): each write checks the platform's answer where
 * SPEC §8 says "failed unless the answer is 1" and does what the account needs right after it; the screens run them
 * through `useWrite` (src/server-data/writes.ts). Signing in and registering themselves are the session's
 * (src/stores/session-login.ts).
 */
import { confirmContact, saveProfileInfo, sendConfirmationToContact, type AccountInfo, type SaveProfileInfoParams } from '../../api/account.ts';
import type { RegisterByLoginParams } from '../../api/auth.ts';
import { expectOne } from '../../api/client.ts';
import { chooseCharacter } from '../../api/loyalty.ts';
import { loadSizedBanners, type SizedBanners } from '../../cms/srcsets.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/device-storage.ts';
import { defineRead } from '../../server-data/reads.ts';
import { register } from '../../stores/session-login.ts';
import { refreshAccount } from '../../stores/session-store.ts';

/** The CMS banners of the locale: the same read (and cache entry) as the menu banner's, one request for both. */
export const cmsBanners = defineRead<Record<string, never>, SizedBanners | null>('cms.banners', [], async (_params, { locale, signal }) => (await loadSizedBanners(locale, { signal })) ?? null);

/** account.sendconfirmationtocontact: a code to the contact; the device remembers it sent one (SPEC §4 confirm-contact hint). */
export async function sendConfirmation(contact: string, { remember }: { remember: boolean }): Promise<void> {
  expectOne('account.sendconfirmationtocontact', await sendConfirmationToContact({ contact }));
  if (remember) writeStored(STORAGE_KEYS.confirmContactSent, true);
}

/** account.confirmContact with the code the player typed. */
export async function confirmContactCode(contact: string, code: string): Promise<void> {
  expectOne('account.confirmContact', await confirmContact({ contact, code }));
}

/** SPEC §4 social registration: the personal data the platform requires completes the registration. */
export async function completeRegistration(details: Pick<SaveProfileInfoParams, 'first_name' | 'last_name' | 'birth_date'>): Promise<void> {
  await saveProfileInfo(details);
  await refreshAccount();
}

export interface Registration {
  details: RegisterByLoginParams;
  /** The loyalty character the player chose, saved with loyalty.setcharacter once the player exists. */
  character: number | undefined;
}

/**
 * auth.register, then what the new account keeps: the promo code it used (SPEC §4: a promo code from the URL persists)
 * and the character. A character that cannot be saved is chosen later on the loyalty page.
 */
export async function registerPlayer({ details, character }: Registration): Promise<AccountInfo> {
  const info = await register(details);
  if (details.promo_code) writeStored(STORAGE_KEYS.promoCode, details.promo_code);
  if (character !== undefined) await chooseCharacter(character).catch(() => undefined);
  return info;
}

/**
 * SPEC §3 auth config: after registration the confirm-email popup opens with a code already on its way. The popup
 * offers a new code itself, so a send that fails here only leaves the player to ask for one.
 */
export async function sendRegistrationCode(login: string): Promise<void> {
  await sendConfirmationToContact({ contact: login }).catch(() => undefined);
  writeStored(STORAGE_KEYS.confirmContactSent, true);
}
