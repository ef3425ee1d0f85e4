/**
 * How the sandbox sportsbook shows a bet: to its frame (mocks/sportsbook/routes.ts) and in the platform's game history
 * (games.getHistory, mocks/api/games.ts). Names are read from the feed in the asked language at read time.
 */
import { toMajor, money } from '../state/money.ts';
import type { Money } from '../../src/api/common.ts';
import { findOutcome, parseSelection, planOf, scoreAt, selectionResult, statusAt } from './feed.ts';
import { SPORTS, type SbLang } from './fixtures.ts';
import { potentialPayoutMinor, type SportBet, type SportsbookState } from './bets.ts';

export interface SelectionOut {
  id: string;
  event_id: number;
  sport: string;
  league: string;
  event: string;
  market: string;
  outcome: string;
  odds: number;
  starts_at: number;
  result: 'won' | 'lost' | 'void' | null;
  score: string | null;
}

export interface BetOut {
  id: number;
  type: SportBet['type'];
  system_size: number | null;
  status: SportBet['status'];
  source: SportBet['source'];
  placed_at: number;
  settled_at: number | null;
  stake: Money;
  original_stake: Money;
  total_odds: number;
  potential_payout: Money;
  payout: Money;
  cashout: { value: Money } | null;
  cashouts: { at: number; amount: Money; stake: Money }[];
  selections: SelectionOut[];
}

function selectionOut(id: string, odds: number, now: number, lang: SbLang): SelectionOut {
  const parsed = parseSelection(id);
  const plan = planOf(parsed?.eventId ?? 0);
  // A market's name and an outcome's name do not change with time: read them as the event offered them.
  const found = findOutcome(id, Math.min(now, plan.endsAt - 1), lang) ?? findOutcome(id, plan.startsAt - 1, lang);
  const status = statusAt(plan, now);
  const score = status === 'live' || status === 'finished' ? scoreAt(plan, now) : undefined;
  return {
    id,
    event_id: plan.id,
    sport: SPORTS[plan.sport].name[lang],
    league: plan.league.name[lang],
    event: `${plan.home.name[lang]} – ${plan.away.name[lang]}`,
    market: found?.market.name ?? '',
    outcome: found?.outcome.name ?? id,
    odds,
    starts_at: Math.floor(plan.startsAt / 1000),
    result: selectionResult(id, now) ?? null,
    score: score ? `${score.home}:${score.away}` : null,
  };
}

export function betOut(book: SportsbookState, bet: SportBet, now: number, lang: SbLang): BetOut {
  const value = book.cashoutValue(bet, now);
  const totalOdds = Math.round(bet.selections.reduce((total, selection) => total * selection.odds, 1) * 100) / 100;
  return {
    id: bet.id,
    type: bet.type,
    system_size: bet.systemSize,
    status: bet.status,
    source: bet.source,
    placed_at: Math.floor(bet.placedAt / 1000),
    settled_at: bet.settledAt === null ? null : Math.floor(bet.settledAt / 1000),
    stake: money(bet.stakeMinor, bet.currency),
    original_stake: money(bet.originalStakeMinor, bet.currency),
    total_odds: totalOdds,
    potential_payout: money(potentialPayoutMinor(bet), bet.currency),
    payout: money(bet.payoutMinor, bet.currency),
    cashout: value === undefined ? null : { value: { amount: toMajor(value, bet.currency), currency: bet.currency } },
    cashouts: bet.cashouts.map((cashout) => ({ at: Math.floor(cashout.at / 1000), amount: money(cashout.amountMinor, bet.currency), stake: money(cashout.stakeMinor, bet.currency) })),
    selections: bet.selections.map((selection) => selectionOut(selection.id, selection.odds, now, lang)),
  };
}
