/** A refused offer in words (SPEC §8): the CMS's for its key (common.offerErrors), else the dictionary's. */
import { useSnapshot } from 'valtio';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import type { OfferRefusal } from '../bonuses-rules.ts';
import '../../../i18n/texts/bonuses.ts';

export function useRefusalText(): (refusal: OfferRefusal) => string {
  const t = useT();
  const { offerErrors } = useSnapshot(cmsState);
  return (refusal) => offerErrors[refusal.key] || t(`bonuses.offer.refusal.${refusal.words}`);
}
