/**
 * playLimits.* operations: the loss limit and the stake limit a player sets (decision 032; README "Player
 * protection"). SPEC §7 shows no call for them; they are the platform's, in a namespace of their own (decision 032
 * says why not account.getResponsibleGaming). Every way to bet refuses a stake past them with
 * LossLimitExceededException or StakeLimitExceededException (src/api/errors.ts), whose error_data names `limit`,
 * `available`, `currency`, the loss limit's `period` and `resets_at`.
 */
import { assign, boolean, nullable, number, optional, type, type Infer } from 'superstruct';
import { DepositLimit } from './account.ts';
import { defineOperation } from './client.ts';
import { Money } from './common.ts';

/**
 * Net losses (stakes minus what came back) over a rolling day, week or month, casino and sport together, bonus money
 * included: the deposit limit's fields (its `available_amount` is what may still be lost, its `expired_at` when more is
 * available by time alone, its pending change the looser limit waiting 24 hours) and what the period has used.
 */
export const LossLimit = assign(
  DepositLimit,
  type({
    /** The largest net loss the period holds now (null while no limit is set). */
    used_amount: nullable(Money),
  }),
);
export type LossLimit = Infer<typeof LossLimit>;

/** The largest single stake (a bet or a round); a larger one (or none) waits 24 hours as pending. */
export const StakeLimit = type({
  limit_amount: nullable(Money),
  can_edit: boolean(),
  pending_limit_amount: optional(nullable(Money)),
  /** True when the pending change removes the limit. */
  pending_removal: optional(boolean()),
  /** Unix seconds when the pending change applies. */
  pending_at: optional(nullable(number())),
});
export type StakeLimit = Infer<typeof StakeLimit>;

export const PlayLimits = type({ loss: LossLimit, stake: StakeLimit });
export type PlayLimits = Infer<typeof PlayLimits>;

type NoParams = Record<string, never>;
/** `amount` in major units; period none removes the limit. */
export type SetLossLimitParams = { period: 'none' | 'day' | 'week' | 'month'; amount?: number | null };
/** `amount` in major units; none (or null) removes the limit. */
export type SetStakeLimitParams = { amount?: number | null };

export const get = defineOperation<NoParams, PlayLimits>({ operation: 'playLimits.get', method: 'GET', schema: PlayLimits });

/** A lower limit (or a longer period at most as much) applies at once; anything looser after 24 hours. */
export const setLoss = defineOperation<SetLossLimitParams, PlayLimits>({ operation: 'playLimits.setLoss', method: 'POST', schema: PlayLimits, formFields: ['period', 'amount'] });

/** A smaller stake limit applies at once; a larger one, or none, after 24 hours. */
export const setStake = defineOperation<SetStakeLimitParams, PlayLimits>({ operation: 'playLimits.setStake', method: 'POST', schema: PlayLimits, formFields: ['amount'] });
