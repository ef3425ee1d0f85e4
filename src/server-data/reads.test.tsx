// @vitest-environment jsdom
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ServerData,
  createServerDataClient,
  defineRead,
  fetchRead,
  invalidateReads,
  setReadData,
  useRead,
  useReadScope,
  defineStreamRead,
  fileUnderSession,
  primeRead,
  type Page,
  type PageParams,
  type QueryClient,
  type ReadState,
} from './reads.ts';
import { mergePages, nextPageParams, primePagedRead, usePagedRead, type PagedState } from './paged-reads.ts';
import { useStreamedRead } from './streamed-reads.ts';
import { settle, deferred } from '../testing/react-act.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let client: QueryClient;
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  client = createServerDataClient();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  client.clear();
});

function render(node: ReactNode, { locale = 'uz', session = 0 } = {}) {
  const tree = (next: ReactNode, props: { locale: string; session: number }) => (
    <ServerData client={client} locale={props.locale} session={props.session}>
      {next}
    </ServerData>
  );
  act(() => {
    root = createRoot(container);
    root.render(tree(node, { locale, session }));
  });
  return {
    rerender: (next: ReactNode, props: { locale?: string; session?: number } = {}) =>
      act(() => root?.render(tree(next, { locale: props.locale ?? locale, session: props.session ?? session }))),
  };
}

/** A fake API operation: records every call with its params and signal. */
function fakeOperation<P, T>(operation: string, answer: (params: P) => T | Promise<T>) {
  const calls: { params: P; signal: AbortSignal | undefined }[] = [];
  const run = vi.fn((params: P, options?: { signal?: AbortSignal }) => {
    calls.push({ params, signal: options?.signal });
    return Promise.resolve(answer(params));
  });
  return { read: Object.assign(run, { spec: { operation } }), calls };
}

function Show<T>({ state, name }: { state: ReadState<T>; name: string }) {
  return <p data-name={name}>{state.status === 'ready' ? JSON.stringify(state.data) : state.status}</p>;
}

function text(name: string): string | null | undefined {
  return container.querySelector(`[data-name="${name}"]`)?.textContent;
}

describe('useRead', () => {
  it('reads an operation once for every component that shows the same params (dedupe)', async () => {
    const { read, calls } = fakeOperation('games.getCategories', (params: { type: string }) => ({ items: [params.type] }));
    function A() {
      return <Show name="a" state={useRead(read, { type: 'slot' })} />;
    }
    function B() {
      return <Show name="b" state={useRead(read, { type: 'slot' })} />;
    }
    function C() {
      return <Show name="c" state={useRead(read, { type: 'live' })} />;
    }
    render(
      <>
        <A />
        <B />
        <C />
      </>,
    );
    expect(text('a')).toBe('loading');
    await settle(5);
    expect(text('a')).toBe('{"items":["slot"]}');
    expect(text('b')).toBe('{"items":["slot"]}');
    expect(text('c')).toBe('{"items":["live"]}');
    expect(calls.map((call) => call.params)).toEqual([{ type: 'slot' }, { type: 'live' }]);
  });

  it('shares a read started outside React (fetchRead) with the hooks', async () => {
    const gate = deferred<{ ok: number }>();
    const { read, calls } = fakeOperation('metadata.getGeneralInfo', () => gate.promise);
    const outside = fetchRead(read, {}, { client, localised: false });
    function View() {
      return <Show name="v" state={useRead(read, {}, { localised: false })} />;
    }
    render(<View />);
    gate.resolve({ ok: 1 });
    await settle(5);
    await expect(outside).resolves.toEqual({ ok: 1 });
    expect(text('v')).toBe('{"ok":1}');
    expect(calls).toHaveLength(1);
  });

  it('passes the AbortSignal to the operation and aborts it when nobody shows the read any more', async () => {
    const { read, calls } = fakeOperation('games.get', () => new Promise<never>(() => undefined));
    function View() {
      return <Show name="v" state={useRead(read, { sysname: 'x' })} />;
    }
    const { rerender } = render(<View />);
    await settle(5);
    const signal = calls[0]?.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
    rerender(<p>elsewhere</p>);
    await settle(5);
    expect(signal?.aborted).toBe(true);
  });

  it('does not retry a failure itself (the API client does), and reads again on retry', async () => {
    let fail = true;
    const second = deferred<string[]>();
    const { read, calls } = fakeOperation('jackpots.get', () => (fail ? Promise.reject(new Error('down')) : second.promise));
    let latest = { status: 'loading' } as ReadState<string[]>;
    function View() {
      latest = useRead(read, {});
      return <Show name="v" state={latest} />;
    }
    render(<View />);
    await settle(5);
    expect(text('v')).toBe('failed');
    expect(calls).toHaveLength(1);
    fail = false;
    const failed = latest;
    if (failed.status !== 'failed') throw new Error('expected the failed state');
    act(() => failed.retry());
    await settle(5);
    expect(text('v')).toBe('loading');
    second.resolve(['pot']);
    await settle(5);
    expect(text('v')).toBe('["pot"]');
    expect(calls).toHaveLength(2);
  });

  it('keys localised reads by locale: a language change reads again; non-localised reads stay', async () => {
    const games = fakeOperation('games.getCategories', () => ['name']);
    const profile = fakeOperation('account.getProfileInfo', () => ({ uid: 7 }));
    function View() {
      useRead(profile.read, {}, { localised: false });
      return <Show name="v" state={useRead(games.read, {})} />;
    }
    const { rerender } = render(<View />, { locale: 'uz' });
    await settle(5);
    rerender(<View />, { locale: 'ru' });
    await settle(5);
    expect(games.calls).toHaveLength(2);
    expect(profile.calls).toHaveLength(1);
  });

  it('waits while not enabled', async () => {
    const { read, calls } = fakeOperation('games.get', () => ['x']);
    function View({ on }: { on: boolean }) {
      return <Show name="v" state={useRead(read, {}, { enabled: on })} />;
    }
    const { rerender } = render(<View on={false} />);
    await settle(5);
    expect(calls).toHaveLength(0);
    expect(text('v')).toBe('loading');
    rerender(<View on />);
    await settle(5);
    expect(text('v')).toBe('["x"]');
  });
});

