/** The Unified State Register's refusals carry the end of a listing (docs/decisions/034-who-may-not-play.md); read apart from the first load. */

/**
 * The end of a national self-exclusion listing as the platform hands it back (NationalSelfExclusionException's
 * `until`, a social sign-in's `refused_until`): unix seconds, or null when the register gives none
 * (docs/decisions/034-who-may-not-play.md).
 */
export function listedUntil(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}
