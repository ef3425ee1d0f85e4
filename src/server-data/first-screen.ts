/**
 * The first screen's reads (decision 015), started at boot beside the CMS boot instead of after the first render:
 *
 * 1. an answer the page carries (the server inlined it, src/lib/boot-data.ts) is checked with the operation's schema,
 *    like any answer, and used as it is (read again, as in 2, when the page is one the service worker kept);
 * 2. otherwise an answer kept from the last start (local storage) is checked the same way, shown at once and read
 *    again when the screen shows it (stale-while-revalidate: the screen's `refreshing`);
 * 3. otherwise the request starts now.
 * Whatever does not fit its schema is set aside (logged) and read from the network. Every answer the network gives
 * for these reads afterwards is kept for the next start.
 *
 * Only for operations whose answer is the same for every player (banners, the catalogue's categories): see primeRead.
 * The player's money is never among them: it comes with the session (src/stores/session-store.ts).
 */
import { number, record, string, type, unknown } from 'superstruct';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/device-storage.ts';
import { bootDataKeptAt, checkedAnswer, inlinedAnswer } from '../lib/boot-data.ts';
import { nextTask } from '../lib/next-task.ts';
import type { Operation, Params } from '../api/client.ts';
import { fileBootAnswer, keyOf, queryClient, startRead, type QueryClient } from './reads.ts';

/** What src/main.tsx hands a route's first-screen reads (src/app/boot/first-screens.ts). */
export interface FirstScreenBoot {
  /** The page's locale, settled before any call. */
  locale: string;
  /** The session's uid (0 for a guest) once the boot knows it. */
  session: Promise<number>;
  /** The CMS boot has filled the store (from the page, storage or network). */
  cms: Promise<unknown>;
  /**
   * Each first-screen read's filing, added when the read starts: a page drawn before the session (src/main.tsx) waits
   * for them, so that it finds its reads filed instead of reading them again (decision 030).
   */
  filings?: Promise<unknown>[];
}

const Kept = type({ locale: string(), at: number(), answers: record(string(), unknown()) });
type Kept = { locale: string; at: number; answers: Record<string, unknown> };

/** Keeps an answer (as the wire body `{data}`, checked again when read back) for the next start in this locale. */
function keep(operation: string, locale: string, data: unknown): void {
  const kept = readStored(STORAGE_KEYS.firstScreen, Kept);
  const answers = kept?.locale === locale ? kept.answers : {};
  writeStored(STORAGE_KEYS.firstScreen, { locale, at: Date.now(), answers: { ...answers, [operation]: { data } } } satisfies Kept);
}

/**
 * Starts one first-screen read as described above; resolves with the answer the screen shows first (undefined on a
 * failure). The read is filed where the page reads it a task later (`boot.filings` is told when): a page drawn before
 * that would read it again.
 */
export function bootRead<P extends Params, T>(operation: Operation<P, T>, params: P, boot: FirstScreenBoot, client: QueryClient = queryClient): Promise<T | undefined> {
  // Each read's check and filing in a task of its own (decision 030): together they were a long task of the start.
  const filed = nextTask().then(() => fileRead(operation, params, boot, client));
  boot.filings?.push(filed);
  return filed.then(({ shown }) => shown);
}

function fileRead<P extends Params, T>(operation: Operation<P, T>, params: P, boot: FirstScreenBoot, client: QueryClient): { shown: Promise<T | undefined> } {
  const name = operation.spec.operation;
  const { locale } = boot;
  // Every network answer of this read (these params, this locale, any session) is kept for the next start.
  const wanted = JSON.stringify(keyOf(name, params, locale, 0).slice(0, 3));
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (JSON.stringify((event.query.queryKey as readonly unknown[]).slice(0, 3)) === wanted) keep(name, locale, event.action.data);
  });
  const file = (data: T, storedAt?: number) => {
    fileBootAnswer(operation, params, data, boot, storedAt, client);
    return { shown: Promise.resolve(data) };
  };
  const inlined = inlinedAnswer(operation, locale);
  if (inlined !== undefined) {
    keep(name, locale, inlined);
    // A page the service worker kept from an earlier start: shown, and read again like an answer from storage.
    return file(inlined, bootDataKeptAt());
  }
  const kept = readStored(STORAGE_KEYS.firstScreen, Kept);
  const stored = kept?.locale === locale ? checkedAnswer(operation, kept.answers[name], 'storage') : undefined;
  if (kept && stored !== undefined) return file(stored, kept.at);
  return { shown: startRead(operation, params, locale, boot.session, client).catch(() => undefined) };
}