describe("the boot's answers and the player's key (decision 030)", () => {
  const BANNERS = { items: ['Omad'] };

  function Banners({ read }: { read: Parameters<typeof useRead<Record<string, never>, typeof BANNERS>>[0] }) {
    return <Show name="b" state={useRead(read, {})} />;
  }

  it("are under the player's key in the render that moves the page there, before the boot's session promise settles", async () => {
    const { read, calls } = fakeOperation('banners.get', () => ({ items: ['Tarmoq'] }));
    const session = deferred<number>();
    fileUnderSession(session.promise, (uid) => primeRead(read, {}, BANNERS, { locale: 'uz', session: uid }, client), client);
    const view = render(<Banners read={read} />);
    await settle(2);
    expect(text('b')).toBe(JSON.stringify(BANNERS));
    // The session store is set a few microtasks before the boot's promise: the page moves first.
    view.rerender(<Banners read={read} />, { session: 42 });
    await settle(2);
    expect(text('b')).toBe(JSON.stringify(BANNERS));
    session.resolve(42);
    await settle(2);
    expect(calls).toHaveLength(0);
    expect(client.getQueryData(['banners.get', {}, 'uz', 42])).toEqual(BANNERS);
  });

  it("go straight to the player's key when filed after the page moved there", () => {
    const { read, calls } = fakeOperation('banners.get', () => ({ items: ['Tarmoq'] }));
    render(<p />, { session: 42 });
    fileUnderSession(deferred<number>().promise, (uid) => primeRead(read, {}, BANNERS, { locale: 'uz', session: uid }, client), client);
    expect(client.getQueryData(['banners.get', {}, 'uz', 42])).toEqual(BANNERS);
    expect(client.getQueryData(['banners.get', {}, 'uz', 0])).toEqual(BANNERS);
    expect(calls).toHaveLength(0);
  });

  it('are not carried to a player who signs in after the boot settled on a guest (SPEC §4: read afresh)', async () => {
    const { read, calls } = fakeOperation('banners.get', () => ({ items: ['Tarmoq'] }));
    fileUnderSession(Promise.resolve(0), (uid) => primeRead(read, {}, BANNERS, { locale: 'uz', session: uid }, client), client);
    const view = render(<Banners read={read} />);
    await settle(2);
    expect(calls).toHaveLength(0);
    view.rerender(<Banners read={read} />, { session: 7 });
    await settle(5);
    expect(calls).toHaveLength(1);
    expect(text('b')).toBe(JSON.stringify({ items: ['Tarmoq'] }));
  });
});

