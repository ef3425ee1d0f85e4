/**
 * `/api/{operation}` (ARCHITECTURE.md wire contract): reads the query and the form body, finds the
 * operation (case-insensitively), resolves the session, checks bans and idempotency keys, runs the
 * handler and answers `{"data": …}` or a catalogue error.
 */
import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Struct } from 'superstruct';
import type { OperationContext, OperationHandler, OperationRegistry, SandboxConfig } from '../api/registry.ts';
import { nationalExclusion } from '../api/admission.ts';
import { parseParams } from '../api/rules.ts';
import { sessionTimeLimitError } from '../api/admission.ts';
import { isLocale, type Locale } from '../state/accounts.ts';
import type { SandboxState, StoredAnswer } from '../state/index.ts';
import { forcedError } from '../sandbox-failure.ts';
import { fingerprintOf } from '../state/idempotency.ts';
import { isHttps, requestOrigin } from './security.ts';
import { SandboxError, errorBody, fail } from './wire.ts';

/** Request bodies above this are refused (the API takes small forms only). */
export const MAX_BODY_BYTES = 64 * 1024;
export const SESSION_COOKIE = 'sid';
/** Query parameters of the wire contract itself, not of an operation. */
const RESERVED = new Set(['v', 'locale', 'non_strict']);
const OPERATION_NAME = /^[A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface ApiDeps {
  registry: OperationRegistry;
  state: SandboxState;
  config: SandboxConfig;
  now: () => number;
}

/**
 * The session cookie: HttpOnly, whole site, Lax. Inside a frame over HTTPS (Telegram Web, a native
 * shell's frame) a Lax cookie would not be sent, so there it is `SameSite=None; Secure; Partitioned`
 * (CHIPS: the cookie is kept per top-level site).
 */
export function setSessionCookie(c: Context, sid: string, maxAge: number): void {
  const https = isHttps(c);
  // The API calls themselves are fetches (Sec-Fetch-Dest: empty), so the app's own signal counts too:
  // the wire contract has it send non_strict=1 whenever it runs inside a frame (ARCHITECTURE.md).
  const framed = c.req.header('sec-fetch-dest') === 'iframe' || new URL(c.req.url).searchParams.get('non_strict') === '1';
  if (https && framed) {
    setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, path: '/', maxAge, sameSite: 'None', secure: true, partitioned: true });
  } else {
    setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, path: '/', maxAge, sameSite: 'Lax', secure: https });
  }
}

/**
 * The address the request came from, as the socket saw it (the Node adapter passes the request as `env.incoming`).
 * Behind a reverse proxy that is the proxy: an operator's platform takes the client address its edge forwards.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: Pick<IncomingMessage, 'socket'> } | undefined;
  return env?.incoming?.socket.remoteAddress ?? 'local';
}

/** Query of every call: `v` must be present (any `major.minor` is accepted, see mocks/README.md), `locale` uz|ru. */
function readQuery(c: Context): { locale: Locale; params: Record<string, string> } {
  const url = new URL(c.req.url);
  const version = url.searchParams.get('v');
  if (version === null) throw fail.invalidRequest('Missing API version (query v)');
  if (!/^\d{1,3}\.\d{1,3}$/.test(version)) throw fail.invalidParameter({ v: ['INVALID'] }, 'Malformed API version');
  const locale = url.searchParams.get('locale') ?? 'uz';
  if (!isLocale(locale)) throw fail.invalidParameter({ locale: ['INVALID'] }, 'Unknown locale');
  const nonStrict = url.searchParams.get('non_strict');
  if (nonStrict !== null && nonStrict !== '0' && nonStrict !== '1') throw fail.invalidParameter({ non_strict: ['INVALID'] });
  return { locale, params: collect(url.searchParams, (key) => !RESERVED.has(key)) };
}

/** Flattens query or form entries; repeated names and file uploads are refused. */
function collect(entries: Iterable<[string, FormDataEntryValue]>, keep: (key: string) => boolean = () => true): Record<string, string> {
  const params: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    if (!keep(key)) continue;
    if (typeof value !== 'string') throw fail.invalidParameter({ [key]: ['INVALID'] }, 'File uploads are not accepted');
    if (seen.has(key)) throw fail.invalidRequest(`Parameter ${key} is repeated`);
    seen.add(key);
    // SPEC §3: a form field sent as the literal `null` means "no value".
    if (value !== 'null') params[key] = value;
  }
  return params;
}

async function readForm(c: Context): Promise<Record<string, string>> {
  const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
  const length = c.req.header('content-length');
  if (contentType === '' && (length === undefined || length === '0')) return {};
  if (!contentType.startsWith('multipart/form-data') && !contentType.startsWith('application/x-www-form-urlencoded')) {
    throw fail.invalidRequest('POST bodies are multipart/form-data');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw fail.invalidRequest('Malformed form body');
  }
  return collect(form.entries());
}

/**
 * A cookie whose session the player's session-time limit ended is told so while the break runs
 * (SessionTimeLimitException, decision 035), so the app can say why and until when; after it, it is no session.
 */
/**
 * The account read a page makes first: a guest's read too, yet with a cookie the session-time limit ended it tells the
 * break (decision 035), so a page reloaded during the break says why the player is a guest and until when.
 */
const ACCOUNT_READ = 'account.getInfo';

function sessionEndedError(state: SandboxState, sid: string | undefined, now: number): SandboxError | undefined {
  const uid = state.sessions.timedOutUid(sid, now);
  const account = uid === undefined ? undefined : state.accounts.get(uid);
  const until = account ? state.sessionBreakUntil(account, now) : undefined;
  return until === undefined ? undefined : sessionTimeLimitError(until);
}

