/** metadata.* operations (SPEC §7 Other): platform settings the app reads at start-up. */
import { array, boolean, literal, nullable, number, optional, record, string, type, union, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';

type NoParams = Record<string, never>;

/** SPEC §3 "Balance-update settings" (SPEC §9 defaults: DEFAULT_BALANCE_SETTINGS in balance-defaults.ts). */
export const BalanceUpdateSettings = type({
  countSecondsForDelayBetweenClick: number(),
  isEnabledInterval: boolean(),
  countSecondsForInterval: number(),
  isEnabledTurnOffRequests: boolean(),
  countMinutesAfterWhichRequestsTurnedOff: number(),
  isEnabledRequestsAfterClick: boolean(),
});
export type BalanceUpdateSettings = Infer<typeof BalanceUpdateSettings>;

/** Flat analytics settings (ids of third-party counters); their details are not shown (SPEC §1). */
export const AnalyticSettings = record(string(), union([string(), number(), boolean(), literal(null)]));

/**
 * SPEC §3 "General info". Times are in seconds: `time_to_force_logout` drives the inactivity warning
 * (SPEC §9: warning from 80 %), the two `user_inactivity_*` times the cashier and payment-page idle limits.
 * `balance_update_settings` carries SPEC §3 "Balance-update settings" for the balance poll (SPEC §4).
 */
export const GeneralInfo = type({
  analytic: optional(nullable(AnalyticSettings)),
  available_currencies: array(string()),
  available_locales: array(string()),
  default_currency: string(),
  is_seon_enabled: boolean(),
  domain_state: string(),
  domain_type: string(),
  time_to_force_logout: number(),
  is_bonus_isolation_enabled: boolean(),
  is_game_history_export_enabled: boolean(),
  user_inactivity_cashier_time: number(),
  user_inactivity_pp_time: number(),
  balance_update_settings: optional(BalanceUpdateSettings),
});
export type GeneralInfo = Infer<typeof GeneralInfo>;

/**
 * metadata.get: a flat map of request metadata. Known keys: `api_version`, `server_time` (unix seconds,
 * for clock skew), `country_code` (the visitor's country by IP). Other keys may come and are kept.
 */
export const Metadata = type({
  api_version: string(),
  server_time: number(),
  country_code: optional(nullable(string())),
});
export type Metadata = Infer<typeof Metadata>;

export const get = defineOperation<NoParams, Metadata>({
  operation: 'metadata.get',
  method: 'GET',
  schema: Metadata,
});

export const getGeneralInfo = defineOperation<NoParams, GeneralInfo>({
  operation: 'metadata.getgeneralinfo',
  method: 'GET',
  schema: GeneralInfo,
});
