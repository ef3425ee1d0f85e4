/**
 * The sandbox sportsbook's feed (decision 017): events, scores, markets and odds as pure functions of the event number
 * and the sandbox clock, so that every reset, every process and every test sees the same sport.
 *
 * - Event `k` starts at `k × 15 min` (unix time) and runs 135 min of the sandbox clock: at any moment 9 events are
 *   live (one may be cancelled) and 48 start within the next 12 hours. Sports take turns (k mod 6).
 * - A match's course (goals and their minutes, points, sets) is drawn from a generator seeded by `k`, biased by the
 *   teams' ratings: the result is fixed before the match starts, so settlement is deterministic.
 * - Odds come from the probability of each outcome given the score and the time left (Poisson goals, normal points,
 *   a set-by-set chain), with a 6 % margin. Live odds also drift every 10 s of clock (a deterministic wobble), so
 *   the frame sees them move; pre-match odds do not move.
 * - Market status follows the usual feed model: `active`, `suspended` (45 s after a goal or a set ends, or when an
 *   outcome is nearly decided: odds shown, not takeable), `settled` (the event finished) and `cancelled` (the event
 *   was called off: every bet on it is void).
 */
import { SPORTS, SPORT_KEYS, type League, type Named, type SbLang, type SportKey } from './fixtures.ts';

export const SLOT_MS = 15 * 60_000;
export const DURATION_MS = 135 * 60_000;
export const UPCOMING_WINDOW_MS = 12 * 60 * 60_000;
export const ODDS_TICK_MS = 10_000;
export const SUSPEND_AFTER_SCORE_MS = 45_000;
export const MARGIN = 0.06;
/** Every 37th event is called off at its start (never two among the ones live together). */
export const CANCELLED_EVERY = 37;

export type EventStatus = 'upcoming' | 'live' | 'finished' | 'cancelled';
export type MarketStatus = 'active' | 'suspended' | 'settled' | 'cancelled';

type Side = 'home' | 'away';
type Team = League['teams'][number];

export interface EventPlan {
  readonly id: number;
  readonly sport: SportKey;
  readonly league: League;
  readonly home: Team;
  readonly away: Team;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly cancelled: boolean;
  /** Goal sports: each goal's moment (fraction of the match) and scorer. */
  readonly goals: readonly { readonly at: number; readonly side: Side }[];
  /** Basketball: final points. */
  readonly points: { readonly home: number; readonly away: number };
  /** Set sports: each set's winner, in order. */
  readonly sets: readonly Side[];
}

/** 32-bit FNV-1a with a final avalanche. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function unit(text: string): number {
  return hash32(text) / 4294967296;
}

/** Goals a side scores in a whole match, on average. */
const GOAL_RATE: Partial<Record<SportKey, number>> = { football: 2.7, ice_hockey: 5.6 };
/** Sets (maps) needed to win. */
const SETS_TO_WIN: Partial<Record<SportKey, number>> = { tennis: 2, volleyball: 3, esports: 2 };
const POINTS_MEAN = 100;
const POINTS_SPREAD = 16;
const POINTS_SD = 11;

