/**
 * How a player confirms a time-out or self-exclusion (README "Security": a break is confirmed by what the account
 * has and is never harder to take than a bet): the platform's `break_proofs` say what the account has, the host says
 * what this launch can give. Pure, so the choice is unit-tested.
 */
import { BREAK_PROOFS, type BreakProof } from '../../../api/account.ts';
import { isApiError } from '../../../api/errors.ts';

/**
 * - password: the account's password, typed;
 * - telegram: nothing typed, the current Telegram launch's init data is sent;
 * - code: a code sent to the confirmed contact, typed;
 * - session: nothing more than being signed in;
 * - reopen: the account confirms only through Telegram and this launch has no init data (a reload, another host):
 *   the player is told to open the app from Telegram.
 */
export type BreakMode = 'password' | 'telegram' | 'code' | 'session' | 'reopen';

export function breakMode(proofs: readonly string[] | undefined, telegramInitData: string | undefined): BreakMode {
  // A platform without break_proofs asks for the password, as before.
  const known = (proofs ?? ['password']).filter((proof): proof is BreakProof => (BREAK_PROOFS as readonly string[]).includes(proof));
  if (known.includes('password')) return 'password';
  if (known.includes('telegram') && telegramInitData) return 'telegram';
  if (known.includes('code')) return 'code';
  if (known.includes('session')) return 'session';
  return 'reopen';
}

/** Why the platform refused a break, as the page says it: under the field it concerns or for the whole form. */
export type BreakRefusal =
  | { field: 'password'; key: 'wrongPassword' }
  | { field: 'code'; key: 'breakCodeWrong' }
  | { key: 'breakCodeNew' | 'breakTelegramExpired' | 'breakTelegramRefused' | 'network' | 'generic' };

export function breakRefusal(error: unknown): BreakRefusal {
  if (!isApiError(error)) return { key: 'generic' };
  if (error.kind === 'network') return { key: 'network' };
  if (error.fieldKey('password') === 'WRONG_PASSWORD') return { field: 'password', key: 'wrongPassword' };
  const code = error.fieldKey('code');
  if (code === 'INVALID' || code === 'WRONG_FORMAT') return { field: 'code', key: 'breakCodeWrong' };
  if (code === 'NOT_SENT' || code === 'EXPIRED' || code === 'ATTEMPTS') return { key: 'breakCodeNew' };
  const initData = error.fieldKey('init_data');
  if (initData === 'EXPIRED') return { key: 'breakTelegramExpired' };
  if (initData !== undefined) return { key: 'breakTelegramRefused' };
  return { key: 'generic' };
}
