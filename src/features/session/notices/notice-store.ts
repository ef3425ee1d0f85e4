/**
 * Which notices (SPEC §3 loyalty notifications, read by session-life.tsx at the first interaction and on every
 * path change) the player has already dismissed: a dismissed notice never comes back, even when the platform
 * answers it again on the next path change. Kept in localStorage (validated on read), capped to the latest keys.
 */
import { array, string } from 'superstruct';
import type { LoyaltyNotification } from '../../../api/loyalty.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';

export const DISMISSED_NOTICES_KEY = STORAGE_KEYS.dismissedNotices;
const MAX_KEPT = 200;

/** The notice's id, or (a platform without ids) its content. */
export function noticeKey(notice: Pick<LoyaltyNotification, 'id' | 'trigger' | 'type' | 'title' | 'message' | 'amount'>): string {
  if (notice.id !== undefined) return `id:${notice.id}`;
  return `c:${[notice.trigger, notice.type, notice.title ?? '', notice.message ?? '', notice.amount ?? ''].join('|')}`;
}

/** The keys of the notices dismissed so far, as stored. */
export function dismissedKeys(): string[] {
  return readStored(DISMISSED_NOTICES_KEY, array(string())) ?? [];
}

export function isDismissed(notice: LoyaltyNotification): boolean {
  return dismissedKeys().includes(noticeKey(notice));
}

/** Stores the notice as dismissed; answers the keys now stored. */
export function dismissNotice(notice: LoyaltyNotification): string[] {
  const key = noticeKey(notice);
  const keys = dismissedKeys().filter((existing) => existing !== key);
  keys.push(key);
  const kept = keys.slice(-MAX_KEPT);
  writeStored(DISMISSED_NOTICES_KEY, kept);
  return kept;
}

/** The notices still to show, without the dismissed ones and without repeats. */
export function visibleNotices(notices: readonly LoyaltyNotification[], dismissedList: readonly string[] = dismissedKeys()): LoyaltyNotification[] {
  const dismissed = new Set(dismissedList);
  const seen = new Set<string>();
  return notices.filter((notice) => {
    const key = noticeKey(notice);
    if (dismissed.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
