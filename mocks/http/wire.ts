/**
 * The wire contract of ARCHITECTURE.md as the sandbox speaks it: success `{"data": …}`, failure
 * `{"error": {"type", "message", "code", "error_data"}}` with the HTTP status of `ERROR_STATUS`.
 * Handlers throw `SandboxError`; the dispatcher and the global onError turn it into an answer.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, ERROR_TYPES, type ErrorType } from '../../src/api/errors.ts';

/** `error_data`: field -> message keys (ARCHITECTURE.md wire contract). Numbers travel as strings (e.g. resend_time). */
export type ErrorData = Record<string, string[]>;

export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  readonly type: ErrorType;
  readonly errorData: ErrorData;

  constructor(type: ErrorType, message: string, errorData: ErrorData = {}) {
    super(message);
    this.type = type;
    this.errorData = errorData;
  }

  get status(): number {
    return ERROR_STATUS[this.type];
  }
}

/**
 * A stable numeric code per catalogue type (the platform's own codes are not shown, SPEC §8):
 * 1000 + the type's position in the catalogue.
 */
export function errorCode(type: ErrorType): number {
  return 1000 + ERROR_TYPES.indexOf(type);
}

export interface ErrorBody {
  error: { type: ErrorType; message: string; code: number; error_data: ErrorData };
}

export function errorBody(error: SandboxError): ErrorBody {
  return { error: { type: error.type, message: error.message, code: errorCode(error.type), error_data: error.errorData } };
}

export function errorResponse(c: Context, error: SandboxError): Response {
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}

/** Shorthands for the errors handlers throw most. */
export const fail = {
  invalidParameter: (errorData: ErrorData, message = 'Invalid parameters'): SandboxError =>
    new SandboxError('InvalidParameterException', message, errorData),
  invalidRequest: (message: string): SandboxError => new SandboxError('InvalidRequestException', message),
  unauthorized: (message = 'Authorization required'): SandboxError => new SandboxError('AuthorizationException', message),
  methodNotFound: (operation: string): SandboxError => new SandboxError('MethodNotFoundException', `Method not found: ${operation}`),
};

/**
 * The global error handler: catalogue errors as they are; framework refusals (4xx) as
 * InvalidRequestException; anything else as InternalServerErrorException, never with a stack on the wire.
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof SandboxError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return errorResponse(c, fail.invalidRequest(error.status === 413 ? 'Request body is too large' : 'Bad request'));
  }
  // The operator sees the cause in the log; the player gets the catalogue type only.
  console.error('[sandbox] unexpected error', error);
  return errorResponse(c, new SandboxError('InternalServerErrorException', 'Internal server error'));
}
