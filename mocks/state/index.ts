/**
 * The whole state of one sandbox: accounts, sessions, the wallet ledger, login throttling, sent codes
 * and replayed idempotent answers. `reset()` re-seeds it in place, so handlers holding the object
 * keep working. A feature that needs its own store adds a field here and seeds it in `seed()`.
 */
import { EXCLUDED_LISTING_DAYS, FIRST_NEW_UID, FUN_MINOR, RESTRICTED_PAYOUT_PER_DAY_MINOR, SEED_LOGINS, SEED_UIDS, seedAccounts } from '../fixtures/accounts.ts';
import { seedCashierHistory, seedClaimableCashback } from '../fixtures/cashier-history.ts';
import { AccountStore, breakUntil, type AccountRecord } from './accounts.ts';
import { BonusState } from './bonuses.ts';
import { CampaignState } from './campaigns.ts';
import { CashbackState } from './cashbacks.ts';
import { CodeBook, Cooldowns } from './codes.ts';
import { GameState } from './games.ts';
import { depositLimitWindow } from './deposit-limit.ts';
import { admits } from './limit-window.ts';
import { IdempotencyStore } from './idempotency.ts';
import { LoginGuard } from './login-guard.ts';
import { LoyaltyState } from './loyalty.ts';
import { NationalRegister } from './national-register.ts';
import { PaymentState } from './payments.ts';
import { SESSION_IDLE_MS, SessionStore, type SessionRecord } from './sessions.ts';
import { sessionEnd, settleSessionLimit } from './session-limit.ts';
import { SportsbookState } from '../sportsbook/bets.ts';
import { UZ_MARKET_RULE, type MarketRule } from '../sportsbook/feed.ts';
import { SPORTS_BETS } from '../../src/api/tournaments.ts';
import { SEEDED_PLAYER_PLACE, SEEDED_PLAYER_TOURNAMENT, TournamentState, type RoundFacts } from './tournaments.ts';
import { SupportState } from './support.ts';
import { Wallet } from './wallet.ts';
import type { ForcedFailure } from '../sandbox-failure.ts';

export interface PlatformSettings {
  /** SPEC §3 general info `time_to_force_logout`, seconds. */
  timeToForceLogout: number;
  /** Whether the operator runs a login campaign popup (`popups.get` sysname `login`, mocks/api/popups.ts). */
  loginCampaign: boolean;
  /** A catalogue error every (or some) API call answers (test mode `POST /__sandbox/failure`, mocks/sandbox-failure.ts). */
  failure: ForcedFailure | undefined;
  /**
   * The origin the sandbox book's frame is served from in its launches (null: the app's own origin). Another origin
   * (e.g. `http://127.0.0.1:<port>` while the app is on `localhost`) tries a provider that is not same-origin.
   */
  sportsbookFrameOrigin: string | null;
  /** The sportsbook feed's market rule (mocks/sportsbook/feed.ts; decision 034): the Uzbek default unless a test changes it. */
  sportsbookMarket: MarketRule;
  /** Decision 033: a player who is not identified may not deposit or play for money (mocks/api/identification.ts). */
  identificationForPlay: boolean;
}

/** How long a session may go unused under these settings: `time_to_force_logout`, or the longest idle when it is 0 (off). */
export function sessionIdleMs(settings: PlatformSettings): number {
  return settings.timeToForceLogout > 0 ? settings.timeToForceLogout * 1000 : SESSION_IDLE_MS;
}

export function defaultSettings(): PlatformSettings {
  return { timeToForceLogout: 1800, loginCampaign: false, failure: undefined, sportsbookFrameOrigin: null, sportsbookMarket: UZ_MARKET_RULE, identificationForPlay: true };
}

