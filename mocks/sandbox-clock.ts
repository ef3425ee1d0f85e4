/**
 * The one sandbox clock (ARCHITECTURE.md: pending payments, settlement, cashback weeks, tournament ends and limit
 * cooling all read it). It runs with its base clock (the wall clock, or a test's TestClock) plus an offset that
 * test mode moves forward: `POST /__sandbox/clock` with JSON `{"advance_seconds": N}`; `POST /__sandbox/reset`
 * sets the offset back to zero. Time never goes backwards.
 */
import { Hono } from 'hono';
import { errorResponse, fail } from './http/wire.ts';

/** At most a year per call: enough for any limit or cashback week, small enough to catch a unit mistake. */
export const MAX_ADVANCE_SECONDS = 366 * 24 * 60 * 60;

export interface SandboxClock {
  /** Unix milliseconds of the sandbox. */
  readonly now: () => number;
  advance(seconds: number): void;
  reset(): void;
  /** Milliseconds the clock runs ahead of its base. */
  readonly offsetMs: () => number;
}

export function createSandboxClock(base: () => number): SandboxClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(seconds) {
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) throw new RangeError(`advance_seconds must be a whole number from 0 to ${MAX_ADVANCE_SECONDS}`);
      offset += seconds * 1000;
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

function clockOut(clock: SandboxClock): { now: number; now_iso: string; offset_seconds: number } {
  const now = clock.now();
  return { now: Math.floor(now / 1000), now_iso: new Date(now).toISOString(), offset_seconds: clock.offsetMs() / 1000 };
}

/** Test-mode routes under /__sandbox/clock. */
export function sandboxClockRoutes(clock: SandboxClock): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ data: clockOut(clock) }));
  app.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const seconds = typeof body === 'object' && body !== null && 'advance_seconds' in body ? body.advance_seconds : undefined;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) {
      return errorResponse(c, fail.invalidParameter({ advance_seconds: ['INVALID'] }, `advance_seconds: a whole number from 0 to ${MAX_ADVANCE_SECONDS}`));
    }
    clock.advance(seconds);
    return c.json({ data: clockOut(clock) });
  });
  return app;
}
