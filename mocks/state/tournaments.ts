/**
 * The sandbox's tournaments (decision 016; SPEC §7 tournaments.get, tournaments.participate, leaderboard.get): the
 * seeded running, upcoming and finished ones (mocks/fixtures/tournaments.ts), dated from the moment the sandbox was
 * seeded and read on the one sandbox clock.
 *
 * - Status comes from the clock: upcoming before the start, active until the end, finished after it.
 * - A player takes part after tournaments.participate. From then on their paid real-money rounds (the round history
 *   mocks/state/games.ts keeps) in a counting game, in the tournament's currency, with at least the minimum bet, score
 *   by the tournament's rule: total bet (1 point per 1,000 UZS), the largest win-to-bet multiplier (x100, so x2.5 is
 *   250 points) or the number of rounds. Real-money sports bets (mocks/sportsbook) score the same way where a
 *   tournament's `games` lists SPORTS_BETS. Scores are derived from those histories on every read, so nothing drifts.
 * - Rivals are seeded bots: "active" ones grow with the clock until the end, "idle" ones reach their points early in
 *   the tournament and stay. Their points at any moment are a pure function of the clock, so the table is the same
 *   for every read at the same time.
 * - When a tournament ends on the clock, `settle` pays each real player in a prize place through the ledger, once
 *   (`postOnce` keyed by the tournament), and the answers keep the winners and the player's result.
 */
import { Random } from '../fixtures/games/random.ts';
import { TOURNAMENT_SEEDS, type TournamentSeed } from '../fixtures/tournaments.ts';
import type { Currency } from './money.ts';
import type { Wallet } from './wallet.ts';

export type TournamentStatus = 'upcoming' | 'active' | 'finished';

const HOUR_MS = 60 * 60 * 1000;
/** total_bet: one point per 1,000 UZS bet (minor units are tiyin, 1/100). */
export const MINOR_PER_BET_POINT = 1000 * 100;
export const PRIZE_REASON = 'tournament_prize';


/** The seeded player (SEED_UIDS.player) takes part in this running tournament only, in this place at the start. */
export const SEEDED_PLAYER_TOURNAMENT = 1;
export const SEEDED_PLAYER_PLACE = 17;

const BOT_NAMES = ['Omadli', 'Sherzod', 'Dilnoza', 'Javohir', 'Malika', 'Bekzod', 'Nodira', 'Sardor', 'Gulnora', 'Timur', 'Aziza', 'Rustam', 'Kamola', 'Jasur', 'Olga', 'Dmitry'];

interface Bot {
  readonly name: string;
  readonly final: number;
  /** Share of the tournament's time by which the bot has all its points (1 for active rivals). */
  readonly doneAt: number;
}

export interface Participant {
  readonly uid: number;
  readonly fakename: string;
  readonly joinedAt: number;
  /** Points a seeded player brings from before the sandbox started (0 for anyone who joins). */
  readonly seededPoints: number;
}

export interface Standing {
  readonly place: number;
  readonly name: string;
  readonly points: number;
  /** Major units, when the place has a prize. */
  readonly prize: number | undefined;
  /** The real player's uid; undefined for a seeded rival. */
  readonly uid: number | undefined;
}

/** A paid real-money round (or a sports bet) as the tournaments read it. */

export interface RoundFacts {
  readonly uid: number;
  /** The game's sysname; a sportsbook bet names the sportsbook. */
  readonly sysname: string;
  readonly currency: Currency;
  readonly betMinor: number;
  readonly winMinor: number;
  readonly at: number;
}

/** A player's score in one tournament: points, and when they last changed (the tie-break). */
export function scoreOf(seed: TournamentSeed, participant: Participant, rounds: readonly RoundFacts[], startsAt: number, endsAt: number): { points: number; since: number } {
  let points = participant.seededPoints;
  let since = Math.max(participant.joinedAt, startsAt);
  for (const round of rounds) {
    // Only rounds after joining and while the tournament runs, in a counting game, currency and bet.
    if (round.uid !== participant.uid || round.at < participant.joinedAt || round.at < startsAt || round.at >= endsAt) continue;
    if (!seed.games.includes(round.sysname) || round.currency !== seed.currency || round.betMinor < seed.minBet * 100) continue;
    const before = points;
    if (seed.scoring === 'total_bet') points += Math.floor(round.betMinor / MINOR_PER_BET_POINT);
    else if (seed.scoring === 'rounds') points += 1;
    else points = Math.max(points, Math.floor((round.winMinor * 100) / round.betMinor));
    if (points !== before) since = round.at;
  }
  return { points, since };
}

function botsOf(seed: TournamentSeed): Bot[] {
  const random = new Random(`omad-tournament:${seed.id}`);
  const plan = seed.bots;
  const round = (value: number) => Math.max(plan.unit, Math.round(value / plan.unit) * plan.unit);
  const bots: Bot[] = [];
  let final = plan.leaderFinal;
  for (let index = 0; index < plan.active; index++) {
    bots.push({ name: `${random.pick(BOT_NAMES)}${random.int(10, 99)}`, final: round(final), doneAt: 1 });
    final = final * plan.step * (0.97 + random.next() * 0.03);
  }
  // Idle rivals: evenly spread from the top to the bottom (with a little jitter), each done early in the tournament.
  for (let index = 0; index < plan.idle; index++) {
    const share = plan.idle === 1 ? 0 : index / (plan.idle - 1);
    const points = plan.idleTop - (plan.idleTop - plan.idleBottom) * share;
    const jitter = index === 0 || index === plan.idle - 1 ? 0 : (random.next() - 0.5) * ((plan.idleTop - plan.idleBottom) / plan.idle) * 0.5;
    bots.push({ name: `${random.pick(BOT_NAMES)}${random.int(10, 99)}`, final: round(points + jitter), doneAt: 0.05 + random.next() * 0.35 });
  }
  return bots;
}

