/**
 * The in-house games' server: launches, the game session a page reads, and rounds.
 *
 * - A launch is a token bound to account + game + mode (never the player's cookie alone).
 * - Demo plays the fun balance (a guest's lives in the launch); real mode moves the main balance
 *   through the wallet ledger: a `bet` entry and, when the round wins, a `win` entry.
 * - A round id is an idempotency key: a replay answers the first result and moves nothing.
 * - No balance goes negative: the bet is posted first and the ledger refuses to go below zero.
 * - Provably fair: the launch commits sha256(serverSeed) before each round, the outcome comes from
 *   HMAC-SHA256(serverSeed, clientSeed:nonce), the answer reveals the seed and commits the next one.
 */
import { FUN_MINOR } from '../fixtures/accounts.ts';
import { catalogue, type CatalogueGame } from '../fixtures/games/catalogue.ts';
import type { WagerGameType } from '../state/bonuses.ts';
import type { SandboxState } from '../state/index.ts';
import { GameState, MAX_GUEST_ROUNDS_PER_LAUNCH, newSecret, type EngineName, type GameLaunch, type PlayMode, type RoundRecord } from '../state/games.ts';
import { CURRENCY_DECIMALS, isAmountText, toMajor, type Currency } from '../state/money.ts';
import { LIMIT_CODE, PlayLimitRefusal, admitStake, refusalDetails } from '../state/play-limits.ts';
import { InsufficientFundsError } from '../state/wallet.ts';
import { commitment, crashOutcome, diceOutcome, isCrashCashout, isDiceTarget, parseCashout, roundBytes, slotOutcome } from './fair.ts';
import { playRefusal } from '../api/identification.ts';

export type GameErrorCode =
  | 'INVALID_TOKEN'
  | 'SESSION_ENDED'
  | 'INVALID_ROUND_ID'
  | 'ROUND_ID_CONFLICT'
  | 'INVALID_BET'
  | 'INVALID_TARGET'
  | 'INVALID_CASHOUT'
  | 'INVALID_CLIENT_SEED'
  | 'INSUFFICIENT_FUNDS'
  | 'BONUS_MAX_BET'
  | 'LOSS_LIMIT'
  | 'STAKE_LIMIT'
  | 'VERIFICATION_REQUIRED'
  | 'INVALID_REQUEST';

const STATUS: Readonly<Record<GameErrorCode, number>> = {
  INVALID_TOKEN: 401,
  SESSION_ENDED: 401,
  INVALID_ROUND_ID: 400,
  ROUND_ID_CONFLICT: 409,
  INVALID_BET: 400,
  INVALID_TARGET: 400,
  INVALID_CASHOUT: 400,
  INVALID_CLIENT_SEED: 400,
  INSUFFICIENT_FUNDS: 402,
  BONUS_MAX_BET: 400,
  // The player's own limits (decision 032): the platform's status for its LossLimitExceededException and StakeLimitExceededException.
  LOSS_LIMIT: 422,
  STAKE_LIMIT: 422,
  VERIFICATION_REQUIRED: 403,
  INVALID_REQUEST: 400,
};

