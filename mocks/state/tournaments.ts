/**
 * The sandbox's tournaments (decision 016; SPEC §7 tournaments.get, tournaments.participate, leaderboard.get): seeded
 * running, upcoming and finished tournaments in uz and ru, dated from the moment the sandbox was seeded and read on
 * the one sandbox clock.
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
import { SPORTS_BETS } from '../../src/api/tournaments.ts';
import { Random } from '../fixtures/games/random.ts';
import type { Locale } from './accounts.ts';
import type { Currency } from './money.ts';
import type { Wallet } from './wallet.ts';

export type Scoring = 'total_bet' | 'max_multiplier' | 'rounds';
export type TournamentStatus = 'upcoming' | 'active' | 'finished';

const HOUR_MS = 60 * 60 * 1000;
/** total_bet: one point per 1,000 UZS bet (minor units are tiyin, 1/100). */
export const MINOR_PER_BET_POINT = 1000 * 100;
export const PRIZE_REASON = 'tournament_prize';

export interface TournamentSeed {
  readonly id: number;
  /** The SEO name (SPEC §2: tournaments use a name in place of the id). */
  readonly name: string;
  /** Start and end relative to the seeding moment, in hours. */
  readonly fromHours: number;
  readonly toHours: number;
  readonly scoring: Scoring;
  readonly currency: Currency;
  /** Major units. */
  readonly minBet: number;
  /** Prize by place, major units: index 0 is the first place. */
  readonly prizes: readonly number[];
  readonly games: readonly string[];
  readonly title: Readonly<Record<Locale, string>>;
  readonly text: Readonly<Record<Locale, string>>;
  readonly bots: BotPlan;
}

interface BotPlan {
  /** Rivals who keep playing until the end; the leader finishes with `leaderFinal` points. */
  readonly active: number;
  readonly leaderFinal: number;
  /** Each next active rival finishes with this share of the one above. */
  readonly step: number;
  /** Rivals who scored early and stopped: points from `idleTop` down to `idleBottom`. */
  readonly idle: number;
  readonly idleTop: number;
  readonly idleBottom: number;
  /** Points come in whole multiples of this (a total-bet table at a 10,000 UZS minimum moves by 10). */
  readonly unit: number;
}

const DICE = 'omad-zar';
const SLOT = 'omad-oltin-7';
const CRASH = 'omad-raketa';

const prizesOf = (top: readonly number[], count: number, rest: number): number[] => [...top, ...Array.from({ length: Math.max(0, count - top.length) }, () => rest)];

