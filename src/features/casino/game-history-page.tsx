/**
 * The player's game history in the profile (SPEC §2 /profile/bets/history and /profile/bets/exports; SPEC §7
 * games.getHistory, games.gethistoryexportrequest, games.createhistoryexportrequest). Exports are offered only when
 * metadata.getgeneralinfo says is_game_history_export_enabled (SPEC §3 "General info").
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { createHistoryExportRequest, getHistory, getHistoryExportRequest, type GameHistoryItem, type HistoryExportRequest } from '../../api/games.ts';
import { getGeneralInfo } from '../../api/metadata.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { showToast } from '../../stores/toast-store.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { safeHttpUrl } from './safe-url.ts';
import { CardSkeletons, FailedState, useLoaded } from './list-states.tsx';
import './casino.css';

export const HISTORY_PAGE = 15;

/** Appends a page, dropping rounds already listed (SPEC §4: load more appends and removes duplicates by id). */
export function appendRounds(current: readonly GameHistoryItem[], next: readonly GameHistoryItem[]): GameHistoryItem[] {
  const seen = new Set(current.map((round) => round.id));
  return [...current, ...next.filter((round) => !seen.has(round.id))];
}

async function loadExportEnabled(signal: AbortSignal): Promise<boolean> {
  try {
    return (await getGeneralInfo({}, { signal })).is_game_history_export_enabled;
  } catch {
    // Without general info the history still shows; only the export offer waits for a later visit.
    return false;
  }
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

interface HistoryState {
  rounds: GameHistoryItem[];
  status: 'loading' | 'ready' | 'failed';
  done: boolean;
  more: 'idle' | 'loading' | 'failed';
}

export default function GameHistoryPage() {
  const t = useT();
  const [exportsEnabled] = useLoaded(loadExportEnabled, 'general-info');
  const [state, setState] = useState<HistoryState>({ rounds: [], status: 'loading', done: false, more: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ rounds: [], status: 'loading', done: false, more: 'idle' });
    getHistory({ offset: 0, count: HISTORY_PAGE }, { signal: controller.signal }).then(
      (page) => setState({ rounds: page.items, status: 'ready', done: isLast(page.items.length, 0, page.total ?? page.count), more: 'idle' }),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const offset = state.rounds.length;
  const more = useCallback(() => {
    setState((previous) => ({ ...previous, more: 'loading' }));
    getHistory({ offset, count: HISTORY_PAGE }).then(
      (page) =>
        setState((previous) => ({
          ...previous,
          rounds: appendRounds(previous.rounds, page.items),
          done: isLast(page.items.length, offset, page.total ?? page.count),
          more: 'idle',
        })),
      () => setState((previous) => ({ ...previous, more: 'failed' })),
    );
  }, [offset]);

  return (
    <main className="omad-page casino-page">
      <h1>{t('casino.history.title')}</h1>
      <Tabs current="history" exportsEnabled={exportsEnabled.status === 'ready' && exportsEnabled.data} />
      {state.status === 'loading' ? (
        <CardSkeletons count={4} />
      ) : state.status === 'failed' ? (
        <FailedState title={t('casino.history.failedTitle')} onRetry={() => setAttempt((value) => value + 1)} />
      ) : state.rounds.length === 0 ? (
        <EmptyState
          title={t('casino.history.emptyTitle')}
          description={t('casino.history.emptyText')}
          action={
            <Link className="omad-link-button" href={href('gamehall')}>
              {t('casino.toHall')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="card-list" aria-label={t('casino.history.title')}>
            {state.rounds.map((round) => (
              <RoundRow key={round.id} round={round} />
            ))}
          </ul>
          {state.done ? null : (
            <div className="casino-more">
              <button type="button" onClick={more} disabled={state.more === 'loading'}>
                {state.more === 'loading' ? t('common.loading') : state.more === 'failed' ? t('casino.hall.moreFailed') : t('casino.hall.more')}
              </button>
            </div>
          )}
        </>
      )}
    </main>
  );
}

function isLast(received: number, offset: number, total: number | undefined): boolean {
  return received < HISTORY_PAGE || (total !== undefined && offset + received >= total);
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

/** /profile/bets/exports: the latest export request and a button to ask for a new one. */
export function GameHistoryExportsPage() {
  const t = useT();
  const [enabled] = useLoaded(loadExportEnabled, 'general-info');
  const [latest, retry] = useLoaded((signal) => getHistoryExportRequest({}, { signal }), 'export-request');
  const [created, setCreated] = useState<HistoryExportRequest | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const request = created ?? (latest.status === 'ready' ? latest.data : null);

  const ask = () => {
    setBusy(true);
    createHistoryExportRequest({}).then(
      (answer) => {
        setCreated(answer);
        setBusy(false);
        showToast(t('casino.history.exportRequested'), { kind: 'success' });
      },
      () => {
        setBusy(false);
        showToast(t('casino.history.exportFailed'), { kind: 'error' });
      },
    );
  };

  return (
    <main className="omad-page casino-page">
      <h1>{t('casino.history.exports')}</h1>
      <Tabs current="exports" exportsEnabled={enabled.status === 'ready' && enabled.data} />
      {enabled.status === 'loading' || latest.status === 'loading' ? (
        <CardSkeletons count={1} />
      ) : enabled.status === 'ready' && !enabled.data ? (
        <EmptyState
          title={t('casino.history.exportsOff')}
          action={
            <Link className="omad-link-button" href={href('profileBetsHistory')}>
              {t('casino.history.title')}
            </Link>
          }
        />
      ) : latest.status === 'failed' ? (
        <FailedState title={t('casino.history.exportsFailedTitle')} onRetry={retry} />
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
            <p className="casino-count">{t('casino.history.noExport')}</p>
          )}
          <button type="button" className="casino-action casino-action--primary" onClick={ask} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('common.loading') : t('casino.history.requestExport')}
          </button>
        </section>
      )}
    </main>
  );
}

function exportStatus(status: string, t: (key: string) => string): string {
  const known = ['pending', 'processing', 'ready', 'done', 'failed'];
  return known.includes(status) ? t(`casino.history.exportStates.${status}`) : status;
}
