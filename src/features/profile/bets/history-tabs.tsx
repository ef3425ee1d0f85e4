/**
 * The game history's two pages as tabs (history and exports), and whether exports are offered: only when
 * metadata.getgeneralinfo says is_game_history_export_enabled (SPEC §3 "General info") and the CMS's
 * betHistory.isExportEnabled does not switch them off (decision 027).
 */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { useRead } from '../../../server-data/reads.ts';

/**
 * From the same metadata.getgeneralinfo read as the rest of the app; undefined while it is read. Without general info
 * the history still shows; only the export offer waits for a later visit.
 */
export function useExportsEnabled(): boolean | undefined {
  const general = useRead(getGeneralInfo, {}, { localised: false });
  const { betHistory } = useSnapshot(cmsState).settings;
  if (!betHistory.isExportEnabled) return false;
  if (general.status === 'loading') return undefined;
  return general.status === 'ready' && general.data.is_game_history_export_enabled;
}

export function HistoryTabs({ current, exportsEnabled }: { current: 'history' | 'exports'; exportsEnabled: boolean }) {
  const t = useT();
  if (!exportsEnabled) return null;
  return (
    <nav className="chip-row" aria-label={t('casino.history.tabs')}>
      <Link className="chip" href={href('profileBetsHistory')} aria-current={current === 'history' ? 'page' : undefined}>
        {t('casino.history.title')}
      </Link>
      <Link className="chip" href={href('profileBetsExports')} aria-current={current === 'exports' ? 'page' : undefined}>
        {t('casino.history.exports')}
      </Link>
    </nav>
  );
}