/** The game API's own errors (a provider's API, not the platform's catalogue): a code the page translates. */
export class GameApiError extends Error {
  override readonly name = 'GameApiError';
  constructor(
    readonly code: GameErrorCode,
    message: string,
    /** Beside the code: a refusal by the player's limits carries the platform's `type` and `error_data` (decision 032). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}



/** Bet limits in major units per currency; the presets are what the bet buttons step through. */
export const BET_LIMITS: Readonly<Record<Currency, { min: number; max: number; presets: readonly number[] }>> = {
  UZS: { min: 1000, max: 1_000_000, presets: [1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000] },
  RUB: { min: 10, max: 10_000, presets: [10, 20, 50, 100, 200, 500, 1000, 5000, 10_000] },
  USD: { min: 0.1, max: 100, presets: [0.1, 0.2, 0.5, 1, 2, 5, 10, 50, 100] },
};

const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export interface LaunchInput {
  readonly game: CatalogueGame;
  readonly mode: PlayMode;
  readonly uid: number | null;
  readonly sid: string | null;
  readonly currency: Currency;
  readonly now: number;
}

export function createLaunch(state: SandboxState, input: LaunchInput): GameLaunch {
  return state.games.createLaunch({
    uid: input.uid,
    sid: input.sid,
    sysname: input.game.sysname,
    engine: input.game.engine,
    mode: input.mode,
    currency: input.currency,
    createdAt: input.now,
    guestFunMinor: FUN_MINOR,
  });
}

/** The page URL of a launch (served by mocks/games/routes.ts). */
export function launchUrl(launch: GameLaunch, lang: string): string {
  const query = new URLSearchParams({ mode: launch.mode, token: launch.token, lang });
  return `/sandbox-games/${launch.engine}/?${query.toString()}`;
}

/** The launch of a token, or INVALID_TOKEN; a real launch also needs its API session alive and the player not banned. */
export function requireLaunch(state: SandboxState, token: unknown, now: number): GameLaunch {
  if (typeof token !== 'string' || token === '') throw new GameApiError('INVALID_TOKEN', 'A game token is required');
  const launch = state.games.launch(token, now);
  if (!launch) throw new GameApiError('INVALID_TOKEN', 'The game session is unknown or has expired; reopen the game');
  if (launch.mode === 'real') {
    const signedIn = launch.sid === null ? undefined : state.signedIn(launch.sid, now);
    if (!signedIn || signedIn.session.uid !== launch.uid || signedIn.account.banned) {
      throw new GameApiError('SESSION_ENDED', 'The player signed out; reopen the game');
    }
  }
  return launch;
}

function balanceKind(launch: GameLaunch): 'fun' | 'main' {
  return launch.mode === 'demo' ? 'fun' : 'main';
}

export function balanceMinor(state: SandboxState, launch: GameLaunch): number {
  if (launch.uid === null) return launch.guestFunMinor;
  return state.wallet.balance(launch.uid, balanceKind(launch));
}

function minorOf(major: number, currency: Currency): number {
  return Math.round(major * 10 ** CURRENCY_DECIMALS[currency]);
}

/** Demo money never runs dry: below the smallest bet it is topped up (a ledger entry for signed-in players). */
function refillFun(state: SandboxState, launch: GameLaunch, now: number): void {
  if (launch.mode !== 'demo') return;
  const minimum = minorOf(BET_LIMITS[launch.currency].min, launch.currency);
  const balance = balanceMinor(state, launch);
  if (balance >= minimum) return;
  if (launch.uid === null) launch.guestFunMinor = FUN_MINOR;
  else state.wallet.post(launch.uid, 'fun', FUN_MINOR - balance, 'fun_refill', now);
}

export interface SessionAnswer {
  sysname: string;
  engine: EngineName;
  mode: PlayMode;
  currency: Currency;
  balance: number;
  bet_limits: { min: number; max: number; presets: readonly number[] };
  /** sha256 of the next round's server seed (shown before the round). */
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** Free spins left on this game (real mode), or null. */
  freespins: { remaining: number; bet: number } | null;
}

export function sessionAnswer(state: SandboxState, launch: GameLaunch, now: number): SessionAnswer {
  refillFun(state, launch, now);
  const pack = freespinPack(state, launch, now);
  return {
    sysname: launch.sysname,
    engine: launch.engine,
    mode: launch.mode,
    currency: launch.currency,
    balance: toMajor(balanceMinor(state, launch), launch.currency),
    bet_limits: BET_LIMITS[launch.currency],
    server_seed_hash: GameState.nextCommitment(launch),
    client_seed: launch.clientSeed,
    nonce: launch.nonce,
    freespins: pack ? { remaining: pack.remainingCount, bet: toMajor(pack.betMinor, launch.currency) } : null,
  };
}

function freespinPack(state: SandboxState, launch: GameLaunch, now: number) {
  if (launch.mode !== 'real' || launch.uid === null || launch.engine !== 'slot') return undefined;
  return state.games.activePack(launch.uid, launch.sysname, Math.floor(now / 1000));
}

export interface RoundRequest {
  readonly round_id?: unknown;
  readonly bet?: unknown;
  readonly client_seed?: unknown;
  /** Dice: roll under this (2-95). */
  readonly target?: unknown;
  /** Crash: the cash-out multiplier named before the round ("2", "1.5"; 1.01-1000). */
  readonly cashout?: unknown;
}

export interface RoundAnswer {
  id: number;
  round_id: string;
  sysname: string;
  mode: PlayMode;
  currency: Currency;
  bet: number;
  win: number;
  freespin: boolean;
  freespins_left: number | null;
  outcome: Readonly<Record<string, unknown>>;
  balance: number;
  /** The revealed record of this round: anyone can recompute the outcome from it. */
  fair: { server_seed: string; server_seed_hash: string; client_seed: string; nonce: number };
  /** The commitment of the launch's next round. */
  next_server_seed_hash: string;
  /** True when this answers a round id that was already played. */
  replayed: boolean;
}

function answerOf(record: RoundRecord, launch: GameLaunch, freespinsLeft: number | null, replayed: boolean): RoundAnswer {
  return {
    id: record.id,
    round_id: record.roundId,
    sysname: record.sysname,
    mode: record.mode,
    currency: record.currency,
    bet: toMajor(record.betMinor, record.currency),
    win: toMajor(record.winMinor, record.currency),
    freespin: record.freespin,
    freespins_left: freespinsLeft,
    outcome: record.outcome,
    balance: toMajor(record.balanceAfterMinor, record.currency),
    fair: {
      server_seed: record.fair.serverSeed,
      server_seed_hash: record.fair.serverSeedHash,
      client_seed: record.fair.clientSeed,
      nonce: record.fair.nonce,
    },
    next_server_seed_hash: GameState.nextCommitment(launch),
    replayed,
  };
}

function parseBet(value: unknown, currency: Currency): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!isAmountText(text, 9)) throw new GameApiError('INVALID_BET', 'The bet must be a positive amount');
  const major = Number(text);
  const limits = BET_LIMITS[currency];
  if (major < limits.min || major > limits.max) {
    throw new GameApiError('INVALID_BET', `The bet must be between ${limits.min} and ${limits.max} ${currency}`);
  }
  return minorOf(major, currency);
}