/** One player's verification at the provider (mocks/kyc/): the token handed to its SDK, and what it decided. */
export interface Applicant {
  readonly id: string;
  token: string;
  tokenExpiresAt: number;
  /**
   * init: nothing sent yet; pending: documents under review until `reviewAt`; then the verdict: approved, rejected
   * with a resubmission allowed (rejected-retry) or rejected for good (rejected-final).
   */
  status: 'init' | 'pending' | ApplicantVerdict;
  reviewAt: number;
  /** The decision the provider will give, made server-side from what was submitted. */
  verdict: ApplicantVerdict | null;
  /** How many times documents were sent (a resubmission after a rejection with retry counts again). */
  submissions: number;
  /** When the applicant was created (unix ms), as the SDK's status events report it. */
  createdAt: number;
}

export type { StoredAnswer } from './idempotency.ts';

/** rejected-underage: a final rejection because the applicant is under 18 on the sandbox clock (decision 033). */
export type ApplicantVerdict = 'approved' | 'rejected-retry' | 'rejected-final' | 'rejected-underage';

export class SandboxState {
  accounts = new AccountStore(FIRST_NEW_UID);
  sessions: SessionStore;
  wallet = new Wallet();
  loginGuard = new LoginGuard();
  codes = new CodeBook();
  /** Password restore requests by throttle subject: known and unknown logins wait alike. */
  restoreCooldowns = new Cooldowns();
  /** Money-moving answers by `<uid>:<operation>:<Idempotency-Key>`, bounded (mocks/state/idempotency.ts). */
  idempotency = new IdempotencyStore();
  /** Chat vendor, feedback, FreshChat events and /hit beacons (mocks/state/support.ts; decision 014). */
  support = new SupportState();
  /** Casino: likes, game launches, rounds, exports, free spins (mocks/state/games.ts). */
  games: GameState;
  /** Platform settings tests may change (test mode `POST /__sandbox/config`), e.g. a short inactivity logout. */
  settings = defaultSettings();
  /** Identity-verification applicants (mocks/api/sumsub.ts): the provider's side of the verdict. */
  applicants = new Map<number, Applicant>();
  /** The loyalty programme: points, characters, notifications (mocks/state/loyalty.ts). */
  loyalty = new LoyaltyState();
  /** Weekly cashback on real-money losses (mocks/state/cashbacks.ts). */
  cashbacks = new CashbackState();
  /** Deposits and withdrawals (mocks/state/payments.ts; decision 009). */
  payments = new PaymentState();
  /** Casino and betting bonuses with wagering (mocks/state/bonuses.ts; decision 011). */
  bonuses = new BonusState();
  /** Offers taken, promo codes used, deposit offers waiting (mocks/state/campaigns.ts; decision 011). */
  campaigns: CampaignState;
  /** The sandbox sportsbook's launches, bets and cash-outs (mocks/sportsbook/bets.ts; decision 017). */
  sportsbook = new SportsbookState();
  /** Tournaments: participants, scores from the round history, prizes on the clock (mocks/state/tournaments.ts; decision 016). */
  tournaments: TournamentState;
  /** The Unified State Register's stand-in: the national self-exclusion list and its restrictions (decision 034). */
  register = new NationalRegister();

  constructor(
    private readonly now: () => number,
    private readonly options: { sessionMaxLifetimeMs?: number } = {},
  ) {
    this.sessions = this.newSessions();
    this.games = new GameState(now());
    this.campaigns = new CampaignState(now());
    this.tournaments = this.newTournaments();
    this.seed();
  }

  reset(): void {
    this.accounts = new AccountStore(FIRST_NEW_UID);
    this.sessions = this.newSessions();
    this.wallet = new Wallet();
    this.loginGuard = new LoginGuard();
    this.codes = new CodeBook();
    this.restoreCooldowns = new Cooldowns();
    this.idempotency = new IdempotencyStore();
    this.support = new SupportState();
    this.games = new GameState(this.now());
    this.settings = defaultSettings();
    this.applicants = new Map();
    this.loyalty = new LoyaltyState();
    this.cashbacks = new CashbackState();
    this.payments = new PaymentState();
    this.bonuses = new BonusState();
    this.campaigns = new CampaignState(this.now());
    this.tournaments = this.newTournaments();
    this.sportsbook = new SportsbookState();
    this.register = new NationalRegister();
    this.seed();
  }

