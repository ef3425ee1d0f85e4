/**
 * bonuses.* and BettingBonuses.* (SPEC §7: bonus_id; get: count, offset, fields, status), answering
 * src/api/bonuses.ts and src/api/betting-bonuses.ts: the player's bonuses with real wagering
 * (mocks/state/bonuses.ts). Activate, deactivate and remove answer 1; a bonus that is not the player's is
 * `bonus_id: NOT_FOUND`, a bonus in the wrong state names why (NOT_AVAILABLE, NOT_ACTIVE, ANOTHER_ACTIVE,
 * ALREADY_ENDED), all InvalidParameterException so the app shows the words instead of a fatal page.
 */
import type { Infer } from 'superstruct';
import type { BettingBonus } from '../../src/api/betting-bonuses.ts';
import * as bonuses from '../../src/api/requests/bonuses.ts';
import type { Bonus, Wager } from '../../src/api/bonuses.ts';
import { fail } from '../http/wire.ts';
import type { Locale } from '../state/accounts.ts';
import { BETTING_MIN_ODDS, BonusRefusal, WAGER_CONTRIBUTION, type BonusKind, type BonusRecord } from '../state/bonuses.ts';
import { money, toMajor } from '../state/money.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

const DEFAULT_BONUS_PAGE = 20;

function wagerOut(record: BonusRecord): Wager {
  const { currency } = record;
  return {
    wagered: toMajor(record.wageredMinor, currency),
    required: toMajor(record.requiredMinor, currency),
    multiplier: record.multiplier ?? (record.amountMinor > 0 ? Math.round(record.requiredMinor / record.amountMinor) : null),
    to_wager: toMajor(Math.max(0, record.requiredMinor - record.wageredMinor), currency),
    progress: { current: toMajor(record.wageredMinor, currency), min: 0, max: record.requiredMinor > 0 ? toMajor(record.requiredMinor, currency) : null },
    // A casino bonus counts rounds by game type; a betting bonus counts real-money sports bets whole (`sport`).
    contribution: record.kind === 'betting' ? [{ game_type: 'sport', percent: 100 }] : Object.entries(WAGER_CONTRIBUTION).map(([gameType, percent]) => ({ game_type: gameType, percent })),
  };
}

function bonusOut(record: BonusRecord, locale: Locale): Bonus {
  return {
    id: record.id,
    status: record.status,
    amount: money(record.amountMinor, record.currency),
    balance: money(record.heldMinor ?? 0, record.currency),
    wager: wagerOut(record),
    ...(record.maxBetMinor != null ? { max_bet: money(record.maxBetMinor, record.currency) } : {}),
    created_at: record.createdAt,
    expired_at: record.expiredAt,
    description: { name: record.title[locale], title: record.title[locale], text: record.text[locale], image: null },
  };
}

/** A betting bonus wagers on real-money sports bets: the whole stake when every selection has at least `min_odds`. */
function bettingBonusOut(record: BonusRecord, locale: Locale): BettingBonus {
  return { ...bonusOut(record, locale), min_odds: BETTING_MIN_ODDS };
}

function list(context: OperationContext, kind: BonusKind, { offset = 0, count = DEFAULT_BONUS_PAGE, status }: Infer<typeof bonuses.get.schema>) {
  const me = context.requireAccount();
  context.state.bonuses.settle(context.state.wallet, me.uid, context.now());
  const matching = context.state.bonuses.list(me.uid, kind).filter((record) => !status || status.length === 0 || status.includes(record.status));
  return { page: matching.slice(offset, offset + count), count: matching.length };
}

/** Runs a bonus change, turning a refusal into the catalogue error; answers 1. */
function change(context: OperationContext, bonusId: number, act: (uid: number, bonusId: number) => void): 1 {
  const me = context.requireAccount();
  try {
    act(me.uid, bonusId);
  } catch (error) {
    if (error instanceof BonusRefusal) throw fail.invalidParameter({ bonus_id: [error.key] }, error.message);
    throw error;
  }
  return 1;
}

export const operations: readonly OperationHandler[] = [
  implement(bonuses.get, (context, input) => {
    const { page, count } = list(context, 'casino', input);
    return { items: page.map((record) => bonusOut(record, context.locale)), count };
  }),
  implement(bonuses.activate, (context, { bonus_id: bonusId }) => change(context, bonusId, (uid, id) => context.state.bonuses.activate(context.state.wallet, uid, id, 'casino', context.now()))),
  implement(bonuses.deactivate, (context, { bonus_id: bonusId }) => change(context, bonusId, (uid, id) => context.state.bonuses.deactivate(context.state.wallet, uid, id, context.now()))),
  implement(bonuses.remove, (context, { bonus_id: bonusId }) => change(context, bonusId, (uid, id) => context.state.bonuses.remove(context.state.wallet, uid, id, 'casino', context.now()))),
  implement(bonuses.bettingGet, (context, input) => {
    const { page, count } = list(context, 'betting', input);
    return { items: page.map((record) => bettingBonusOut(record, context.locale)), count };
  }),
  implement(bonuses.bettingActivate, (context, { bonus_id: bonusId }) => change(context, bonusId, (uid, id) => context.state.bonuses.activate(context.state.wallet, uid, id, 'betting', context.now()))),
  implement(bonuses.bettingRemove, (context, { bonus_id: bonusId }) => change(context, bonusId, (uid, id) => context.state.bonuses.remove(context.state.wallet, uid, id, 'betting', context.now()))),
];