/** How a game's bets count towards wagering (decision 011): slots 100 %, live 10 %, anything else 50 %. */
function wagerType(launch: GameLaunch): WagerGameType {
  const type = catalogue().bySysname.get(launch.sysname)?.type ?? (launch.engine === 'slot' ? 'slot' : 'casino');
  return type === 'slot' ? 'slots' : type === 'live' ? 'live' : 'other';
}

export function playRound(state: SandboxState, token: unknown, request: RoundRequest, now: number): RoundAnswer {
  const launch = requireLaunch(state, token, now);
  const roundId = request.round_id;
  if (typeof roundId !== 'string' || !ROUND_ID.test(roundId)) {
    throw new GameApiError('INVALID_ROUND_ID', 'round_id must be 8-64 letters, digits, _ or -');
  }
  const key = `uid:${launch.uid ?? 0}:${roundId}`;
  // A guest's rounds stay in the launch and go with it (decision 023: the sandbox's memory stays bounded); a player's are their history.
  const previous = launch.uid === null ? launch.guestRounds?.get(roundId) : state.games.roundsByKey.get(key);
  if (previous) {
    // A replay (a retried request, a double tap): the first result, nothing moves again.
    if (previous.sysname !== launch.sysname || previous.mode !== launch.mode) {
      throw new GameApiError('ROUND_ID_CONFLICT', 'This round id belongs to another game');
    }
    return answerOf(previous, launch, freespinPack(state, launch, now)?.remainingCount ?? null, true);
  }

  if (request.client_seed !== undefined && request.client_seed !== null && request.client_seed !== '') {
    if (typeof request.client_seed !== 'string' || !CLIENT_SEED.test(request.client_seed)) {
      throw new GameApiError('INVALID_CLIENT_SEED', 'The client seed is 1-64 printable characters without spaces');
    }
    launch.clientSeed = request.client_seed;
  }
  let target = 0;
  if (launch.engine === 'dice') {
    target = typeof request.target === 'number' ? request.target : typeof request.target === 'string' ? Number(request.target) : NaN;
    if (!isDiceTarget(target)) throw new GameApiError('INVALID_TARGET', 'The target is a whole number from 2 to 95');
  }

  let cashout = 0;
  if (launch.engine === 'crash') {
    cashout = typeof request.cashout === 'number' || typeof request.cashout === 'string' ? parseCashout(String(request.cashout)) : NaN;
    if (!isCrashCashout(cashout)) throw new GameApiError('INVALID_CASHOUT', 'The cash-out is a multiplier from 1.01 to 1000 with at most two decimals');
  }

  refillFun(state, launch, now);
  const pack = freespinPack(state, launch, now);
  const betMinor = pack ? pack.betMinor : parseBet(request.bet, launch.currency);

  const fair = { serverSeed: launch.serverSeed, serverSeedHash: commitment(launch.serverSeed), clientSeed: launch.clientSeed, nonce: launch.nonce };
  const bytes = roundBytes(fair.serverSeed, fair.clientSeed, fair.nonce);
  const result = launch.engine === 'slot' ? slotOutcome(bytes) : launch.engine === 'crash' ? crashOutcome(bytes, cashout) : diceOutcome(bytes, target);
  const winMinor = Math.floor(betMinor * result.multiplier);
  const ref = `${launch.sysname}:${roundId}`;

  // Money: the bet first (the ledger refuses a negative balance and then nothing has moved), then the win.
  let balanceAfter: number;
  if (launch.uid === null) {
    if (launch.guestFunMinor < betMinor) throw new GameApiError('INSUFFICIENT_FUNDS', 'Not enough demo money for this bet');
    launch.guestFunMinor += winMinor - betMinor;
    balanceAfter = launch.guestFunMinor;
  } else {
    const kind = balanceKind(launch);
    // Decision 033: a launch made before the rule applied still plays no real round for a player who is not identified.
    const player = launch.mode === 'real' ? state.accounts.get(launch.uid) : undefined;
    if (player && playRefusal(state, player, 'round', now)) throw new GameApiError('VERIFICATION_REQUIRED', 'Real-money play needs an identified account');
    // Decision 011: while a casino bonus wagers, a real-money bet above its max bet is refused before any money moves.
    const maxBet = kind === 'main' && !pack ? state.bonuses.maxBet(state.wallet, launch.uid, now) : null;
    if (maxBet && betMinor > maxBet.minor) {
      throw new GameApiError('BONUS_MAX_BET', `While a bonus is wagered the bet is at most ${toMajor(maxBet.minor, maxBet.currency)} ${maxBet.currency}`);
    }
    if (!pack) {
      try {
        // Decision 032: the player's loss and stake limits see every real-money stake before it is posted.
        if (kind === 'main') admitStake(state.accounts.get(launch.uid), state.wallet, betMinor, now);
        state.wallet.post(launch.uid, kind, -betMinor, 'bet', now, ref);
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new GameApiError('INSUFFICIENT_FUNDS', 'Not enough money for this bet');
        if (error instanceof PlayLimitRefusal) throw new GameApiError(LIMIT_CODE[error.type], error.message, refusalDetails(error, launch.currency));
        throw error;
      }
      if (kind === 'main') state.bonuses.wager(state.wallet, launch.uid, betMinor, { kind: 'casino', gameType: wagerType(launch) }, now);
    }
    if (winMinor > 0) state.wallet.post(launch.uid, kind, winMinor, pack ? 'freespin_win' : 'win', now, ref);
    balanceAfter = state.wallet.balance(launch.uid, kind);
    // Real money lost on a paid bet earns the week's cashback (free spins cost the player nothing).
    if (kind === 'main' && !pack && winMinor < betMinor) state.cashbacks.accrue(launch.uid, launch.currency, betMinor - winMinor, now);
    // Decision 018: real-money bets earn loyalty points (free spins and bonus money do not).
    if (kind === 'main' && !pack) state.loyalty.wager(launch.uid, launch.currency, betMinor, now);
  }
  if (pack) pack.remainingCount -= 1;

  const record: RoundRecord = {
    // A guest's rounds are numbered within the launch (they are nobody's history).
    id: launch.uid === null ? launch.nonce + 1 : state.games.rounds.length + 1,
    roundId,
    uid: launch.uid,
    token: launch.token,
    sysname: launch.sysname,
    engine: launch.engine,
    mode: launch.mode,
    currency: launch.currency,
    betMinor: pack ? 0 : betMinor,
    winMinor,
    freespin: pack !== undefined,
    createdAt: now,
    outcome: { ...result },
    fair,
    balanceAfterMinor: balanceAfter,
  };
  if (launch.uid === null) {
    const guestRounds = (launch.guestRounds ??= new Map());
    for (const oldest of guestRounds.keys()) {
      if (guestRounds.size < MAX_GUEST_ROUNDS_PER_LAUNCH) break;
      guestRounds.delete(oldest);
    }
    guestRounds.set(roundId, record);
  } else {
    state.games.rounds.push(record);
    state.games.roundsByKey.set(key, record);
  }
  // Reveal this seed, commit the next.
  launch.nonce += 1;
  launch.serverSeed = newSecret();
  return answerOf(record, launch, pack ? pack.remainingCount : null, false);
}
