/**
 * What the profile screens read and change, by operation (decision 031), and what each change makes stale. Every account call
 * here answers 1 or failed (SPEC §8 "failed unless the answer is 1"); the screens run them through `useWrite`
 * (src/server-data/writes.ts), which reads again what `PROFILE_READS` names before the screen says it is done.
 */
import {
  addContact,
  changeFakename,
  changePassword,
  changeSubscription,
  changeTwoFactorAuth,
  confirmContact,
  confirmTwoFactorAuth,
  saveProfileInfo,
  sendConfirmationToContact,
  setCurrency,
  setUserOnVerification,
  unsubscribe,
  type AddContactParams,
  type SaveProfileInfoParams,
  type UnsubscribeParams,
} from '../../api/account.ts';
import { expectOne } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { getHistory, type GameHistoryItem, type GameHistoryParams } from '../../api/games.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/device-storage.ts';
import { defineRead, type OperationName, type Page, type PageParams } from '../../server-data/reads.ts';
import { refreshAccount, sessionState } from '../../stores/session-store.ts';

/** The profile as the settings, notification and popup screens read it: contacts, subscriptions, personal data. */
export const PROFILE_READS: readonly OperationName[] = ['account.getprofileinfo'];

/** The header and every screen that shows the account (name, currency, two-factor) follow a change; a failed read keeps the old. */
function refreshAccountLater(): void {
  void refreshAccount().catch(() => undefined);
}

export async function savePersonalData(params: SaveProfileInfoParams): Promise<void> {
  expectOne('account.saveProfileInfo', await saveProfileInfo(params));
  refreshAccountLater();
}

export async function saveFakename(fakename: string): Promise<void> {
  expectOne('account.changefakename', await changeFakename({ fakename }));
  refreshAccountLater();
}

export async function saveCurrency(currency: string): Promise<void> {
  expectOne('account.setCurrency', await setCurrency({ currency }));
  refreshAccountLater();
}

export async function savePassword(oldPassword: string, newPassword: string): Promise<void> {
  expectOne('account.changepassword', await changePassword({ old_password: oldPassword, new_password: newPassword }));
}

/**
 * account.changeTwoFactorAuth sends a code; answers in how many seconds another may be asked for. A code still on its
 * way (SPEC §8 'Resend time is N') is an answer too: the player types that one.
 */
export async function askTwoFactorCode(enable: boolean): Promise<number> {
  try {
    return (await changeTwoFactorAuth({ enable: enable ? 1 : 0 })).resend_time;
  } catch (error) {
    const wait = isApiError(error) ? Number(error.fieldKey('resend_time')) : NaN;
    if (Number.isFinite(wait)) return wait;
    throw error;
  }
}

/** account.confirmTwoFactorAuth, then the account (its two_factor_auth) read again before the page says it changed. */
export async function confirmTwoFactor(code: string): Promise<void> {
  expectOne('account.confirmTwoFactorAuth', await confirmTwoFactorAuth({ code }));
  await refreshAccount();
}

/** A confirmation code to a contact; for the login contact the device remembers it sent one (SPEC §4 confirm-contact hint). */
export async function sendContactCode(contact: string): Promise<void> {
  expectOne('account.sendconfirmationtocontact', await sendConfirmationToContact({ contact }));
  if (contact === sessionState.info?.login) writeStored(STORAGE_KEYS.confirmContactSent, true);
}

export async function confirmContactCode(contact: string, code: string): Promise<void> {
  expectOne('account.confirmContact', await confirmContact({ contact, code }));
}

export async function addNewContact(params: AddContactParams): Promise<void> {
  expectOne('account.addcontact', await addContact(params));
}

export async function setSubscription(contact: string, subscribed: boolean): Promise<void> {
  expectOne('account.changeSubscription', await changeSubscription({ contact, subscription: subscribed ? 1 : 0 }));
}

/** account.unsubscribe: one contact (a link's contact and token), or every contact of the signed-in player. */
export async function unsubscribeContacts(params: UnsubscribeParams): Promise<void> {
  expectOne('account.unsubscribe', await unsubscribe(params));
}

/** The documents were sent to the verification provider: the platform is told, and the account read again. */
export async function tellOnVerification(): Promise<void> {
  expectOne('account.setUserOnVerification', await setUserOnVerification({}));
  await refreshAccount();
}

/** The game history's page size. */
export const HISTORY_PAGE = 15;

/** A page of the player's rounds and bets; load more appends pages and drops items already listed (SPEC §4). */
export const historyPage = defineRead<GameHistoryParams & PageParams, Page<GameHistoryItem>>('casino.historyPage', ['games.getHistory'], async (params, { signal }) => {
  const page = await getHistory(params, { signal });
  const total = page.total ?? page.count;
  const { offset, count } = params;
  return { items: page.items, total, done: page.items.length < count || (total !== undefined && offset + page.items.length >= total) };
});

/** A round and a sports bet may share a number: the list tells them apart by kind. */
export const historyItemKey = (item: GameHistoryItem) => `${item.kind === 'sport' ? 'sport' : 'casino'}:${item.id}`;
