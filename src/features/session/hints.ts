/**
 * The registration and confirm-contact hints of SPEC §4/§9, shown as a toast with a way to act when a session
 * starts:
 * - the registration hint 2 hours after registration while the player has made no deposit (cashier.gethistory);
 * - the confirm-contact hint 5 days after registration while the login contact is unconfirmed
 *   (account.getprofileinfo contacts) and no confirmation was sent from this device.
 * Only what a read answered decides a hint. A read that failed (a platform without the cashier, a dropped
 * connection) leaves its fact unknown: no hint, and the read is made again at the next start instead of the
 * failure being taken for "has deposited" or "confirmed".
 */
import { useEffect, useState } from 'react';
import { boolean } from 'superstruct';
import type { AccountInfo, Profile } from '../../api/account.ts';
import { getProfileInfo } from '../../api/account.ts';
import { getHistory, type CashierHistory, type GetHistoryParams } from '../../api/cashier.ts';
import { useRead, type ReadState } from '../../server-data/reads.ts';
import { t } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { readStored, STORAGE_KEYS } from '../../lib/device-storage.ts';
import { showToast } from '../../stores/toast-store.ts';
import { serverNow } from '../../stores/server-clock.ts';

/** SPEC §9. */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;
export const CONFIRM_HINT_MS = 5 * 24 * 60 * 60 * 1000;
/** A hint stays up long enough to read it and reach its button. */
export const HINT_TOAST_MS = 10_000;

// A declined, cancelled or still open payment is no deposit: only a successful one ends the hint.
const LAST_DEPOSIT: GetHistoryParams = { type: 'deposit', count: 1, offset: 0, statuses: ['success'] };
const CONTACTS = { fields: ['contacts'] } as const;

export interface Hints {
  registration: boolean;
  confirmContact: boolean;
}

export interface HintInput {
  regTimeSeconds: number | undefined;
  now: number;
  /** undefined: not known (not read yet, or the read failed). */
  hasDeposit: boolean | undefined;
  /** undefined: not known (not read yet, or the read failed). */
  loginContactConfirmed: boolean | undefined;
  confirmSent: boolean;
}

/** Which hints the player's age alone allows: only those need their read. */
export function hintsByAge(regTimeSeconds: number | undefined, now: number): Hints {
  if (regTimeSeconds === undefined) return { registration: false, confirmContact: false };
  const age = now - regTimeSeconds * 1000;
  return { registration: age >= REGISTRATION_HINT_MS, confirmContact: age >= CONFIRM_HINT_MS };
}

/** SPEC §4 hints, pure: an unknown fact shows no hint. */
export function hintsDue(input: HintInput): Hints {
  const byAge = hintsByAge(input.regTimeSeconds, input.now);
  return {
    registration: byAge.registration && input.hasDeposit === false,
    confirmContact: byAge.confirmContact && input.loginContactConfirmed === false && !input.confirmSent,
  };
}

/** Whether the player has deposited, as far as the read tells: only an answer decides. */
export function depositFact(read: ReadState<CashierHistory>): boolean | undefined {
  return read.status === 'ready' ? read.data.items.length > 0 : undefined;
}

/** Whether the login contact is confirmed, as far as the read tells: only an answer decides. */
export function loginContactFact(read: ReadState<Profile>, login: string | undefined): boolean | undefined {
  if (read.status !== 'ready') return undefined;
  const wanted = (login ?? '').toLowerCase();
  return (read.data.contacts ?? []).some((contact) => contact.contact.toLowerCase() === wanted && contact.is_confirmed);
}

/**
 * Reads what the due hints need and shows each hint once per session start. `navigate` must keep its identity
 * (wouter's does), or a hint would show again on every render.
 */
export function useHints(info: Pick<AccountInfo, 'reg_time' | 'login'>, navigate: (path: string) => void): void {
  // The session's start is the moment the hints are judged at (SPEC §4: "after 2 hours", checked at start).
  // On the platform's clock, like reg_time (a device clock hours off would show a hint early or hide it).
  const [startedAt] = useState(serverNow);
  const byAge = hintsByAge(info.reg_time, startedAt);
  const deposits = useRead(getHistory, LAST_DEPOSIT, { enabled: byAge.registration, localised: false });
  const profile = useRead(getProfileInfo, CONTACTS, { enabled: byAge.confirmContact, localised: false });
  const due = hintsDue({
    regTimeSeconds: info.reg_time,
    now: startedAt,
    hasDeposit: depositFact(deposits),
    loginContactConfirmed: loginContactFact(profile, info.login),
    confirmSent: readStored(STORAGE_KEYS.confirmContactSent, boolean()) === true,
  });
  useEffect(() => {
    if (!due.registration) return;
    showToast(t('auth.hints.registration'), { kind: 'info', duration: HINT_TOAST_MS, action: { label: t('auth.hints.deposit'), run: () => navigate(href('cashierDeposit')) } });
  }, [due.registration, navigate]);
  useEffect(() => {
    if (!due.confirmContact) return;
    showToast(t('auth.hints.confirmContact'), { kind: 'info', duration: HINT_TOAST_MS, action: { label: t('auth.hints.confirm'), run: () => navigate(href('profileSettings')) } });
  }, [due.confirmContact, navigate]);
}
