// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshWhileVisible } from './use-refresh-while-visible.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useRefreshWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const setVisibility = (value: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('refreshes every interval while visible, not while hidden, and at once on coming back', () => {
    setVisibility('visible');
    const refresh = vi.fn();
    const Probe = () => {
      useRefreshWhileVisible(refresh, 30_000);
      return null;
    };
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    const unmount = () => act(() => root.unmount());
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    act(() => setVisibility('visible'));
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(4);
  });
});
