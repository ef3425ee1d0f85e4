/**
 * How the player-protection screens write their figures (decision 035). A result of play with its sign; a length of
 * time in the player's words (`1 soat 30 daqiqa`, `45 мин`): the session-time limit, its break and the
 * reality check's session time (decision 035). The words are the protection section's (texts/protection.ts), which the
 * screens that show a duration import.
 */
import type { Money } from '../api/common.ts';
import { formatDate, formatMoney, formatTime } from '../lib/format.ts';
import type { Translate } from './index.ts';

export function formatDuration(t: Translate, totalMinutes: number): string {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  if (hours === 0) return t('protection.minutes', { minutes });
  if (minutes === 0) return t('protection.hours', { hours });
  return t('protection.hoursMinutes', { hours, minutes });
}

/** A moment as the session-time limit's messages write it: `18:30, 15.01.2025` (SPEC §9 time and date, local time). */
export function formatMoment(value: number): string {
  return `${formatTime(value)}, ${formatDate(value)}`;
}

/** A result of play, a gain with its plus sign (`+12,000 UZS`, `-3,500 UZS`), amounts written like the cashier's. */
export function formatSignedMoney(money: Money): string {
  return `${money.amount > 0 ? '+' : ''}${formatMoney(money.amount, money.currency)}`;
}
