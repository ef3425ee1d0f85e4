/**
 * The lengths a player chooses from for a reality-check reminder and a break (account.setRealityCheck,
 * account.setGamingBreak; SPEC §4 responsible gaming): the profile's cards offer them and the platform's request schemas
 * accept only them (src/api/requests/account.ts, decision 037). Apart from account.ts, which the first load carries.
 */

/** Reality-check reminders, in minutes; 0 turns the reminder off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** Break lengths in days: a time-out of 1, 7 or 30; a self-exclusion of 180, 365 or 1825. */
export const BREAK_DAYS = { timeout: [1, 7, 30], self_exclusion: [180, 365, 1825] } as const;
