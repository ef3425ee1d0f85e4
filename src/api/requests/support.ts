/**
 * Request schemas of support.* and FreshChat.storeChatEvent (decision 037; SPEC §7), and the feedback text's rule the
 * app's feedback form checks too.
 */
import { optional, string, type } from 'superstruct';
import * as freshChat from '../fresh-chat.ts';
import * as support from '../support.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { Email, rule, text } from './rules.ts';

/** Feedback text: at least this many characters (a question one can answer), at most FEEDBACK_MAX. */
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 2000;

const FeedbackText = rule(text(FEEDBACK_MAX), 'MIN_LENGTH', (value) => value.trim().length >= FEEDBACK_MIN);

export const getSettings = declareNoParams(support.getSettings);
/** The e-mail is optional here: a guest must leave one (the sandbox refuses its absence), a player is answered at the account's. */
export const sendFeedback = declareRequest(support.sendFeedback, type({ text: FeedbackText, email: optional(Email), name: optional(text(64)), subject: optional(text(100)) }));
export const storeChatEvent = declareRequest(
  freshChat.storeChatEvent,
  type({ event: text(64), text: optional(rule(string(), 'MAX_LENGTH', (value) => value.length <= 4000)), channel_id: optional(text(64)), conversation_id: optional(text(64)) }),
);
