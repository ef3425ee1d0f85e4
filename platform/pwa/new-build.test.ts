import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, parseBuildInfo, watchForNewBuild } from './new-build.ts';

function answering(body: unknown, ok = true): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: ok ? 200 : 503 })));
}

describe('parseBuildInfo', () => {
  it('accepts a plain id and refuses anything else', () => {
    expect(parseBuildInfo({ id: 'mwr-1a2b', timestamp: 1 })).toEqual({ id: 'mwr-1a2b' });
    expect(parseBuildInfo({ id: '' })).toBeUndefined();
    expect(parseBuildInfo({ id: '<script>' })).toBeUndefined();
    expect(parseBuildInfo({ id: 5 })).toBeUndefined();
    expect(parseBuildInfo(null)).toBeUndefined();
  });
});

describe('fetchLatestBuild', () => {
  it('reads builds/latest.json, and gives nothing on failure', async () => {
    expect(await fetchLatestBuild(answering({ id: 'b2' }))).toEqual({ id: 'b2' });
    expect(await fetchLatestBuild(answering({ id: 'b2' }, false))).toBeUndefined();
    expect(await fetchLatestBuild(vi.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBeUndefined();
  });
});

describe('watchForNewBuild', () => {
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
  });
  afterEach(() => vi.useRealTimers());

  it('tells once when the server has another build, then stops asking', async () => {
    vi.useFakeTimers();
    const fetcher = answering({ id: 'newer' });
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: 'current', onNewBuild, intervalMs: 1000, fetcher });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(listeners.has('visibilitychange')).toBe(false);
  });

  it('asks at once when the player came back to the tab before the watch started (decision 030)', async () => {
    vi.useFakeTimers();
    const fetcher = answering({ id: 'newer' });
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: 'current', onNewBuild, intervalMs: 60_000, fetcher, checkNow: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for the same build, and asks again when the tab comes back', async () => {
    vi.useFakeTimers();
    const fetcher = answering({ id: 'current' });
    const onNewBuild = vi.fn();
    const stop = watchForNewBuild({ currentId: 'current', onNewBuild, intervalMs: 1000, fetcher });
    await vi.advanceTimersByTimeAsync(2000);
    listeners.get('visibilitychange')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });
});