  /** SPEC §3/§4: the platform itself ends a session unused for longer than general info's time_to_force_logout. */
  private newSessions(): SessionStore {
    return new SessionStore(this.options.sessionMaxLifetimeMs, () => sessionIdleMs(this.settings));
  }

  /**
   * The password was changed or reset: the account's credentials move on, so every session opened before (or by a
   * login checked against the old password that finishes later) is no session. Answers the new version.
   */
  credentialsChanged(account: AccountRecord): number {
    account.credentialVersion += 1;
    this.sessions.deleteForAccount(account.uid);
    return account.credentialVersion;
  }

  /** Tournaments dated from now, scoring this state's paid real-money casino rounds and sports bets. */
  private newTournaments(): TournamentState {
    return new TournamentState(this.now(), () => [...paidRounds(this.games.rounds), ...paidSportBets(this.sportsbook.bets)]);
  }

  /**
   * The live session of a cookie and its player. A session whose player is on a time-out or self-exclusion ends
   * here, on its next request, however the break was set. A banned player keeps the session:
   * the API answers UserBannedException to everything but logout. So does a session opened under credentials the
   * account no longer has (a password changed or reset since, docs/decisions/024-sessions-and-public-origin.md).
   * `touch: false` checks without counting as the player's activity (a stream checking its launch each second).
   * A player the national self-exclusion list names ends here too (decision 034); the API says why
   * (mocks/http/api-routes.ts asks `listedSession` first).
   */
  signedIn(sid: string | undefined, now: number, touch = true): { session: SessionRecord; account: AccountRecord } | undefined {
    const session = this.sessions.get(sid, now, touch);
    if (!session || sid === undefined) return undefined;
    const account = this.accounts.get(session.uid);
    if (!account || session.credentialVersion !== account.credentialVersion || breakUntil(account, now) !== undefined || this.register.listingOf(account, now)) {
      this.sessions.delete(sid);
      return undefined;
    }
    if (this.endOverrunSession(account, now)) return undefined;
    return { session, account };
  }

  /** The register's listing of the player behind a live session of this cookie, if the player is listed (decision 034). */
  listedSession(sid: string | undefined, now: number): ReturnType<NationalRegister['listingOf']> {
    const session = this.sessions.get(sid, now, false);
    const account = session ? this.accounts.get(session.uid) : undefined;
    return account ? this.register.listingOf(account, now) : undefined;
  }

  /**
   * Ends the player's session once their session-time limit is reached (mocks/state/session-limit.ts, decision 035):
   * every session of the player ends and the break starts. Answers whether it ended it now.
   */
  endOverrunSession(account: AccountRecord, now: number): boolean {
    if (!account.sessionLimit) return false;
    account.sessionLimit = settleSessionLimit(account.sessionLimit, now);
    const startedAt = this.sessions.firstStartOf(account.uid, now);
    const end = startedAt === undefined ? undefined : sessionEnd(account.sessionLimit, startedAt);
    if (!end || now < end.endsAt) return false;
    account.sessionBreakUntil = end.breakUntil;
    this.sessions.endByTimeLimit(account.uid, now);
    return true;
  }

  /** Unix ms until which a session-time limit's break keeps the player out (a session left open is ended first), or undefined. */
  sessionBreakUntil(account: AccountRecord, now: number): number | undefined {
    this.endOverrunSession(account, now);
    const until = account.sessionBreakUntil;
    return until !== undefined && until > now ? until : undefined;
  }

  /**
   * A time-out or self-exclusion starts (README "Security"): it lasts until `until` (unix seconds); every session of
   * the player ends; checkouts still open at a provider and payments the provider has not confirmed are cancelled
   * (one it confirms later is refunded to its source, mocks/state/payments.ts), so no money arrives during the break.
   */
  startBreak(account: AccountRecord, kind: 'timeout' | 'self_exclusion', until: number, now: number): void {
    account.responsible = { realityCheckMinutes: account.responsible?.realityCheckMinutes ?? null, breakKind: kind, breakUntil: until };
    this.payments.cancelOpenDeposits(account.uid, now);
    this.sessions.deleteForAccount(account.uid);
  }

