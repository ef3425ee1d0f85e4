/**
 * Casino state of one sandbox: favourites (games.getLikes), game launches (tokens the
 * in-house games play with), rounds with their provably-fair record (games.getHistory), history
 * export requests and free-spin packs (freespins.get). Money itself lives in the wallet ledger.
 */
import { randomBytes } from 'node:crypto';
import { SEED_UIDS } from '../fixtures/accounts.ts';
import { commitment } from '../games/fair.ts';
import type { Currency } from './money.ts';

export type PlayMode = 'demo' | 'real';
export type EngineName = 'slot' | 'dice' | 'crash';

/** A game launch lives this long (a tab left open overnight has to relaunch). */
export const LAUNCH_TTL_MS = 4 * 60 * 60 * 1000;
/** Kept per account; older launches of the same player expire early. */
export const MAX_LAUNCHES_PER_ACCOUNT = 20;
/** Guest (demo) launches kept at most; the oldest gives way (guest traffic grew memory for ever). */
export const MAX_GUEST_LAUNCHES = 10_000;
/** Round ids a guest launch remembers for replays; older ones are forgotten (demo money only). */
export const MAX_GUEST_ROUNDS_PER_LAUNCH = 500;
/** An export is "prepared" this long after it was asked for (the app polls). */
export const EXPORT_READY_AFTER_MS = 3000;

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * One launch of one game: the token the game page carries. Bound to the account, the game and the
 * mode ("never the player's cookie alone"); a real-mode launch also dies with the sandbox
 * session that made it (sign-out ends play).
 */
export interface GameLaunch {
  readonly token: string;
  /** null for a guest's demo. */
  readonly uid: number | null;
  /** The API session that launched a real game. */
  readonly sid: string | null;
  readonly sysname: string;
  readonly engine: EngineName;
  readonly mode: PlayMode;
  readonly currency: Currency;
  readonly createdAt: number;
  readonly expiresAt: number;
  /** A guest's demo money (signed-in players use the ledger's fun balance). */
  guestFunMinor: number;
  /** The seed of the next round, committed (sha256) before it is played. */
  serverSeed: string;
  clientSeed: string;
  /** Rounds played with this launch so far: the next round's nonce. */
  nonce: number;
  /** A guest's rounds by round id (replays answer the first result); they live and die with the launch. */
  guestRounds?: Map<string, RoundRecord>;
}

