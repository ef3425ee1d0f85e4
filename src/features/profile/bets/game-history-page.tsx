/**
 * The player's game history in the profile (SPEC §2 /profile/bets/history and /profile/bets/exports; SPEC §7
 * games.getHistory, games.gethistoryexportrequest, games.createhistoryexportrequest). Exports are offered only when
 * metadata.getgeneralinfo says is_game_history_export_enabled (SPEC §3 "General info").
 */
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { createHistoryExportRequest, getHistory, getHistoryExportRequest, type GameHistoryItem, type HistoryExportRequest } from '../../../api/games.ts';
import { ApiError } from '../../../api/errors.ts';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { usePagedRead } from '../../../api/paged-reads.ts';
import { defineRead, setReadData, useRead, type Page, type PageParams } from '../../../api/queries.ts';
import { known, useT, type Translate } from '../../../i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { safeHttpUrl } from '../../../lib/url-safety.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { EXPORT_MAX_RANGE_DAYS, defaultExportRange, exportRange, isoDay, type ExportRangeError } from './history-export-range.ts';
import { CardSkeletons, FailedState, ListStates } from '../../../ui/list-states.tsx';
import { ProfileFrame } from '../parts.tsx';
import './bets.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.history.ts';
import '../../../i18n/texts/profile.ts';

export const HISTORY_PAGE = 15;

/** A page of the player's rounds; load more appends pages and drops rounds already listed by id (SPEC §4). */
const historyPage = defineRead<PageParams, Page<GameHistoryItem>>('casino.historyPage', ['games.getHistory'], async ({ offset, count }, { signal }) => {
  const page = await getHistory({ offset, count }, { signal });
  const total = page.total ?? page.count;
  return { items: page.items, total, done: page.items.length < count || (total !== undefined && offset + page.items.length >= total) };
});

/**
 * Whether exports are offered (SPEC §3 general info), from the same metadata.getgeneralinfo read as the rest of the
 * app. Without general info the history still shows; only the export offer waits for a later visit.
 */
function useExportsEnabled(): boolean | undefined {
  const general = useRead(getGeneralInfo, {}, { localised: false });
  if (general.status === 'loading') return undefined;
  return general.status === 'ready' && general.data.is_game_history_export_enabled;
}

function Tabs({ current, exportsEnabled }: { current: 'history' | 'exports'; exportsEnabled: boolean }) {
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

export default function GameHistoryPage() {
  const t = useT();
  const exportsEnabled = useExportsEnabled();
  const list = usePagedRead(historyPage, {}, { first: HISTORY_PAGE, idOf: (round) => round.id });

  return (
    <ProfileFrame title={t('casino.history.title')}>
      <Tabs current="history" exportsEnabled={exportsEnabled === true} />
      <ListStates
        list={list}
        label={t('casino.history.title')}
        failedTitle={t('casino.history.failedTitle')}
        emptyTitle={t('casino.history.emptyTitle')}
        emptyText={t('casino.history.emptyText')}
        emptyAction={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('casino.toHall')}
          </Link>
        }
        renderItem={(round) => <RoundRow key={round.id} round={round} />}
      />
    </ProfileFrame>
  );
}

function RoundRow({ round }: { round: GameHistoryItem }) {
  const t = useT();
  const won = round.win && round.win.amount > 0;
  return (
    <li className="list-card" data-round-id={round.round_id ?? round.id}>
      <span className="list-card__main">
        <span className="list-card__title">
          {round.game ? <Link href={href('game', { sysname: round.game.sysname })}>{round.game.name || round.game.sysname}</Link> : t('casino.history.unknownGame')}
        </span>
        <span className="list-card__sub">
          {round.created_at ? formatDateTime(round.created_at, t('casino.at')) : ''}
          {round.bet ? ` · ${t('casino.history.bet', { amount: formatMoney(round.bet.amount, round.bet.currency) })}` : ''}
          {` · ${t('casino.history.round', { id: round.round_id ?? round.id })}`}
        </span>
      </span>
      {round.win ? (
        <span className={`list-card__amount tabular${won ? '' : ' list-card__amount--loss'}`}>
          {won ? `+${formatMoney(round.win.amount, round.win.currency)}` : t('casino.history.noWin')}
        </span>
      ) : null}
    </li>
  );
}

