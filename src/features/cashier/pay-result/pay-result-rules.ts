/**
 * Which SPEC §2 payment page a deposit belongs on, from its real status (cashier.getdepositinfo): a provider sends
 * the player back to a result page, but only the platform's status decides what the page says. A final status
 * has its page; an open one (new, pending) waits where the player is (new window, mobile app, pending).
 */
import { isFinalStatus } from '../../../api/cashier.ts';
import { href } from '../../../lib/paths.ts';

export type PayResultKind = 'cancel' | 'fail' | 'newWindow' | 'mobile' | 'success' | 'pending';

const WAITING: readonly PayResultKind[] = ['newWindow', 'mobile', 'pending'];

/** The page for this status, seen from page `kind`. */
export function pageForStatus(kind: PayResultKind, status: string): PayResultKind {
  if (status === 'success') return 'success';
  if (status === 'failed') return 'fail';
  // A payment a break cancelled, refunded when the provider still confirmed it, belongs with the cancelled ones.
  if (status === 'canceled' || status === 'refunded') return 'cancel';
  // new, pending, or a status this app does not know yet: keep waiting.
  return WAITING.includes(kind) ? kind : 'pending';
}

/** The path of a payment page for transaction `id`. */
export function pathOf(kind: PayResultKind, id: number): string {
  switch (kind) {
    case 'success':
      return href('cashierPaySuccess', { transaction: id });
    case 'fail':
      return href('cashierPayFail', { transaction: id });
    case 'pending':
      return href('cashierPayPending', { transaction: id });
    case 'cancel':
      return href('cashierPayCancel', undefined, { id: String(id) });
    case 'newWindow':
      return href('cashierPayNewWindow', undefined, { id: String(id) });
    case 'mobile':
      return href('cashierPayMobile', undefined, { id: String(id) });
  }
}

/** Open statuses are read again until final. */
export function keepPolling(status: string | undefined): boolean {
  return status !== undefined && !isFinalStatus(status);
}

/** A transaction id from the route or the query: digits only. */
export function transactionId(value: string | null | undefined): number | undefined {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** The message a new window posts to its opener (decision 009), checked for origin and shape. */
export function paymentMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): { id: number; status: string } | undefined {
  if (event.origin !== origin) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, transaction_id: id, status } = data as Record<string, unknown>;
  if (type !== 'omad:payment' || typeof id !== 'number' || !Number.isInteger(id) || typeof status !== 'string') return undefined;
  return { id, status };
}
