/**
 * The loyalty screens' writes, by operation (decision 031), and what each makes stale (decision 008): a purchase spends
 * points and grants free spins, a bonus or a cashback boost, so every read that shows one of them is read again; a
 * character change refreshes the programme info.
 */
import { isApiError } from '../../api/errors.ts';
import { buyProduct, chooseCharacter, type LoyaltyProduct, type LoyaltyPurchase } from '../../api/loyalty.ts';
import type { OperationName } from '../../server-data/reads.ts';

export const AFTER_PURCHASE: readonly OperationName[] = ['loyalty.getinfo', 'loyalty.getproducts', 'freespins.get', 'bonuses.get', 'cashbacks.get'];
export const AFTER_CHARACTER: readonly OperationName[] = ['loyalty.getinfo'];

export type PurchaseOutcome = { kind: 'bought'; purchase: LoyaltyPurchase } | { kind: 'insufficient' } | { kind: 'sold-out' };

/**
 * Buys one product with the Idempotency-Key made when the player was asked to confirm (ARCHITECTURE.md "Retries"):
 * a second tap, or a retry after a lost answer, sends the same key and the platform spends the points once.
 * Refusals the player can act on come back as outcomes (the points and the stock are read again after them too);
 * anything else throws.
 */
export async function purchase(product: Pick<LoyaltyProduct, 'id'>, idempotencyKey: string): Promise<PurchaseOutcome> {
  try {
    return { kind: 'bought', purchase: await buyProduct({ product_id: product.id }, { idempotencyKey }) };
  } catch (error) {
    const reason = isApiError(error) ? error.fieldKey('product_id') : undefined;
    if (reason === 'INSUFFICIENT_POINTS') return { kind: 'insufficient' };
    if (reason === 'OUT_OF_STOCK') return { kind: 'sold-out' };
    throw error;
  }
}

export async function changeCharacter(id: number): Promise<void> {
  await chooseCharacter(id);
}

/** A new Idempotency-Key for one purchase. */
export function newPurchaseKey(): string {
  return globalThis.crypto.randomUUID();
}
