/**
 * Drives a sandbox in-process for tests: `app.fetch` wrapped as the API client's Transport, with a
 * cookie jar so sessions work as in a browser. Reuse it in any test that needs the platform:
 *
 *   const client = createTestClient();           // a fresh sandbox, test mode, fixed clock
 *   configureApi({ transport: client.transport });
 *   await login({ login: 'player@sandbox.test', password: 'Sandbox123' });
 */
import { transportOver, type Transport } from '../src/api/client.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './app.ts';

export const TEST_ORIGIN = 'http://sandbox.test';
/** 2025-01-15T12:00:00Z: the default clock of test sandboxes. */
export const TEST_EPOCH = Date.UTC(2025, 0, 15, 12, 0, 0);

/** A browser-like cookie jar for one origin (name -> value; expiry by Max-Age=0 only, which is all the sandbox uses). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clear(): void {
    this.cookies.clear();
  }
}

/** A mutable clock for sandboxes under test. */
export class TestClock {
  constructor(private current: number = TEST_EPOCH) {}
  readonly now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

export interface TestClient {
  sandbox: Sandbox;
  clock: TestClock;
  jar: CookieJar;
  /** The API client's transport over `app.fetch`. */
  transport: Transport;
  /** The client address requests come from (login throttling per address); unset: `local`. */
  address: string | undefined;
  /** A raw request with the jar's cookies (path relative to the sandbox origin). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export function createTestClient(options: Omit<SandboxOptions, 'now'> & { clock?: TestClock; address?: string } = {}): TestClient {
  const clock = options.clock ?? new TestClock();
  const sandbox = createSandbox({ testMode: true, ...options, now: clock.now });
  const jar = new CookieJar();

  const fetchWithJar = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    // The Node adapter hands the request over as env.incoming; a client address rides the same way.
    const env = client.address === undefined ? undefined : { incoming: { socket: { remoteAddress: client.address } } };
    const response = await sandbox.app.fetch(new Request(new URL(path, TEST_ORIGIN), { ...init, headers }), env);
    jar.store(response);
    return response;
  };

  const transport: Transport = transportOver(fetchWithJar);

  const client: TestClient = { sandbox, clock, jar, transport, fetch: fetchWithJar, address: options.address };
  return client;
}
