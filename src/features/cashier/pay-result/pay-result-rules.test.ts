import { describe, expect, it } from 'vitest';
import { keepPolling, pageForStatus, pathOf, paymentMessage, transactionId } from './pay-result-rules.ts';

describe('payment result pages', () => {
  it('show the page of the real status', () => {
    expect(pageForStatus('success', 'failed')).toBe('fail');
    expect(pageForStatus('fail', 'success')).toBe('success');
    expect(pageForStatus('pending', 'canceled')).toBe('cancel');
    expect(pageForStatus('success', 'pending')).toBe('pending');
    expect(pageForStatus('newWindow', 'new')).toBe('newWindow');
    expect(pageForStatus('mobile', 'pending')).toBe('mobile');
    expect(pageForStatus('pending', 'something_new')).toBe('pending');
    // A payment a break cancelled and the provider confirmed later went back to its source: final, with the cancelled.
    expect(pageForStatus('pending', 'refunded')).toBe('cancel');
  });

  it('build their paths with the id in the route or the query', () => {
    expect(pathOf('success', 12)).toBe('/cashier/paysuccess/12');
    expect(pathOf('cancel', 12)).toBe('/cashier/paycancel?id=12');
    expect(pathOf('newWindow', 12)).toBe('/cashier/paynewwindow?id=12');
  });

  it('poll only open statuses and read ids as digits', () => {
    expect(keepPolling('new')).toBe(true);
    expect(keepPolling('pending')).toBe(true);
    expect(keepPolling('success')).toBe(false);
    expect(keepPolling('refunded')).toBe(false);
    expect(keepPolling(undefined)).toBe(false);
    expect(transactionId('42')).toBe(42);
    expect(transactionId('4x')).toBeUndefined();
    expect(transactionId(null)).toBeUndefined();
  });

  it("trust a new window's message only from the app's origin and in its shape", () => {
    const origin = 'https://omad.example';
    expect(paymentMessage({ origin, data: { type: 'omad:payment', transaction_id: 5, status: 'success', result_url: '/x' } }, origin)).toEqual({ id: 5, status: 'success' });
    expect(paymentMessage({ origin: 'https://evil.example', data: { type: 'omad:payment', transaction_id: 5, status: 'success' } }, origin)).toBeUndefined();
    expect(paymentMessage({ origin, data: { type: 'omad:payment', transaction_id: '5', status: 'success' } }, origin)).toBeUndefined();
    expect(paymentMessage({ origin, data: 'omad:payment' }, origin)).toBeUndefined();
  });
});
