/**
 * The player's game history in the profile (SPEC §2 /profile/bets/history and /profile/bets/exports; SPEC §7
 * games.getHistory, games.gethistoryexportrequest, games.createhistoryexportrequest). Exports are offered only when
 * metadata.getgeneralinfo says is_game_history_export_enabled (SPEC §3 "General info") and the CMS's
 * betHistory.isExportEnabled does not switch them off (decision 027).
 */
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  HISTORY_KINDS,
  HISTORY_STATUSES,
  createHistoryExportRequest,
  getHistory,
  getHistoryExportRequest,
  type GameHistoryItem,
  type GameHistoryParams,
  type HistoryExportRequest,
  type HistoryKind,
  type HistoryStatus,
  type SportBetDetails,
} from '../../../api/games.ts';
import { ApiError } from '../../../api/errors.ts';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { usePagedRead } from '../../../server-data/paged-reads.ts';
import { defineRead, setReadData, useRead, type Page, type PageParams } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { known, useT, type Translate, type TranslationKey } from '../../../i18n/index.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { safeHttpUrl } from '../../../api/url-safety.ts';
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

/** Issue 15: what the history shows: a kind, a status and a date range (both ends included), all optional. */
export interface HistoryFilter {
  kind: HistoryKind;
  status: HistoryStatus | undefined;
  /** yyyy-mm-dd, the player's local days. */
  from: string;
  to: string;
}

const NO_FILTER: HistoryFilter = { kind: 'all', status: undefined, from: '', to: '' };

/** A local day's first (or last) second as Unix seconds; undefined for an empty or malformed day. */
export function daySeconds(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  return Math.floor(date.getTime() / 1000) + (end ? 86_399 : 0);
}

/** The filter as games.getHistory takes it. */
export function historyParams(filter: HistoryFilter): GameHistoryParams {
  const dateFrom = daySeconds(filter.from, false);
  const dateTo = daySeconds(filter.to, true);
  return {
    ...(filter.kind === 'all' ? {} : { kind: filter.kind }),
    ...(filter.status ? { status: filter.status } : {}),
    ...(dateFrom === undefined ? {} : { date_from: dateFrom }),
    ...(dateTo === undefined ? {} : { date_to: dateTo }),
  };
}

/** A page of the player's rounds and bets; load more appends pages and drops items already listed (SPEC §4). */
const historyPage = defineRead<GameHistoryParams & PageParams, Page<GameHistoryItem>>('casino.historyPage', ['games.getHistory'], async (params, { signal }) => {
  const page = await getHistory(params, { signal });
  const total = page.total ?? page.count;
  const { offset, count } = params;
  return { items: page.items, total, done: page.items.length < count || (total !== undefined && offset + page.items.length >= total) };
});

/** A round and a sports bet may share a number: the list tells them apart by kind. */
const itemKey = (item: GameHistoryItem) => `${item.kind === 'sport' ? 'sport' : 'casino'}:${item.id}`;

/**
 * Whether exports are offered (SPEC §3 general info), from the same metadata.getgeneralinfo read as the rest of the
 * app. Without general info the history still shows; only the export offer waits for a later visit.
 */
function useExportsEnabled(): boolean | undefined {
  const general = useRead(getGeneralInfo, {}, { localised: false });
  // The operator can switch the offer off in the CMS (betHistory.isExportEnabled) where the platform would make them.
  const { betHistory } = useSnapshot(cmsState).settings;
  if (!betHistory.isExportEnabled) return false;
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

const KIND_WORDS: Readonly<Record<HistoryKind, TranslationKey>> = {
  all: 'casino.history.kinds.all',
  casino: 'casino.history.kinds.casino',
  sport: 'casino.history.kinds.sport',
};

const STATUS_WORDS: Readonly<Record<HistoryStatus, TranslationKey>> = {
  open: 'casino.history.statuses.open',
  won: 'casino.history.statuses.won',
  lost: 'casino.history.statuses.lost',
  void: 'casino.history.statuses.void',
  cashed_out: 'casino.history.statuses.cashed_out',
};

function Filters({ filter, onChange }: { filter: HistoryFilter; onChange: (next: HistoryFilter) => void }) {
  const t = useT();
  const id = useId();
  const today = isoDay(new Date());
  return (
    <form className="history-filter" aria-label={t('casino.history.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="chip-row" role="group" aria-label={t('casino.history.kind')}>
        {HISTORY_KINDS.map((kind) => (
          <button key={kind} type="button" className="chip" aria-pressed={filter.kind === kind} onClick={() => onChange({ ...filter, kind })}>
            {t(KIND_WORDS[kind])}
          </button>
        ))}
      </div>
      <div className="history-filter__fields">
        <label className="history-export__field">
          <span className="history-export__label">{t('casino.history.status')}</span>
          <select
            id={`${id}-status`}
            className="history-export__date"
            value={filter.status ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ ...filter, status: HISTORY_STATUSES.find((status) => status === value) });
            }}
          >
            <option value="">{t('casino.history.statuses.any')}</option>
            {HISTORY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_WORDS[status])}
              </option>
            ))}
          </select>
        </label>
        <label className="history-export__field">
          <span className="history-export__label">{t('casino.history.from')}</span>
          <input className="history-export__date" type="date" max={today} value={filter.from} onChange={(event) => onChange({ ...filter, from: event.currentTarget.value })} />
        </label>
        <label className="history-export__field">
          <span className="history-export__label">{t('casino.history.to')}</span>
          <input className="history-export__date" type="date" max={today} value={filter.to} onChange={(event) => onChange({ ...filter, to: event.currentTarget.value })} />
        </label>
      </div>
    </form>
  );
}