function poisson(random: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let product = random();
  let count = 0;
  while (product > limit && count < 20) {
    product *= random();
    count += 1;
  }
  return count;
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function sportOf(id: number): SportKey {
  return SPORT_KEYS[((id % SPORT_KEYS.length) + SPORT_KEYS.length) % SPORT_KEYS.length] as SportKey;
}

/** Strength difference in [-1, 1] (home minus away), with a little home advantage. */
function strength(plan: Pick<EventPlan, 'home' | 'away'>): number {
  return Math.max(-1, Math.min(1, (plan.home.rating - plan.away.rating) * 1.6 + 0.05));
}

function goalRates(plan: EventPlan): { home: number; away: number } {
  const base = (GOAL_RATE[plan.sport] ?? 2.7) / 2;
  const d = strength(plan);
  return { home: base * (1 + 0.6 * d), away: base * (1 - 0.6 * d) };
}

function setChance(plan: Pick<EventPlan, 'home' | 'away'>): number {
  return Math.max(0.15, Math.min(0.85, 0.5 + 0.35 * strength(plan)));
}

const plans = new Map<number, EventPlan>();

export function planOf(id: number): EventPlan {
  const cached = plans.get(id);
  if (cached) return cached;
  const sport = sportOf(id);
  const random = generator(hash32(`sandbox-sportsbook:${id}`));
  const leagues = SPORTS[sport].leagues;
  const league = leagues[Math.floor(random() * leagues.length)] as League;
  const first = Math.floor(random() * league.teams.length);
  const second = (first + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length;
  const home = league.teams[first] as Team;
  const away = league.teams[second] as Team;
  const base = { id, sport, league, home, away, startsAt: id * SLOT_MS, endsAt: id * SLOT_MS + DURATION_MS, cancelled: id % CANCELLED_EVERY === 5 };
  let goals: { at: number; side: Side }[] = [];
  let points = { home: 0, away: 0 };
  const sets: Side[] = [];
  if (GOAL_RATE[sport] !== undefined) {
    const rates = goalRates({ ...base, goals: [], points, sets: [] });
    const count = { home: poisson(random, rates.home), away: poisson(random, rates.away) };
    for (const side of ['home', 'away'] as const) for (let goal = 0; goal < count[side]; goal++) goals.push({ at: 0.02 + random() * 0.95, side });
    goals = goals.sort((a, b) => a.at - b.at);
  } else if (sport === 'basketball') {
    const d = strength(base);
    const homePoints = Math.round(POINTS_MEAN + (POINTS_SPREAD / 2) * d + normal(random) * POINTS_SD);
    let awayPoints = Math.round(POINTS_MEAN - (POINTS_SPREAD / 2) * d + normal(random) * POINTS_SD);
    // No draws in basketball: overtime decides.
    if (awayPoints === homePoints) awayPoints += random() < 0.5 ? 3 : -3;
    points = { home: Math.max(60, homePoints), away: Math.max(60, awayPoints === homePoints ? awayPoints + 2 : awayPoints) };
    if (points.home === points.away) points = { home: points.home + 2, away: points.away };
  } else {
    const toWin = SETS_TO_WIN[sport] ?? 2;
    const q = setChance(base);
    const won = { home: 0, away: 0 };
    while (won.home < toWin && won.away < toWin) {
      const side: Side = random() < q ? 'home' : 'away';
      won[side] += 1;
      sets.push(side);
    }
  }
  const plan: EventPlan = { ...base, goals, points, sets };
  if (plans.size > 4000) plans.clear();
  plans.set(id, plan);
  return plan;
}

export interface ScoreState {
  readonly status: EventStatus;
  /** Fraction of the match played (0 before, 1 after). */
  readonly played: number;
  readonly home: number;
  readonly away: number;
  /** When the score last changed (unix ms), or null. */
  readonly lastChangeAt: number | null;
}

export function statusAt(plan: EventPlan, now: number): EventStatus {
  if (now < plan.startsAt) return 'upcoming';
  if (plan.cancelled) return 'cancelled';
  return now >= plan.endsAt ? 'finished' : 'live';
}

export function scoreAt(plan: EventPlan, now: number): ScoreState {
  const status = statusAt(plan, now);
  const played = status === 'upcoming' || status === 'cancelled' ? 0 : Math.min(1, (now - plan.startsAt) / DURATION_MS);
  const momentOf = (fraction: number) => plan.startsAt + fraction * DURATION_MS;
  if (plan.goals.length > 0 || GOAL_RATE[plan.sport] !== undefined) {
    const scored = plan.goals.filter((goal) => goal.at <= played);
    const last = scored[scored.length - 1];
    return {
      status,
      played,
      home: scored.filter((goal) => goal.side === 'home').length,
      away: scored.filter((goal) => goal.side === 'away').length,
      lastChangeAt: last ? momentOf(last.at) : null,
    };
  }
  if (plan.sport === 'basketball') {
    return { status, played, home: Math.floor(plan.points.home * played), away: Math.floor(plan.points.away * played), lastChangeAt: null };
  }
  const done = Math.min(plan.sets.length, Math.floor(played * plan.sets.length + 1e-9));
  const finished = plan.sets.slice(0, done);
  return {
    status,
    played,
    home: finished.filter((side) => side === 'home').length,
    away: finished.filter((side) => side === 'away').length,
    lastChangeAt: done > 0 && done < plan.sets.length ? momentOf(done / plan.sets.length) : null,
  };
}

/** The match clock: which part of the match and its minute, per sport. */
export function matchTime(plan: EventPlan, score: ScoreState, lang: SbLang): string {
  if (score.status !== 'live') return '';
  const p = score.played;
  switch (plan.sport) {
    case 'football': {
      const minute = Math.min(90, Math.floor(p * 90) + 1);
      return `${minute}'`;
    }
    case 'ice_hockey': {
      const period = Math.min(3, Math.floor(p * 3) + 1);
      const minute = Math.floor((p * 3 - (period - 1)) * 20) + 1;
      return lang === 'ru' ? `${period}-й период, ${minute}'` : `${period}-davr, ${minute}'`;
    }
    case 'basketball': {
      const quarter = Math.min(4, Math.floor(p * 4) + 1);
      return lang === 'ru' ? `${quarter}-я четверть` : `${quarter}-chorak`;
    }
    case 'esports': {
      const map = Math.min(plan.sets.length, score.home + score.away + 1);
      return lang === 'ru' ? `${map}-я карта` : `${map}-xarita`;
    }
    default: {
      const set = Math.min(plan.sets.length, score.home + score.away + 1);
      return lang === 'ru' ? `${set}-й сет` : `${set}-set`;
    }
  }
}

/** Final (home, away) with their probabilities, from the score now and the time left. */
type FinalDistribution = readonly { readonly home: number; readonly away: number; readonly p: number }[];

function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-lambda);
  for (let count = 0; count <= max; count++) {
    out.push(term);
    term *= lambda / (count + 1);
  }
  return out;
}

