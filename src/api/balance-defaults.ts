/**
 * SPEC §9 defaults of the balance-update settings (interval 10 s, click delay 1 s, requests off after 5 minutes
 * without a click): the one place they are written. Used where the platform and the CMS say nothing
 * (src/stores/cms-store.ts) and by the sandbox, which answers them as its configuration. A module of its own, beside the
 * settings' schema in metadata.ts, so the CMS store's defaults do not bring the general-info schemas into the first
 * load.
 */
import type { BalanceUpdateSettings } from './metadata.ts';

export const DEFAULT_BALANCE_SETTINGS: Readonly<BalanceUpdateSettings> = Object.freeze({
  countSecondsForDelayBetweenClick: 1,
  isEnabledInterval: true,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: true,
});
