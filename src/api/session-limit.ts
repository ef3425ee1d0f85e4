/**
 * The session-time limit (beyond SPEC §7; docs/decisions/035-net-position-and-session-limit.md): after `minutes` of a
 * session the platform ends it and refuses every sign-in until `break_minutes` have passed
 * (SessionTimeLimitException, src/api/errors.ts). A stricter limit applies at once; a looser one or its removal waits
 * 24 hours and is answered as `pending` with the moment it applies.
 */
import { nullable, number, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';

/** The session lengths the player chooses from, in minutes. */
export const SESSION_LIMIT_MINUTES = [15, 30, 60, 90, 120, 180, 240, 360] as const;
/** The breaks that follow a session's end, in minutes. */
export const SESSION_BREAK_MINUTES = [15, 30, 60, 120, 360, 720, 1440] as const;

const LimitValue = {
  /** Null: no limit. */
  minutes: nullable(number()),
  break_minutes: nullable(number()),
};

export const SessionLimit = type({
  ...LimitValue,
  /** A looser limit (or none) waiting its 24 hours; `at` is unix seconds. */
  pending: nullable(type({ ...LimitValue, at: number() })),
  /** Unix seconds the current session started (the first of the player's open sessions); null when unknown. */
  session_started_at: nullable(number()),
  /** Unix seconds the current session ends by the limit; null without a limit. */
  session_ends_at: nullable(number()),
});
export type SessionLimit = Infer<typeof SessionLimit>;

/** `minutes` 0 removes the limit (after 24 hours); otherwise both are one of the lists above. */
export type SetSessionLimitParams = { minutes: number; break_minutes?: number | null };

export const getSessionLimit = defineOperation<Record<string, never>, SessionLimit>({ operation: 'account.getSessionLimit', method: 'GET', schema: SessionLimit });

export const setSessionLimit = defineOperation<SetSessionLimitParams, SessionLimit>({
  operation: 'account.setSessionLimit',
  method: 'POST',
  schema: SessionLimit,
  formFields: ['minutes', 'break_minutes'],
});
