/**
 * Test-mode forced failures (`POST /__sandbox/failure`, JSON): makes the platform API answer one catalogue error,
 * so that the app's answers to errors the sandbox has no other way to produce (SPEC §8: ApplicationDisabledException
 * and ApplicationUnavailableException give the maintenance page, AccessDeniedException the forbidden page, a deleted
 * account the user-blocked page) can be walked and tested.
 * - `{"type": "<catalogue type>"}` — every /api/ call answers that type with its status (ARCHITECTURE.md's table);
 * - `{"type": "…", "operations": ["account.getInfo", …]}` — only those operations (names matched case-insensitively);
 * - `{"type": null}` — back to normal; `POST /__sandbox/reset` also clears it.
 * The CMS, the sandbox's third parties and these test routes are not affected.
 */
import { Hono } from 'hono';
import { ERROR_TYPES, isErrorType, type ErrorType } from '../src/api/errors.ts';
import { SandboxError } from './http/wire.ts';

export interface ForcedFailure {
  type: ErrorType;
  /** Lower-case operation names, or null for every operation. */
  operations: readonly string[] | null;
}

/** The forced failure's error for this operation, or undefined when it answers normally. */
export function forcedError(failure: ForcedFailure | undefined, operation: string): SandboxError | undefined {
  if (!failure) return undefined;
  if (failure.operations !== null && !failure.operations.includes(operation.toLowerCase())) return undefined;
  return new SandboxError(failure.type, `Sandbox test mode: ${failure.type}`);
}

const OPERATION = /^[A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/;

function refuse(message: string): Response {
  return Response.json({ error: { type: 'InvalidParameterException', message } }, { status: 422 });
}

export function sandboxFailureRoutes(state: { settings: { failure: ForcedFailure | undefined } }): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || !('type' in body)) return refuse('type: a catalogue type or null');
    if (body.type === null) {
      state.settings.failure = undefined;
      return c.json({ data: null });
    }
    if (!isErrorType(body.type)) return refuse(`type: one of ${ERROR_TYPES.join(', ')} or null`);
    const operations = 'operations' in body ? body.operations : undefined;
    if (operations !== undefined && (!Array.isArray(operations) || operations.length === 0 || operations.length > 50 || !operations.every((name) => typeof name === 'string' && OPERATION.test(name)))) {
      return refuse('operations: 1-50 operation names such as account.getInfo');
    }
    const failure: ForcedFailure = { type: body.type, operations: operations === undefined ? null : (operations as string[]).map((name) => name.toLowerCase()) };
    // Settings are replaced on reset, so the state is read on each request, not kept here.
    state.settings.failure = failure;
    return c.json({ data: failure });
  });
  return app;
}
