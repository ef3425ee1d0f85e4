/**
 * The events screens send (SPEC §8's login and logout errors; the product's deposit and bet events), apart from
 * analytics.ts so that only the screens that send them carry them (the first load carries `track` alone).
 */
import { track } from './analytics.ts';

type Money = { amount: number; currency: string };

/** A deposit the platform confirmed; the player's first one also sends `first-deposit`. */
export function trackDepositSuccess(deposit: Money & { method: string; first: boolean }): void {
  const data = { amount: deposit.amount, currency: deposit.currency, method: deposit.method };
  track('deposit-success', data);
  if (deposit.first) track('first-deposit', data);
}

/** A deposit refused (by the platform or the provider), with the error code when there is one. */
export function trackDepositFail(method: string, error?: unknown): void {
  track('deposit-fail', { method, ...(error === undefined ? { code: 'declined' } : failureData(error)) });
}

/**
 * A bet the sportsbook accepted. The betting screens call it once per accepted bet (never on a retry that
 * the platform answered with the first result).
 */
export function trackBetPlaced(bet: { amount: number; currency: string; kind: 'single' | 'express' | 'system'; selections: number }): void {
  track('bet-placed', { amount: bet.amount, currency: bet.currency, kind: bet.kind, selections: bet.selections });
}

/** What an analytics event says about a failure: the platform's error code and type, or the HTTP status. */
export function failureData(error: unknown): Record<string, string | number | undefined> {
  if (typeof error !== 'object' || error === null) return { code: 'unknown' };
  const { code, type, status } = error as { code?: unknown; type?: unknown; status?: unknown };
  const data: Record<string, string | number | undefined> = {
    code: typeof code === 'number' ? code : typeof status === 'number' ? status : 'unknown',
  };
  if (typeof type === 'string') data.type = type;
  return data;
}

const LOGIN_ERROR_EVENT = 'login-error';
const LOGOUT_ERROR_EVENT = 'logout-error';

/** SPEC §8: a login failure sends a login-error event with the error code. */
export function trackLoginError(error: unknown, method: 'password' | 'two-factor' | 'social' = 'password'): void {
  track(LOGIN_ERROR_EVENT, { ...failureData(error), method });
}

/** SPEC §8: a logout failure sends an error event. */
export function trackLogoutError(error: unknown): void {
  track(LOGOUT_ERROR_EVENT, failureData(error));
}
