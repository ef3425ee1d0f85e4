/**
 * What the loyalty screens change, and what each change refreshes (decision 008): a purchase spends points and grants
 * free spins, a bonus or a cashback boost, so every read that shows one of them is read again; a character change
 * refreshes the programme info.
 */
import { isApiError } from '../../api/errors.ts';
import { buyProduct, chooseCharacter, type LoyaltyProduct, type LoyaltyPurchase } from '../../api/loyalty.ts';
import { invalidateReads, type OperationName } from '../../server-data/reads.ts';

const AFTER_PURCHASE: readonly OperationName[] = ['loyalty.getinfo', 'loyalty.getproducts', 'freespins.get', 'bonuses.get', 'cashbacks.get'];

export type PurchaseOutcome = { kind: 'bought'; purchase: LoyaltyPurchase } | { kind: 'insufficient' } | { kind: 'sold-out' };

/**
 * Buys one product with the Idempotency-Key made when the player was asked to confirm (ARCHITECTURE.md "Retries"):
 * a second tap, or a retry after a lost answer, sends the same key and the platform spends the points once.
 * Refusals the player can act on come back as outcomes; anything else throws.
 */
export async function purchase(product: Pick<LoyaltyProduct, 'id'>, idempotencyKey: string): Promise<PurchaseOutcome> {
  try {
    const answer = await buyProduct({ product_id: product.id }, { idempotencyKey });
    return { kind: 'bought', purchase: answer };
  } catch (error) {
    const reason = isApiError(error) ? error.fieldKey('product_id') : undefined;
    if (reason === 'INSUFFICIENT_POINTS') return { kind: 'insufficient' };
    if (reason === 'OUT_OF_STOCK') return { kind: 'sold-out' };
    throw error;
  } finally {
    await invalidateReads(AFTER_PURCHASE);
  }
}

export async function changeCharacter(id: number): Promise<void> {
  await chooseCharacter(id);
  await invalidateReads(['loyalty.getinfo']);
}

/** A new Idempotency-Key for one purchase. */
export function newPurchaseKey(): string {
  return globalThis.crypto.randomUUID();
}
