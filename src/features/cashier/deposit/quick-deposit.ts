/**
 * The quick re-deposit (decision 010): the last successful deposit's method and amount, offered in one tap. Kept on the
 * device after each successful deposit (STORAGE_KEYS.lastDeposit, cleared on logout) and validated when read back:
 * another player's, a method no longer offered, another currency or an amount outside today's bounds is not offered.
 * Without a stored one the platform's `last_deposit` (cashier.getdepositsettings) is used, checked the same way.
 */
import { number, string, type } from 'superstruct';
import type { DepositMethod, LastDeposit } from '../../../api/cashier.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';

const StoredLastDeposit = type({ uid: number(), method: string(), amount: number(), currency: string() });

export interface QuickDeposit {
  method: DepositMethod;
  amount: number;
}

/** A candidate that fits a method the platform offers now, in the player's currency and within its bounds. */
export function fitQuickDeposit(candidate: { method: string; amount: number; currency: string } | undefined, methods: readonly DepositMethod[], currency: string): QuickDeposit | undefined {
  if (!candidate || candidate.currency !== currency || !Number.isInteger(candidate.amount)) return undefined;
  const method = methods.find((entry) => entry.sysname === candidate.method);
  if (!method || candidate.amount < method.min_amount || candidate.amount > method.max_amount) return undefined;
  return { method, amount: candidate.amount };
}

/** The re-deposit to offer this player, from the device or else the platform's last deposit. */
export function quickDeposit(uid: number, methods: readonly DepositMethod[], currency: string, platformLast: LastDeposit | null | undefined): QuickDeposit | undefined {
  const stored = readStored(STORAGE_KEYS.lastDeposit, StoredLastDeposit);
  const local = stored && stored.uid === uid ? fitQuickDeposit(stored, methods, currency) : undefined;
  if (local) return local;
  return platformLast ? fitQuickDeposit({ method: platformLast.method, amount: Math.trunc(platformLast.amount.amount), currency: platformLast.amount.currency }, methods, currency) : undefined;
}

/** Called once a deposit is known to have succeeded. */
export function rememberDeposit(uid: number, method: string, amount: number, currency: string): void {
  writeStored(STORAGE_KEYS.lastDeposit, { uid, method, amount: Math.trunc(amount), currency });
}
