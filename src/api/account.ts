/**
 * account.* operations (SPEC §7 Account): one `defineOperation` per operation, its params type and the
 * superstruct schema of its `data`. Operation names are spelled exactly as SPEC §7 spells them
 * (mixed casing included). Response shapes the SPEC leaves open are documented where they are declared;
 * the sandbox (`mocks/api/account.ts`) answers with the same shapes and its contract tests check them.
 */
import { array, boolean, enums, nullable, number, optional, record, string, type, type Infer, type Struct } from 'superstruct';
import { defineOperation, type Params } from './client.ts';
import { Money, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

// The signed-in player's info and the language change are read and sent at boot: they live in account-session.ts, which
// the first load carries, so that this module's other operations and schemas do not (decision 030).
export { AccountInfo, changeLocale, getInfo, type ChangeLocaleParams } from './account-session.ts';

type OneIsOkAnswer = Infer<typeof OneIsOk>;
type NoParams = Record<string, never>;
/** Form flags travel as 1/0 (client.ts serialises booleans as '1'/'0'). */
type Flag = 0 | 1 | boolean;

// ---------------------------------------------------------------- schemas

/** account.getBalance: the balances of SPEC §3 account info, on their own for the balance poll (SPEC §4). */
export const Balances = type({
  balance_main: Money,
  balance_bonus: Money,
  balance_betting_bonus: optional(Money),
  balance_fun: optional(Money),
});
export type Balances = Infer<typeof Balances>;

/** SPEC §3 "Contact": email or phone; a phone also carries its country. */
export const Contact = type({
  type: enums(['email', 'phone']),
  contact: string(),
  is_confirmed: boolean(),
  is_subscribed: boolean(),
  phone_country_code: NullableString,
});
export type Contact = Infer<typeof Contact>;

/** SPEC §3 "Profile" document: type (e.g. cpf) and number. */
export const ProfileDocument = type({
  type: NullableString,
  number: NullableString,
});
export type ProfileDocument = Infer<typeof ProfileDocument>;

/**
 * SPEC §3 "Profile". `birth_date` is ISO `YYYY-MM-DD` (the UI shows DD.MM.YYYY, SPEC §3); `sex` is
 * 1 (male) or 2 (female). `contacts` and `document` come when asked for with `fields`.
 */
export const Profile = type({
  first_name: NullableString,
  last_name: NullableString,
  sex: NullableNumber,
  birth_date: NullableString,
  document: optional(nullable(ProfileDocument)),
  country: NullableString,
  country_code: NullableString,
  region: NullableString,
  home_town: NullableString,
  address: NullableString,
  postcode: NullableString,
  contacts: optional(array(Contact)),
});
export type Profile = Infer<typeof Profile>;

/** SPEC §3 "Deposit limit": period defaults to none; amounts are null while no limit is set. */
export const DepositLimit = type({
  available_amount: nullable(Money),
  can_edit: boolean(),
  expired_at: nullable(number()),
  limit_amount: nullable(Money),
  period: enums(['none', 'day', 'week', 'month']),
  /**
   * An increase waiting for its 24 hours (responsible gaming: a decrease applies at once, an increase only
   * after a day). Not in SPEC §3; optional so a platform without it still fits.
   */
  pending_limit_amount: optional(nullable(Money)),
  pending_period: optional(nullable(enums(['none', 'day', 'week', 'month']))),
  /** Unix seconds when the pending increase applies. */
  pending_at: optional(nullable(number())),
});
export type DepositLimit = Infer<typeof DepositLimit>;

/**
 * Responsible-gaming settings beyond the deposit limit (SPEC §7 does not show their calls): the
 * reality-check reminder interval in minutes (null = off) and a running time-out or self-exclusion.
 */
export const ResponsibleGaming = type({
  reality_check_minutes: nullable(number()),
  break_kind: nullable(enums(['timeout', 'self_exclusion'])),
  /** Unix seconds when the break ends. */
  break_until: nullable(number()),
  /**
   * How this account confirms a break, by what it has (BREAK_PROOFS): `password` where it has one; otherwise
   * `telegram` (the current launch's init data, for an account signed in through Telegram) and `code` (a code sent
   * to a confirmed contact by account.sendGamingBreakCode); `session` when the account has none of them (the signed-in
   * session is enough, as it is for a bet). Open strings: a newer platform's proof does not break
   * the app. Absent from a platform without it: the password.
   */
  break_proofs: optional(array(string())),
});
export type ResponsibleGaming = Infer<typeof ResponsibleGaming>;

/** One country the phone field accepts: ISO code, dialling code (digits, no +), input mask (SPEC §5 masks). */
export const PhoneCountry = type({
  country_code: string(),
  phone_code: string(),
  mask: string(),
  /** Digits after the dialling code. */
  length: number(),
});
export const ContactPhoneSettings = type({
  default_country_code: string(),
  countries: array(PhoneCountry),
});
export type ContactPhoneSettings = Infer<typeof ContactPhoneSettings>;

/** Exchange rates: `rates[c]` is how many `base` units one unit of currency `c` is worth. */
export const CurrencyRates = type({
  base: string(),
  rates: record(string(), number()),
});
export type CurrencyRates = Infer<typeof CurrencyRates>;

/** One personal-data field of the profile form and whether it is required or still editable. */
export const PersonalDataField = type({
  name: string(),
  is_required: boolean(),
  is_editable: boolean(),
});
export const PersonalDataFields = itemsOf(PersonalDataField);
export type PersonalDataFields = Infer<typeof PersonalDataFields>;

/** account.changeTwoFactorAuth: a code went to the login contact; a new one can be asked for after `resend_time` seconds. */
export const TwoFactorChallenge = type({
  resend_time: number(),
});
export type TwoFactorChallenge = Infer<typeof TwoFactorChallenge>;

// ---------------------------------------------------------------- params

export type AddContactParams = { contact: string; phone_country_code?: string | null };
export type ChangeFakenameParams = { fakename: string };
export type ChangePasswordParams = { old_password: string; new_password: string };
export type ChangeSubscriptionParams = { contact: string; subscription: Flag };
export type ChangeTwoFactorAuthParams = { enable: Flag };
export type ConfirmContactParams = { contact: string; code: string };
export type ConfirmTwoFactorAuthParams = { code: string };
export type GetProfileInfoParams = { fields?: readonly ('contacts' | 'document')[] };
export type SaveProfileInfoParams = {
  first_name?: string | null;
  last_name?: string | null;
  sex?: number | null;
  birth_date?: string | null;
  country?: string | null;
  country_code?: string | null;
  region?: string | null;
  home_town?: string | null;
  address?: string | null;
  postcode?: string | null;
  document_type?: string | null;
  document_number?: string | null;
};
export type SendConfirmationParams = { contact: string };
/** `amount` in major units; period none removes the limit. */
export type SetDepositLimitParams = { period: 'none' | 'day' | 'week' | 'month'; amount?: number | null };
export type SetRealityCheckParams = { minutes: number };
/** The ways a break is confirmed (ResponsibleGaming.break_proofs). */
export const BREAK_PROOFS = ['password', 'telegram', 'code', 'session'] as const;
export type BreakProof = (typeof BREAK_PROOFS)[number];
/**
 * Time-out: 1, 7 or 30 days; self-exclusion: 180, 365 or 1825 days. The player is signed out at once. Confirmed by one
 * of the account's break_proofs: `password`, `init_data` (the raw init data of the current Telegram launch, checked
 * as at sign-in) or `code` (sent by sendGamingBreakCode).
 */
export type SetGamingBreakParams = { kind: 'timeout' | 'self_exclusion'; days: number; password?: string | null; init_data?: string | null; code?: string | null };
export type SetCurrencyParams = { currency: string };
/** Logged in: unsubscribe one contact (or all when omitted). From an e-mail link: contact and its token. */
export type UnsubscribeParams = { contact?: string | null; token?: string | null };

// ---------------------------------------------------------------- operations

/** A read of the account: its name and answer schema. */
function read<P extends Params, T>(operation: string, schema: Struct<T>) {
  return defineOperation<P, T>({ operation, method: 'GET', schema });
}

/** A change: its name, answer schema and the form fields it declares (SPEC §3 defaults). */
function post<P extends Params, T>(operation: string, schema: Struct<T>, formFields?: readonly string[]) {
  return defineOperation<P, T>({ operation, method: 'POST', schema, ...(formFields ? { formFields } : {}) });
}

/** A change that answers "1 is ok" (SPEC §7, §8). */
function write<P extends Params>(operation: string, formFields?: readonly string[]) {
  return post<P, OneIsOkAnswer>(operation, OneIsOk, formFields);
}

export const addContact = write<AddContactParams>('account.addcontact', ['contact', 'phone_country_code']);

export const changeFakename = write<ChangeFakenameParams>('account.changefakename', ['fakename']);

/** Decision 024: the change ends every session and answers with this device's new one. */
export const changePassword = defineOperation<ChangePasswordParams, OneIsOkAnswer>({
  operation: 'account.changepassword',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['old_password', 'new_password'],
  renewsSession: true,
});

export const changeSubscription = write<ChangeSubscriptionParams>('account.changeSubscription', ['contact', 'subscription']);

export const changeTwoFactorAuth = post<ChangeTwoFactorAuthParams, TwoFactorChallenge>('account.changeTwoFactorAuth', TwoFactorChallenge, ['enable']);

export const confirmContact = write<ConfirmContactParams>('account.confirmContact', ['contact', 'code']);

export const confirmTwoFactorAuth = write<ConfirmTwoFactorAuthParams>('account.confirmTwoFactorAuth', ['code']);

export const getContactPhoneSettings = read<NoParams, ContactPhoneSettings>('account.getContactPhoneSettings', ContactPhoneSettings);

export const getCurrencyRates = read<NoParams, CurrencyRates>('account.getcurrencyrates', CurrencyRates);

export const getDepositLimit = read<NoParams, DepositLimit>('account.getDepositLimit', DepositLimit);

export const getBalance = read<NoParams, Balances>('account.getBalance', Balances);

/** SPEC §7 spells this one with a capital A. */
export const getPersonalDataFields = read<NoParams, PersonalDataFields>('Account.getPersonalDataFields', PersonalDataFields);

export const getProfileInfo = read<GetProfileInfoParams, Profile>('account.getprofileinfo', Profile);

export const saveProfileInfo = write<SaveProfileInfoParams>('account.saveProfileInfo', [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'country',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
  'document_type',
  'document_number',
]);

export const sendConfirmationToContact = write<SendConfirmationParams>('account.sendconfirmationtocontact', ['contact']);

/** SPEC §7: no body. */
export const setUserOnVerification = write<NoParams>('account.setUserOnVerification');

export const setCurrency = write<SetCurrencyParams>('account.setCurrency', ['currency']);

export const unsubscribe = write<UnsubscribeParams>('account.unsubscribe', ['contact', 'token']);

// ---------------------------------------------------------------- responsible gaming (beyond SPEC §7)

/** Sets the deposit limit: a lower limit applies at once, a higher one (or none) after 24 hours. */
export const setDepositLimit = post<SetDepositLimitParams, DepositLimit>('account.setDepositLimit', DepositLimit, ['period', 'amount']);

export const getResponsibleGaming = read<NoParams, ResponsibleGaming>('account.getResponsibleGaming', ResponsibleGaming);

/** 0 turns the reality-check reminder off. */
export const setRealityCheck = post<SetRealityCheckParams, ResponsibleGaming>('account.setRealityCheck', ResponsibleGaming, ['minutes']);

/**
 * Starts a time-out or self-exclusion, confirmed by what the account has (break_proofs); it cannot be undone early.
 * Open checkouts and unconfirmed payments are cancelled (README "Security").
 */
export const setGamingBreak = write<SetGamingBreakParams>('account.setGamingBreak', ['kind', 'days', 'password', 'init_data', 'code']);

/** Where the break code went (masked) and when another may be asked for. */
export const BreakCodeSent = type({
  contact: string(),
  /** Seconds until a new code may be sent. */
  resend_time: number(),
});
export type BreakCodeSent = Infer<typeof BreakCodeSent>;

/** Sends a code confirming a break to the account's confirmed contact (break_proofs has `code`). */
export const sendGamingBreakCode = post<NoParams, BreakCodeSent>('account.sendGamingBreakCode', BreakCodeSent, []);
