/** account.getSessionLimit and account.setSessionLimit (src/api/session-limit.ts; decision 035). */
import * as requests from '../../src/api/requests/account.ts';
import type { SessionLimit } from '../../src/api/session-limit.ts';
import { fail } from '../http/wire.ts';
import type { AccountRecord } from '../state/accounts.ts';
import { NO_SESSION_LIMIT, changeSessionLimit, sessionEnd, settleSessionLimit } from '../state/session-limit.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

function sessionLimitOut(context: OperationContext, me: AccountRecord): SessionLimit {
  const now = context.now();
  const setting = settleSessionLimit(me.sessionLimit ?? NO_SESSION_LIMIT, now);
  if (me.sessionLimit) me.sessionLimit = setting;
  const startedAt = context.state.sessions.firstStartOf(me.uid, now);
  const end = startedAt === undefined ? undefined : sessionEnd(setting, startedAt);
  const pending = setting.pending;
  return {
    minutes: setting.minutes,
    break_minutes: setting.breakMinutes,
    pending: pending ? { minutes: pending.minutes, break_minutes: pending.breakMinutes, at: pending.at } : null,
    session_started_at: startedAt === undefined ? null : seconds(startedAt),
    session_ends_at: end ? seconds(end.endsAt) : null,
  };
}

export const operations: OperationHandler[] = [
  implement(requests.getSessionLimit, (context) => sessionLimitOut(context, context.requireAccount())),

  implement(requests.setSessionLimit, (context, input) => {
    const me = context.requireAccount();
    const removal = input.minutes === 0;
    // The lists are the declaration's (src/api/requests/account.ts); a limit without its break is refused here.
    if (!removal && input.break_minutes === undefined) throw fail.invalidParameter({ break_minutes: ['REQUIRED'] });
    const next = removal ? { minutes: null, breakMinutes: null } : { minutes: input.minutes, breakMinutes: input.break_minutes ?? null };
    // A stricter limit applies at once (and may end this session on its next call), a looser one after 24 hours.
    me.sessionLimit = changeSessionLimit(me.sessionLimit ?? NO_SESSION_LIMIT, next, context.now());
    return sessionLimitOut(context, me);
  }),
];
