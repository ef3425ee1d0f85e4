/**
 * The date range of a game-history export (SPEC §7 games.createhistoryexportrequest, offered when general info says
 * is_game_history_export_enabled). The player picks calendar days in their own time zone; the request carries unix
 * seconds from the first day's start to the last day's end (or now, for today). The platform refuses a range that
 * ends in the future, starts after it ends or spans more than EXPORT_MAX_RANGE_DAYS; the form says so first.
 */

/** The longest range the platform exports at once (the sandbox enforces the same in mocks/api/games.ts). */
export const EXPORT_MAX_RANGE_DAYS = 90;
/** The range the form proposes: the last 30 days, today included. */
const EXPORT_DEFAULT_DAYS = 30;

const DAY_SECONDS = 24 * 60 * 60;
/** In seconds, with an hour to spare for a daylight-saving change inside the range (a 90-day pick is never refused). */
const EXPORT_MAX_RANGE_SECONDS = EXPORT_MAX_RANGE_DAYS * DAY_SECONDS + 3600;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type ExportRangeError = 'fromRequired' | 'toRequired' | 'fromInFuture' | 'toInFuture' | 'fromAfterTo' | 'tooLong';

export interface ExportRange {
  date_from: number;
  date_to: number;
}

/** `YYYY-MM-DD` of a local calendar day. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight starting a `YYYY-MM-DD` day, or undefined for anything else (including 2024-02-31). */
export function parseIsoDay(value: string): Date | undefined {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The form's first values: the last EXPORT_DEFAULT_DAYS days up to today. */
export function defaultExportRange(now: Date): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (EXPORT_DEFAULT_DAYS - 1));
  return { from: isoDay(from), to: isoDay(now) };
}

/** The request for two picked days, or the first thing wrong with them (one message per field at a time). */
export function exportRange(from: string, to: string, now: Date): { range: ExportRange } | { error: ExportRangeError; field: 'from' | 'to' } {
  const first = parseIsoDay(from);
  const last = parseIsoDay(to);
  if (!first) return { error: 'fromRequired', field: 'from' };
  if (!last) return { error: 'toRequired', field: 'to' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const start = Math.floor(first.getTime() / 1000);
  // The last day's end (its next midnight minus a second), never later than now.
  const end = Math.min(Math.floor(new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getTime() / 1000) - 1, nowSeconds);
  if (start > nowSeconds) return { error: 'fromInFuture', field: 'from' };
  if (last.getTime() / 1000 > nowSeconds) return { error: 'toInFuture', field: 'to' };
  if (start > end) return { error: 'fromAfterTo', field: 'from' };
  if (end - start > EXPORT_MAX_RANGE_SECONDS) return { error: 'tooLong', field: 'from' };
  return { range: { date_from: start, date_to: end } };
}
