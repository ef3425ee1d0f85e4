/**
 * SPEC §3 "Loyalty info" pointsAlias: the operator's own word for points. The platform's answer (loyalty.getinfo) is
 * the programme's own, so it comes first; the CMS's loyalty.pointsAlias next; without either the app's words stay.
 */
export function pointsAliasOf(...candidates: readonly (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const alias = candidate?.trim();
    if (alias) return alias;
  }
  return undefined;
}
