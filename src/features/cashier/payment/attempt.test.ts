// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { tabStorage } from '../../../lib/device-storage.ts';
import { ATTEMPT_KEYS, ATTEMPT_TTL_MS, answered, fingerprintOf, isAnswer, keyFor, sendOnce, unanswered, type AttemptStore } from './attempt.ts';

function store(): AttemptStore & { clock: { now: number } } {
  const clock = { now: 1_000_000 };
  let next = 0;
  return { storage: tabStorage, now: () => clock.now, newKey: () => `key-${++next}`, clock };
}

// The attempts live in this tab's storage (tabStorage); each test starts with an empty tab.
beforeEach(() => sessionStorage.clear());

const payment = { method: 'uzcard', amount: 50_000, requisites: { card_number: '8600123456789012' } };

describe('the Idempotency-Key of a payment', () => {
  it('sendOnce resends with the same key after no answer, and spends it on an answer', async () => {
    const tab = store();
    const sent: string[] = [];
    const lost = new ApiError({ kind: 'network', operation: 'cashier.makedeposit', message: 'timed out' });
    await expect(sendOnce(tab, 'deposit', 1001, payment, (key) => (sent.push(key), Promise.reject(lost)))).rejects.toBe(lost);
    await expect(sendOnce(tab, 'deposit', 1001, payment, (key) => (sent.push(key), Promise.resolve('paid')))).resolves.toBe('paid');
    expect(sent[1]).toBe(sent[0]);
    // The answer spent it: the next payment has a key of its own.
    await sendOnce(tab, 'deposit', 1001, payment, (key) => (sent.push(key), Promise.resolve('again')));
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('is the same for the same payment until an answer arrives, then new', () => {
    const tab = store();
    const first = keyFor(tab, 'deposit', 1001, payment);
    // A double tap, or a retry after a timeout: the same key.
    expect(keyFor(tab, 'deposit', 1001, { ...payment })).toBe(first);
    answered(tab, 'deposit', first);
    expect(keyFor(tab, 'deposit', 1001, payment)).not.toBe(first);
  });

  it('is kept across a reload: it lives in the tab storage', () => {
    const tab = store();
    const first = keyFor(tab, 'deposit', 1001, payment);
    const reloaded: AttemptStore = { storage: tab.storage, now: tab.now, newKey: () => 'another' };
    expect(unanswered(reloaded, 'deposit', 1001)).toMatchObject({ key: first, method: 'uzcard', amount: 50_000 });
    expect(keyFor(reloaded, 'deposit', 1001, payment)).toBe(first);
  });

  it('is new for another amount, method, offer, promo code or card', () => {
    const tab = store();
    const first = keyFor(tab, 'deposit', 1001, payment);
    expect(keyFor(tab, 'deposit', 1001, { ...payment, amount: 60_000 })).not.toBe(first);
    const second = keyFor(tab, 'deposit', 1001, payment);
    expect(keyFor(tab, 'deposit', 1001, { ...payment, requisites: { card_number: '9860123456789015' } })).not.toBe(second);
    const third = keyFor(tab, 'deposit', 1001, payment);
    expect(keyFor(tab, 'deposit', 1001, { ...payment, campaign_offer_id: 7 })).not.toBe(third);
  });

  it('belongs to one player and expires', () => {
    const tab = store();
    const first = keyFor(tab, 'deposit', 1001, payment);
    expect(keyFor(tab, 'deposit', 1002, payment)).not.toBe(first);
    const mine = keyFor(tab, 'deposit', 1001, payment);
    tab.clock.now += ATTEMPT_TTL_MS + 1;
    expect(unanswered(tab, 'deposit', 1001)).toBeUndefined();
    expect(keyFor(tab, 'deposit', 1001, payment)).not.toBe(mine);
  });

  it('keeps deposits and withdrawals apart, and an answer for another key leaves the stored one', () => {
    const tab = store();
    const deposit = keyFor(tab, 'deposit', 1001, payment);
    const withdrawal = keyFor(tab, 'withdrawal', 1001, payment);
    expect(withdrawal).not.toBe(deposit);
    answered(tab, 'deposit', 'someone-else');
    expect(keyFor(tab, 'deposit', 1001, payment)).toBe(deposit);
  });

  it('stores no card number, phone or name, and discards what does not parse', () => {
    const tab = store();
    keyFor(tab, 'withdrawal', 1001, { method: 'uzcard', amount: 1, requisites: { card_number: '8600123456789012', card_holder: 'AZIZ KARIMOV', phone: '+998901234567' } });
    const raw = sessionStorage.getItem(ATTEMPT_KEYS.withdrawal) ?? '';
    expect(raw).not.toContain('8600123456789012');
    expect(raw).not.toContain('AZIZ');
    expect(raw).not.toContain('901234567');
    sessionStorage.setItem(ATTEMPT_KEYS.deposit, '{"key": 5');
    expect(unanswered(tab, 'deposit', 1001)).toBeUndefined();
    expect(sessionStorage.getItem(ATTEMPT_KEYS.deposit)).toBeNull();
  });

  it('fingerprints the same payment alike whatever the order of its requisites', () => {
    expect(fingerprintOf({ method: 'm', amount: 1, requisites: { a: 'x', b: 'y' } })).toBe(fingerprintOf({ method: 'm', amount: 1, requisites: { b: 'y', a: 'x' } }));
    expect(fingerprintOf({ method: 'm', amount: 1, promo_code: ' ' })).toBe(fingerprintOf({ method: 'm', amount: 1 }));
  });

  it('counts a typed refusal as an answer, and a timeout or a proxy error as none', () => {
    expect(isAnswer(new ApiError({ kind: 'http', operation: 'cashier.makedeposit', status: 503, type: 'BillingUnavailableException', message: 'down' }))).toBe(true);
    expect(isAnswer(new ApiError({ kind: 'schema', operation: 'cashier.makedeposit', message: 'bad' }))).toBe(true);
    expect(isAnswer(new ApiError({ kind: 'network', operation: 'cashier.makedeposit', message: 'timed out' }))).toBe(false);
    expect(isAnswer(new ApiError({ kind: 'http', operation: 'cashier.makedeposit', status: 504, message: 'HTTP 504' }))).toBe(false);
    expect(isAnswer(new Error('boom'))).toBe(false);
  });
});