function goalDistribution(plan: EventPlan, score: ScoreState): FinalDistribution {
  const rates = goalRates(plan);
  const left = 1 - score.played;
  const home = poissonPmf(rates.home * left, 12);
  const away = poissonPmf(rates.away * left, 12);
  const out: { home: number; away: number; p: number }[] = [];
  home.forEach((ph, i) => away.forEach((pa, j) => out.push({ home: score.home + i, away: score.away + j, p: ph * pa })));
  return out;
}

function setDistribution(plan: EventPlan, score: ScoreState): FinalDistribution {
  const toWin = SETS_TO_WIN[plan.sport] ?? 2;
  const q = setChance(plan);
  const out: { home: number; away: number; p: number }[] = [];
  const walk = (home: number, away: number, p: number) => {
    if (home === toWin || away === toWin) {
      out.push({ home, away, p });
      return;
    }
    walk(home + 1, away, p * q);
    walk(home, away + 1, p * (1 - q));
  };
  walk(score.home, score.away, 1);
  return out;
}

function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

/** P(N(mean, sd) > x). */
function above(x: number, mean: number, sd: number): number {
  if (sd <= 1e-6) return mean > x ? 1 : 0;
  return 0.5 * (1 - erf((x - mean) / (sd * Math.SQRT2)));
}

export type OutcomeKey = '1' | 'X' | '2' | '1X' | '12' | 'X2' | 'over' | 'under' | 'home' | 'away' | 'yes' | 'no';
export type MarketType = '1x2' | 'dc' | 'winner' | 'total' | 'hcp' | 'btts';

export interface OutcomeView {
  /** `<event>:<market>[:<line>]:<outcome>`, e.g. `1893210:total:2.5:over`. */
  readonly id: string;
  readonly key: OutcomeKey;
  readonly name: string;
  readonly odds: number;
  readonly p: number;
}

export interface MarketView {
  readonly key: string;
  readonly type: MarketType;
  readonly line: number | null;
  readonly name: string;
  readonly status: MarketStatus;
  readonly outcomes: readonly OutcomeView[];
}

interface MarketSpec {
  readonly type: MarketType;
  readonly line: number | null;
  readonly outcomes: readonly { readonly key: OutcomeKey; readonly p: number }[];
}

function formatLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

const MARKET_NAMES: Readonly<Record<MarketType, Named>> = {
  '1x2': { uz: 'Natija (1X2)', ru: 'Исход (1X2)' },
  dc: { uz: 'Ikki tomonlama imkoniyat', ru: 'Двойной шанс' },
  winner: { uz: "G'olib", ru: 'Победитель' },
  total: { uz: 'Jami', ru: 'Тотал' },
  hcp: { uz: 'Fora', ru: 'Фора' },
  btts: { uz: 'Ikkala jamoa ham gol uradi', ru: 'Обе забьют' },
};

