/**
 * playLimits.* (src/api/play-limits.ts; decision 032): the loss and stake limits the player sets. The rules are
 * mocks/state/play-limits.ts; the game server and the sportsbook enforce them (admitStake) on every stake.
 */
import type { PlayLimits } from '../../src/api/play-limits.ts';
import * as playLimits from '../../src/api/requests/play-limits.ts';
import { fail } from '../http/wire.ts';
import type { AccountRecord } from '../state/accounts.ts';
import { money, toMinor } from '../state/money.ts';
import { changeLossLimit, changeStakeLimit, lossMoves, lossWindow, noPlayLimits, settlePlayLimits, type PlayLimitsRecord } from '../state/play-limits.ts';
import { periodLimitOut } from './account.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

/** The account's limits with pending changes whose 24 hours passed applied (written back). */
function limitsOf(me: AccountRecord, now: number): PlayLimitsRecord {
  me.playLimits = settlePlayLimits(me.playLimits ?? noPlayLimits(), now);
  return me.playLimits;
}

function limitsOut(context: OperationContext, me: AccountRecord): PlayLimits {
  const now = context.now();
  const { loss, stake } = limitsOf(me, now);
  const window = lossWindow(loss, lossMoves(context.state.wallet.entries(me.uid)), now);
  const pending = stake.pending;
  return {
    loss: { ...periodLimitOut(loss, window, me.currency), used_amount: window.availableMinor === null ? null : money(window.usedMinor, me.currency) },
    stake: {
      limit_amount: stake.limitMinor === null ? null : money(stake.limitMinor, me.currency),
      can_edit: true,
      pending_limit_amount: pending && pending.limitMinor !== null ? money(pending.limitMinor, me.currency) : null,
      pending_removal: pending !== undefined && pending.limitMinor === null,
      pending_at: pending ? pending.at : null,
    },
  };
}

export const operations: OperationHandler[] = [
  implement(playLimits.get, (context) => limitsOut(context, context.requireAccount())),

  implement(playLimits.setLoss, (context, input) => {
    const me = context.requireAccount();
    if (input.period !== 'none' && input.amount === undefined) throw fail.invalidParameter({ amount: ['REQUIRED'] });
    const limitMinor = input.period === 'none' ? null : toMinor(Number(input.amount), me.currency);
    // A stricter limit applies at once, a looser one after 24 hours; neither forgets what the period already holds.
    me.playLimits = changeLossLimit(limitsOf(me, context.now()), { period: input.period, limitMinor }, context.now());
    return limitsOut(context, me);
  }),

  implement(playLimits.setStake, (context, input) => {
    const me = context.requireAccount();
    // No amount (or `none`) removes the limit, after 24 hours.
    const limitMinor = input.amount === undefined ? null : toMinor(Number(input.amount), me.currency);
    me.playLimits = changeStakeLimit(limitsOf(me, context.now()), limitMinor, context.now());
    return limitsOut(context, me);
  }),
];
