import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToasts, showToast, toastState } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('hides a toast after 5000 ms by default (SPEC §9)', () => {
    showToast('Saved');
    vi.advanceTimersByTime(4999);
    expect(toastState.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastState.toasts).toHaveLength(0);
  });

  it('keeps at most three and never duplicates', () => {
    showToast('a');
    showToast('a');
    showToast('b');
    showToast('c');
    showToast('d');
    expect(toastState.toasts.map((toast) => toast.text)).toEqual(['b', 'c', 'd']);
  });

  it('can be dismissed early, and a zero duration stays', () => {
    const id = showToast('stay', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toastState.toasts).toHaveLength(1);
    dismissToast(id);
    expect(toastState.toasts).toHaveLength(0);
  });
});
