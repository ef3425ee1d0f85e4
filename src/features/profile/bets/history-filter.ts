/** What the game history shows (SPEC §7 games.getHistory): a kind, a status and a date range (both ends included), all optional. */
import type { GameHistoryParams, HistoryKind, HistoryStatus } from '../../../api/games.ts';

export interface HistoryFilter {
  kind: HistoryKind;
  status: HistoryStatus | undefined;
  /** yyyy-mm-dd, the player's local days. */
  from: string;
  to: string;
}

export const NO_FILTER: HistoryFilter = { kind: 'all', status: undefined, from: '', to: '' };

export function isFiltered(filter: HistoryFilter): boolean {
  return filter.kind !== 'all' || filter.status !== undefined || filter.from !== '' || filter.to !== '';
}

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
