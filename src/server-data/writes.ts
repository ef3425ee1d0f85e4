/**
 * The one primitive for changes (decision 008, ARCHITECTURE.md "Server data"), beside `useRead`: TanStack Query's
 * mutation under a small typed surface, so that no page writes busy flags, try/catch or invalidation by hand.
 *
 * - Busy while the request runs; a second press meanwhile sends nothing (a double tap is one request).
 * - The failure comes back in words: the caller's `fail` names it (or places it under a field itself and answers
 *   null); without one, the general sentence for no connection, a platform fault or anything else (SPEC §8).
 * - What the change makes stale is named by operation (`invalidates`) and read again before `done` runs, so the
 *   screen the player returns to already shows the change.
 * - A money write (`money`) carries an Idempotency-Key made when the player confirms, and the same key again when the
 *   same input is sent after no answer, until the platform answers (ARCHITECTURE.md "Retries": money moves once).
 *   The cashier keeps its keys across reloads itself (src/features/cashier/payment/attempt.ts) and passes them in.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../api/errors.ts';
import { newIdempotencyKey } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { invalidateReads, type OperationName, type Read } from './reads.ts';
// generalFailure's last sentence is in the auth section, which the first screen does not carry (src/i18n/texts/).
import '../i18n/texts/auth.ts';

/** The sentence for a failure nobody named: no connection, a platform fault, or a refusal without words of its own. */
export function generalFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return t('errors.network');
  if (isApiError(error) && error.status >= 500) return t('errors.server');
  return t('auth.errors.generic');
}

export interface WriteOptions<I, T> {
  /** The request. `key` is the Idempotency-Key of a money write (undefined otherwise). */
  run: (input: I, key: string | undefined) => Promise<T>;
  /** The form's own check, before anything is sent (SPEC §5: an invalid form sends nothing). */
  validate?: () => boolean;
  /** Reads the change makes stale, by operation name; read again before `done`. */
  invalidates?: readonly (OperationName | Pick<Read<never, unknown>, 'spec'>)[];
  /** Moves money: one Idempotency-Key per confirmed input, kept until the platform answers. */
  money?: boolean;
  /** The failure in words; null when the caller placed it itself (under a field, in a popup). */
  fail?: (error: unknown) => string | null;
  /** After the platform said yes and the stale reads answered; a string is the sentence to show. */
  done?: (result: T, input: I) => string | undefined | Promise<string | undefined>;
}

/** A write whose input is the form itself is run with no argument. */
export type WriteArgs<I> = [I] extends [undefined] ? [input?: I] : [input: I];

export interface Write<I, T> {
  busy: boolean;
  /** The last failure in words, or null. */
  error: string | null;
  /** The last success's sentence, or null. */
  ok: string | null;
  /** Sends `input` (unless a send is under way or `validate` says no); resolves with the answer, or undefined. */
  run: (...args: WriteArgs<I>) => Promise<T | undefined>;
  /** For `<form onSubmit>` of a write whose input is the form itself. */
  submit: (event?: FormEvent) => void;
  setError: (text: string | null) => void;
  setOk: (text: string | null) => void;
  /** Forgets the sentences (a field edited after a failure). */
  reset: () => void;
}

export function useWrite<I = undefined, T = unknown>(options: WriteOptions<I, T>): Write<I, T> {
  const latest = useRef(options);
  latest.current = options;
  const pending = useRef<{ input: string; key: string } | null>(null);
  const running = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  // Busy lasts until the stale reads have answered and `done` ran, not only while the request is out.
  const [settling, setSettling] = useState(false);
  const client = useQueryClient();

  const mutation = useMutation<T, unknown, { input: I; key: string | undefined }>({
    mutationFn: ({ input, key }) => latest.current.run(input, key),
    // Retries live in the API client (ARCHITECTURE.md "Retries"): a POST is never sent again by itself.
    retry: false,
  });

  async function run(...args: WriteArgs<I>): Promise<T | undefined> {
    const input = args[0] as I;
    const current = latest.current;
    if (running.current) return undefined;
    setError(null);
    setOk(null);
    if (current.validate && !current.validate()) return undefined;
    running.current = true;
    setSettling(true);
    const key = current.money ? keyFor(input) : undefined;
    try {
      const result = await mutation.mutateAsync({ input, key });
      pending.current = null;
      if (current.invalidates?.length) await invalidateReads(current.invalidates, client);
      const sentence = await current.done?.(result, input);
      if (typeof sentence === 'string') setOk(sentence);
      return result;
    } catch (failure) {
      // An answer, even a refusal, ends the payment: the next confirm is a new one. No answer keeps the key.
      if (!(isApiError(failure) && failure.kind === 'network')) pending.current = null;
      const text = current.fail ? current.fail(failure) : generalFailure(failure);
      if (text !== null) setError(text);
      return undefined;
    } finally {
      running.current = false;
      setSettling(false);
    }
  }

  function keyFor(input: I): string {
    const fingerprint = JSON.stringify(input ?? null);
    if (pending.current?.input !== fingerprint) pending.current = { input: fingerprint, key: newIdempotencyKey() };
    return pending.current.key;
  }

  return {
    busy: settling || mutation.isPending,
    error,
    ok,
    run,
    submit: (event) => {
      event?.preventDefault();
      void run(...([] as unknown as WriteArgs<I>));
    },
    setError,
    setOk,
    reset: () => {
      setError(null);
      setOk(null);
    },
  };
}
