/**
 * account.getNetPosition (beyond SPEC §7; docs/decisions/035-net-position-and-session-limit.md): the player's deposits,
 * withdrawals and net result of play for today, this week, this month (calendar periods in Tashkent time), since
 * registration, and since the current session started, in the player's currency. The reality-check reminder reads the
 * session's part.
 */
import { nullable, number, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Money } from './common.ts';

/** One period's figures. `net_result` is what came back from play minus what was staked: negative when the player lost. */
export const NetFigures = type({
  /** Unix seconds when the period began. */
  from: number(),
  deposits: Money,
  /** Paid out and still pending; cancelled or returned withdrawals do not count. */
  withdrawals: Money,
  /** The part of `withdrawals` not paid out yet. */
  pending_withdrawals: Money,
  net_result: Money,
});
export type NetFigures = Infer<typeof NetFigures>;

export const NetPosition = type({
  /** The time zone the calendar periods follow (IANA name). */
  timezone: string(),
  today: NetFigures,
  week: NetFigures,
  month: NetFigures,
  /** Since registration. */
  all: NetFigures,
  /** Since the current session started; null when the platform does not know it. */
  session: nullable(NetFigures),
});
export type NetPosition = Infer<typeof NetPosition>;

export const NET_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type NetPeriod = (typeof NET_PERIODS)[number];

export const getNetPosition = defineOperation<Record<string, never>, NetPosition>({ operation: 'account.getNetPosition', method: 'GET', schema: NetPosition });
