/**
 * Player accounts of the sandbox: the account record, its profile and contacts (SPEC §3), its
 * key/value storage (storage.*) and its deposit limit. Balances live in the wallet ledger.
 */
import type { LimitSetting } from './limit-window.ts';
import type { Currency } from './money.ts';
import type { SessionLimitSetting } from './session-limit.ts';
import type { PlayLimitsRecord } from './play-limits.ts';

export type Locale = 'uz' | 'ru';
export const LOCALES: readonly Locale[] = ['uz', 'ru'];
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export interface ContactRecord {
  type: 'email' | 'phone';
  /** E-mail in lower case, or a phone as `+` and digits. */
  contact: string;
  is_confirmed: boolean;
  is_subscribed: boolean;
  phone_country_code: string | null;
}

export interface ProfileRecord {
  first_name: string | null;
  last_name: string | null;
  sex: number | null;
  /** ISO YYYY-MM-DD. */
  birth_date: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
  document_type: string | null;
  document_number: string | null;
}

export const EMPTY_PROFILE: Readonly<ProfileRecord> = {
  first_name: null,
  last_name: null,
  sex: null,
  birth_date: null,
  country: null,
  country_code: null,
  region: null,
  home_town: null,
  address: null,
  postcode: null,
  document_type: null,
  document_number: null,
};

/** The deposit limit: a rolling-period limit (mocks/state/limit-window.ts), none until the player sets one. */
export type DepositLimitRecord = LimitSetting;

/** Responsible-gaming settings besides the deposit limit (absent = defaults: no reminder, no break). */
export interface ResponsibleRecord {
  realityCheckMinutes: number | null;
  breakKind: 'timeout' | 'self_exclusion' | null;
  /** Unix seconds. */
  breakUntil: number | null;
}

export interface AccountRecord {
  readonly uid: number;
  /** The contact the player registered with (e-mail, +phone) or `tg_<id>` for Telegram players. */
  login: string;
  /** scrypt hash; null for accounts that sign in only through Telegram. */
  passwordHash: string | null;
  /**
   * Moves on whenever the password is changed or reset. Every session carries the version it was opened under and
   * is valid only while it is the account's (docs/decisions/024-sessions-and-public-origin.md): a login checked against the old password
   * that finishes after the change opens no session.
   */
  credentialVersion: number;
  fakename: string;
  /** Unix seconds. */
  regTime: number;
  currency: Currency;
  locale: Locale;
  countryCode: string;
  isVerified: boolean;
  isOnVerification: boolean;
  isKycBlockEnabled: boolean;
  isRegistrationCompleted: boolean;
  twoFactorAuth: boolean;
  /** Login succeeds, every later call answers UserBannedException. */
  banned: boolean;
  telegramId: number | null;
  promoCode: string | null;
  profile: ProfileRecord;
  contacts: ContactRecord[];
  storage: Map<string, string>;
  depositLimit: DepositLimitRecord;
  responsible?: ResponsibleRecord;
  /** The session-time limit (mocks/state/session-limit.ts); absent = none. */
  sessionLimit?: SessionLimitSetting;
  /** Unix ms until which a session-time limit's break keeps the player out (absent = none). */
  sessionBreakUntil?: number;
  /** The loss and stake limits (mocks/state/play-limits.ts; absent = none). */
  playLimits?: PlayLimitsRecord;
}

export type NewAccount = Omit<AccountRecord, 'uid' | 'credentialVersion'> & { credentialVersion?: number };

/** Unix seconds until which the player may not sign in (time-out or self-exclusion), or undefined. */
export function breakUntil(record: AccountRecord, now: number): number | undefined {
  const until = record.responsible?.breakUntil ?? null;
  return until !== null && until * 1000 > now ? until : undefined;
}

/** How a login or contact is compared: e-mails case-insensitively, phones by their digits (SPEC §7 drops the +). */
export function loginKey(login: string): string {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  if (/^\+?[\d\s()-]+$/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return trimmed.toLowerCase();
}

/** A registration still hashing its password: it holds its login until the account is open (or it failed). */
export interface PendingRegistration {
  /** SHA-256 of the password it registers with, so a double submit of the same form is recognised. */
  readonly passwordDigest: Buffer;
  readonly account: Promise<AccountRecord>;
}

export class AccountStore {
  private readonly byUid = new Map<number, AccountRecord>();
  /** Logins (loginKey) claimed by registrations in flight. */
  private readonly registering = new Map<string, PendingRegistration>();
  private nextUid: number;

  constructor(firstUid: number) {
    this.nextUid = firstUid;
  }

  add(account: NewAccount, uid: number = this.nextUid): AccountRecord {
    if (this.byUid.has(uid)) throw new Error(`uid ${uid} is taken`);
    const record: AccountRecord = { credentialVersion: 0, ...account, uid };
    this.byUid.set(uid, record);
    this.nextUid = Math.max(this.nextUid, uid + 1);
    return record;
  }

  get(uid: number): AccountRecord | undefined {
    return this.byUid.get(uid);
  }

  all(): IterableIterator<AccountRecord> {
    return this.byUid.values();
  }

  /**
   * The account that signs in with this login: its own login or a confirmed e-mail/phone contact. A contact
   * added but not confirmed is nobody's login: anyone could add a stranger's address.
   */
  findByLogin(login: string): AccountRecord | undefined {
    const key = loginKey(login);
    if (key === '') return undefined;
    for (const account of this.byUid.values()) {
      if (loginKey(account.login) === key) return account;
      if (account.contacts.some((contact) => contact.is_confirmed && loginKey(contact.contact) === key)) return account;
    }
    return undefined;
  }

  /**
   * Claims a login for a registration before its first await, so a second registration of the same login sent at
   * once sees it (`registration()`) and opens no second account; `release` gives it back once the account is open or
   * the registration failed.
   */
  claim(login: string, pending: PendingRegistration): { release: () => void } {
    const key = loginKey(login);
    if (this.registering.has(key)) throw new Error(`${key} is being registered`);
    this.registering.set(key, pending);
    return { release: () => this.registering.delete(key) };
  }

  /** The registration of this login still in flight, if any. */
  registration(login: string): PendingRegistration | undefined {
    return this.registering.get(loginKey(login));
  }

  findByTelegramId(id: number): AccountRecord | undefined {
    for (const account of this.byUid.values()) if (account.telegramId === id) return account;
    return undefined;
  }
}
