/**
 * How a namespace file plugs into the sandbox: `implement(op, handler)` ties a handler to the app's own
 * `defineOperation` declaration (src/api/*), so the operation name, method and answer type cannot drift
 * from the client. A namespace file exports `operations: OperationHandler[]`; `mocks/api/index.ts` lists
 * the namespaces.
 */
import type { Struct } from 'superstruct';
import type { Method, Operation, Params } from '../../src/api/client.ts';
import { anyDeclaration, type RequestDeclaration } from '../../src/api/requests/declare.ts';
import { REQUESTS } from '../../src/api/requests/index.ts';
import type { AccountRecord, Locale } from '../state/accounts.ts';
import type { SandboxState } from '../state/index.ts';

export interface SandboxConfig {
  readonly testMode: boolean;
  readonly telegramBotToken: string;
  readonly telegramMaxAgeSeconds: number;
  /** SESSION_MAX_LIFETIME_SECONDS: a session ends this long after its sign-in, however often it is used. */
  readonly sessionMaxLifetimeSeconds: number;
  /** SANDBOX_PUBLIC_ORIGIN: the site's public origin; undefined on local runs (the origin the server was addressed at). */
  readonly publicOrigin: string | undefined;
}

export interface OperationContext {
  /** The operation as the platform spells it (e.g. `account.getInfo`). */
  readonly operation: string;
  /** Raw parameters: query for GET, query and form for POST; literal `null` values already dropped (SPEC §3). */
  readonly params: Readonly<Record<string, string>>;
  readonly state: SandboxState;
  readonly config: SandboxConfig;
  /** The UI locale of the request (`locale` query). */
  readonly locale: Locale;
  /** Unix milliseconds of the sandbox clock. */
  now(): number;
  /** The signed-in account, if any. */
  readonly account: AccountRecord | undefined;
  /** The signed-in account, or AuthorizationException. */
  requireAccount(): AccountRecord;
  /** Starts a fresh session (a new `sid`, never the old one: no session fixation). */
  signIn(account: AccountRecord): void;
  signOut(): void;
  /** The client's network address (login throttling per address), `local` when there is no socket (in-process tests). */
  readonly clientAddress: string;
  /**
   * The origin the player reached the platform at (behind a proxy: the forwarded one). A vendor token that names where
   * its SDK loads from (Sumsub's access token carries its host) names the sandbox's own origin with it.
   */
  readonly publicOrigin: string;
  /** The current session id, to keep it alive when others end (password change). */
  readonly sessionId: string | undefined;
  /** Validates `params` (rules.ts); failures answer InvalidParameterException. */
  input<T>(schema: Struct<T>): T;
}

export interface OperationHandler {
  readonly operation: string;
  readonly method: Method;
  /** Money-moving: needs an Idempotency-Key, a replay answers the first result. */
  readonly money: boolean;
  /** May run without a session (a guest). Others answer AuthorizationException to guests. */
  readonly guest: boolean;
  handle(context: OperationContext): unknown;
}

export interface ImplementOptions {
  /** Guests may call it (default false). */
  guest?: boolean;
}

/**
 * Ties a handler to an operation, or to its request declaration (src/api/requests/, decision 037): then the handler
 * receives the request's checked, converted parameters. Every operation is checked by its declaration before the handler
 * runs (one without a declaration is refused when the sandbox is built); a refusal is InvalidParameterException with the
 * failing rules' keys in `error_data`.
 */
export function implement<P extends Params, T, I = Readonly<Record<string, string>>>(
  target: Operation<P, T> | RequestDeclaration<P, T, I>,
  handle: (context: OperationContext, input: I) => T | Promise<T>,
  options: ImplementOptions = {},
): OperationHandler {
  const operation = 'schema' in target ? target.operation : target;
  const schema = 'schema' in target ? anyDeclaration(target).schema : REQUESTS.get(operation.spec.operation.toLowerCase())?.schema;
  // Decision 037: the sandbox checks no request with rules of its own, so an operation it serves must be declared.
  if (!schema) throw new Error(`${operation.spec.operation} has no request declaration in src/api/requests/ (decision 037)`);
  return {
    operation: operation.spec.operation,
    method: operation.spec.method,
    money: operation.spec.money ?? false,
    guest: options.guest ?? false,
    handle: (context) => {
      // Pending payments, withdrawals and other timed rules settle on the sandbox clock before any answer.
      context.state.settleDue();
      return handle(context, context.input(schema) as I);
    },
  };
}

/** Operation names are looked up case-insensitively: SPEC §7 spells some with capitals (Account., BettingBonuses.). */
export class OperationRegistry {
  private readonly byName = new Map<string, OperationHandler>();

  constructor(namespaces: readonly (readonly OperationHandler[])[]) {
    for (const handler of namespaces.flat()) {
      const key = handler.operation.toLowerCase();
      if (this.byName.has(key)) throw new Error(`Operation ${handler.operation} is implemented twice`);
      this.byName.set(key, handler);
    }
  }

  find(operation: string): OperationHandler | undefined {
    return this.byName.get(operation.toLowerCase());
  }

  names(): string[] {
    return [...this.byName.values()].map((handler) => handler.operation);
  }
}
