/**
 * Money moves once (ARCHITECTURE.md "Retries", decision 009): a deposit or withdrawal carries an Idempotency-Key made
 * when the player confirms, and the same key is sent again for the same payment until the platform answers:
 * - a double tap sends nothing twice (the button is busy, and a second press of the same payment reuses the key);
 * - a retry after no answer (a timeout, a dropped connection, a 502 from a proxy) reuses the key, so the platform
 *   answers the first result instead of making a second payment;
 * - a reload keeps the key too: it lives in this tab's sessionStorage until an answer arrives.
 * "The same payment" is the same method, amount, offer, promo code and requisites. The stored fingerprint holds the
 * requisites masked (first six and last four digits of a card, a phone or a name partly hidden): no card number,
 * phone or name is kept on the device. Kept for one player only, and at most ATTEMPT_TTL_MS.
 */
import { number, string, type, type Infer } from 'superstruct';
import { isApiError } from '../../../api/errors.ts';
import { maskCardNumber } from '../../../api/card-number.ts';
import { tabStorage, type TabKey } from '../../../lib/device-storage.ts';

export type AttemptSlot = 'deposit' | 'withdrawal';

/** This tab's unanswered payments, one a slot (the keys are listed with the others in src/lib/device-storage.ts). */
export const ATTEMPT_KEYS: Readonly<Record<AttemptSlot, TabKey>> = { deposit: 'omad.deposit_attempt', withdrawal: 'omad.withdrawal_attempt' };

/** A payment nobody answered for longer than this is not retried with its key (the sandbox expires checkouts after 30 min). */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000;

const StoredAttempt = type({
  uid: number(),
  key: string(),
  fingerprint: string(),
  at: number(),
  method: string(),
  amount: number(),
});
export type StoredAttempt = Infer<typeof StoredAttempt>;

export interface PaymentParams {
  method: string;
  amount: number;
  campaign_offer_id?: number | null | undefined;
  promo_code?: string | null | undefined;
  requisites?: Readonly<Record<string, string>> | null | undefined;
}

/**
 * A requisite value as the fingerprint keeps it, never in full: a card number as its first six and last four digits,
 * other digits (a phone, an IBAN) as their ends, a name as its first letter and length. Two payments that differ only
 * in the hidden part count as one: the platform then answers the first, and nothing moves twice.
 */
function maskedValue(value: string): string {
  const compact = value.replace(/[\s()-]/g, '');
  if (/^\d{12,19}$/.test(compact)) return maskCardNumber(compact);
  if (/\d{4,}/.test(compact)) return `${compact.slice(0, 4)}*${compact.length}*${compact.slice(-2)}`;
  return `${compact.slice(0, 1)}*${compact.length}`;
}

/** What makes two presses the same payment, with nothing secret in it. */
export function fingerprintOf(params: PaymentParams): string {
  const requisites = Object.entries(params.requisites ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, maskedValue(value)]);
  return JSON.stringify([params.method, params.amount, params.campaign_offer_id ?? null, params.promo_code?.trim() || null, requisites]);
}

export interface AttemptStore {
  /** This tab's storage (tabStorage): what it reads back is validated, and what does not fit is discarded. */
  storage: Pick<typeof tabStorage, 'read' | 'write' | 'remove'>;
  now: () => number;
  newKey: () => string;
}

/** The payment of this player still waiting for an answer (young enough to retry with its key), if any. */
export function unanswered(store: AttemptStore, slot: AttemptSlot, uid: number): StoredAttempt | undefined {
  const stored = store.storage.read(ATTEMPT_KEYS[slot], StoredAttempt);
  if (!stored) return undefined;
  const age = store.now() - stored.at;
  if (stored.uid !== uid || age < 0 || age > ATTEMPT_TTL_MS) {
    store.storage.remove(ATTEMPT_KEYS[slot]);
    return undefined;
  }
  return stored;
}

/**
 * The key for this payment: the stored one when the same payment is still unanswered, else a new one, stored before
 * the request leaves (a reload while it is on its way keeps it). The time is that of the first press.
 */
export function keyFor(store: AttemptStore, slot: AttemptSlot, uid: number, params: PaymentParams): string {
  const fingerprint = fingerprintOf(params);
  const stored = unanswered(store, slot, uid);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const attempt: StoredAttempt = { uid, key: store.newKey(), fingerprint, at: store.now(), method: params.method, amount: params.amount };
  // Storage full or disabled: the key still holds for retries in this page.
  store.storage.write(ATTEMPT_KEYS[slot], attempt);
  return attempt.key;
}

/** The platform answered the payment sent with `key`: the next press is a new payment with a new key. */
export function answered(store: AttemptStore, slot: AttemptSlot, key: string): void {
  if (store.storage.read(ATTEMPT_KEYS[slot], StoredAttempt)?.key === key) store.storage.remove(ATTEMPT_KEYS[slot]);
}

/**
 * Whether a failure is the platform's answer (it decided: the key is spent) or no answer at all (the request may or
 * may not have arrived: the key must be reused). A typed catalogue error and an answer that did not fit its schema
 * are answers; a network failure and an HTTP error without a catalogue type (a proxy's 502 or 504) are not.
 */
export function isAnswer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'schema') return true;
  return error.kind === 'http' && error.type !== undefined;
}

/**
 * Sends a money operation once: with the key of this payment (keyFor), which the platform's answer spends (answered)
 * and the lack of one keeps for the retry (isAnswer). Deposit and withdrawal both go through here.
 */
export async function sendOnce<T>(store: AttemptStore, slot: AttemptSlot, uid: number, params: PaymentParams, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const key = keyFor(store, slot, uid, params);
  let result: T;
  try {
    result = await send(key);
  } catch (error) {
    if (isAnswer(error)) answered(store, slot, key);
    throw error;
  }
  answered(store, slot, key);
  return result;
}

/** The tab's own store: this tab's storage, the clock and random UUIDs. */
export function tabAttempts(): AttemptStore {
  return { storage: tabStorage, now: Date.now, newKey: () => globalThis.crypto.randomUUID() };
}