function outcomeName(plan: EventPlan, spec: MarketSpec, key: OutcomeKey, lang: SbLang): string {
  const line = spec.line ?? 0;
  switch (key) {
    case 'over':
      return lang === 'ru' ? `Больше ${line}` : `Ko'p ${line}`;
    case 'under':
      return lang === 'ru' ? `Меньше ${line}` : `Kam ${line}`;
    case 'home':
      return spec.type === 'winner' ? plan.home.name[lang] : `1 (${formatLine(line)})`;
    case 'away':
      return spec.type === 'winner' ? plan.away.name[lang] : `2 (${formatLine(-line)})`;
    case 'yes':
      return lang === 'ru' ? 'Да' : 'Ha';
    case 'no':
      return lang === 'ru' ? 'Нет' : "Yo'q";
    default:
      return key;
  }
}

function sum(distribution: FinalDistribution, test: (home: number, away: number) => boolean): number {
  let total = 0;
  for (const entry of distribution) if (test(entry.home, entry.away)) total += entry.p;
  return total;
}

function normalised(distribution: FinalDistribution): FinalDistribution {
  const total = sum(distribution, () => true);
  return distribution.map((entry) => ({ ...entry, p: entry.p / total }));
}

/** The lines of an event's totals and handicap (fixed per event, so a bet's line never moves). */
function lines(plan: EventPlan): { totals: number[]; handicap: number } {
  const d = strength(plan);
  switch (plan.sport) {
    case 'football':
      return { totals: [1.5, 2.5, 3.5], handicap: d >= 0 ? -1.5 : 1.5 };
    case 'ice_hockey':
      return { totals: [4.5, 5.5], handicap: d >= 0 ? -1.5 : 1.5 };
    case 'basketball':
      return { totals: [Math.round(2 * POINTS_MEAN) + 0.5], handicap: -Math.round((POINTS_SPREAD / 2) * 2 * d) - 0.5 };
    case 'volleyball':
      return { totals: [3.5, 4.5], handicap: d >= 0 ? -1.5 : 1.5 };
    default:
      return { totals: [2.5], handicap: d >= 0 ? -1.5 : 1.5 };
  }
}

/** Outcome tests on a final score: what wins each outcome of each market. */
export function outcomeWins(type: MarketType, line: number | null, key: OutcomeKey, home: number, away: number): boolean {
  const l = line ?? 0;
  switch (type) {
    case '1x2':
    case 'dc':
      return (key.includes('1') && home > away) || (key.includes('X') && home === away) || (key.includes('2') && away > home);
    case 'winner':
      return key === 'home' ? home > away : away > home;
    case 'total':
      return key === 'over' ? home + away > l : home + away < l;
    case 'hcp':
      return key === 'home' ? home + l > away : away - l > home;
    case 'btts':
      return key === 'yes' ? home > 0 && away > 0 : !(home > 0 && away > 0);
  }
}

function specsOf(plan: EventPlan, score: ScoreState): MarketSpec[] {
  const { totals, handicap } = lines(plan);
  const specs: MarketSpec[] = [];
  const fromDistribution = (distribution: FinalDistribution, type: MarketType, line: number | null, keys: readonly OutcomeKey[]) =>
    specs.push({ type, line, outcomes: keys.map((key) => ({ key, p: sum(distribution, (h, a) => outcomeWins(type, line, key, h, a)) })) });

  if (plan.sport === 'basketball') {
    const left = 1 - score.played;
    const d = strength(plan);
    const diffMean = score.home - score.away + POINTS_SPREAD * d * left;
    const diffSd = POINTS_SD * Math.SQRT2 * Math.sqrt(left);
    const totalMean = score.home + score.away + 2 * POINTS_MEAN * left;
    const totalSd = POINTS_SD * 1.3 * Math.sqrt(left);
    const homeWins = above(0, diffMean, diffSd);
    specs.push({ type: 'winner', line: null, outcomes: [{ key: 'home', p: homeWins }, { key: 'away', p: 1 - homeWins }] });
    for (const line of totals) {
      const over = above(line, totalMean, totalSd);
      specs.push({ type: 'total', line, outcomes: [{ key: 'over', p: over }, { key: 'under', p: 1 - over }] });
    }
    const covers = above(-handicap, diffMean, diffSd);
    specs.push({ type: 'hcp', line: handicap, outcomes: [{ key: 'home', p: covers }, { key: 'away', p: 1 - covers }] });
    return specs;
  }
  if (GOAL_RATE[plan.sport] !== undefined) {
    const distribution = normalised(goalDistribution(plan, score));
    fromDistribution(distribution, '1x2', null, ['1', 'X', '2']);
    fromDistribution(distribution, 'dc', null, ['1X', '12', 'X2']);
    for (const line of totals) fromDistribution(distribution, 'total', line, ['over', 'under']);
    fromDistribution(distribution, 'hcp', handicap, ['home', 'away']);
    fromDistribution(distribution, 'btts', null, ['yes', 'no']);
    return specs;
  }
  const distribution = setDistribution(plan, score);
  fromDistribution(distribution, 'winner', null, ['home', 'away']);
  for (const line of totals) fromDistribution(distribution, 'total', line, ['over', 'under']);
  fromDistribution(distribution, 'hcp', handicap, ['home', 'away']);
  return specs;
}

