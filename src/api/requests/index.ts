/**
 * Every request declaration, by operation name (decision 037). The sandbox looks an operation up here and checks its
 * requests with the schema; a test (mocks/api/requests.contract.test.ts) holds that every operation it serves has one.
 * Imported by the sandbox and tests only, never by the app's entry.
 */
import type { AnyRequestDeclaration } from './declare.ts';
import * as account from './account.ts';
import * as auth from './auth.ts';
import * as banners from './banners.ts';
import * as bonuses from './bonuses.ts';
import * as campaigns from './campaigns.ts';
import * as cashbacks from './cashbacks.ts';
import * as cashier from './cashier.ts';
import * as events from './events.ts';
import * as freespins from './freespins.ts';
import * as games from './games.ts';
import * as jackpots from './jackpots.ts';
import * as loyalty from './loyalty.ts';
import * as metadata from './metadata.ts';
import * as playLimits from './play-limits.ts';
import * as popups from './popups.ts';
import * as storage from './storage.ts';
import * as sumsub from './sumsub.ts';
import * as support from './support.ts';
import * as tournaments from './tournaments.ts';

const NAMESPACES: readonly Record<string, unknown>[] = [jackpots, tournaments, freespins, banners, events, popups, cashbacks, bonuses, storage, support, playLimits, metadata, sumsub, campaigns, loyalty, games, cashier, auth, account];

function isDeclaration(value: unknown): value is AnyRequestDeclaration {
  return typeof value === 'object' && value !== null && 'operation' in value && 'schema' in value;
}

/** Request declarations keyed by the operation's lower-cased name (SPEC §7 spells some with capitals). */
export const REQUESTS: ReadonlyMap<string, AnyRequestDeclaration> = new Map(
  NAMESPACES.flatMap((namespace) => Object.values(namespace).filter(isDeclaration)).map((declaration) => [declaration.operation.spec.operation.toLowerCase(), declaration]),
);
