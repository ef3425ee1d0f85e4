/**
 * bonuses.get (SPEC §7: count, offset, fields, status), answering src/api/bonuses.ts: the player's casino bonuses,
 * newest first, for the cashier history's bonuses tab (issue 14). Read-only: activate, deactivate and remove
 * belong to the bonus issue and answer MethodNotFoundException until then.
 */
import { optional, type } from 'superstruct';
import * as bonuses from '../../src/api/bonuses.ts';
import type { Bonus } from '../../src/api/bonuses.ts';
import type { Locale } from '../state/accounts.ts';
import type { BonusRecord } from '../state/bonuses.ts';
import { money, toMajor } from '../state/money.ts';
import { implement, type OperationHandler } from './registry.ts';
import { intRange, listOf, text } from './rules.ts';

export const MAX_BONUS_PAGE = 100;
const DEFAULT_BONUS_PAGE = 20;
const STATUSES = ['active', 'available', 'wagering', 'finished', 'canceled', 'expired'] as const satisfies readonly bonuses.BonusStatus[];

function bonusOut(record: BonusRecord, locale: Locale): Bonus {
  return {
    id: record.id,
    status: record.status,
    amount: money(record.amountMinor, record.currency),
    wager: { wagered: toMajor(record.wageredMinor, record.currency), required: toMajor(record.requiredMinor, record.currency) },
    created_at: record.createdAt,
    expired_at: record.expiredAt,
    description: { name: record.title[locale], title: record.title[locale], text: record.text[locale], image: null },
  };
}

export const operations: readonly OperationHandler[] = [
  implement(bonuses.get, (context) => {
    const me = context.requireAccount();
    const input = context.input(
      type({ offset: optional(intRange(0)), count: optional(intRange(1, MAX_BONUS_PAGE)), fields: optional(text(200)), status: optional(listOf(STATUSES)) }),
    );
    const { offset = 0, count = DEFAULT_BONUS_PAGE, status } = input;
    const matching = context.state.bonuses.list(me.uid).filter((record) => !status || status.length === 0 || status.includes(record.status));
    return { items: matching.slice(offset, offset + count).map((record) => bonusOut(record, context.locale)), count: matching.length };
  }),
];
