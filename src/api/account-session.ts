/**
 * The account operations the boot makes (SPEC §7 Account): account.getInfo (the session, SPEC §4) and
 * account.changelocale (the language of a signed-in player). Apart from account.ts so that the first load carries these
 * two and not every account operation and schema (decision 030); account.ts re-exports them, and the SPEC §7 index
 * counts them there.
 */
import { boolean, number, optional, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Money, OneIsOk } from './common.ts';

type OneIsOkAnswer = Infer<typeof OneIsOk>;
type NoParams = Record<string, never>;

/** SPEC §3 "User account info". A guest is answered with `uid: 0` and nothing else (SPEC §4). */
export const AccountInfo = type({
  uid: number(),
  reg_time: optional(number()),
  login: optional(string()),
  fakename: optional(string()),
  is_subscribed: optional(boolean()),
  balance_main: optional(Money),
  balance_bonus: optional(Money),
  balance_betting_bonus: optional(Money),
  balance_fun: optional(Money),
  is_on_verification: optional(boolean()),
  is_verified: optional(boolean()),
  is_kyc_block_enabled: optional(boolean()),
  is_registration_completed: optional(boolean()),
  country_code: optional(string()),
  locale: optional(string()),
  two_factor_auth: optional(boolean()),
});
export type AccountInfo = Infer<typeof AccountInfo>;

export type ChangeLocaleParams = { locale: string };

export const getInfo = defineOperation<NoParams, AccountInfo>({
  operation: 'account.getInfo',
  method: 'GET',
  schema: AccountInfo,
});

export const changeLocale = defineOperation<ChangeLocaleParams, OneIsOkAnswer>({
  operation: 'account.changelocale',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['locale'],
});
