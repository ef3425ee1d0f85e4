/**
 * The one primitive for server data (decision 008): TanStack Query v5 under a small typed surface.
 *
 * - A read is an API operation (`src/api/<namespace>.ts`) or a read made of several, declared with `defineRead`.
 * - Reads are keyed by `[operation name, params, locale, session]`, so equal reads are deduplicated and cached together.
 *   The locale is part of the key because every call carries it and the answers are localised (game names,
 *   banners, CMS pages): a language change reads everything again in the new language (SPEC §4). Reads whose
 *   answer does not depend on the language (a profile form being edited) opt out with `localised: false`.
 * - The AbortSignal TanStack hands to each read reaches `fetch`: a read nobody watches any more is cancelled.
 * - Retries stay in the API client (GET once, POST never, ARCHITECTURE.md "Retries"): the library never retries.
 * - "Load more" appends pages and drops items already listed by id (SPEC §4 history tabs): paged-reads.ts, beside this
 *   module (and the streamed read in streamed-reads.ts), so that the first screen, which makes neither, does not carry
 *   TanStack's infinite and streamed queries (decision 007).
 * - A change invalidates what it affects by operation name. The signed-in player (uid, 0 for a guest) is part of
 *   every key, so after login, registration or logout every read on screen is a new read for the new session
 *   (SPEC §4 "initial data is refetched") and one player's answers can never show to the next.
 *   Keying instead of invalidating matters: an invalidation after the session changed would cancel and resend the
 *   reads the new screen had just started.
 */
