/**
 * SPEC §3 "Loyalty info" pointsAlias: the operator's own word for points. The platform's answer (loyalty.getinfo) is
 * the programme's own, so it comes first; the CMS's loyalty.pointsAlias next; without either the app's words stay.
 * An alias that is the app's own word in another form ("баллы" for "балл") is left to the app, whose plural says
 * "150 баллов" where a bare word could not.
 */
export function pointsAliasOf(ownWord: string, ...candidates: readonly (string | null | undefined)[]): string | undefined {
  const own = ownWord.trim().toLocaleLowerCase();
  for (const candidate of candidates) {
    const alias = candidate?.trim();
    if (!alias) continue;
    return own && alias.toLocaleLowerCase().startsWith(own) ? undefined : alias;
  }
  return undefined;
}
