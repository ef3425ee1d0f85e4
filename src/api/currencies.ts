/**
 * The currencies an account may hold (account.setCurrency, auth.register's `currency`): part of the contract floor
 * (decision 031, decision 037), so the request schemas and the sandbox's ledger (mocks/state/money.ts) name the same.
 */
export const CURRENCIES = ['UZS', 'RUB', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
