/**
 * The checks every way in applies (password login, social sign-in at /oauth/callback, Telegram
 * init data), in one function so that no way in can skip one:
 * - a person on the national self-exclusion list of the Unified State Register stays out with its own error,
 *   before any other check (no two-factor code is sent to them; docs/decisions/034-who-may-not-play.md);
 * - a time-out or self-exclusion keeps the player out until it ends;
 * - so does the break after a session-time limit ended a session (decision 035);
 * - two-factor players need the code: none sends it and asks for it (SPEC §4), a wrong or stale one is refused;
 * - a ban lets the player in, as the seeded `banned@` shows: every later call answers UserBannedException
 *   except logout (mocks/http/api-routes.ts), whichever way the session was opened.
 * Open sessions meet the same break check on every request (SandboxState.signedIn).
 */
import { SandboxError } from '../http/wire.ts';
import { breakUntil, type AccountRecord } from '../state/accounts.ts';
import { CODE_TTL_MS, TWO_FACTOR_CODE } from '../state/codes.ts';
import type { SandboxState } from '../state/index.ts';
import { TASHKENT_OFFSET_MS } from '../state/net-position.ts';
import type { RegisterListing } from '../state/national-register.ts';

export interface Refusal {
  readonly error: SandboxError;
  /** A wrong answer to count against the throttle (a wrong code), rather than a step still to take or a break. */
  readonly failure: boolean;
  /** The two-factor code was asked for (and sent): a form for it is the next step. */
  readonly codeAsked: boolean;
}

/** `dd.mm.yyyy` of unix seconds, as the login refusal shows the end of a break. */
function shownDate(unixSeconds: number): string {
  const until = new Date(unixSeconds * 1000);
  return `${String(until.getUTCDate()).padStart(2, '0')}.${String(until.getUTCMonth() + 1).padStart(2, '0')}.${until.getUTCFullYear()}`;
}

/**
 * The player's session-time limit ended the session and its break runs until `untilMs` (docs/decisions/035-net-position-and-session-limit.md):
 * the app reads `session_break_until` (unix seconds) and says when a new session can start; the message says it in
 * Tashkent time for pages that show it as it is (the social sign-in's provider page).
 */
export function sessionTimeLimitError(untilMs: number): SandboxError {
  const local = new Date(untilMs + TASHKENT_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const shown = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())} ${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
  return new SandboxError('SessionTimeLimitException', `Your session time limit is reached: a new session can start at ${shown} (Tashkent time)`, {
    session_break_until: [String(Math.ceil(untilMs / 1000))],
  });
}

function refuse(error: SandboxError, failure: boolean, codeAsked = false): Refusal {
  return { error, failure, codeAsked };
}

/**
 * The refusal of a person the national self-exclusion list names (decision 034), whichever way they come in or when
 * their open session meets it: `until` carries the end of the listing in unix seconds when the register gives one.
 */
export function nationalExclusion(listing: RegisterListing): SandboxError {
  const data: Record<string, string[]> = { register: ['SELF_EXCLUDED'] };
  if (listing.until !== null) data.until = [String(listing.until)];
  return new SandboxError('NationalSelfExclusionException', 'The person is on the national self-exclusion list', data);
}

/**
 * Why this player may not be signed in now, or undefined when they may. `code` is the two-factor code the player
 * typed (undefined when none was asked for yet). Sends the two-factor code when it asks for it.
 */
export function admissionRefusal(state: SandboxState, record: AccountRecord, code: string | undefined, now: number): Refusal | undefined {
  const listing = state.register.listingOf(record, now);
  if (listing) return refuse(nationalExclusion(listing), false);
  const excludedUntil = breakUntil(record, now);
  if (excludedUntil !== undefined) {
    const shown = shownDate(excludedUntil);
    return refuse(new SandboxError('AuthorizationException', `Account is excluded until ${shown}`, { break_until: [shown] }), false);
  }
  const sessionBreak = state.sessionBreakUntil(record, now);
  if (sessionBreak !== undefined) return refuse(sessionTimeLimitError(sessionBreak), false);
  if (!record.twoFactorAuth) return undefined;
  const { codes } = state;
  const subject = String(record.uid);
  if (code === undefined) {
    if (codes.resendIn('login-2fa', subject, now) === 0) codes.send('login-2fa', subject, TWO_FACTOR_CODE, now);
    const resendTime = codes.resendIn('login-2fa', subject, now);
    return refuse(new SandboxError('AuthorizationException', 'two_factor_auth is enable', { resend_time: [String(resendTime)] }), false, true);
  }
  if (!/^\d{6}$/.test(code)) return refuse(new SandboxError('AuthorizationException', 'the code must contain 6 digits', { code: ['WRONG_FORMAT'] }), true);
  const sent = codes.get('login-2fa', subject);
  if (sent && now - sent.sentAt > CODE_TTL_MS) {
    codes.drop('login-2fa', subject);
    return refuse(new SandboxError('AuthorizationException', 'Time expired', { code: ['EXPIRED'] }), true);
  }
  if (code !== TWO_FACTOR_CODE) return refuse(new SandboxError('AuthorizationException', 'two_factor_auth: code is invalid', { code: ['INVALID'] }), true);
  codes.drop('login-2fa', subject);
  return undefined;
}
