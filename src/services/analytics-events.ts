/**
 * The deposit and bet events, apart from analytics.ts so that only the cashier and betting screens carry them
 * (the first load carries `track` alone).
 */
import { failureData, track } from './analytics.ts';

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
