/**
 * Typed access to the device's storage: localStorage (kept across visits) and sessionStorage (this tab only). STYLE.md: anything read back is validated before use and bad stored data is
 * discarded, never trusted. Keys are listed once here so a storage audit can find them all. (The seen cashback id of
 * SPEC §4 is not among them: it is kept on the platform with storage.set, under SEEN_CASHBACK_KEY in src/api/storage.ts.)
 */
import { create, type Struct } from 'superstruct';

export const STORAGE_KEYS = {
  /** SPEC §3: balances cached in local storage. */
  balances: 'omad.balances',
  /** SPEC §4: back URLs after social login and payment success. */
  backSocialAuth: 'betting_back_social_auth_key',
  backPaySuccess: 'betting_back_pay_success_key',
  /** SPEC §2: show_popup_reg is also saved in local storage. */
  showPopupReg: 'show_popup_reg',
  /** SPEC §4: promo code from the URL persists. */
  promoCode: 'omad.promo_code',
  /** The games search popup's recent searches (the device's, a guest's too). */
  recentSearches: 'omad.recent_searches',
  /** The games the player played: the player's own data, cleared on logout (SPEC §4). */
  recentlyPlayed: 'omad.recently_played',
  /** SPEC §4 confirm-contact hint: set once a confirmation was sent to the login contact. */
  confirmContactSent: 'omad.confirm_contact_sent',
  /** SPEC §3/§4 notices the player dismissed (src/features/session/notices/notice-store.ts): the player's own, cleared on logout. */
  dismissedNotices: 'omad.dismissed_notices',
  /** The last successful deposit's method and amount, for the one-tap re-deposit (the player's own). */
  lastDeposit: 'omad.last_deposit',
  /** The player muted the loyalty notice chime on this device (src/services/notice-sound.ts); kept after logout. */
  noticeSoundMuted: 'omad.notice_sound_muted',
  /** The CMS boot answers of the last start, shown at once on the next and read again (src/cms/boot-settings.ts; decision 015). */
  cmsBoot: 'omad.cms_boot',
  /** Home's first answers (banners, categories, the first rail) of the last start, shown at once and read again. */
  firstScreen: 'omad.first_screen',
  /** The tournament prizes already announced, as `uid:tournament` (so each prize notice shows once per device). */
  seenTournamentPrizes: 'omad.seen_tournament_prizes',
} as const;

/**
 * This tab's keys (sessionStorage), listed as a type so that tabStorage takes no other and the list costs the first load
 * nothing.
 */
export type TabKey =
  /** Decision 010: a deposit's or a withdrawal's Idempotency-Key until the platform answers (cashier/payment/attempt.ts). */
  | 'omad.deposit_attempt'
  | 'omad.withdrawal_attempt'
  /** The payment in progress: the result pages without an id in their route read it (cashier/payment/payment-session.ts). */
  | 'omad.current_payment'
  /** Decision 010: the method and amount being typed, kept through a reload and an idle close. */
  | 'omad.deposit_draft'
  /** UKGC RTS 12: the first-deposit limit prompt was answered (set or skipped) in this tab. */
  | 'omad.deposit_limit_asked'
  /** SPEC §4 social sign-in in a web-view: the tab left for the provider, and the returning page finishes the sign-in. */
  | 'omad.social_pending'
  /** The reality-check reminder (SPEC §9) counts from the session's start in this tab: a reload does not restart it. */
  | 'omad.session_start'
  /** The player opened the support page in this tab: the chat then follows them on every page of it (SPEC §4). */
  | 'omad.chat-started';

/** Keys that hold the player's own data: cleared on logout (SPEC §4: the player's data is cleared after logout). */
export const PLAYER_KEYS: readonly string[] = [
  STORAGE_KEYS.balances,
  STORAGE_KEYS.backPaySuccess,
  STORAGE_KEYS.confirmContactSent,
  STORAGE_KEYS.recentlyPlayed,
  STORAGE_KEYS.dismissedNotices,
  STORAGE_KEYS.lastDeposit,
];

type Place = 'device' | 'tab';

/**
 * The storage itself, guarded: undefined where there is none or where touching it throws (some web-views with
 * storage disabled). For what keeps raw strings; JSON values go through readStored and writeStored.
 */
export function storageOf(place: Place = 'device'): Storage | undefined {
  try {
    if (place === 'tab') return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some web-views throw on access when storage is disabled.
    return undefined;
  }
}

export function readStored<T>(key: string, schema: Struct<T>, place: Place = 'device'): T | undefined {
  const storage = storageOf(place);
  const raw = storage?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return create(JSON.parse(raw) as unknown, schema);
  } catch {
    storage?.removeItem(key);
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, place: Place = 'device'): void {
  try {
    storageOf(place)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the cache is an optimisation, never required.
  }
}

export function removeStored(key: string, place: Place = 'device'): void {
  try {
    storageOf(place)?.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}

export function clearPlayerData(): void {
  for (const key of PLAYER_KEYS) removeStored(key);
}

/** This tab's storage (sessionStorage): kept through a reload, gone with the tab. Validated when read back, like the device's. */
export const tabStorage = {
  read: <T>(key: TabKey, schema: Struct<T>): T | undefined => readStored(key, schema, 'tab'),
  write: (key: TabKey, value: unknown): void => writeStored(key, value, 'tab'),
  remove: (key: TabKey): void => removeStored(key, 'tab'),
};