export const TOURNAMENT_SEEDS: readonly TournamentSeed[] = [
  {
    id: 1,
    name: 'bahor-kubogi',
    fromHours: -72,
    toHours: 96,
    scoring: 'total_bet',
    currency: 'UZS',
    minBet: 1000,
    prizes: prizesOf([5_000_000, 3_000_000, 2_000_000, 1_000_000, 750_000, 500_000, 400_000, 300_000, 200_000, 100_000], 20, 50_000),
    games: [SLOT, DICE, CRASH],
    title: { uz: 'Bahor kubogi', ru: 'Весенний кубок' },
    text: { uz: "Omad Originals o'yinlarida ochko to'plang: har bir tikish ochko beradi.", ru: 'Набирайте очки в играх Omad Originals: каждая ставка приносит очки.' },
    bots: { active: 8, leaderFinal: 120_000, step: 0.95, idle: 32, idleTop: 30_000, idleBottom: 200, unit: 1 },
  },
  {
    id: 2,
    name: 'raketa-poygasi',
    fromHours: 120,
    toHours: 288,
    scoring: 'max_multiplier',
    currency: 'UZS',
    minBet: 5000,
    prizes: [4_000_000, 2_500_000, 1_500_000, 1_000_000, 500_000, 250_000, 125_000, 125_000],
    games: [CRASH],
    title: { uz: 'Raketa poygasi', ru: 'Ракетная гонка' },
    text: { uz: "Raketa o'yinidagi eng katta koeffitsientlar uchun turnir.", ru: 'Турнир за самые большие коэффициенты в «Ракете».' },
    bots: { active: 6, leaderFinal: 250_000, step: 0.7, idle: 20, idleTop: 2_000, idleBottom: 110, unit: 1 },
  },
  {
    id: 3,
    name: 'qish-marafoni',
    fromHours: -480,
    toHours: -240,
    scoring: 'total_bet',
    currency: 'UZS',
    minBet: 1000,
    prizes: [6_000_000, 4_000_000, 2_000_000, 1_000_000, 1_000_000, 500_000, 200_000, 100_000, 100_000, 100_000],
    games: [SLOT],
    title: { uz: 'Qish marafoni', ru: 'Зимний марафон' },
    text: { uz: "Tugagan turnir: g'oliblar jadvali saqlangan.", ru: 'Завершённый турнир: таблица победителей сохранена.' },
    bots: { active: 6, leaderFinal: 150_000, step: 0.9, idle: 24, idleTop: 40_000, idleBottom: 300, unit: 1 },
  },
  {
    id: 4,
    name: 'tezkor-zar',
    fromHours: -20,
    toHours: 4,
    scoring: 'total_bet',
    currency: 'UZS',
    minBet: 10_000,
    prizes: [2_000_000, 1_000_000, 500_000, 300_000, 200_000],
    games: [DICE],
    title: { uz: 'Tezkor zar', ru: 'Быстрые кости' },
    text: { uz: "Bir kunlik turnir: Omad zari o'yinida har 1 000 so'm tikish 1 ochko beradi.", ru: 'Турнир на один день: в «Костях удачи» каждые 1 000 сумов ставки дают 1 очко.' },
    bots: { active: 2, leaderFinal: 9_000, step: 0.78, idle: 20, idleTop: 4_800, idleBottom: 10, unit: 10 },
  },
  {
    id: 5,
    name: 'oltin-raundlar',
    fromHours: -24,
    toHours: 168,
    scoring: 'rounds',
    currency: 'UZS',
    minBet: 2000,
    prizes: [3_000_000, 2_000_000, 1_000_000, 500_000, 500_000, 250_000, 250_000, 250_000],
    games: [SLOT, DICE, SPORTS_BETS],
    title: { uz: 'Oltin raundlar', ru: 'Золотые раунды' },
    text: { uz: "Ko'proq o'ynang: har bir raund va har bir sport tikishi 1 ochko.", ru: 'Играйте больше: каждый раунд и каждая ставка на спорт — 1 очко.' },
    bots: { active: 5, leaderFinal: 1_800, step: 0.85, idle: 25, idleTop: 300, idleBottom: 3, unit: 1 },
  },
  {
    id: 6,
    name: 'yoz-kubogi',
    fromHours: 240,
    toHours: 408,
    scoring: 'total_bet',
    currency: 'UZS',
    minBet: 1000,
    prizes: prizesOf([8_000_000, 4_000_000, 2_000_000, 1_000_000, 1_000_000], 15, 200_000),
    games: [SLOT, DICE, CRASH, SPORTS_BETS],
    title: { uz: 'Yoz kubogi', ru: 'Летний кубок' },
    text: { uz: "Yozning eng katta turniri: barcha Omad Originals o'yinlari va sport tikishlari hisoblanadi.", ru: 'Главный турнир лета: считаются все игры Omad Originals и ставки на спорт.' },
    bots: { active: 8, leaderFinal: 200_000, step: 0.93, idle: 30, idleTop: 50_000, idleBottom: 500, unit: 1 },
  },
  {
    id: 7,
    name: 'raketa-sprinti',
    fromHours: -200,
    toHours: -150,
    scoring: 'max_multiplier',
    currency: 'UZS',
    minBet: 5000,
    prizes: [2_000_000, 1_000_000, 500_000, 250_000, 250_000],
    games: [CRASH],
    title: { uz: 'Raketa sprinti', ru: 'Ракетный спринт' },
    text: { uz: "Eng katta yutuq koeffitsienti g'olib bo'ladi.", ru: 'Побеждает самый большой коэффициент выигрыша.' },
    bots: { active: 4, leaderFinal: 120_000, step: 0.6, idle: 16, idleTop: 1_500, idleBottom: 105, unit: 1 },
  },
  {
    id: 8,
    name: 'kuzgi-raundlar',
    fromHours: -400,
    toHours: -300,
    scoring: 'rounds',
    currency: 'UZS',
    minBet: 2000,
    prizes: [1_500_000, 1_000_000, 500_000, 250_000, 250_000],
    games: [SLOT, DICE],
    title: { uz: 'Kuzgi raundlar', ru: 'Осенние раунды' },
    text: { uz: "Tugagan turnir: eng ko'p raund o'ynaganlar g'olib.", ru: 'Завершённый турнир: победили те, кто сыграл больше всех раундов.' },
    bots: { active: 4, leaderFinal: 900, step: 0.85, idle: 18, idleTop: 200, idleBottom: 2, unit: 1 },
  },
];

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
