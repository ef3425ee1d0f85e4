import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { getInfo } from '../../api/loyalty.ts';
import { useRead } from '../../server-data/reads.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { useT } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { pointsAliasOf } from '../../lib/points.ts';
import { sessionState } from '../../stores/session-store.ts';
import '../../i18n/texts/loyalty.ts';

/**
 * Points in words with the language's plural ("1 балл", "2 балла", "150 баллов"), the number grouped (SPEC §9); in the
 * operator's word for them where it has one (SPEC §3 pointsAlias: loyalty.getinfo's, then the CMS's).
 */
export function usePoints(): (points: number) => string {
  const t = useT();
  const cmsAlias = useSnapshot(cmsState).loyalty.pointsAlias;
  const { info: account } = useSnapshot(sessionState);
  // The same read as the loyalty pages' (shared, not repeated); guests have only the CMS's word.
  const info = useRead(getInfo, {}, { enabled: (account?.uid ?? 0) > 0 });
  const alias = pointsAliasOf(t('loyalty.points', { count: 1, points: '' }), info.status === 'ready' ? info.data.pointsAlias : undefined, cmsAlias);
  return useCallback(
    (points: number) => (alias ? t('loyalty.pointsAliased', { points: formatNumber(points), alias }) : t('loyalty.points', { count: points, points: formatNumber(points) })),
    [t, alias],
  );
}
