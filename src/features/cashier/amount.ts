/**
 * The cashier's amounts (SPEC §5 sum, decision 009 units): what the screen shows and what a deposit can take now. The
 * wire carries whole major units of the player's currency (`amount=50000` is 50,000 so'm), typed in the amount field
 * (src/ui/amount-field.tsx); UZS is shown in whole so'm like the wire's amounts (decision 009), other
 * currencies with their decimals (SPEC §9).
 */
import type { DepositLimit } from '../../api/account.ts';
import type { DepositAmountPresets } from '../../api/cashier.ts';
import { formatMoney } from '../../lib/format.ts';

/** Currencies shown without minor units. */
const WHOLE_CURRENCIES: ReadonlySet<string> = new Set(['UZS']);

/** An amount for the screen: `1,000,000 UZS`; UZS in whole so'm (tiyin are never shown). */
export function showMoney(amount: number, currency: string): string {
  return formatMoney(WHOLE_CURRENCIES.has(currency) ? Math.trunc(amount) : amount, currency);
}

export interface Bounds {
  min: number;
  max: number;
  /** The deposit limit leaves less than the method's maximum. */
  limited: boolean;
}

/**
 * The amounts a deposit can take now: the method's bounds, with the maximum lowered to what the responsible-gaming
 * limit still leaves (SPEC §3 deposit limit; shown before paying and enforced, decision 010). When the limit leaves less
 * than the method's minimum, max < min: no amount fits and the page says so.
 */
export function depositBounds(method: { min_amount: number; max_amount: number }, limit: DepositLimit | undefined): Bounds {
  const available = limit && limit.period !== 'none' ? limit.available_amount?.amount : undefined;
  if (available === undefined || available === null || available >= method.max_amount) return { min: method.min_amount, max: method.max_amount, limited: false };
  return { min: method.min_amount, max: Math.floor(available), limited: true };
}

/**
 * SPEC §3 presets for the player's currency: the method's own, else the platform's defaults, else the CMS's; only
 * those inside the bounds, each once, in ascending order.
 */
export function presetsFor(
  currency: string,
  bounds: Pick<Bounds, 'min' | 'max'>,
  sources: readonly (DepositAmountPresets | Readonly<Record<string, readonly { value: number }[]>> | undefined)[],
): number[] {
  for (const source of sources) {
    const entries = source?.[currency];
    if (!entries || entries.length === 0) continue;
    const values = [...new Set(entries.map((entry) => entry.value))].filter((value) => Number.isInteger(value) && value >= bounds.min && value <= bounds.max);
    return values.sort((a, b) => a - b);
  }
  return [];
}
