/**
 * The wire contract of ARCHITECTURE.md, checked rule by rule against a fake Transport, plus the
 * default fetch transport against a real local HTTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { array, number, optional, string, type } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_VERSION,
  RETRY_STATUSES,
  buildForm,
  buildQuery,
  configureApi,
  defineOperation,
  expectOne,
  fetchTransport,
  serializeValue,
  type ParamValue,
  type Params,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './client.ts';
import { Money } from './common.ts';
import { ApiError } from './errors.ts';

type Answer = TransportResponse | Error;

/** A transport that answers from a script and records every request; an unscripted request fails the test. */
function fakeTransport(...answers: Answer[]) {
  const requests: TransportRequest[] = [];
  const transport: Transport = (request) => {
    requests.push(request);
    const next = answers.shift();
    if (next === undefined) return Promise.reject(new Error(`unexpected request ${request.method} ${request.url}`));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next);
  };
  return { transport, requests };
}

const ok = (data: unknown): TransportResponse => ({ status: 200, body: { data } });
const fail = (status: number, error?: Record<string, unknown>): TransportResponse => ({
  status,
  body: error ? { error } : undefined,
});

let keys = 0;
const onError = vi.fn<(error: ApiError) => void>();

function use(...answers: Answer[]) {
  const fake = fakeTransport(...answers);
  configureApi({ transport: fake.transport });
  return fake.requests;
}