describe('invalidation', () => {
  it('reads again what names the operation, directly or through defineRead, and nothing else', async () => {
    const likes = fakeOperation('games.getLikes', () => ['a']);
    const jackpots = fakeOperation('jackpots.get', () => ['pot']);
    let board = 0;
    const lobby = defineRead('casino.lobbyBoard', ['tournaments.get', 'leaderboard.get'], () => Promise.resolve(++board));
    function View() {
      useRead(likes.read, {});
      useRead(jackpots.read, {});
      return <Show name="board" state={useRead(lobby, {})} />;
    }
    render(<View />);
    await settle(5);
    expect(text('board')).toBe('1');
    await act(() => invalidateReads(['games.getLikes', 'leaderboard.get'], client));
    await settle(5);
    expect(likes.calls).toHaveLength(2);
    expect(jackpots.calls).toHaveLength(1);
    expect(text('board')).toBe('2');
  });

  it('marks reads nobody shows as stale, so they are read again when next shown', async () => {
    const likes = fakeOperation('games.getLikes', () => ['a']);
    function View() {
      return <Show name="v" state={useRead(likes.read, {})} />;
    }
    const { rerender } = render(<View />);
    await settle(5);
    rerender(<p />);
    await act(() => invalidateReads(['games.getLikes'], client));
    expect(likes.calls).toHaveLength(1);
    rerender(<View />);
    await settle(5);
    expect(likes.calls).toHaveLength(2);
  });

  it('setReadData replaces the answer of the read with those params only', async () => {
    const limit = fakeOperation('account.getDepositLimit', (params: { kind: string }) => ({ amount: 1, kind: params.kind }));
    function View() {
      return (
        <>
          <Show name="day" state={useRead(limit.read, { kind: 'day' })} />
          <Show name="week" state={useRead(limit.read, { kind: 'week' })} />
        </>
      );
    }
    render(<View />);
    await settle(5);
    act(() => setReadData(limit.read, { kind: 'day' }, { amount: 5, kind: 'day' }, client));
    await settle(5);
    expect(text('day')).toBe('{"amount":5,"kind":"day"}');
    expect(text('week')).toBe('{"amount":1,"kind":"week"}');
  });

  it('a change of session reads again what is shown and forgets what is not (SPEC §4)', async () => {
    let uid = 1;
    const profile = fakeOperation('account.getInfo', () => ({ uid }));
    const hidden = fakeOperation('games.getHistory', () => ({ uid }));
    function History() {
      return <Show name="h" state={useRead(hidden.read, {})} />;
    }
    function View({ history }: { history: boolean }) {
      return (
        <>
          <Show name="p" state={useRead(profile.read, {})} />
          {history ? <History /> : null}
        </>
      );
    }
    const { rerender } = render(<View history />, { session: 1 });
    await settle(5);
    rerender(<View history={false} />, { session: 1 });
    uid = 2;
    rerender(<View history={false} />, { session: 2 });
    await settle(5);
    expect(text('p')).toBe('{"uid":2}');
    expect(client.getQueryCache().findAll({ queryKey: ['games.getHistory'] })).toHaveLength(0);
    // The next player opening the history sees a skeleton, never the previous player's rounds.
    rerender(<View history />, { session: 2 });
    expect(text('h')).toBe('loading');
    await settle(5);
    expect(text('h')).toBe('{"uid":2}');
  });

  it("a sign-in draws what follows the store first and moves the page's reads in a later render, reading once (decision 030)", async () => {
    const likes = fakeOperation('games.getLikes', () => ({ sysnames: ['a'] }));
    const seen: string[] = [];
    // `store` stands for what follows the session store (the header's balance, a page's own gate on the player).
    function Page({ store }: { store: number }) {
      const { session } = useReadScope();
      seen.push(`store ${store}, reads ${session}`);
      return <Show name="likes" state={useRead(likes.read, {}, { enabled: store > 0, localised: false })} />;
    }
    const { rerender } = render(<Page store={0} />, { session: 0 });
    await settle(3);
    seen.length = 0;
    rerender(<Page store={7} />, { session: 7 });
    await settle(5);
    // One render in between, then the reads on the player's key (their answer draws again, as answers do).
    expect(seen[0]).toBe('store 7, reads 0');
    expect(new Set(seen.slice(1))).toEqual(new Set(['store 7, reads 7']));
    // Not sent in the render between: the guest's key would have gone out with the player's cookie, then again.
    expect(likes.calls).toHaveLength(1);
    expect(client.getQueryCache().findAll({ queryKey: ['games.getLikes'] }).map((query) => query.queryKey[3])).toEqual([7]);
    expect(text('likes')).toBe('{"sysnames":["a"]}');
    // A sign-out moves at once: no render shows the player's answers beside the guest's store.
    seen.length = 0;
    rerender(<Page store={0} />, { session: 0 });
    await settle(3);
    expect(new Set(seen)).toEqual(new Set(['store 0, reads 0']));
    expect(text('likes')).toBe('loading');
  });

  it('a read started outside components at the moment of login is answered, not dropped with the old session', async () => {
    const cashback = fakeOperation('cashbacks.get', () => new Promise<{ id: number }>((resolve) => setTimeout(() => resolve({ id: 4 }), 5)));
    let answer: Promise<{ id: number }> | undefined;
    // The login popups' queue reads from a child's effect, which runs before the ServerData effect of the same commit.
    function LoginQueue() {
      useEffect(() => {
        answer = fetchRead(cashback.read, {}, { client });
      }, []);
      return null;
    }
    const { rerender } = render(<p />, { session: 0 });
    await settle(5);
    rerender(<LoginQueue />, { session: 7 });
    await settle(5);
    await expect(answer).resolves.toEqual({ id: 4 });
    expect(cashback.calls).toHaveLength(1);
  });
});