export function marketKey(type: MarketType, line: number | null): string {
  return line === null ? type : `${type}:${line}`;
}

function oddsOf(p: number, wobble: number): number {
  const raw = 1 / (Math.max(p, 0.0001) * (1 + MARGIN));
  return Math.max(1.01, Math.min(51, Math.round(raw * wobble * 100) / 100));
}

/** The event's markets at `now` in `lang`, with odds and status. */
export function marketsAt(plan: EventPlan, now: number, lang: SbLang): MarketView[] {
  const score = scoreAt(plan, now);
  const tick = Math.floor(now / ODDS_TICK_MS);
  const specsScore = score.status === 'finished' || score.status === 'cancelled' ? scoreAt(plan, Math.min(now, plan.endsAt - 1)) : score;
  const afterScore = score.status === 'live' && score.lastChangeAt !== null && now - score.lastChangeAt < SUSPEND_AFTER_SCORE_MS;
  return specsOf(plan, specsScore).map((spec) => {
    const key = marketKey(spec.type, spec.line);
    const decided = spec.outcomes.some((outcome) => outcome.p < 0.015);
    const status: MarketStatus =
      score.status === 'cancelled' ? 'cancelled' : score.status === 'finished' ? 'settled' : score.status === 'live' && (afterScore || decided) ? 'suspended' : 'active';
    const name = spec.line === null ? MARKET_NAMES[spec.type][lang] : spec.type === 'total' ? `${MARKET_NAMES.total[lang]} ${spec.line}` : MARKET_NAMES[spec.type][lang];
    return {
      key,
      type: spec.type,
      line: spec.line,
      name,
      status,
      outcomes: spec.outcomes.map((outcome) => {
        const id = `${plan.id}:${key}:${outcome.key}`;
        const wobble = score.status === 'live' ? 1 + 0.06 * (unit(`${id}@${tick}`) - 0.5) : 1;
        return { id, key: outcome.key, name: outcomeName(plan, spec, outcome.key, lang), odds: oddsOf(outcome.p, wobble), p: outcome.p };
      }),
    };
  });
}

export interface ParsedSelection {
  readonly eventId: number;
  readonly type: MarketType;
  readonly line: number | null;
  readonly outcome: OutcomeKey;
  readonly marketKey: string;
}

const MARKET_TYPES: readonly MarketType[] = ['1x2', 'dc', 'winner', 'total', 'hcp', 'btts'];
const OUTCOMES: readonly OutcomeKey[] = ['1', 'X', '2', '1X', '12', 'X2', 'over', 'under', 'home', 'away', 'yes', 'no'];

/** A selection id as the frame sends it, or undefined when it names nothing the feed could offer. */
export function parseSelection(id: unknown): ParsedSelection | undefined {
  if (typeof id !== 'string' || id.length > 48) return undefined;
  const match = /^(\d{1,9}):(1x2|dc|winner|btts|total|hcp)(?::(-?\d{1,3}(?:\.5)?))?:(1|X|2|1X|12|X2|over|under|home|away|yes|no)$/.exec(id);
  if (!match) return undefined;
  const type = match[2] as MarketType;
  const line = match[3] === undefined ? null : Number(match[3]);
  const outcome = match[4] as OutcomeKey;
  if (!MARKET_TYPES.includes(type) || !OUTCOMES.includes(outcome)) return undefined;
  if ((type === 'total' || type === 'hcp') !== (line !== null)) return undefined;
  return { eventId: Number(match[1]), type, line, outcome, marketKey: marketKey(type, line) };
}