export class TournamentRecord {
  readonly startsAt: number;
  readonly endsAt: number;
  readonly bots: readonly Bot[];
  readonly participants = new Map<number, Participant>();
  /** Set once the prizes are paid. */
  settledAt: number | undefined;

  constructor(
    readonly seed: TournamentSeed,
    seededAt: number,
  ) {
    this.startsAt = seededAt + seed.fromHours * HOUR_MS;
    this.endsAt = seededAt + seed.toHours * HOUR_MS;
    this.bots = botsOf(seed);
  }

  status(now: number): TournamentStatus {
    if (now < this.startsAt) return 'upcoming';
    return now < this.endsAt ? 'active' : 'finished';
  }

  /** A rival's points at `now`: a pure function of the clock, frozen at the end. */
  botPoints(bot: Bot, now: number): number {
    const progress = Math.min(1, Math.max(0, (Math.min(now, this.endsAt) - this.startsAt) / (this.endsAt - this.startsAt)));
    const share = Math.min(1, progress / bot.doneAt);
    const unit = this.seed.bots.unit;
    return Math.floor((bot.final * share) / unit) * unit;
  }

  prizeFund(): number {
    return this.seed.prizes.reduce((sum, prize) => sum + prize, 0);
  }

  /** The whole table at `now`: rivals (from the start on) and players, by points, then who got there first. */
  standings(now: number, rounds: readonly RoundFacts[]): Standing[] {
    type Row = { name: string; points: number; since: number; uid: number | undefined };
    const rows: Row[] = [];
    if (now >= this.startsAt) {
      for (const bot of this.bots) {
        const points = this.botPoints(bot, now);
        // A rival counts from their first points on; one still at zero has not played yet.
        if (points > 0) rows.push({ name: bot.name, points, since: this.startsAt, uid: undefined });
      }
    }
    for (const participant of this.participants.values()) {
      const score = scoreOf(this.seed, participant, rounds, this.startsAt, Math.min(now + 1, this.endsAt));
      rows.push({ name: participant.fakename, points: score.points, since: score.since, uid: participant.uid });
    }
    rows.sort((a, b) => b.points - a.points || a.since - b.since || a.name.localeCompare(b.name));
    return rows.map((row, index) => ({ place: index + 1, name: row.name, points: row.points, prize: this.seed.prizes[index], uid: row.uid }));
  }
}

export class TournamentState {
  readonly tournaments: readonly TournamentRecord[];

  /** `paidRounds` answers the paid real-money casino rounds and sports bets so far (mocks/state/index.ts gathers them). */
  constructor(
    seededAt: number,
    private readonly paidRounds: () => readonly RoundFacts[],
  ) {
    this.tournaments = TOURNAMENT_SEEDS.map((seed) => new TournamentRecord(seed, seededAt));
  }

  byId(id: number): TournamentRecord | undefined {
    return this.tournaments.find((record) => record.seed.id === id);
  }

  byName(name: string): TournamentRecord | undefined {
    return this.tournaments.find((record) => record.seed.name === name);
  }

  /** Every paid round and bet so far. */
  rounds(): readonly RoundFacts[] {
    return this.paidRounds();
  }

  /** The table of a tournament at `now`. */
  standings(record: TournamentRecord, now: number): Standing[] {
    return record.standings(now, this.rounds());
  }

  /**
   * Seeds a player into a tournament at the place given, among the rivals as they stand at `now`: their points sit
   * between the rivals above and below that place.
   */
  seedParticipant(id: number, uid: number, fakename: string, place: number, now: number): void {
    const record = this.byId(id);
    if (!record) throw new RangeError(`No tournament ${id}`);
    const table = this.standings(record, now);
    const above = table[place - 2]?.points ?? Number.MAX_SAFE_INTEGER;
    const below = table[place - 1]?.points ?? 0;
    const points = Math.max(below, Math.min(above - 1, below + Math.max(1, Math.floor((above - below) / 2))));
    record.participants.set(uid, { uid, fakename, seededPoints: points, joinedAt: record.startsAt });
  }

  /** tournaments.participate: joining twice is joining once; a finished tournament takes no one. */
  join(record: TournamentRecord, uid: number, fakename: string, now: number): 'joined' | 'already' | 'finished' {
    if (record.participants.has(uid)) return 'already';
    if (record.status(now) === 'finished') return 'finished';
    record.participants.set(uid, { uid, fakename, seededPoints: 0, joinedAt: now });
    return 'joined';
  }

  /** Pays the prizes of every tournament that has ended by `now`, once each (the ledger keys them too). */
  settle(wallet: Wallet, now: number): void {
    for (const record of this.tournaments) {
      if (record.settledAt !== undefined || record.status(now) !== 'finished') continue;
      record.settledAt = now;
      if (record.participants.size === 0) continue;
      for (const row of this.standings(record, record.endsAt)) {
        if (row.uid === undefined || row.prize === undefined) continue;
        wallet.postOnce(row.uid, 'main', row.prize * 100, PRIZE_REASON, record.endsAt, `tournament:${record.seed.id}`);
      }
    }
  }
}