describe('paged reads', () => {
  it('merges pages in order and lists each id once', () => {
    const idOf = (item: { id?: number; name: string }) => item.id;
    expect(
      mergePages(
        [
          [{ id: 1, name: 'a' }, { id: 2, name: 'b' }],
          [{ id: 2, name: 'b again' }, { id: 3, name: 'c' }, { name: 'no id' }],
          [{ name: 'no id' }, { id: 1, name: 'a again' }],
        ],
        idOf,
      ).map((item) => item.name),
    ).toEqual(['a', 'b', 'c', 'no id', 'no id']);
  });

  it('asks for the next page after every item received, and for none after the last page', () => {
    const page = (count: number, done = false): Page<number> => ({ items: Array.from({ length: count }, (_, index) => index), done });
    expect(nextPageParams([page(12)], 300)).toEqual({ offset: 12, count: 300 });
    expect(nextPageParams([page(12), page(300)], 300)).toEqual({ offset: 312, count: 300 });
    expect(nextPageParams([page(12), page(5, true)], 300)).toBeUndefined();
  });

  it('loads more with the next offset and appends the page without duplicates', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));
    // The platform's list shifted by one between the pages: the first row of page two repeats the last of page one.
    const gate = deferred<undefined>();
    const { read, calls } = fakeOperation('games.getHistory', async (params: PageParams & { kind: string }) => {
      if (params.offset > 0) await gate.promise;
      const start = params.offset === 0 ? 0 : params.offset - 1;
      const items = rows.slice(start, start + params.count);
      return { items, done: start + params.count >= rows.length, total: rows.length } satisfies Page<{ id: number }>;
    });
    let latest = { status: 'loading' } as PagedState<{ id: number }>;
    function View() {
      latest = usePagedRead(read, { kind: 'casino' }, { first: 10, more: 15, idOf: (row) => row.id });
      return <p data-name="v">{latest.status === 'ready' ? latest.items.map((row) => row.id).join(',') : latest.status}</p>;
    }
    render(<View />);
    await settle(5);
    expect(text('v')).toBe('1,2,3,4,5,6,7,8,9,10');
    const first = latest;
    if (first.status !== 'ready') throw new Error('expected a list');
    expect(first.done).toBe(false);
    expect(first.total).toBe(30);
    act(() => first.loadMore());
    await settle(5);
    const loading = latest;
    expect(loading.status === 'ready' && loading.more).toBe('loading');
    gate.resolve(undefined);
    await settle(5);
    expect(calls.map((call) => call.params)).toEqual([
      { kind: 'casino', offset: 0, count: 10 },
      { kind: 'casino', offset: 10, count: 15 },
    ]);
    expect(text('v')).toBe(Array.from({ length: 24 }, (_, index) => index + 1).join(','));
    const second = latest;
    expect(second.status === 'ready' && second.done).toBe(false);
  });

  it('keeps the list when a further page fails, and offers to try again', async () => {
    let failMore = true;
    const { read } = fakeOperation('jackpots.getWinners', (params: PageParams) =>
      params.offset > 0 && failMore ? Promise.reject(new Error('down')) : { items: [{ id: params.offset + 1 }], done: params.offset > 0 },
    );
    let latest = { status: 'loading' } as PagedState<{ id: number }>;
    function View() {
      latest = usePagedRead(read, {}, { first: 1, idOf: (row) => row.id });
      return <p data-name="v">{latest.status === 'ready' ? `${latest.items.length} ${latest.more}` : latest.status}</p>;
    }
    render(<View />);
    await settle(5);
    const ready = latest;
    if (ready.status !== 'ready') throw new Error('expected a list');
    act(() => ready.loadMore());
    await settle(5);
    expect(text('v')).toBe('1 failed');
    failMore = false;
    const failed = latest;
    if (failed.status !== 'ready') throw new Error('expected a list');
    act(() => failed.loadMore());
    await settle(5);
    expect(text('v')).toBe('2 idle');
    const done = latest;
    expect(done.status === 'ready' && done.done).toBe(true);
  });

  it("draws a first page the boot received in the list's first render, reads it no more, and goes on from it", async () => {
    const { read, calls } = fakeOperation('games.get', (params: PageParams & { kind: string }) => ({ items: [{ id: params.offset + 1 }], done: true }));
    const page: Page<{ id: number }> = { items: [{ id: 1 }, { id: 2 }], done: false, total: 3 };
    let signIn: (uid: number) => void = () => undefined;
    primePagedRead(read, { kind: 'hall' }, { first: 2, more: 300 }, Promise.resolve(page), { locale: 'uz', session: new Promise((resolve) => (signIn = resolve)), client });
    await settle(1);
    const drawn: string[] = [];
    let latest = { status: 'loading' } as PagedState<{ id: number }>;
    function View() {
      latest = usePagedRead(read, { kind: 'hall' }, { first: 2, more: 300, idOf: (row) => row.id });
      const shown = latest.status === 'ready' ? latest.items.map((row) => row.id).join(',') : latest.status;
      drawn.push(shown);
      return <p data-name="v">{shown}</p>;
    }
    render(<View />);
    await settle(5);
    expect(drawn[0]).toBe('1,2');
    expect(calls).toHaveLength(0);
    const ready = latest;
    if (ready.status !== 'ready') throw new Error('expected a list');
    act(() => ready.loadMore());
    await settle(5);
    expect(calls.map((call) => call.params)).toEqual([{ kind: 'hall', offset: 2, count: 300 }]);
    expect(text('v')).toBe('1,2,3');
    // Taken once: the list shown again (a later visit) reads its first page itself.
    act(() => root?.unmount());
    root = undefined;
    signIn(0);
    render(<View />);
    await settle(5);
    expect(calls.map((call) => call.params)).toEqual([
      { kind: 'hall', offset: 2, count: 300 },
      { kind: 'hall', offset: 0, count: 2 },
    ]);
  });

  it("keeps a boot's first page drawn when the session arrives after the list: the player's key shows it at once", async () => {
    const { read, calls } = fakeOperation('games.get', () => ({ items: [{ id: 9 }], done: true }));
    const page: Page<{ id: number }> = { items: [{ id: 1 }, { id: 2 }], done: true };
    let signIn: (uid: number) => void = () => undefined;
    primePagedRead(read, {}, { first: 2, more: 2 }, Promise.resolve(page), { locale: 'uz', session: new Promise((resolve) => (signIn = resolve)), client });
    await settle(1);
    const drawn: string[] = [];
    function View() {
      const state = usePagedRead(read, {}, { first: 2, idOf: (row) => row.id });
      drawn.push(state.status === 'ready' ? state.items.map((row) => row.id).join(',') : state.status);
      return <p data-name="v">{drawn[drawn.length - 1]}</p>;
    }
    const view = render(<View />);
    await settle(5);
    // The session lands once the page is painted (decision 030 point 20): the list moves to the player's key
    // in the render that settles it, and the page the boot handed over is drawn there without a skeleton in between.
    signIn(42);
    view.rerender(<View />, { session: 42 });
    await settle(5);
    expect(drawn).not.toContain('loading');
    expect(text('v')).toBe('1,2');
    expect(calls).toHaveLength(0);
  });

  it("takes a boot's first page still on its way instead of asking again, under the player's key once the session is known", async () => {
    const { read, calls } = fakeOperation('games.get', () => ({ items: [{ id: 9 }], done: true }));
    const gate = deferred<Page<{ id: number }>>();
    primePagedRead(read, {}, { first: 1, more: 1 }, gate.promise, { locale: 'ru', session: Promise.resolve(42), client });
    await settle(1);
    function View() {
      const state = usePagedRead(read, {}, { first: 1, idOf: (row) => row.id });
      return <p data-name="v">{state.status === 'ready' ? state.items.map((row) => row.id).join(',') : state.status}</p>;
    }
    render(<View />, { locale: 'ru', session: 42 });
    await settle(2);
    expect(text('v')).toBe('loading');
    gate.resolve({ items: [{ id: 1 }], done: true });
    await settle(5);
    expect(text('v')).toBe('1');
    expect(calls).toHaveLength(0);
  });

  it('shows the failure of the first page with a retry', async () => {
    let fail = true;
    const { read, calls } = fakeOperation('games.getHistory', () => (fail ? Promise.reject(new Error('down')) : { items: [{ id: 1 }], done: true }));
    let latest = { status: 'loading' } as PagedState<{ id: number }>;
    function View() {
      latest = usePagedRead(read, {}, { first: 15, idOf: (row) => row.id });
      return <p data-name="v">{latest.status}</p>;
    }
    render(<View />);
    await settle(5);
    expect(text('v')).toBe('failed');
    fail = false;
    const failed = latest;
    if (failed.status !== 'failed') throw new Error('expected the failed state');
    act(() => failed.retry());
    await settle(5);
    expect(text('v')).toBe('ready');
    expect(calls).toHaveLength(2);
  });
});