/** The outcome a selection id names at `now`, with its market; undefined when the event offers no such market. */
export function findOutcome(id: string, now: number, lang: SbLang = 'uz'): { plan: EventPlan; market: MarketView; outcome: OutcomeView } | undefined {
  const parsed = parseSelection(id);
  if (!parsed) return undefined;
  const plan = planOf(parsed.eventId);
  const market = marketsAt(plan, now, lang).find((candidate) => candidate.key === parsed.marketKey);
  const outcome = market?.outcomes.find((candidate) => candidate.id === id);
  return market && outcome ? { plan, market, outcome } : undefined;
}

/** How a selection ended: won, lost, void (event cancelled), or undefined while the event runs. */
export function selectionResult(id: string, now: number): 'won' | 'lost' | 'void' | undefined {
  const parsed = parseSelection(id);
  if (!parsed) return 'void';
  const plan = planOf(parsed.eventId);
  const status = statusAt(plan, now);
  if (status === 'cancelled') return 'void';
  if (status !== 'finished') return undefined;
  const final = scoreAt(plan, plan.endsAt);
  return outcomeWins(parsed.type, parsed.line, parsed.outcome, final.home, final.away) ? 'won' : 'lost';
}

/**
 * The market rule of the book's feed (README "Player protection"; docs/decisions/034-who-may-not-play.md): the
 * competitions an operator's licence lets it offer. A real provider applies it in its back office for the operator's
 * account; the sandbox book applies it where the feed is built (`listedEventIds`, the event read, the bet), so an event
 * that breaks it never shows and cannot be bet on, whenever it was added.
 */
export interface MarketRule {
  /** ISO codes of the countries whose domestic competitions (held wholly there) are left out. */
  readonly excludedCountries: readonly string[];
  /** Youth competitions (U17–U23, youth leagues) are left out. */
  readonly excludeYouth: boolean;
}

/** The operator's default for Uzbekistan: no domestic Uzbek competitions and no youth sport. */
export const UZ_MARKET_RULE: MarketRule = { excludedCountries: ['UZ'], excludeYouth: true };

/** Whether the book may offer this event under the rule. */
export function offers(rule: MarketRule, plan: Pick<EventPlan, 'league'>): boolean {
  if (rule.excludeYouth && plan.league.youth === true) return false;
  return plan.league.heldIn === undefined || !rule.excludedCountries.includes(plan.league.heldIn);
}

/** Event numbers live or upcoming at `now` that the rule lets the book offer (live first, then by start). */
export function listedEventIds(now: number, rule: MarketRule): number[] {
  const first = Math.floor((now - DURATION_MS) / SLOT_MS) + 1;
  const last = Math.floor((now + UPCOMING_WINDOW_MS) / SLOT_MS);
  const ids: number[] = [];
  for (let id = first; id <= last; id++) {
    const plan = planOf(id);
    const status = statusAt(plan, now);
    if ((status === 'live' || status === 'upcoming') && offers(rule, plan)) ids.push(id);
  }
  return ids;
}

export interface EventView {
  readonly id: number;
  readonly sport: SportKey;
  readonly sport_name: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** Unix seconds. */
  readonly starts_at: number;
  readonly status: EventStatus;
  readonly score: { readonly home: number; readonly away: number } | null;
  readonly time: string;
  readonly markets: readonly MarketView[];
}

export function eventView(plan: EventPlan, now: number, lang: SbLang, marketsWanted: 'main' | 'all'): EventView {
  const score = scoreAt(plan, now);
  const markets = marketsAt(plan, now, lang);
  const main = markets.find((market) => market.type === '1x2' || market.type === 'winner');
  return {
    id: plan.id,
    sport: plan.sport,
    sport_name: SPORTS[plan.sport].name[lang],
    league: plan.league.name[lang],
    home: plan.home.name[lang],
    away: plan.away.name[lang],
    starts_at: Math.floor(plan.startsAt / 1000),
    status: score.status,
    score: score.status === 'upcoming' || score.status === 'cancelled' ? null : { home: score.home, away: score.away },
    time: matchTime(plan, score, lang),
    markets: marketsWanted === 'all' ? markets : main ? [main] : [],
  };
}