function answer(c: Context, status: number, body: unknown): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(body, status as 200);
}

async function dispatch(c: Context, deps: ApiDeps): Promise<Response> {
  const name = c.req.param('operation') ?? '';
  const query = readQuery(c);
  const handler = OPERATION_NAME.test(name) ? deps.registry.find(name) : undefined;
  if (!handler) throw fail.methodNotFound(name);
  if (c.req.method !== handler.method) throw fail.invalidRequest(`${handler.operation} is called with ${handler.method}`);
  // Test mode's forced failure (mocks/sandbox-failure.ts): the errors the sandbox has no other way to give.
  const forced = forcedError(deps.state.settings.failure, handler.operation);
  if (forced) throw forced;

  const params = handler.method === 'POST' ? { ...query.params, ...(await readForm(c)) } : query.params;
  const { state, now } = deps;
  let sid = getCookie(c, SESSION_COOKIE);
  // Decision 034: a session whose player the national self-exclusion list names ends at its next call, which says why
  // (logout still just ends it).
  const listing = state.listedSession(sid, now());
  if (listing && handler.operation !== 'auth.logout') {
    state.sessions.delete(sid);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    throw nationalExclusion(listing);
  }
  let account = state.signedIn(sid, now())?.account;
  if (!account) sid = undefined;

  // Task brief: a banned player's every call after login answers UserBannedException; only leaving
  // (auth.logout) still works, so the player can sign out from the blocked page.
  if (account?.banned && handler.operation !== 'auth.logout') {
    throw new SandboxError('UserBannedException', 'User is banned');
  }
  if (!account && (!handler.guest || handler.operation === ACCOUNT_READ)) {
    const ended = sessionEndedError(state, getCookie(c, SESSION_COOKIE), now());
    if (ended) throw ended;
    if (!handler.guest) throw fail.unauthorized();
  }

  const context: OperationContext = {
    operation: handler.operation,
    params,
    state,
    config: deps.config,
    locale: query.locale,
    clientAddress: clientAddress(c),
    // The configured public origin (SANDBOX_PUBLIC_ORIGIN), else where the server was addressed: never a forwarded header
    // (docs/decisions/024-sessions-and-public-origin.md).
    publicOrigin: deps.config.publicOrigin ?? requestOrigin(c),
    now,
    get account() {
      return account;
    },
    get sessionId() {
      return sid;
    },
    requireAccount() {
      if (!account) throw fail.unauthorized();
      return account;
    },
    signIn(next) {
      state.sessions.delete(sid);
      sid = state.sessions.create(next, now());
      account = next;
      setSessionCookie(c, sid, state.sessions.cookieMaxAgeSeconds());
    },
    signOut() {
      state.sessions.delete(sid);
      sid = undefined;
      account = undefined;
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
    },
    input<T>(schema: Struct<T>): T {
      return parseParams(params, schema);
    },
  };
  return handler.money ? runOnce(c, deps, handler, context) : run(c, handler, context);
}

async function run(c: Context, handler: OperationHandler, context: OperationContext): Promise<Response> {
  const data = await handler.handle(context);
  return answer(c, 200, { data });
}

/**
 * ARCHITECTURE.md: a money-moving POST carries an Idempotency-Key; a replay with the same parameters answers the first
 * result, the same key with other parameters is refused as a conflict (decision 023), never answered with the first.
 */
async function runOnce(c: Context, deps: ApiDeps, handler: OperationHandler, context: OperationContext): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) throw fail.invalidRequest('A valid Idempotency-Key header is required');
  const slot = `${context.account?.uid ?? 0}:${handler.operation}:${key}`;
  const fingerprint = fingerprintOf(context.params);
  const store = deps.state.idempotency;
  const found = store.lookup(slot, fingerprint, deps.now());
  if (found.kind === 'conflict') {
    throw new SandboxError('IdempotencyKeyReusedException', 'This Idempotency-Key was used with other parameters', { 'Idempotency-Key': ['REUSED'] });
  }
  if (found.kind === 'replay') return answer(c, found.answer.status, found.answer.body);
  // A double tap sends the same key twice before the first answer exists: the second waits for the first
  // instead of running the handler again (nothing between the lookup and start() yields).
  if (found.kind === 'running') {
    const first = await found.answer;
    return answer(c, first.status, first.body);
  }
  const attempt = (async (): Promise<StoredAnswer> => {
    try {
      return { status: 200, body: { data: await handler.handle(context) } };
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      return { status: error.status, body: errorBody(error) };
    }
  })();
  store.start(slot, fingerprint, attempt);
  let stored: StoredAnswer;
  try {
    stored = await attempt;
  } catch (error) {
    store.abandon(slot);
    throw error;
  }
  store.finish(slot, fingerprint, stored, deps.now());
  return answer(c, stored.status, stored.body);
}

export function apiRoutes(deps: ApiDeps): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw fail.invalidRequest(`Request body is larger than ${MAX_BODY_BYTES} bytes`);
      },
    }),
  );
  app.on(['GET', 'POST'], '/:operation', (c) => dispatch(c, deps));
  app.all('*', (c) => {
    throw c.req.method === 'GET' || c.req.method === 'POST' ? fail.methodNotFound(c.req.path) : fail.invalidRequest(`Method ${c.req.method} is not used`);
  });
  return app;
}
