/**
 * SPEC §9 numbers: thousands separated by commas, non-integers with 2 decimals, whatever the page's language (the
 * SPEC's default locale constant en-US writes exactly that; uz and ru would group with spaces and a decimal comma).
 */
// Integers (every amount in UZS, the jackpots) are written out by hand: making an Intl.NumberFormat costs 60+ ms of CPU
// on a slow phone at its first use, a long task of its own on home's first screen (the jackpot ticker;
// docs/decisions/030-quiet-start.md, the trace table). Non-integers and integers too large for plain digits use one,
// made on first use.
let integer: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // -0 would print as "-0".
  if (value === 0) return '0';
  // Below 1e21 String() gives every digit (no exponent), as Intl does; a minus sign is not a place for a comma (\B).
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  if (Number.isInteger(value)) return (integer ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(value);
  return (decimal ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);
}

/** An amount with its currency, e.g. `1,000,000 UZS`. */
export function formatMoney(amount: number, currency: string): string {
  return `${formatNumber(amount)} ${currency}`;
}

function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  // Unix seconds from the platform, milliseconds from the app.
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  return new Date(value);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** SPEC §3/§9: DD.MM.YYYY in the player's local time. */
export function formatDate(value: Date | number | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** SPEC §3/§9: H:MM (hours without a leading zero). */
export function formatTime(value: Date | number | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getHours()}:${pad(date.getMinutes())}`;
}

/** SPEC §9: date, connector word, time, e.g. `05.03.2026 soat 9:05`. The connector comes from the dictionary. */
export function formatDateTime(value: Date | number | string, connector: string): string {
  const date = formatDate(value);
  return date ? `${date} ${connector} ${formatTime(value)}` : '';
}

/** SPEC §9: progress = (current - min) / (max - min) x 100, floored, clamped to 0..100; 100 when there is no max. */
export function progressPercent(current: number, min: number, max: number | null | undefined): number {
  if (max === null || max === undefined || !Number.isFinite(max)) return 100;
  if (max <= min) return current >= max ? 100 : 0;
  const value = Math.floor(((current - min) / (max - min)) * 100);
  return Math.min(100, Math.max(0, value));
}
