/**
 * The one HTTP client for the platform API (ARCHITECTURE.md, "Wire contract").
 *
 * - URL `/api/{operation}`, query `v=2.34`, `locale`, and `non_strict=1` inside a frame.
 * - Null/undefined parameters dropped, arrays comma-joined, objects sent as JSON strings.
 * - GET carries parameters in the query; POST as a multipart/form-data body
 *   (SPEC §3: declared form fields default to '' for `text`, null for the others).
 * - GET retried once on 408/409/425/429/500/502/503/504 or a network error; POST never.
 * - Money-moving POSTs carry an `Idempotency-Key` header.
 * - A call refused as a guest's (AuthorizationException) after a sign-in or password change answered while it travelled
 *   is sent once more: it carried the session that change ended (decision 024), not a sign that the player's ended.
 * - Every answer validated with superstruct where it enters the app; extra fields tolerated.
 *
 * No UI here: every failure becomes an ApiError and the app layer decides what to show.
 */
import { StructError, create, type Struct } from 'superstruct';
import { ApiError, isErrorType } from './errors.ts';

export const API_VERSION = '2.34';
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type Method = 'GET' | 'POST';
export type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[] | object;
export type Params = Record<string, ParamValue>;

type ReadonlyArrays<T> = T extends readonly (infer U)[] ? readonly ReadonlyArrays<U>[] : T extends object ? { [K in keyof T]: ReadonlyArrays<T[K]> } : T;

/**
 * The params type of a request schema a declaration exports where the sandbox checks requests with it (decision 031):
 * one declaration for both sides. Arrays are read-only, since the app passes its constants `as const`.
 */
export type RequestParams<S> = S extends Struct<infer T, infer _Schema> ? ReadonlyArrays<T> : never;

export interface TransportRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: FormData;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
}

/** Sends one request. Throws only for network failures (no HTTP answer). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface ApiConfig {
  /** Origin prefix; '' means the app's own origin. */
  baseUrl: string;
  locale: () => string;
  /** True when the app runs inside a frame (Telegram web, a native shell's frame). */
  inFrame: () => boolean;
  transport: Transport;
  /** Creates Idempotency-Key values. */
  newKey: () => string;
  /** Called for every failure before it is thrown (logging, analytics). */
  onError?: (error: ApiError) => void;
}

/**
 * A transport over any fetch-like function (the browser's fetch, the sandbox's in-process app): 4xx/5xx are answers,
 * not transport failures, their bodies read like any other, as JSON (undefined when a body is not JSON); only a
 * network failure (or an abort) rejects. The one reader of answers for the API, the CMS and the sandbox's tests.
 */
export function transportOver(send: (url: string, init: RequestInit) => Promise<Response>): Transport {
  return async (request) => {
    const response = await send(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    return { status: response.status, body: parseJson(await response.text()) };
  };
}

/**
 * The default transport: fetch with same-origin credentials (fetch's default), never 'include', so a cross-origin
 * baseUrl cannot receive the player's cookies; the session cookie rides with them, and so does a CMS editor's token.
 */
export const fetchTransport: Transport = transportOver((url, init) => fetch(url, { ...init, credentials: 'same-origin' }));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

const config: ApiConfig = {
  baseUrl: '',
  locale: () => 'uz',
  // Frame detection has one home, the platform (platform/index.ts `inFrame`); boot (src/main.tsx) hands its answer
  // here. Until then, and in tests and the sandbox's own client, there is no frame.
  inFrame: () => false,
  transport: fetchTransport,
  newKey: randomKey,
};

export function configureApi(patch: Partial<ApiConfig>): void {
  Object.assign(config, patch);
}

/** A new Idempotency-Key (ARCHITECTURE.md "Retries"): made once when the player confirms a money write. */
export function newIdempotencyKey(): string {
  return config.newKey();
}

/** The locale the next call will carry (the key of localised reads in src/server-data/reads.ts). */
export function currentApiLocale(): string {
  return config.locale();
}

/** Serialises one parameter value for the query or a form field. */
export function serializeValue(value: ParamValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

export function buildQuery(params: Params): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = serializeValue(value);
    if (text !== undefined) query.append(key, text);
  }
  return query;
}

/**
 * SPEC §3: form-style bodies are multipart; a declared `text` field defaults to '',
 * other declared fields that are missing are sent as null (the literal `null`,
 * which the platform reads as "no value"). Undeclared null parameters are dropped.
 */
export function buildForm(params: Params, formFields: readonly string[] = []): FormData {
  const form = new FormData();
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(params)) {
    const text = serializeValue(value);
    if (text !== undefined) {
      form.append(key, text);
      seen.add(key);
    }
  }
  for (const field of formFields) {
    if (!seen.has(field)) form.append(field, field === 'text' ? '' : 'null');
  }
  return form;
}

export interface OperationSpec<T> {
  /** The operation path, exactly as the platform names it, e.g. `account.getInfo`. */
  operation: string;
  method: Method;
  /** The schema of `data` in a successful answer. */
  schema: Struct<T>;
  /** Deposit, withdrawal, bet or buy: carries an Idempotency-Key header. */
  money?: boolean;
  /** Declared form fields of a POST (SPEC §3 defaults). */
  formFields?: readonly string[];
  /**
   * A success gives this device a new session and ends the ones before it (a sign-in, a registration, a password
   * change; decision 024): a call sent under the old one and refused meanwhile is sent again under the new one.
   */
  renewsSession?: boolean;
}

