/**
 * The shared setup of the sandbox contract tests (mocks/api/*.contract.test.ts): a fresh in-process sandbox per
 * test wired into the app's own API client, a record of which status codes each operation answered, and the
 * helpers every contract file uses (sign in, expect a catalogue error, list the operations not yet seen
 * answering both a success and a refusal).
 *
 *   const contract = createContractHarness();
 *   const client = contract.suite(/^(games|freespins)\./i); // a fresh sandbox per test; coverage checked after all
 *   it('…', async () => { contract.setLocale('ru'); await client().fetch(…); });
 */
import { afterAll, beforeEach, expect } from 'vitest';
import * as auth from '../src/api/auth.ts';
import * as games from '../src/api/games.ts';
import { configureApi, type Transport } from '../src/api/client.ts';
import type { ErrorType } from '../src/api/errors.ts';
import { createRegistry } from './api/index.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from './fixtures/accounts.ts';
import { createTestClient, type TestClient } from './test-transport.ts';

export interface StartOptions {
  locale?: () => string;
  inactivityLogout?: boolean;
  identificationForPlay?: boolean;
}

export interface ContractHarness {
  /** Answers seen per operation (lower case): status codes. */
  readonly seen: Map<string, Set<number>>;
  /**
   * A fresh sandbox and client for the next test, wired into configureApi (locale back to uz unless given). The
   * platform's inactivity logout is off (time_to_force_logout 0) unless `inactivityLogout`: contract tests move the
   * sandbox clock by hours and days as time a player spends with the app open (its balance poll keeps the session
   * alive); the logout itself is tested on its own (session-races.contract.test.ts). Identification before real-money
   * play (decision 033) is off unless `identificationForPlay`: most contract tests play with accounts that are not
   * identified; the rule is tested on its own (mocks/api/identification.contract.test.ts).
   */
  start: (options?: StartOptions) => TestClient;
  /** The locale the client started without its own sends from now on, until the next start. */
  setLocale: (locale: string) => void;
  /**
   * Registers the usual hooks of a contract file: start() before each test, and after all, that every
   * operation of these namespaces answered both a success and a refusal. Answers the current test's client.
   */
  suite: (namespaces: RegExp) => () => TestClient;
  /** Records an answer the typed client did not make (a raw request). */
  record: (operation: string, status: number) => void;
  signIn: (login?: string, password?: string) => Promise<void>;
  /** Asserts a rejection with a catalogue type (and optionally message keys of one field). */
  expectError: (promise: Promise<unknown>, type: ErrorType, errorData?: Record<string, string[]>) => Promise<void>;
  /** Implemented operations of these namespaces not seen answering both a success and a 4xx refusal. */
  missing: (namespaces: RegExp) => string[];
}

export function createContractHarness(): ContractHarness {
  const seen = new Map<string, Set<number>>();

  const record = (operation: string, status: number) => {
    const key = operation.toLowerCase();
    const statuses = seen.get(key) ?? new Set<number>();
    statuses.add(status);
    seen.set(key, statuses);
  };

  const recording =
    (transport: Transport): Transport =>
    async (request) => {
      const response = await transport(request);
      record(new URL(request.url, 'http://x').pathname.replace('/api/', ''), response.status);
      return response;
    };

  const missing = (namespaces: RegExp): string[] =>
    createRegistry()
      .names()
      .filter((name) => namespaces.test(name))
      .filter((name) => {
        const statuses = [...(seen.get(name.toLowerCase()) ?? [])];
        return !statuses.includes(200) || !statuses.some((status) => status >= 400 && status < 500);
      });

  let locale = 'uz';
  const start = (options: StartOptions = {}): TestClient => {
    locale = 'uz';
    const client = createTestClient();
    if (options.inactivityLogout !== true) client.sandbox.state.settings.timeToForceLogout = 0;
    if (options.identificationForPlay !== true) client.sandbox.state.settings.identificationForPlay = false;
    configureApi({ transport: recording(client.transport), locale: options.locale ?? (() => locale), inFrame: () => false, baseUrl: '' });
    return client;
  };

  return {
    seen,
    record,
    start,
    setLocale: (next) => {
      locale = next;
    },
    suite: (namespaces) => {
      let client: TestClient | undefined;
      beforeEach(() => {
        client = start();
      });
      afterAll(() => {
        expect(missing(namespaces)).toEqual([]);
      });
      return () => {
        if (!client) throw new Error('contract.suite: the client exists only inside a test');
        return client;
      };
    },
    signIn: async (login = SEED_LOGINS.player, password = SANDBOX_PASSWORD) => {
      await expect(auth.login({ login, password })).resolves.toBe(1);
    },
    expectError: async (promise, type, errorData) => {
      await expect(promise).rejects.toMatchObject({ kind: 'http', type, ...(errorData ? { errorData: expect.objectContaining(errorData) as unknown } : {}) });
    },
    missing,
  };
}

export interface RoundAnswer {
  status: number;
  body: { data?: { win: number; bet: number; balance: number; round_id: string; freespin: boolean }; error?: { code: string } };
}

/** Launches a game for the signed-in player (games.get hands out the launch URL) and plays one real round through the game API. */
export async function playRealRound(client: TestClient, sysname: string, roundId: string, bet: number, extra: Record<string, unknown> = {}): Promise<RoundAnswer> {
  const launched = await games.getGame(sysname);
  const token = new URL(launched?.url ?? 'http://x/', 'http://x').searchParams.get('token');
  const response = await client.fetch('/sandbox-games/api/round', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://sandbox.test' },
    body: JSON.stringify({ token, round_id: roundId, bet, ...extra }),
  });
  return { status: response.status, body: (await response.json()) as RoundAnswer['body'] };
}

/**
 * A real-money single on the first upcoming outcome through the sandbox sportsbook's frame API
 * (mocks/sportsbook/routes.ts), as the frame places it; `key` is the placement's Idempotency-Key. Answers the status.
 */
export async function placeSportsBet(client: TestClient, key: string, stake: number): Promise<number> {
  const launched = (await (await client.fetch('/sandbox-sportsbook/launch?lang=uz')).json()) as { data: { token: string } };
  const token = launched.data.token;
  const feed = (await (await client.fetch(`/sandbox-sportsbook/api/events?token=${token}`, { headers: { Origin: 'null' } })).json()) as {
    data: { upcoming: { markets: { outcomes: { id: string; odds: number }[] }[] }[] };
  };
  const outcome = feed.data.upcoming[0]?.markets[0]?.outcomes[0];
  const bet = await client.fetch(`/sandbox-sportsbook/api/bet?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'null' },
    body: JSON.stringify({ token, key, type: 'single', stake, accept: 'none', source: 'main', selections: [{ id: outcome?.id, odds: outcome?.odds }] }),
  });
  return bet.status;
}