describe('streamed reads', () => {
  function streamOf(batches: (number[] | Error)[], gates: Promise<unknown>[] = []) {
    const signals: (AbortSignal | undefined)[] = [];
    const read = defineStreamRead<{ size: number }, number[]>('casino.searchCatalogue', ['games.get'], async function* (_params, { signal }) {
      signals.push(signal);
      for (const [index, batch] of batches.entries()) {
        await gates[index];
        if (batch instanceof Error) throw batch;
        yield batch;
      }
    });
    return { read, signals };
  }

  it('shows the first batch at once, joins the rest, and says when all arrived', async () => {
    const second = deferred<undefined>();
    const { read } = streamOf([[1, 2], [3]], [Promise.resolve(), second.promise]);
    function View() {
      const state = useStreamedRead(read, { size: 2 }, { initial: [] as number[], reduce: (sofar, batch) => [...sofar, ...batch] });
      return <p data-name="v">{`${state.data?.join(',') ?? 'none'} ${state.complete ? 'complete' : 'partial'}`}</p>;
    }
    render(<View />);
    await settle(5);
    expect(text('v')).toBe('1,2 partial');
    second.resolve(undefined);
    await settle(5);
    expect(text('v')).toBe('1,2,3 complete');
  });

  it('keeps what arrived when the rest fails, and a retry reads it again from the start', async () => {
    let fail = true;
    const signals: (AbortSignal | undefined)[] = [];
    const read = defineStreamRead<Record<string, never>, number[]>('casino.searchCatalogue', ['games.get'], async function* (_params, { signal }) {
      signals.push(signal);
      yield [1];
      await Promise.resolve();
      if (fail) throw new Error('down');
      yield [2];
    });
    let latest = { data: undefined, complete: false, failed: false, retry: () => undefined } as ReturnType<typeof useStreamedRead<Record<string, never>, number[], number[]>>;
    function View() {
      latest = useStreamedRead(read, {}, { initial: [] as number[], reduce: (sofar, batch) => [...sofar, ...batch] });
      return <p data-name="v">{`${latest.data?.join(',') ?? 'none'} ${latest.failed ? 'failed' : latest.complete ? 'complete' : 'partial'}`}</p>;
    }
    render(<View />);
    await settle(5);
    expect(text('v')).toBe('1 failed');
    fail = false;
    act(() => latest.retry());
    await settle(5);
    expect(text('v')).toBe('1,2 complete');
    expect(signals).toHaveLength(2);
  });

  it('cancels the stream when the popup closes', async () => {
    const never = new Promise<never>(() => undefined);
    const { read, signals } = streamOf([[1], [2]], [Promise.resolve(), never]);
    function View() {
      const state = useStreamedRead(read, { size: 1 }, { initial: [] as number[], reduce: (sofar, batch) => [...sofar, ...batch] });
      return <p data-name="v">{state.data?.join(',') ?? 'none'}</p>;
    }
    const { rerender } = render(<View />);
    await settle(5);
    expect(text('v')).toBe('1');
    rerender(<p />);
    await settle(5);
    expect(signals[0]?.aborted).toBe(true);
  });
});