import {
  QueryClient,
  QueryClientProvider,
  hashKey,
  keepPreviousData,
  useQuery,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { createContext, createElement, useContext, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { currentApiLocale } from '../api/client.ts';
import type { SPEC_OPERATIONS } from '../api/index-of-operations.ts';

/** A platform operation as SPEC §7 spells it: invalidating a misspelt name does not compile. */
export type OperationName = (typeof SPEC_OPERATIONS)[number]['name'];

export interface ReadOptions {
  signal?: AbortSignal;
  /** The locale the read's key names (CMS reads send it; API calls carry the client's own, the same one). */
  locale?: string;
}

/** What a read declared with `defineRead` receives: the locale is always known there. */
export interface DefinedReadOptions {
  signal?: AbortSignal;
  locale: string;
}

/** Anything the primitive can read: every `defineOperation` result is one, and `defineRead` makes others. */
export interface Read<P, T> {
  (params: P, options?: ReadOptions): Promise<T>;
  readonly spec: {
    /** The key's first part, and the name `invalidateReads` matches. */
    readonly operation: string;
    /** For a read made of several: the platform operations it calls, so invalidating any of them reaches it. */
    readonly operations?: readonly string[];
  };
}

/**
 * Declares a read made of several calls or with a shaping step (a page of tiles, a lobby leaderboard). `operations`
 * names the platform operations it calls: `invalidateReads('leaderboard.get')` then reaches this read too.
 */
export function defineRead<P, T>(
  operation: string,
  operations: readonly string[],
  run: (params: P, options: DefinedReadOptions) => Promise<T>,
): Read<P, T> {
  const read = (params: P, options: ReadOptions = {}) => run(params, { ...options, locale: options.locale ?? currentApiLocale() });
  return Object.assign(read, { spec: { operation, operations } });
}

export interface ReadSettings {
  /** False: not read yet (a rail below the fold, a popup that needs a sign-in); the state stays `loading`. */
  enabled?: boolean;
  /** False for answers that do not depend on the language; their key leaves the locale out. */
  localised?: boolean;
  /**
   * While new params are read, keep showing the previous params' answer instead of a skeleton (favourites after a
   * like: the list stays and the unliked game simply goes).
   */
  keepPrevious?: boolean;
  /**
   * An answer younger than this (ms) is shown without asking again when another component mounts the same read
   * (default: asked again at every mount). For the player's own facts that every list shows (likes, free spins,
   * general info): one read for the page, not one per rail (decision 030). A change still reads them again at once
   * through `invalidateReads`.
   */
  maxAgeMs?: number;
}

/** How long the player's own facts shown by many parts of a page count as fresh (decision 030). */
export const SHARED_FRESH_MS = 60_000;

/** What a page shows for one read: a skeleton, a failure with a retry, or the data. */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; /** A newer answer is on its way (after an invalidation); the data stays shown. */ refreshing: boolean };

export function createServerDataClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already retries a GET once (ARCHITECTURE.md): a second layer would multiply requests.
        retry: false,
        // Reads run even when the browser says it is offline, so an offline page fails with its retry button
        // (SPEC §8) instead of waiting without end, as TanStack's default 'online' mode would.
        networkMode: 'always',
        // Switching apps in Telegram fires focus events all the time; data is refetched by invalidation instead.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one client. Tests make their own with `createServerDataClient`. */
export const queryClient = createServerDataClient();

const LocaleKey = createContext<string>('');
const SessionKey = createContext<number>(0);

/**
 * Who is signed in now (0 for a guest), set by ServerData in its render: the session of reads made outside components
 * (fetchRead). The rendered one (SessionKey) follows it a deferred render late after a sign-in (ServerData).
 */
let currentSession = 0;

export function keyOf(operation: string, params: unknown, locale: string | null, session: number): QueryKey {
  return [operation, params ?? {}, locale, session];
}

export function metaOf(read: Pick<Read<never, unknown>, 'spec'>): { operations: readonly string[] } {
  return { operations: read.spec.operations ?? [] };
}

/**
 * The locale and session every read's key names, as rendered (paged-reads.ts builds its keys the same way), and whether
 * that session is the one signed in now. It is not only in the render that draws what follows the store at a sign-in
 * before the page's reads move to the player's key (ServerData): a read in that render stays unsent, as the guest's
 * read would go out with the player's cookie and be made again under the player's key a moment later.
 */
export function useReadScope(): { locale: string; session: number; current: boolean } {
  const session = useContext(SessionKey);
  return { locale: useContext(LocaleKey), session, current: session === currentSession };
}

/** Reads one operation with `params`; the same read on several components is one request. */
export function useRead<P, T>(read: Read<P, T>, params: P, settings: ReadSettings = {}): ReadState<T> {
  const { locale, session, current } = useReadScope();
  const queryKey = keyOf(read.spec.operation, params, settings.localised === false ? null : locale, session);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => read(params, { signal, locale }),
    meta: metaOf(read),
    enabled: (settings.enabled ?? true) && current,
    ...(settings.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(settings.maxAgeMs === undefined ? {} : { staleTime: settings.maxAgeMs }),
  });
  const { refetch } = query;
  // Decision 030: an answer that arrives is drawn in a deferred render, which React splits into short tasks; TanStack's
  // store update alone re-renders every reader synchronously, in one task however large the part that shows it. Only
  // for the same read: when the key changes (another session, another language) the new key's state shows at once, so
  // one player's answer never stands in for the next one's.
  const hash = hashKey(queryKey);
  const deferred = useDeferredValue(query.data);
  const data = useDeferredValue(hash) === hash ? deferred : query.data;
  // Data once read stays shown even when a later refetch fails (SPEC §8: most failures leave what is there).
  if (data !== undefined) return { status: 'ready', data, refreshing: query.isFetching };
  // A retry shows the skeleton again, as a first load does (DESIGN.md: one state at a time).
  if (query.status === 'error' && !query.isFetching) return { status: 'failed', error: query.error, retry: () => void refetch() };
  return { status: 'loading' };
}

/** One page of a paged list: its items, whether it was the last, and the total when the platform tells it. */
export interface Page<T> {
  items: T[];
  done: boolean;
  total?: number | undefined;
}

/** Where a page starts and how many items it asks for. */
export interface PageParams {
  offset: number;
  count: number;
}

/** A read that arrives in chunks (the search popup's whole catalogue, page batch after page batch). */
export interface StreamRead<P, C> {
  (params: P, options?: ReadOptions): AsyncIterable<C>;
  readonly spec: Read<P, C>['spec'];
}

export function defineStreamRead<P, C>(
  operation: string,
  operations: readonly string[],
  run: (params: P, options: DefinedReadOptions) => AsyncIterable<C>,
): StreamRead<P, C> {
  const read = (params: P, options: ReadOptions = {}) => run(params, { ...options, locale: options.locale ?? currentApiLocale() });
  return Object.assign(read, { spec: { operation, operations } });
}

