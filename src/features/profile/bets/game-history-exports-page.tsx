/**
 * /profile/bets/exports (SPEC §2; SPEC §7 games.gethistoryexportrequest, games.createhistoryexportrequest): the latest
 * export request and a form asking for a new one over a date range (export-form.tsx), when exports are offered
 * (history-tabs.tsx).
 */
import { Link } from 'wouter';
import { getHistoryExportRequest } from '../../../api/games.ts';
import { known, useT, type Translate } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { safeHttpUrl } from '../../../api/url-safety.ts';
import { setReadData, useRead } from '../../../server-data/reads.ts';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { ProfileFrame } from '../profile-frame.tsx';
import { ExportForm } from './export-form.tsx';
import { HistoryTabs, useExportsEnabled } from './history-tabs.tsx';
import './bets.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.history.ts';
import '../../../i18n/texts/profile.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../../i18n/texts/auth.ts';

export default function GameHistoryExportsPage() {
  const t = useT();
  const enabled = useExportsEnabled();
  const latest = useRead(getHistoryExportRequest, {}, { enabled: enabled === true });
  const request = latest.status === 'ready' ? latest.data : null;

  return (
    <ProfileFrame title={t('casino.history.exports')}>
      <HistoryTabs current="exports" exportsEnabled={enabled === true} />
      {enabled === undefined || (enabled && latest.status === 'loading') ? (
        <CardSkeletons count={1} />
      ) : !enabled ? (
        <EmptyState
          title={t('casino.history.exportsOff')}
          action={
            <Link className="omad-link-button" href={href('profileBetsHistory')}>
              {t('casino.history.title')}
            </Link>
          }
        />
      ) : latest.status === 'failed' ? (
        <FailedState title={t('casino.history.exportsFailedTitle')} onRetry={latest.retry} />
      ) : (
        <section className="card-list">
          {request ? (
            <div className="list-card" data-export-status={request.status}>
              <span className="list-card__main">
                <span className="list-card__title">{t('casino.history.exportStatus', { status: exportStatus(request.status, t) })}</span>
                {request.created_at ? <span className="list-card__sub">{formatDateTime(request.created_at, t('casino.at'))}</span> : null}
              </span>
              {safeHttpUrl(request.url, window.location.origin) ? (
                <a className="omad-link-button" href={safeHttpUrl(request.url, window.location.origin)} download rel="noopener">
                  {t('casino.history.download')}
                </a>
              ) : null}
            </div>
          ) : (
            <p className="list-count">{t('casino.history.noExport')}</p>
          )}
          {/* The platform answers a new request with itself: it becomes the latest one shown. */}
          <ExportForm onCreated={(created) => setReadData(getHistoryExportRequest, {}, created)} />
        </section>
      )}
    </ProfileFrame>
  );
}

function exportStatus(status: string, t: Translate): string {
  const state = known(status, ['pending', 'processing', 'ready', 'done', 'failed']);
  return state ? t(`casino.history.exportStates.${state}`) : status;
}