  /** Every timed rule reads the one sandbox clock: what is due now settles before an operation answers. */
  settleDue(): void {
    this.payments.settle(this.wallet, this.now());
    this.tournaments.settle(this.wallet, this.now());
    // Bets whose events finished settle; cash-outs whose acceptance delay passed are answered.
    this.sportsbook.settle(this, this.now());
  }

  private seed(): void {
    const now = this.now();
    this.payments.onCredited = (record, at) => this.campaigns.onDeposit(this, record, at);
    // The provider step checks the deposit limit as it stands when the player pays (mocks/state/deposit-limit.ts).
    this.payments.admit = (record, at) => {
      const account = this.accounts.get(record.uid);
      return account === undefined || admits(depositLimitWindow(account, this.payments, at, { except: record.id }), record.amountMinor);
    };
    for (const seed of seedAccounts(Math.floor(now / 1000))) {
      const account = this.accounts.add(seed.account, seed.uid);
      this.wallet.post(account.uid, 'fun', FUN_MINOR, 'seed', now);
      if (seed.depositMinor > 0) this.wallet.post(account.uid, 'main', seed.depositMinor, 'deposit', now, 'seed');
      if (seed.bonusMinor > 0) this.wallet.post(account.uid, 'bonus', seed.bonusMinor, 'bonus', now, 'seed');
      // Seeded players joined the programme before today: their past events are paid and long announced.
      this.loyalty.seed(account.uid, seed.depositMinor > 0 ? 150 : 0, seed.depositMinor > 0 ? ['register', 'profile', 'confirm'] : ['register']);
    }
    // Decision 034: excluded@ (by its login and its Telegram id) on the national self-exclusion list; restricted@ with a
    // payout limit from the register.
    const listing = { until: Math.floor(now / 1000) + EXCLUDED_LISTING_DAYS * 24 * 60 * 60 };
    const excluded = this.accounts.get(SEED_UIDS.excluded);
    this.register.list({ login: SEED_LOGINS.excluded }, listing);
    if (excluded?.telegramId) this.register.list({ telegramId: excluded.telegramId }, listing);
    this.register.restrict(SEED_UIDS.restricted, { payoutPerDayMinor: RESTRICTED_PAYOUT_PER_DAY_MINOR });
    seedCashierHistory(this, SEED_UIDS.player, now);
    seedClaimableCashback(this.cashbacks, SEED_UIDS.cashback, now);
    const player = this.accounts.get(SEED_UIDS.player);
    if (player) this.tournaments.seedParticipant(SEEDED_PLAYER_TOURNAMENT, player.uid, player.fakename, SEEDED_PLAYER_PLACE, now);
  }
}

/** Real-money rounds that cost the player a bet (not demo, not free spins), as the tournaments score them. */
function paidRounds(rounds: GameState['rounds']): RoundFacts[] {
  const paid: RoundFacts[] = [];
  for (const round of rounds) {
    if (round.uid === null || round.mode !== 'real' || round.freespin || round.betMinor <= 0) continue;
    paid.push({ uid: round.uid, sysname: round.sysname, currency: round.currency, betMinor: round.betMinor, winMinor: round.winMinor, at: round.createdAt });
  }
  return paid;
}

/** Sports bets staked from the main balance (not a betting bonus, not void), as the tournaments score them. */
function paidSportBets(bets: SandboxState['sportsbook']['bets']): RoundFacts[] {
  const paid: RoundFacts[] = [];
  for (const bet of bets) {
    if (bet.source !== 'main' || bet.status === 'void' || bet.originalStakeMinor <= 0) continue;
    const settled = bet.status !== 'open';
    paid.push({ uid: bet.uid, sysname: SPORTS_BETS, currency: bet.currency, betMinor: bet.originalStakeMinor, winMinor: settled ? bet.payoutMinor : 0, at: bet.placedAt });
  }
  return paid;
}