beforeEach(() => {
  keys = 0;
  onError.mockReset();
  configureApi({
    baseUrl: '',
    locale: () => 'uz',
    inFrame: () => false,
    newKey: () => `key-${++keys}`,
    onError,
  });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function urlOf(request: TransportRequest | undefined): URL {
  if (!request) throw new Error('no request was sent');
  return new URL(request.url, 'http://app.test');
}

function formOf(request: TransportRequest | undefined): [string, string][] {
  const body = request?.body;
  if (!(body instanceof FormData)) throw new Error('POST without a FormData body');
  return [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `<file ${value.name}>`]);
}

const Thing = type({ id: number(), price: optional(Money) });

const getThing = defineOperation<Params, { id: number }>({ operation: 'things.get', method: 'GET', schema: Thing });
const saveThing = defineOperation<Params, number>({ operation: 'things.save', method: 'POST', schema: number() });
const buyThing = defineOperation<Params, number>({ operation: 'things.buy', method: 'POST', schema: number(), money: true });
const sendMessage = defineOperation<Params, number>({
  operation: 'chat.send',
  method: 'POST',
  schema: number(),
  formFields: ['text', 'channel_id', 'event'],
});

describe('URL and query', () => {
  it('calls /api/{operation} with v=2.34 and the locale, on the configured origin', async () => {
    const requests = use(ok({ id: 1 }), ok({ id: 1 }));
    await getThing({});
    expect(requests[0]?.url).toBe('/api/things.get?v=2.34&locale=uz');
    configureApi({ baseUrl: 'https://casino.test', locale: () => 'ru' });
    await getThing({});
    expect(requests[1]?.url).toBe('https://casino.test/api/things.get?v=2.34&locale=ru');
    expect(API_VERSION).toBe('2.34');
  });

  it('reads the locale at call time', async () => {
    let locale = 'uz';
    configureApi({ locale: () => locale });
    const requests = use(ok({ id: 1 }), ok({ id: 1 }));
    await getThing({});
    locale = 'ru';
    await getThing({});
    expect(requests.map((request) => urlOf(request).searchParams.get('locale'))).toEqual(['uz', 'ru']);
  });

  it('adds non_strict=1 only inside a frame, for GET and POST', async () => {
    const requests = use(ok({ id: 1 }), ok(1), ok({ id: 1 }), ok(1));
    await getThing({});
    await saveThing({});
    configureApi({ inFrame: () => true });
    await getThing({});
    await saveThing({});
    expect(requests.map((request) => urlOf(request).searchParams.get('non_strict'))).toEqual([null, null, '1', '1']);
    expect(urlOf(requests[2]).search).toBe('?v=2.34&locale=uz&non_strict=1');
  });

  it('GET: drops null and undefined, joins arrays with commas, sends objects as JSON, booleans as 1/0', async () => {
    const requests = use(ok({ id: 1 }));
    await getThing({
      offset: 0,
      count: 10,
      sort: null,
      order: undefined,
      fields: ['id', 'finished_at', 'description'],
      statuses: ['paid_out', 'active'],
      options: { sysname: 'book-of-ra', providers: ['a', 'b'] },
      preview: true,
      demo: false,
      search: 'a&b=c',
    });
    const request = requests[0];
    const query = urlOf(request).searchParams;
    expect([...query.keys()]).toEqual(['v', 'locale', 'offset', 'count', 'fields', 'statuses', 'options', 'preview', 'demo', 'search']);
    expect(query.get('offset')).toBe('0');
    expect(query.get('fields')).toBe('id,finished_at,description');
    expect(query.get('statuses')).toBe('paid_out,active');
    expect(JSON.parse(query.get('options') ?? '')).toEqual({ sysname: 'book-of-ra', providers: ['a', 'b'] });
    expect(query.get('preview')).toBe('1');
    expect(query.get('demo')).toBe('0');
    expect(query.get('search')).toBe('a&b=c');
    expect(request?.method).toBe('GET');
    expect(request?.body).toBeUndefined();
  });

  it('retries exactly the statuses of the wire contract', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('serialises single values the same way for query and form', () => {
    expect(serializeValue(null)).toBeUndefined();
    expect(serializeValue(undefined)).toBeUndefined();
    expect(serializeValue([])).toBe('');
    expect(serializeValue([1, 'a'])).toBe('1,a');
    expect(serializeValue({ a: null })).toBe('{"a":null}');
    expect(serializeValue(0)).toBe('0');
    expect(serializeValue('')).toBe('');
  });
});

describe('POST bodies', () => {
  it('sends parameters as multipart/form-data, never in the query', async () => {
    configureApi({ inFrame: () => true });
    const requests = use(ok(1));
    await saveThing({ name: 'Ali', tags: ['a', 'b'], requisites: { card: '8600' }, empty: null, gone: undefined, agree: true });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect([...urlOf(request).searchParams.keys()]).toEqual(['v', 'locale', 'non_strict']);
    expect(formOf(request)).toEqual([
      ['name', 'Ali'],
      ['tags', 'a,b'],
      ['requisites', '{"card":"8600"}'],
      ['agree', '1'],
    ]);
    // The boundary is set by fetch from the FormData; a hand-made Content-Type would break it.
    expect(Object.keys(request?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('content-type');
  });

  it("SPEC §3 defaults: a declared `text` becomes '', other declared missing fields the literal null", async () => {
    const requests = use(ok(1), ok(1));
    await sendMessage({ event: 'message_create' });
    expect(formOf(requests[0])).toEqual([
      ['event', 'message_create'],
      ['text', ''],
      ['channel_id', 'null'],
    ]);
    await sendMessage({ text: null, channel_id: null, event: 'x', extra: null });
    expect(formOf(requests[1])).toEqual([
      ['event', 'x'],
      ['text', ''],
      ['channel_id', 'null'],
    ]);
  });

  it('keeps values given for declared fields, including empty strings', () => {
    expect([...buildForm({ text: 'hi', channel_id: '' }, ['text', 'channel_id']).entries()]).toEqual([
      ['text', 'hi'],
      ['channel_id', ''],
    ]);
  });
});

describe('retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('GET is retried exactly once on %i', async (status) => {
    const requests = use(fail(status), ok({ id: 7 }));
    await expect(getThing({ a: 1 })).resolves.toEqual({ id: 7 });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.url).toBe(requests[0]?.url);

    const again = use(fail(status), fail(status, { type: 'InternalServerErrorException', message: 'still down' }));
    const error = await failure(getThing({}));
    expect(again).toHaveLength(2);
    expect(error.status).toBe(status);
  });

  it.each([400, 401, 403, 404, 413, 422])('GET is not retried on %i', async (status) => {
    const requests = use(fail(status));
    const error = await failure(getThing({}));
    expect(requests).toHaveLength(1);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
  });

  it('GET is retried once on a network error', async () => {
    const requests = use(new TypeError('fetch failed'), ok({ id: 1 }));
    await expect(getThing({})).resolves.toEqual({ id: 1 });
    expect(requests).toHaveLength(2);

    const twice = use(new TypeError('fetch failed'), new TypeError('fetch failed again'));
    const error = await failure(getThing({}));
    expect(twice).toHaveLength(2);
    expect(error).toMatchObject({ kind: 'network', status: 0, operation: 'things.get', message: 'fetch failed again' });
  });

  it('a network error then a retryable status is not retried a second time', async () => {
    const requests = use(new TypeError('fetch failed'), fail(503));
    const error = await failure(getThing({}));
    expect(requests).toHaveLength(2);
    expect(error.status).toBe(503);
  });

  it.each([408, 429, 500, 502, 503, 504])('POST is never retried, also not on %i', async (status) => {
    const requests = use(fail(status));
    const error = await failure(saveThing({ a: 1 }));
    expect(requests).toHaveLength(1);
    expect(error.status).toBe(status);
  });

  it('POST is not retried on a network error, money POSTs included', async () => {
    const requests = use(new TypeError('fetch failed'), new TypeError('fetch failed'));
    expect((await failure(saveThing({}))).kind).toBe('network');
    expect((await failure(buyThing({ id: 1 }))).kind).toBe('network');
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/things.save?v=2.34&locale=uz',
      '/api/things.buy?v=2.34&locale=uz',
    ]);
  });

  it('an aborted request is not retried and its cause is passed on', async () => {
    const controller = new AbortController();
    controller.abort();
    const cause = new DOMException('aborted', 'AbortError');
    const requests = use(cause);
    await expect(getThing({}, { signal: controller.signal })).rejects.toBe(cause);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal).toBe(controller.signal);
  });
});