export interface CallOptions {
  /** For money-moving calls: the key created when the player confirmed; reuse it to retry safely. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type Operation<P extends Params, T> = ((params: P, options?: CallOptions) => Promise<T>) & {
  readonly spec: OperationSpec<T>;
};

export function urlFor(operation: string, query: URLSearchParams): string {
  const head = new URLSearchParams({ v: API_VERSION, locale: config.locale() });
  if (config.inFrame()) head.set('non_strict', '1');
  for (const [key, value] of query) head.append(key, value);
  return `${config.baseUrl}/api/${operation}?${head.toString()}`;
}

function errorFromAnswer(operation: string, status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const rawType = error?.type;
  return new ApiError({
    kind: 'http',
    operation,
    status,
    type: isErrorType(rawType) ? rawType : rawType === undefined ? undefined : 'UnknownErrorException',
    message: typeof error?.message === 'string' ? error.message : `HTTP ${status}`,
    ...(typeof error?.code === 'number' ? { code: error.code } : {}),
    ...(isRecord(error?.error_data) ? { errorData: toErrorData(error.error_data) } : {}),
  });
}

function toErrorData(value: Record<string, unknown>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(value)) {
    if (Array.isArray(keys)) result[field] = keys.filter((key): key is string => typeof key === 'string');
    else if (typeof keys === 'string') result[field] = [keys];
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function send(spec: OperationSpec<unknown>, request: TransportRequest): Promise<TransportResponse> {
  const attempts = spec.method === 'GET' ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    let response: TransportResponse;
    try {
      response = await config.transport(request);
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      if (attempt < attempts) continue;
      throw new ApiError({
        kind: 'network',
        operation: spec.operation,
        message: cause instanceof Error ? cause.message : 'Network error',
      });
    }
    if (attempt < attempts && RETRY_STATUSES.has(response.status)) continue;
    return response;
  }
}

/**
 * A successful answer's body checked with the operation's schema: what every call does with what the platform sent,
 * and what the boot does with an answer the page carries (src/lib/boot-data.ts). Throws a schema ApiError.
 */
export function parseAnswer<T>(spec: OperationSpec<T>, body: unknown, status = 200): T {
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError({ kind: 'schema', operation: spec.operation, status, message: 'Answer has no data' });
  }
  try {
    return create(body.data, spec.schema);
  } catch (cause) {
    const detail = cause instanceof StructError ? `${cause.path.join('.') || '(root)'}: ${cause.message}` : String(cause);
    throw new ApiError({ kind: 'schema', operation: spec.operation, status, message: `Answer does not fit its schema at ${detail}` });
  }
}

/**
 * How many answers gave this device a new session (`renewsSession`), and the last renewal still on its way. A password
 * change ends every session, this device's old one too, and its new cookie comes with the change's answer, so a
 * balance poll sent a moment before is refused although the player is signed in (decision 024).
 */
let renewals = 0;
let renewing: Promise<unknown> = Promise.resolve();

/** Calls one operation: the single path every API request takes. */
export async function call<T>(spec: OperationSpec<T>, params: Params = {}, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (spec.money) headers['Idempotency-Key'] = options.idempotencyKey ?? config.newKey();
  const request: TransportRequest =
    spec.method === 'GET'
      ? { method: 'GET', url: urlFor(spec.operation, buildQuery(params)), headers }
      : { method: 'POST', url: urlFor(spec.operation, new URLSearchParams()), headers, body: buildForm(params, spec.formFields) };
  if (options.signal) request.signal = options.signal;

  try {
    const renewalsAtSend = renewals;
    const answer = send(spec as OperationSpec<unknown>, request);
    if (spec.renewsSession) renewing = answer.then((response) => response.status < 300 && renewals++, () => undefined);
    let response = await answer;
    if (response.status === 401 && !spec.renewsSession) {
      await renewing;
      // Sent again once only, under the new session: a second refusal is the platform's answer.
      if (renewals !== renewalsAtSend) response = await send(spec as OperationSpec<unknown>, request);
    }
    if (response.status < 200 || response.status >= 300) {
      throw errorFromAnswer(spec.operation, response.status, response.body);
    }
    return parseAnswer(spec, response.body, response.status);
  } catch (error) {
    if (error instanceof ApiError) reportError(error);
    throw error;
  }
}

/** A broken logging hook must not replace the typed ApiError the app layer maps to pages and toasts. */
function reportError(error: ApiError): void {
  try {
    config.onError?.(error);
  } catch {
    // Deliberately ignored: the caller still receives `error`.
  }
}

/** Declares an operation once: its params type, method and response schema (STYLE.md, "One declaration per operation"). */
export function defineOperation<P extends Params, T>(spec: OperationSpec<T>): Operation<P, T> {
  const run = (params: P, options?: CallOptions) => call(spec, params, options);
  return Object.assign(run, { spec });
}

/** `1 is ok` operations (SPEC §7, §8): a response other than 1 is a failure. */
export function expectOne(operation: string, value: unknown): void {
  if (value !== 1 && value !== '1' && value !== true) {
    throw new ApiError({ kind: 'schema', operation, message: 'Operation did not answer 1' });
  }
}
