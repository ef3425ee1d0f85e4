// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createServerDataClient, ServerData, useRead, defineRead, type QueryClient } from './reads.ts';
import { useWrite, type Write, type WriteOptions } from './writes.ts';
import { settle, deferred } from '../testing/react-act.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let client: QueryClient;
let roots: { root: Root; container: HTMLElement }[] = [];

beforeEach(() => {
  client = createServerDataClient();
});

afterEach(() => {
  for (const { root, container } of roots) {
    act(() => root.unmount());
    container.remove();
  }
  roots = [];
  client.clear();
});

function render(node: ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    const root = createRoot(container);
    roots.push({ root, container });
    root.render(
      <ServerData client={client} locale="uz" session={0}>
        {node}
      </ServerData>,
    );
  });
}

/** Renders a component that uses the write and hands its latest value out. */
function mount<I, T>(options: WriteOptions<I, T>): { current: () => Write<I, T> } {
  let latest: Write<I, T> | undefined;
  function Probe() {
    latest = useWrite(options);
    return null;
  }
  render(<Probe />);
  return { current: () => latest as Write<I, T> };
}

const networkError = () => new ApiError({ kind: 'network', operation: 'cashier.makedeposit', message: 'offline' });
const refusal = () => new ApiError({ kind: 'http', operation: 'cashier.makedeposit', status: 400, type: 'InvalidParameterException', message: 'no' });

describe('useWrite', () => {
  it('is busy while the request runs and sends a double press once', async () => {
    const answer = deferred<number>();
    let calls = 0;
    const write = mount<undefined, number>({ run: () => ((calls += 1), answer.promise) });
    let first!: Promise<number | undefined>;
    await act(async () => {
      first = write.current().run();
      await write.current().run();
    });
    expect(write.current().busy).toBe(true);
    expect(calls).toBe(1);
    answer.resolve(7);
    await settle(5);
    await expect(first).resolves.toBe(7);
    expect(write.current().busy).toBe(false);
  });

  it('sends nothing when the form says no', async () => {
    let calls = 0;
    const write = mount<undefined, number>({ validate: () => false, run: () => ((calls += 1), Promise.resolve(1)) });
    await act(async () => {
      await write.current().run();
    });
    expect(calls).toBe(0);
    expect(write.current().busy).toBe(false);
  });

  it("names a failure in words, the caller's or the general one, and lets the caller place its own", async () => {
    const general = mount<undefined, number>({ run: () => Promise.reject(networkError()) });
    await act(async () => {
      await general.current().run();
    });
    expect(general.current().error).toMatch(/\S/);
    expect(general.current().busy).toBe(false);

    const named = mount<undefined, number>({ run: () => Promise.reject(refusal()), fail: () => 'Limit reached' });
    await act(async () => {
      await named.current().run();
    });
    expect(named.current().error).toBe('Limit reached');

    const placed = mount<undefined, number>({ run: () => Promise.reject(refusal()), fail: () => null });
    await act(async () => {
      await placed.current().run();
    });
    expect(placed.current().error).toBeNull();
  });

  it('reads again what the change made stale before done runs, and shows done\'s sentence', async () => {
    let reads = 0;
    const read = defineRead<Record<string, never>, number>('bonuses.get', ['bonuses.get'], () => Promise.resolve((reads += 1)));
    let shown: number | undefined;
    let write: Write<undefined, number> | undefined;
    const seenByDone: (number | undefined)[] = [];
    function Screen() {
      const state = useRead(read, {});
      shown = state.status === 'ready' ? state.data : undefined;
      write = useWrite<undefined, number>({
        run: () => Promise.resolve(1),
        invalidates: ['bonuses.get'],
        done: () => {
          seenByDone.push(reads);
          return 'Saved';
        },
      });
      return null;
    }
    render(<Screen />);
    await settle(5);
    expect(shown).toBe(1);
    await act(async () => {
      await write?.run();
    });
    await settle(5);
    expect(seenByDone).toEqual([2]);
    expect(shown).toBe(2);
    expect(write?.ok).toBe('Saved');
  });

  it('keeps a money write\'s Idempotency-Key for the same input until the platform answers', async () => {
    const keys: (string | undefined)[] = [];
    const outcomes: (() => Promise<number>)[] = [() => Promise.reject(networkError()), () => Promise.resolve(1), () => Promise.resolve(2), () => Promise.reject(refusal()), () => Promise.resolve(3)];
    const write = mount<{ amount: number }, number>({
      money: true,
      run: (_input, key) => {
        keys.push(key);
        return (outcomes.shift() as () => Promise<number>)();
      },
    });
    for (const amount of [100, 100, 100, 200, 200]) await act(async () => {
      await write.current().run({ amount });
    });
    // No answer, then the same payment again: one key. An answer ends it: the next confirm has a new key,
    // a refusal too.
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
    expect(new Set(keys.slice(1)).size).toBe(4);
  });

  it('gives a write that moves no money no key', async () => {
    const keys: (string | undefined)[] = [];
    const write = mount<undefined, number>({ run: (_input, key) => (keys.push(key), Promise.resolve(1)) });
    await act(async () => {
      await write.current().run();
    });
    expect(keys).toEqual([undefined]);
  });
});
