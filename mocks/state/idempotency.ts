/**
 * Answers of money-moving operations by Idempotency-Key (ARCHITECTURE.md "Retries"; decision 023), as Stripe keeps
 * them: a replay with the same parameters answers the first result; the same key with other parameters is a
 * conflict, never the first result for a different request. The store is bounded: a key is kept
 * IDEMPOTENCY_TTL_MS of sandbox time, and at most MAX_IDEMPOTENCY_KEYS keys are kept (the oldest give way).
 */
import { createHash } from 'node:crypto';

/** Stripe keeps a key 24 hours; a retry comes within minutes (the app drops an unanswered attempt after 30). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Far above what players retry within a day on one sandbox; bounds memory under a flood of new keys. */
export const MAX_IDEMPOTENCY_KEYS = 10_000;

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface Kept {
  readonly fingerprint: string;
  readonly answer: StoredAnswer;
  readonly at: number;
}

interface Running {
  readonly fingerprint: string;
  readonly answer: Promise<StoredAnswer>;
}

/** What makes two requests the same request: every parameter, by name, order aside. */
export function fingerprintOf(params: Readonly<Record<string, string>>): string {
  const entries = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

export type Lookup = { kind: 'new' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'running'; answer: Promise<StoredAnswer> } | { kind: 'conflict' };

export class IdempotencyStore {
  private readonly kept = new Map<string, Kept>();
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly ttlMs: number = IDEMPOTENCY_TTL_MS,
    private readonly max: number = MAX_IDEMPOTENCY_KEYS,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  /** What a request with this slot (account, operation, key) and fingerprint gets. */
  lookup(slot: string, fingerprint: string, now: number): Lookup {
    this.sweep(now);
    const kept = this.kept.get(slot);
    if (kept) return kept.fingerprint === fingerprint ? { kind: 'replay', answer: kept.answer } : { kind: 'conflict' };
    const running = this.running.get(slot);
    if (running) return running.fingerprint === fingerprint ? { kind: 'running', answer: running.answer } : { kind: 'conflict' };
    return { kind: 'new' };
  }

  /** A first request is running: a double tap in flight waits for it (lookup answers `running`). */
  start(slot: string, fingerprint: string, answer: Promise<StoredAnswer>): void {
    this.running.set(slot, { fingerprint, answer });
  }

  /** The first request answered: kept for replays, within the bounds. */
  finish(slot: string, fingerprint: string, answer: StoredAnswer, now: number): void {
    this.running.delete(slot);
    this.sweep(now);
    while (this.kept.size >= this.max) {
      const oldest = this.kept.keys().next();
      if (oldest.done === true) break;
      this.kept.delete(oldest.value);
    }
    this.kept.set(slot, { fingerprint, answer, at: now });
  }

  /** The first request failed without an answer (a crash): nothing is kept, a retry runs again. */
  abandon(slot: string): void {
    this.running.delete(slot);
  }

  /** Forgets keys older than the TTL (Map order is insertion order: the oldest come first). */
  private sweep(now: number): void {
    for (const [slot, kept] of this.kept) {
      if (kept.at + this.ttlMs > now) break;
      this.kept.delete(slot);
    }
  }
}