export default function GameHistoryPage() {
  const t = useT();
  const exportsEnabled = useExportsEnabled();
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const filtered = filter.kind !== 'all' || filter.status !== undefined || filter.from !== '' || filter.to !== '';
  const list = usePagedRead(historyPage, historyParams(filter), { first: HISTORY_PAGE, idOf: itemKey });

  return (
    <ProfileFrame title={t('casino.history.title')}>
      <Tabs current="history" exportsEnabled={exportsEnabled === true} />
      <Filters filter={filter} onChange={setFilter} />
      <ListStates
        list={list}
        label={t('casino.history.title')}
        failedTitle={t('casino.history.failedTitle')}
        emptyTitle={t('casino.history.emptyTitle')}
        emptyText={filtered ? t('casino.history.emptyFiltered') : t('casino.history.emptyText')}
        emptyAction={
          filtered ? (
            <button type="button" className="omad-action" onClick={() => setFilter(NO_FILTER)}>
              {t('casino.history.reset')}
            </button>
          ) : (
            <Link className="omad-link-button" href={href('gamehall')}>
              {t('casino.toHall')}
            </Link>
          )
        }
        renderItem={(item) => (item.kind === 'sport' && item.sport ? <SportBetRow key={itemKey(item)} item={item} bet={item.sport} /> : <RoundRow key={itemKey(item)} round={item} />)}
      />
    </ProfileFrame>
  );
}

const SPORT_STATUSES: readonly HistoryStatus[] = HISTORY_STATUSES;
const RESULT_WORDS: Readonly<Record<'won' | 'lost' | 'void' | 'pending', TranslationKey>> = {
  won: 'casino.history.results.won',
  lost: 'casino.history.results.lost',
  void: 'casino.history.results.void',
  pending: 'casino.history.results.pending',
};

/** A sports bet (issue 15): kind, odds, stake, status and payout; its details open in place. */
function SportBetRow({ item, bet }: { item: GameHistoryItem; bet: SportBetDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const status = known(bet.status, SPORT_STATUSES);
  const type = known(bet.type, ['single', 'acca', 'system'] as const);
  const kind =
    type === 'system' ? t('casino.history.systemOf', { k: bet.system_size ?? 0, n: bet.selections.length }) : t(type === 'acca' ? 'casino.history.sportTypes.acca' : 'casino.history.sportTypes.single');
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency);
  const paid = bet.payout && bet.payout.amount > 0;
  return (
    <li className="list-card list-card--column" data-bet-id={item.id} data-kind="sport" data-status={bet.status}>
      <span className="list-card__row">
        <span className="list-card__main">
          <span className="list-card__title">
            {kind} · {formatNumber(bet.total_odds)}
          </span>
          <span className="list-card__sub">
            {item.created_at ? formatDateTime(item.created_at, t('casino.at')) : ''}
            {` · ${t('casino.history.stake', { amount: money(bet.original_stake ?? bet.stake) })}`}
          </span>
        </span>
        <span className={`list-card__amount tabular${status === 'lost' ? ' list-card__amount--loss' : ''}`} data-testid="bet-status">
          {status ? t(STATUS_WORDS[status]) : bet.status}
        </span>
      </span>
      <span className="list-card__sub">
        {status === 'open' && bet.potential_payout ? t('casino.history.potential', { amount: money(bet.potential_payout) }) : paid && bet.payout ? t('casino.history.payout', { amount: money(bet.payout) }) : null}
        {bet.source === 'betting_bonus' ? ` · ${t('casino.history.bonusMoney')}` : null}
      </span>
      <button type="button" className="history-bet__toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        {open ? t('casino.history.hideDetails') : t('casino.history.details')}
      </button>
      {open ? (
        <div id={detailsId} className="history-bet__details" data-testid="bet-details">
          <p className="history-bet__heading">{t('casino.history.betNumber', { id: item.id })}</p>
          <p className="history-bet__heading">{t('casino.history.selections')}</p>
          <ul className="history-bet__selections">
            {bet.selections.map((selection) => {
              const result = known(selection.result, ['won', 'lost', 'void'] as const) ?? 'pending';
              return (
                <li key={selection.id} data-result={result}>
                  <span>
                    {selection.event}
                    {selection.score ? ` (${selection.score})` : ''}
                  </span>
                  <span className="list-card__sub">
                    {selection.market}: {selection.outcome} · {t('casino.history.oddsTaken', { odds: formatNumber(selection.odds) })} · {t(RESULT_WORDS[result])}
                  </span>
                </li>
              );
            })}
          </ul>
          <p>{t('casino.history.stake', { amount: money(bet.original_stake ?? bet.stake) })}</p>
          {bet.payout ? <p>{t('casino.history.payout', { amount: money(bet.payout) })}</p> : null}
          {bet.cashouts.length > 0 ? (
            <>
              <p className="history-bet__heading">{t('casino.history.cashouts')}</p>
              <ul className="history-bet__selections" data-testid="bet-cashouts">
                {bet.cashouts.map((cashout) => (
                  <li key={cashout.at}>{t('casino.history.cashoutLine', { date: formatDateTime(cashout.at, t('casino.at')), amount: money(cashout.amount) })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function RoundRow({ round }: { round: GameHistoryItem }) {
  const t = useT();
  const won = round.win && round.win.amount > 0;
  return (
    <li className="list-card" data-round-id={round.round_id ?? round.id} data-kind="casino">
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