/** /profile/bets/exports: the latest export request and a form asking for a new one over a date range. */
export function GameHistoryExportsPage() {
  const t = useT();
  const enabled = useExportsEnabled();
  const latest = useRead(getHistoryExportRequest, {}, { enabled: enabled === true });
  const request = latest.status === 'ready' ? latest.data : null;

  return (
    <ProfileFrame title={t('casino.history.exports')}>
      <Tabs current="exports" exportsEnabled={enabled === true} />
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

/** Messages of the platform's refusals (error_data keys of mocks/api/games.ts) as the form's own errors. */
const SERVER_ERRORS: Readonly<Record<string, ExportRangeError>> = { IN_FUTURE: 'toInFuture', AFTER_DATE_TO: 'fromAfterTo', RANGE_TOO_LONG: 'tooLong' };

function serverFieldError(error: unknown): { field: 'from' | 'to'; error: ExportRangeError } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const [name, field] of [['date_from', 'from'], ['date_to', 'to']] as const) {
    const key = error.errorData?.[name]?.[0];
    const mapped = key === undefined ? undefined : SERVER_ERRORS[key];
    if (mapped) return { field, error: mapped === 'toInFuture' && field === 'from' ? 'fromInFuture' : mapped };
  }
  return undefined;
}

function ExportForm({ onCreated }: { onCreated: (request: HistoryExportRequest) => void }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(() => defaultExportRange(new Date()));
  const [errors, setErrors] = useState<{ from?: ExportRangeError; to?: ExportRangeError }>({});
  const [busy, setBusy] = useState(false);
  const today = isoDay(new Date());
  const message = (error: ExportRangeError | undefined) => (error ? t(`casino.history.range.${error}`, { days: EXPORT_MAX_RANGE_DAYS }) : undefined);

  const submit = () => {
    const checked = exportRange(values.from, values.to, new Date());
    if ('error' in checked) {
      setErrors({ [checked.field]: checked.error });
      return;
    }
    setErrors({});
    setBusy(true);
    createHistoryExportRequest(checked.range).then(
      (answer) => {
        onCreated(answer);
        setBusy(false);
        showToast(t('casino.history.exportRequested'), { kind: 'success' });
      },
      (error: unknown) => {
        setBusy(false);
        const field = serverFieldError(error);
        if (field) setErrors({ [field.field]: field.error });
        else showToast(t('casino.history.exportFailed'), { kind: 'error' });
      },
    );
  };

  const field = (name: 'from' | 'to') => {
    const error = message(errors[name]);
    const inputId = `${id}-${name}`;
    return (
      <div className="history-export__field">
        <label className="history-export__label" htmlFor={inputId}>
          {t(name === 'from' ? 'casino.history.range.from' : 'casino.history.range.to')}
        </label>
        <input
          id={inputId}
          className="history-export__date"
          type="date"
          required
          max={today}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((previous) => ({ ...previous, [name]: value }));
            setErrors({});
          }}
        />
        {error ? (
          <p id={`${inputId}-error`} className="history-export__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="history-export"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`}>{t('casino.history.range.title')}</h2>
      <p className="list-count">{t('casino.history.range.hint', { days: EXPORT_MAX_RANGE_DAYS })}</p>
      <div className="history-export__dates">
        {field('from')}
        {field('to')}
      </div>
      <button type="submit" className="omad-action omad-action--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('common.loading') : t('casino.history.requestExport')}
      </button>
    </form>
  );
}

function exportStatus(status: string, t: Translate): string {
  const state = known(status, ['pending', 'processing', 'ready', 'done', 'failed']);
  return state ? t(`casino.history.exportStates.${state}`) : status;
}
