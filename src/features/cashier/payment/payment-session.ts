/**
 * This tab's payment in progress and the amount being typed (this tab's storage, validated when read back):
 * - the current payment (id, flow, method, amount, the provider URL to open again): the pay-cancel, new-window and
 *   mobile pages have no id in their route, and the player may need to open the provider again;
 * - the draft (method and amount): what the player typed is kept when an idle cashier closes, after a reload and
 *   when a failed payment sends them back to the deposit (decision 010). No card number is kept.
 */
import { boolean, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { tabStorage } from '../../../lib/device-storage.ts';

// `first`: the player had no deposit before this one (analytics' first-deposit event, src/services/analytics-events.ts).
const CurrentPayment = type({ uid: number(), id: number(), flow: string(), method: string(), amount: number(), currency: string(), url: nullable(string()), first: optional(boolean()) });
export type CurrentPayment = Infer<typeof CurrentPayment>;

const Draft = type({ uid: number(), method: string(), amount: string() });
export type Draft = Infer<typeof Draft>;

export function rememberPayment(payment: CurrentPayment): void {
  tabStorage.write('omad.current_payment', payment);
}

/** The player's payment in progress in this tab; `id` picks a given one. */
export function currentPayment(uid: number, id?: number): CurrentPayment | undefined {
  const payment = tabStorage.read('omad.current_payment', CurrentPayment);
  if (!payment || payment.uid !== uid || (id !== undefined && payment.id !== id)) return undefined;
  return payment;
}

export function readDraft(uid: number): Draft | undefined {
  const draft = tabStorage.read('omad.deposit_draft', Draft);
  return draft && draft.uid === uid ? draft : undefined;
}

export function saveDraft(draft: Draft): void {
  tabStorage.write('omad.deposit_draft', draft);
}

/** UKGC RTS 12 prompt: asked once per tab session (set or skipped), not at every try of a first deposit. */
export function limitAsked(uid: number): boolean {
  return tabStorage.read('omad.deposit_limit_asked', number()) === uid;
}

export function markLimitAsked(uid: number): void {
  tabStorage.write('omad.deposit_limit_asked', uid);
}

/**
 * The quick re-deposit's one tap (decision 010): the form of the chosen method pays as soon as it is shown. Kept in
 * memory only and for a few seconds, so neither a reload nor coming back later pays again.
 */
let quickPay: { sysname: string; at: number } | undefined;
const QUICK_PAY_MS = 10_000;

export function askQuickPay(sysname: string): void {
  quickPay = { sysname, at: Date.now() };
}

/** Whether the quick re-deposit chose this method just now. */
export function wantsQuickPay(sysname: string): boolean {
  return quickPay !== undefined && quickPay.sysname === sysname && Date.now() - quickPay.at < QUICK_PAY_MS;
}

/** Called when the form pays: the one tap is used. */
export function forgetQuickPay(): void {
  quickPay = undefined;
}