/**
 * Reads once outside a component (a popup's queue, the session's life), sharing the cache and the dedupe with the
 * hooks. An answer younger than `maxAgeMs` is taken from the cache without a request (default: always read).
 */
export function fetchRead<P, T>(
  read: Read<P, T>,
  params: P,
  settings: { localised?: boolean; maxAgeMs?: number; client?: QueryClient } = {},
): Promise<T> {
  const client = settings.client ?? queryClient;
  const locale = currentApiLocale();
  return client.query({
    queryKey: keyOf(read.spec.operation, params, settings.localised === false ? null : locale, currentSession),
    queryFn: ({ signal }) => read(params, { signal, locale }),
    meta: metaOf(read),
    staleTime: settings.maxAgeMs ?? 0,
  });
}

/** How long an answer the boot put in place counts as fresh: a screen shown within it does not read it again. */
export const BOOT_FRESH_MS = 30_000;

/** Where a first-screen answer is filed: the locale of the page and the session the boot settled on. */
export interface PrimeScope {
  locale: string;
  session: number;
  /** An answer kept from an earlier start (ms): shown at once and read again when shown (`refreshing`). */
  storedAt?: number;
}

/**
 * Puts a first-screen answer (inlined in the page, kept in storage, or a request started at boot) in the
 * cache under the key the screen's useRead will use, before the screen renders. A fresh answer is not read again
 * when shown within BOOT_FRESH_MS; a stored one is shown and read again (stale-while-revalidate).
 * Only for answers that are the same for every player (banners, the catalogue): they may start before the session
 * is known, so they are filed under a guest's key at once and under the session the boot settles on once known.
 */
export function primeRead<P, T>(read: Read<P, T>, params: P, data: T | Promise<T>, scope: PrimeScope, client: QueryClient = queryClient): void {
  const queryKey = keyOf(read.spec.operation, params, scope.locale, scope.session);
  if (scope.storedAt === undefined) client.setQueryDefaults(queryKey, { staleTime: BOOT_FRESH_MS });
  if (data instanceof Promise) client.query({ queryKey, queryFn: () => data, meta: metaOf(read) }).catch(() => undefined);
  else client.setQueryData(queryKey, data, { updatedAt: scope.storedAt ?? Date.now() });
}

/** The boot's filings waiting for the player's key, per client; `settled` once the boot's session is known. */
interface BootFilings {
  waiting: Array<(session: number) => void>;
  settled?: number;
}

const bootFilings = new WeakMap<QueryClient, BootFilings>();

function filingsOf(client: QueryClient): BootFilings {
  let filings = bootFilings.get(client);
  if (!filings) bootFilings.set(client, (filings = { waiting: [] }));
  return filings;
}

/** The boot's session is known (a guest: 0): what waits is filed under the player's key, and later filings go there at once. */
function settleBootSession(client: QueryClient, session: number): void {
  const filings = filingsOf(client);
  if (filings.settled !== undefined) return;
  filings.settled = session;
  const waiting = filings.waiting.splice(0);
  if (session !== 0) for (const file of waiting) file(session);
}

/**
 * Files a first-screen answer under a guest's key at once (the first screen may render before the session answers)
 * and under the player's once the boot's session is known (decision 030). The page moves to the player's key a few
 * microtasks before the boot's session promise settles: ServerData therefore settles it in the render that makes the
 * move, so no read on the page finds that key empty and reads again. Only the boot's own session: a later sign-in
 * reads everything afresh (SPEC §4).
 */
export function fileUnderSession(session: Promise<number>, file: (session: number) => void, client: QueryClient = queryClient): void {
  file(0);
  const filings = filingsOf(client);
  if (filings.settled !== undefined) {
    if (filings.settled !== 0) file(filings.settled);
    return;
  }
  filings.waiting.push(file);
  void session.then((uid) => settleBootSession(client, uid));
}

/**
 * Files an answer a first screen shows (inlined in the page, kept in storage) under the boot's session, as
 * fileUnderSession does: fresh, or, with `storedAt`, as kept then and read again when shown (primeRead).
 */
export function fileBootAnswer<P, T>(read: Read<P, T>, params: P, data: T, boot: { locale: string; session: Promise<number> }, storedAt?: number, client: QueryClient = queryClient): void {
  fileUnderSession(boot.session, (session) => primeRead(read, params, data, { locale: boot.locale, session, ...(storedAt === undefined ? {} : { storedAt }) }, client), client);
}

