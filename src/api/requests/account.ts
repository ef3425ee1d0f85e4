/**
 * Request schemas of account.* (decision 037; SPEC §7 Account, and the responsible-gaming operations beyond it, SPEC §4
 * net position and session limit: decision 035). What depends on state or on who asks stays the handler's
 * (mocks/api/account.ts, session-limit.ts): whose contact it is, a code's age and attempts, a verified player's locked
 * fields, a birth date's age, a currency money already moved in, a break's proof; and what one field means for
 * another (a limit period that needs an amount, a break kind's days, a session limit that needs its break).
 */
import { enums, optional, refine, string, type } from 'superstruct';
import * as account from '../account.ts';
import * as netPosition from '../net-position.ts';
import { BREAK_DAYS, REALITY_CHECK_MINUTES } from '../responsible-gaming.ts';
import * as sessionLimit from '../session-limit.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { Address, Code, CurrencyCode, Email, Fakename, Flag, Int, LimitAmount, listOf, LocaleCode, Password, PersonName, Postcode, rule, text } from './rules.ts';

/** The lengths the profile offers (src/api/responsible-gaming.ts); a break's days depend on its kind, so its handler checks them. */
export { BREAK_DAYS };

/** A whole number from a fixed list; another answers INVALID. */
function oneOf(values: readonly number[]) {
  return refine(Int, 'INVALID', (value) => values.includes(value));
}

/** A contact as the player typed it (an e-mail or a phone); which of the player's it is, the handler finds. */
const Contact = text(254);
const CountryCode = rule(string(), 'INVALID', (value) => /^[A-Za-z]{2}$/.test(value));
/** An optional profile field an empty string clears. */
const clearable = (check: (value: string) => boolean, key: string) => optional(rule(string(), key, (value) => value === '' || check(value)));
const Place = optional(rule(rule(string(), 'MAX_LENGTH', (value) => value.length <= 64), 'WRONG_ADDRESS', (value) => value === '' || Address.is(value)));

export const addContact = declareRequest(account.addContact, type({ contact: Contact, phone_country_code: optional(CountryCode) }));
export const changeFakename = declareRequest(account.changeFakename, type({ fakename: Fakename }));
export const changeLocale = declareRequest(account.changeLocale, type({ locale: LocaleCode }));
/** The old password is checked against the account, not a form: any text up to 64 characters may be it. */
export const changePassword = declareRequest(account.changePassword, type({ old_password: text(64), new_password: Password }));
export const changeSubscription = declareRequest(account.changeSubscription, type({ contact: Contact, subscription: Flag }));
export const changeTwoFactorAuth = declareRequest(account.changeTwoFactorAuth, type({ enable: Flag }));
export const confirmContact = declareRequest(account.confirmContact, type({ contact: Contact, code: Code }));
export const confirmTwoFactorAuth = declareRequest(account.confirmTwoFactorAuth, type({ code: Code }));
export const getContactPhoneSettings = declareNoParams(account.getContactPhoneSettings);
export const getCurrencyRates = declareNoParams(account.getCurrencyRates);
export const getDepositLimit = declareNoParams(account.getDepositLimit);
export const getInfo = declareNoParams(account.getInfo);
export const getBalance = declareNoParams(account.getBalance);
export const getPersonalDataFields = declareNoParams(account.getPersonalDataFields);
export const getProfileInfo = declareRequest(account.getProfileInfo, type({ fields: optional(listOf(['contacts', 'document'])) }));

/** Absent (or `null`) fields stay as they are; an empty string clears an optional one. The birth date's form and age are the handler's. */
export const saveProfileInfo = declareRequest(
  account.saveProfileInfo,
  type({
    first_name: optional(PersonName),
    last_name: optional(PersonName),
    sex: optional(rule(string(), 'INVALID', (value) => value === '1' || value === '2')),
    birth_date: optional(text(10)),
    country: optional(rule(rule(string(), 'MAX_LENGTH', (value) => value.length <= 64), 'WRONG_NAME', (value) => value === '' || PersonName.is(value))),
    country_code: clearable((value) => CountryCode.is(value), 'INVALID'),
    region: Place,
    home_town: Place,
    address: clearable((value) => Address.is(value), 'WRONG_ADDRESS'),
    postcode: optional(Postcode),
    document_type: optional(rule(string(), 'INVALID', (value) => /^[a-z_]{0,16}$/.test(value))),
    document_number: optional(rule(string(), 'INVALID', (value) => /^[A-Za-z0-9 -]{0,32}$/.test(value))),
  }),
);

export const sendConfirmationToContact = declareRequest(account.sendConfirmationToContact, type({ contact: Contact }));
export const setUserOnVerification = declareNoParams(account.setUserOnVerification);
export const setCurrency = declareRequest(account.setCurrency, type({ currency: CurrencyCode }));
/** Signed in: one contact (or all); from an e-mail link, the contact and the link's token (the handler tells which). */
export const unsubscribe = declareRequest(account.unsubscribe, type({ contact: optional(Email), token: optional(text(64)) }));

export const setDepositLimit = declareRequest(account.setDepositLimit, type({ period: enums(['none', 'day', 'week', 'month'] as const), amount: optional(LimitAmount) }));
export const getResponsibleGaming = declareNoParams(account.getResponsibleGaming);
export const setRealityCheck = declareRequest(account.setRealityCheck, type({ minutes: oneOf(REALITY_CHECK_MINUTES) }));
export const setGamingBreak = declareRequest(
  account.setGamingBreak,
  type({ kind: enums(['timeout', 'self_exclusion'] as const), days: Int, password: optional(text(64)), init_data: optional(text(8192)), code: optional(Code) }),
);
export const sendGamingBreakCode = declareNoParams(account.sendGamingBreakCode);

export const getNetPosition = declareNoParams(netPosition.getNetPosition);
export const getSessionLimit = declareNoParams(sessionLimit.getSessionLimit);
/** `minutes` 0 removes the limit; otherwise both are one of the lists of SPEC §4 (src/api/session-limit.ts). */
export const setSessionLimit = declareRequest(
  sessionLimit.setSessionLimit,
  type({ minutes: oneOf([0, ...sessionLimit.SESSION_LIMIT_MINUTES]), break_minutes: optional(oneOf(sessionLimit.SESSION_BREAK_MINUTES)) }),
);