describe('Idempotency-Key', () => {
  it('money POSTs reuse the key created when the player confirmed', async () => {
    const requests = use(ok(1), ok(1));
    await buyThing({ id: 1 }, { idempotencyKey: 'confirmed-1' });
    await buyThing({ id: 1 }, { idempotencyKey: 'confirmed-1' });
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['confirmed-1', 'confirmed-1']);
    expect(keys).toBe(0);
  });

  it('money POSTs without a given key get a fresh one per call', async () => {
    const requests = use(ok(1), ok(1));
    await buyThing({ id: 1 });
    await buyThing({ id: 1 });
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
  });

  it('is absent from other POSTs and from GETs, even when a key is passed', async () => {
    const requests = use(ok(1), ok({ id: 1 }));
    await saveThing({}, { idempotencyKey: 'ignored' });
    await getThing({}, { idempotencyKey: 'ignored' });
    for (const request of requests) {
      expect(Object.keys(request.headers).map((name) => name.toLowerCase())).not.toContain('idempotency-key');
    }
    expect(keys).toBe(0);
  });
});

describe('answers', () => {
  it('validates data, coerces Money amounts and tolerates extra fields', async () => {
    use(ok({ id: 3, price: { amount: '1000000', currency: 'UZS', cents: 0 }, brand_new_field: 'x' }));
    const thing = await getThing({});
    expect(thing).toMatchObject({ id: 3, price: { amount: 1_000_000, currency: 'UZS' } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('an answer that does not fit its schema is an ApiError of kind schema, not a crash', async () => {
    use(ok({ id: 'three' }));
    const error = await failure(getThing({}));
    expect(error).toMatchObject({ kind: 'schema', operation: 'things.get', status: 200 });
    expect(error.message).toContain('id');
    expect(error.fatal).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('nested mismatches name their path', async () => {
    const list = defineOperation<Params, { items: { name: string }[] }>({
      operation: 'things.list',
      method: 'GET',
      schema: type({ items: array(type({ name: string() })) }),
    });
    use(ok({ items: [{ name: 'a' }, { name: 2 }] }));
    const error = await failure(list({}));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('items.1.name');
  });

  it.each([
    ['a body without data', { result: 1 }],
    ['a non-JSON 200 body', undefined],
    ['a bare array body', [1]],
    ['a null body', null],
  ])('%s is a schema error', async (_name, body) => {
    use({ status: 200, body });
    const error = await failure(getThing({}));
    expect(error).toMatchObject({ kind: 'schema', operation: 'things.get', status: 200 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it('an error body becomes an ApiError with type, message, code and errorData', async () => {
    use(
      fail(422, {
        type: 'InvalidParameterException',
        message: 'promo code not found',
        code: 17,
        error_data: { promo_code: ['NOT_FOUND', 'EXPIRED'], amount: 'TOO_SMALL', junk: [1, 'KEY'] },
      }),
    );
    const error = await failure(saveThing({ promo_code: 'X' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      operation: 'things.save',
      status: 422,
      type: 'InvalidParameterException',
      message: 'promo code not found',
      code: 17,
      errorData: { promo_code: ['NOT_FOUND', 'EXPIRED'], amount: ['TOO_SMALL'], junk: ['KEY'] },
    });
    expect(error.fieldKey('promo_code')).toBe('NOT_FOUND');
    expect(error.is('InvalidParameterException')).toBe(true);
    expect(error.fatal).toBeUndefined();
  });

  it('an unknown type name becomes UnknownErrorException', async () => {
    use(fail(500, { type: 'BrandNewException', message: 'new' }), fail(500, { type: 'BrandNewException', message: 'new' }));
    const error = await failure(getThing({}));
    expect(error.type).toBe('UnknownErrorException');
    expect(error.message).toBe('new');
  });

  it('a non-string type also becomes UnknownErrorException; a missing type stays undefined', async () => {
    use(fail(400, { type: 42 }), fail(400, { message: 'bad' }));
    expect((await failure(saveThing({}))).type).toBe('UnknownErrorException');
    const untyped = await failure(saveThing({}));
    expect(untyped.type).toBeUndefined();
    expect(untyped.message).toBe('bad');
  });

  it('a non-JSON error body is still an ApiError with the status', async () => {
    use({ status: 502, body: undefined }, { status: 502, body: '<html>Bad gateway</html>' });
    const error = await failure(getThing({}));
    expect(error).toMatchObject({ kind: 'http', status: 502, type: undefined, message: 'HTTP 502', errorData: {} });
    expect(error.code).toBeUndefined();
  });

  it('an error body with a malformed error object keeps only what is well-formed', async () => {
    use({ status: 403, body: { error: { type: 'AccessDeniedException', message: 5, code: '9', error_data: ['x'] } } });
    const error = await failure(saveThing({}));
    expect(error).toMatchObject({ type: 'AccessDeniedException', message: 'HTTP 403', errorData: {}, fatal: 'forbidden' });
    expect(error.code).toBeUndefined();
  });

  it.each([
    [403, 'UserBannedException', 'user-blocked'],
    [403, 'AccessDeniedException', 'forbidden'],
    [403, 'UserDeletedException', 'user-blocked'],
    [403, undefined, 'forbidden'],
    [503, 'ApplicationDisabledException', 'maintenance'],
    [503, 'ApplicationUnavailableException', 'maintenance'],
    [404, 'MethodNotFoundException', 'not-found'],
    [404, undefined, 'not-found'],
    [401, 'AuthorizationException', undefined],
    [422, 'UserNeedDepositException', undefined],
    [429, 'TooManyRequestsException', undefined],
    [500, 'InternalServerErrorException', undefined],
    [503, 'BillingUnavailableException', undefined],
  ] as const)('HTTP %i %s -> fatal %s', async (status, errorType, fatal) => {
    // Retryable statuses are answered twice so that the GET retry sees the same error.
    const body = errorType ? { type: errorType, message: 'm' } : undefined;
    use(fail(status, body), fail(status, body));
    const error = await failure(getThing({}));
    expect(error.status).toBe(status);
    expect(error.fatal).toBe(fatal);
  });

  it('calls onError once for every failure kind before throwing, never on success', async () => {
    use(ok({ id: 1 }), fail(401, { type: 'AuthorizationException', message: 'login' }), new Error('offline'), ok('x'));
    await getThing({});
    expect(onError).not.toHaveBeenCalled();
    const http = await failure(saveThing({}));
    const network = await failure(saveThing({}));
    const schema = await failure(saveThing({}));
    expect(onError.mock.calls.map(([error]) => error)).toEqual([http, network, schema]);
    expect([http.kind, network.kind, schema.kind]).toEqual(['http', 'network', 'schema']);
  });

  describe('a call sent under a session a sign-in or password change replaced (decision 024)', () => {
    const changePassword = defineOperation<Params, number>({ operation: 'account.changepassword', method: 'POST', schema: number(), renewsSession: true });
    const refused = fail(401, { type: 'AuthorizationException', message: 'login' });

    /** A transport whose answers the test releases one by one, in the order it chooses. */
    function heldTransport() {
      const held = new Map<string, (answer: TransportResponse) => void>();
      const sent: string[] = [];
      configureApi({
        transport: (request) => {
          const name = /\/api\/([^?]+)/.exec(request.url)?.[1] ?? '';
          sent.push(name);
          return new Promise((resolve) => held.set(`${name}#${sent.filter((each) => each === name).length}`, resolve));
        },
      });
      const answer = async (key: string, response: TransportResponse) => {
        await vi.waitFor(() => expect(held.has(key)).toBe(true));
        held.get(key)?.(response);
      };
      return { sent, answer };
    }

    it('a read refused while the change travelled is sent again when the change answers, and nobody hears of the refusal', async () => {
      const { sent, answer } = heldTransport();
      const read = getThing({});
      const change = changePassword({});
      // The platform ended the old session on the change, so the read is refused before the change's answer arrives.
      await answer('things.get#1', refused);
      await answer('account.changepassword#1', ok(1));
      await answer('things.get#2', ok({ id: 7 }));
      expect(await change).toBe(1);
      expect(await read).toEqual({ id: 7 });
      expect(sent).toEqual(['things.get', 'account.changepassword', 'things.get']);
      expect(onError).not.toHaveBeenCalled();
    });

    it('a refusal after the change answered is sent again too; a second refusal is the answer', async () => {
      const { sent, answer } = heldTransport();
      const read = getThing({});
      const change = changePassword({});
      await answer('account.changepassword#1', ok(1));
      await change;
      await answer('things.get#1', refused);
      await answer('things.get#2', refused);
      const error = await failure(read);
      expect(error.type).toBe('AuthorizationException');
      expect(sent).toEqual(['things.get', 'account.changepassword', 'things.get']);
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('with no change under way a refusal is reported at once, and a refused change is not a renewal', async () => {
      const { sent, answer } = heldTransport();
      const change = changePassword({});
      const read = getThing({});
      await answer('account.changepassword#1', fail(422, { type: 'InvalidParameterException', message: 'Wrong password' }));
      await answer('things.get#1', refused);
      expect((await failure(read)).type).toBe('AuthorizationException');
      expect((await failure(change)).type).toBe('InvalidParameterException');
      expect(sent).toEqual(['account.changepassword', 'things.get']);
    });
  });

  it('a failing onError hook does not hide the API error', async () => {
    configureApi({
      onError: () => {
        throw new Error('logger broke');
      },
    });
    use(fail(422, { type: 'InvalidParameterException', message: 'bad' }));
    const error = await failure(saveThing({}));
    expect(error.type).toBe('InvalidParameterException');
  });
});

describe('defineOperation and expectOne', () => {
  it('exposes its spec', () => {
    expect(buyThing.spec).toMatchObject({ operation: 'things.buy', method: 'POST', money: true });
  });

  it('expectOne accepts 1, "1" and true and rejects everything else as a schema error', () => {
    for (const value of [1, '1', true]) expect(() => expectOne('x.y', value)).not.toThrow();
    for (const value of [0, 2, '0', '', false, null, undefined, {}, [1]]) {
      expect(() => expectOne('x.y', value)).toThrow(ApiError);
    }
    try {
      expectOne('account.saveProfileInfo', 0);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'schema', operation: 'account.saveProfileInfo' });
    }
  });
});

describe('properties', () => {
  const reserved = new Set(['v', 'locale', 'non_strict']);
  const key = fc.stringMatching(/^[a-z_]{1,10}$/).filter((name) => !reserved.has(name));
  const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
  const value: fc.Arbitrary<ParamValue> = fc.oneof(
    scalar,
    fc.array(fc.oneof(fc.string(), fc.integer())),
    fc.dictionary(key, fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
  );
  const params = fc.dictionary(key, value);

  it('the query never carries a null or undefined parameter, and arrays are always comma-joined', async () => {
    await fc.assert(
      fc.asyncProperty(params, async (input) => {
        const requests = use(ok({ id: 1 }));
        await getThing(input);
        const query = urlOf(requests[0]).searchParams;
        const sentKeys = [...query.keys()].filter((name) => !reserved.has(name));
        const expectedKeys = Object.entries(input)
          .filter(([, item]) => item !== null && item !== undefined)
          .map(([name]) => name);
        expect(sentKeys).toEqual(expectedKeys);
        for (const [name, item] of Object.entries(input)) {
          if (Array.isArray(item)) expect(query.get(name)).toBe(item.join(','));
          else if (item !== null && typeof item === 'object') expect(JSON.parse(query.get(name) ?? '')).toEqual(item);
        }
        expect(query.get('v')).toBe(API_VERSION);
      }),
    );
  });

  it('a POST query carries only v, locale and non_strict; every non-null parameter is in the body', async () => {
    await fc.assert(
      fc.asyncProperty(params, fc.boolean(), async (input, inFrame) => {
        configureApi({ inFrame: () => inFrame });
        const requests = use(ok(1));
        await saveThing(input);
        expect([...urlOf(requests[0]).searchParams.keys()]).toEqual(inFrame ? ['v', 'locale', 'non_strict'] : ['v', 'locale']);
        const form = formOf(requests[0]);
        expect(form.map(([name]) => name)).toEqual([...buildQuery(input).keys()]);
        expect(form).toEqual([...buildQuery(input).entries()]);
      }),
    );
  });

  it('GETs are sent at most twice and POSTs once, whatever the status', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 200, max: 599 }), fc.integer({ min: 200, max: 599 }), async (first, second) => {
        const gets = use({ status: first, body: { data: { id: 1 } } }, { status: second, body: { data: { id: 1 } } });
        await getThing({}).catch(() => undefined);
        expect(gets).toHaveLength(RETRY_STATUSES.has(first) ? 2 : 1);
        const posts = use({ status: first, body: { data: 1 } });
        await saveThing({}).catch(() => undefined);
        expect(posts).toHaveLength(1);
      }),
    );
  });
});

describe('fetchTransport (the default transport) against a real server', () => {
  let server: Server;
  let origin = '';
  const seen: { method?: string; url?: string; contentType?: string; key?: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'],
        key: request.headers['idempotency-key'] as string | undefined,
      });
      const path = request.url ?? '';
      if (path.startsWith('/api/slow')) {
        setTimeout(() => response.end('{"data":1}'), 2000);
        return;
      }
      if (path.startsWith('/api/html')) {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html>Bad gateway</html>');
        return;
      }
      if (path.startsWith('/api/denied')) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'UserBannedException', message: 'banned' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { id: 5 } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('returns status and parsed JSON for 2xx and 4xx answers alike', async () => {
    expect(await fetchTransport({ method: 'GET', url: `${origin}/api/ok`, headers: {} })).toEqual({ status: 200, body: { data: { id: 5 } } });
    expect(await fetchTransport({ method: 'GET', url: `${origin}/api/denied`, headers: {} })).toEqual({
      status: 403,
      body: { error: { type: 'UserBannedException', message: 'banned' } },
    });
  });

  it('a non-JSON body becomes undefined', async () => {
    expect(await fetchTransport({ method: 'GET', url: `${origin}/api/html`, headers: {} })).toEqual({ status: 502, body: undefined });
  });

  it('sends a multipart body with its boundary and the given headers', async () => {
    const body = new FormData();
    body.append('amount', '1000');
    await fetchTransport({ method: 'POST', url: `${origin}/api/post`, headers: { 'Idempotency-Key': 'k1' }, body });
    const last = seen.at(-1);
    expect(last).toMatchObject({ method: 'POST', key: 'k1' });
    expect(last?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('rejects on a network failure', async () => {
    await expect(fetchTransport({ method: 'GET', url: 'http://127.0.0.1:1/api/none', headers: {} })).rejects.toThrow();
  });

  it('honours an abort signal', async () => {
    const controller = new AbortController();
    const pending = fetchTransport({ method: 'GET', url: `${origin}/api/slow`, headers: {}, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it('end to end through call(): a banned answer is an ApiError with fatal user-blocked', async () => {
    configureApi({ transport: fetchTransport, baseUrl: origin });
    const denied = defineOperation<Params, number>({ operation: 'denied.get', method: 'GET', schema: number() });
    const error = await failure(denied({ fields: ['a', 'b'] }));
    expect(error).toMatchObject({ kind: 'http', status: 403, type: 'UserBannedException', message: 'banned', fatal: 'user-blocked' });
    expect(seen.at(-1)?.url).toBe('/api/denied.get?v=2.34&locale=uz&fields=a%2Cb');
  });
});