/** Starts a first-screen read now (at boot, beside the CMS boot) and files it once the session is known. */
export function startRead<P, T>(read: Read<P, T>, params: P, locale: string, session: Promise<number>, client: QueryClient = queryClient): Promise<T> {
  const answer = read(params, { locale });
  fileUnderSession(session, (uid) => primeRead(read, params, answer, { locale, session: uid }, client), client);
  return answer;
}

function touches(query: Query, operations: ReadonlySet<string>): boolean {
  const [name] = query.queryKey;
  if (typeof name === 'string' && operations.has(name)) return true;
  const listed = (query.meta as { operations?: readonly string[] } | undefined)?.operations ?? [];
  return listed.some((operation) => operations.has(operation));
}

/**
 * After a change: every read of these operations (and every read declared as calling them) is stale; those on
 * screen are read again at once, the others when they are next shown. Resolves when the shown ones have answered.
 */
export function invalidateReads(operations: readonly (OperationName | Pick<Read<never, unknown>, 'spec'>)[], client: QueryClient = queryClient): Promise<void> {
  const names = new Set<string>(operations.map((operation) => (typeof operation === 'string' ? operation : operation.spec.operation)));
  return client.invalidateQueries({ predicate: (query) => touches(query, names) });
}

function sameRead(read: Pick<Read<never, unknown>, 'spec'>, params: unknown): (query: Query) => boolean {
  const wanted = hashKey([params ?? {}]);
  return (query) => query.queryKey[0] === read.spec.operation && hashKey([query.queryKey[1]]) === wanted;
}

/**
 * Puts a known answer in place for the reads with these params, in every locale: the platform answered a change
 * with the new value, or the screen shows a change before the platform confirms it (a heart).
 */
export function setReadData<P, T>(
  read: Read<P, T>,
  params: P,
  data: T | ((previous: T | undefined) => T | undefined),
  client: QueryClient = queryClient,
): void {
  client.setQueriesData<T>({ predicate: sameRead(read, params) }, data);
}

/** Stops the reads of these params that are on their way, so an older answer cannot overwrite a change shown early. */
export function cancelRead<P, T>(read: Read<P, T>, params: P, client: QueryClient = queryClient): Promise<void> {
  return client.cancelQueries({ predicate: sameRead(read, params) });
}

/**
 * SPEC §4: after login, registration and logout the initial data is refetched. The new session's reads have keys
 * of their own (see keyOf); this forgets every answer of other sessions that nothing shows any more.
 */
export function forgetOtherSessions(session: number, client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[3] !== session && query.getObserversCount() === 0 });
}

export interface ServerDataProps {
  /** The page's locale: part of every localised read's key. */
  locale: string;
  /** Who is signed in (0 for a guest): a change refetches everything. */
  session: number;
  client?: QueryClient;
  children: ReactNode;
}

/** Mounted once by the app (src/app/app.tsx). */
export function ServerData({ locale, session, client = queryClient, children }: ServerDataProps) {
  // Set during render, before any child's effect can call fetchRead for the new session.
  currentSession = session;
  // The boot's first-screen answers are under the player's key before any child reads it (fileUnderSession).
  if (session !== 0) settleBootSession(client, session);
  // Decision 030 point 21: a guest's page becoming a player's (the sign-in at start in Telegram, a login) moves its reads
  // to the player's key in a deferred render, which React splits into short tasks; what follows the store (the header's
  // balance) is drawn at once. A sign-out or another player moves at once: one player's answers never stand, even for a
  // render, on the next one's page.
  // 0 while a guest's page waits for its deferred render, else the session now (a guest: 0).
  const deferred = useDeferredValue(session);
  const rendered = session && deferred && session;
  const previous = useRef(rendered);
  useEffect(() => {
    if (previous.current === rendered) return;
    previous.current = rendered;
    // After the children have moved to the new session's keys, the old answers have no observers left.
    forgetOtherSessions(rendered, client);
  }, [rendered, client]);
  return createElement(
    QueryClientProvider,
    { client },
    createElement(SessionKey.Provider, { value: rendered }, createElement(LocaleKey.Provider, { value: locale }, children)),
  );
}

export type { QueryClient };