export interface FairRecord {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface RoundRecord {
  readonly id: number;
  /** The id the game chose (idempotency key of the round). */
  readonly roundId: string;
  readonly uid: number | null;
  readonly token: string;
  readonly sysname: string;
  readonly engine: EngineName;
  readonly mode: PlayMode;
  readonly currency: Currency;
  readonly betMinor: number;
  readonly winMinor: number;
  /** Paid from a free-spin pack: no bet moved. */
  readonly freespin: boolean;
  readonly createdAt: number;
  readonly outcome: Readonly<Record<string, unknown>>;
  readonly fair: FairRecord;
  /** The balance the round left (fun for demo, main for real). */
  readonly balanceAfterMinor: number;
}

export interface ExportRecord {
  readonly id: number;
  readonly uid: number;
  readonly createdAt: number;
  readonly dateFrom: number | null;
  readonly dateTo: number | null;
}

export interface FreespinPackRecord {
  readonly id: number;
  readonly uid: number;
  readonly sysname: string;
  readonly totalCount: number;
  remainingCount: number;
  /** The bet of each free spin, minor units. */
  readonly betMinor: number;
  /** Unix seconds. */
  readonly expiredAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class GameState {
  /** Liked sysnames per account, most recent first. */
  readonly likes = new Map<number, string[]>();
  /** By token, in creation order (so in expiry order: every launch lives LAUNCH_TTL_MS on the one clock). */
  readonly launches = new Map<string, GameLaunch>();
  /** Indexes, so a new launch never scans the others: tokens per player, and guests' tokens, oldest first. */
  private readonly launchesByUid = new Map<number, Set<string>>();
  private readonly guestLaunches = new Set<string>();
  readonly rounds: RoundRecord[] = [];
  /** Rounds by `<token or uid>:<roundId>`: a replayed round id answers the first result. */
  readonly roundsByKey = new Map<string, RoundRecord>();
  readonly exports: ExportRecord[] = [];
  readonly freespins: FreespinPackRecord[] = [];

  constructor(now: number) {
    // The seeded player has free spins on the in-house slot and two catalogue slots (SPEC §3 "Freespin pack"),
    // and one used-up pack so status filtering has something to filter.
    const expires = Math.floor((now + 7 * DAY_MS) / 1000);
    const player = SEED_UIDS.player;
    const packs: Omit<FreespinPackRecord, 'id'>[] = [
      { uid: player, sysname: 'omad-oltin-7', totalCount: 20, remainingCount: 20, betMinor: 100_000, expiredAt: expires },
      { uid: player, sysname: 'samarqand-gaming-oltin-qol', totalCount: 10, remainingCount: 10, betMinor: 200_000, expiredAt: expires },
      { uid: player, sysname: 'registon-play-galaba', totalCount: 50, remainingCount: 35, betMinor: 100_000, expiredAt: expires },
      { uid: player, sysname: 'humo-interactive-oltin-qol-deluxe', totalCount: 15, remainingCount: 0, betMinor: 100_000, expiredAt: expires },
    ];
    packs.forEach((pack, index) => this.freespins.push({ ...pack, id: index + 1 }));
  }

  likesOf(uid: number): string[] {
    let list = this.likes.get(uid);
    if (!list) {
      list = [];
      this.likes.set(uid, list);
    }
    return list;
  }

  createLaunch(input: Omit<GameLaunch, 'token' | 'expiresAt' | 'serverSeed' | 'clientSeed' | 'nonce' | 'guestFunMinor'> & { guestFunMinor: number }): GameLaunch {
    this.dropExpired(input.createdAt);
    const own = input.uid === null ? this.guestLaunches : this.launchesOf(input.uid);
    const cap = input.uid === null ? MAX_GUEST_LAUNCHES : MAX_LAUNCHES_PER_ACCOUNT;
    for (const old of own) {
      if (own.size < cap) break;
      this.forget(old);
    }
    const launch: GameLaunch = {
      ...input,
      token: newSecret(),
      expiresAt: input.createdAt + LAUNCH_TTL_MS,
      serverSeed: newSecret(),
      clientSeed: newSecret(9),
      nonce: 0,
    };
    this.launches.set(launch.token, launch);
    own.add(launch.token);
    return launch;
  }

  private launchesOf(uid: number): Set<string> {
    let tokens = this.launchesByUid.get(uid);
    if (!tokens) {
      tokens = new Set();
      this.launchesByUid.set(uid, tokens);
    }
    return tokens;
  }

  private forget(token: string): void {
    const launch = this.launches.get(token);
    if (!launch) return;
    this.launches.delete(token);
    if (launch.uid === null) {
      this.guestLaunches.delete(token);
      return;
    }
    const tokens = this.launchesByUid.get(launch.uid);
    tokens?.delete(token);
    if (tokens?.size === 0) this.launchesByUid.delete(launch.uid);
  }

  launch(token: string, now: number): GameLaunch | undefined {
    const launch = this.launches.get(token);
    if (!launch) return undefined;
    if (now >= launch.expiresAt) {
      this.forget(token);
      return undefined;
    }
    return launch;
  }

  /** Expired launches sit at the front (creation order): the sweep stops at the first live one. */
  private dropExpired(now: number): void {
    for (const [token, launch] of this.launches) {
      if (now < launch.expiresAt) break;
      this.forget(token);
    }
  }

  /** The commitment of the launch's next round. */
  static nextCommitment(launch: GameLaunch): string {
    return commitment(launch.serverSeed);
  }

  /** The real-money rounds of a player, newest first (games.getHistory). */
  historyOf(uid: number): RoundRecord[] {
    return this.rounds.filter((round) => round.uid === uid && round.mode === 'real').reverse();
  }

  activePack(uid: number, sysname: string, nowSeconds: number): FreespinPackRecord | undefined {
    return this.freespins.find((pack) => pack.uid === uid && pack.sysname === sysname && pack.remainingCount > 0 && pack.expiredAt > nowSeconds);
  }
}
