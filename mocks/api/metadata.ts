/** metadata.* handlers (SPEC §7 Other): platform settings, the same for every visitor. */
import { DEFAULT_BALANCE_SETTINGS } from '../../src/api/balance-defaults.ts';
import * as metadata from '../../src/api/metadata.ts';
import type { GeneralInfo } from '../../src/api/metadata.ts';
import { API_VERSION } from '../../src/api/client.ts';
import { CURRENCIES } from '../state/money.ts';
import { LOCALES } from '../state/accounts.ts';
import { implement, type OperationHandler } from './registry.ts';

/** SPEC §3 "General info" with the SPEC §9 balance-refresh defaults. Times in seconds. */
export function generalInfo(): GeneralInfo {
  return {
    analytic: { gtm_id: null, ym_id: null },
    available_currencies: [...CURRENCIES],
    available_locales: [...LOCALES],
    default_currency: 'UZS',
    is_seon_enabled: false,
    domain_state: 'active',
    domain_type: 'main',
    time_to_force_logout: 1800,
    is_bonus_isolation_enabled: false,
    is_game_history_export_enabled: true,
    user_inactivity_cashier_time: 900,
    user_inactivity_pp_time: 900,
    balance_update_settings: { ...DEFAULT_BALANCE_SETTINGS },
  };
}

export const operations: readonly OperationHandler[] = [
  implement(
    metadata.get,
    (context) => ({
      api_version: API_VERSION,
      server_time: Math.floor(context.now() / 1000),
      // The sandbox has no IP geolocation: every visitor is in the default market.
      country_code: 'UZ',
      locale: context.locale,
    }),
    { guest: true },
  ),
  // time_to_force_logout from the sandbox settings, so a test can shorten it (mocks/sandbox-config.ts).
  implement(metadata.getGeneralInfo, (context) => ({ ...generalInfo(), time_to_force_logout: context.state.settings.timeToForceLogout }), { guest: true }),
];
