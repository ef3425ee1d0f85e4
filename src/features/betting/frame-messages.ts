/**
 * The sportsbook frame's postMessage protocol (decision 017; the contract a real provider adapter meets is in
 * mocks/README.md "Sportsbook frame protocol"). A message counts only when it comes from the frame's own window, with
 * the frame's origin, in exactly one of these shapes (superstruct `object`: no unknown fields); anything else is
 * dropped without a word, as a foreign page's message would be.
 */
import { enums, integer, is, literal, max, min, number, object, pattern, size, string, union, type Infer } from 'superstruct';
import { isSafeInternalPath } from '../../api/url-safety.ts';

const Path = size(pattern(string(), /^\//), 1, 512);

export const FrameMessage = union([
  /** Money moved (a bet, a settlement seen, a cash-out): the app reads the balance again. */
  object({ type: literal('sportsbook:balance-changed') }),
  /** The player wants to top up (e.g. the slip says the balance is short). */
  object({ type: literal('sportsbook:open-deposit') }),
  /** A guest placed a slip: the app opens sign-in and hands the new session over in place (the slip survives). */
  object({ type: literal('sportsbook:open-sign-in') }),
  /**
   * The book refused a bet for want of identification (decision 033): the app opens its verification step, the
   * profile first when the platform asks for it (`step`). The slip stays in the frame for after the approval.
   */
  object({ type: literal('sportsbook:open-verification'), step: enums(['profile', 'verification']) }),
  /** A link to an app page (the player's bonuses, the rules): an in-app path only. */
  object({ type: literal('sportsbook:navigate'), path: Path }),
  /** The frame's content height in CSS pixels. */
  object({ type: literal('sportsbook:height-changed'), height: min(max(integer(), 100_000), 0) }),
  /** How many steps back the frame can go itself (the Telegram back button steps back inside it first). */
  object({ type: literal('sportsbook:history'), depth: min(max(integer(), 1000), 0) }),
  /** A bet was placed (analytics' "bet placed"). */
  object({ type: literal('sportsbook:bet-placed'), bet_type: enums(['single', 'acca', 'system']), stake: min(number(), 0), currency: size(string(), 3, 3), selections: min(max(integer(), 50), 1) }),
]);
export type FrameMessage = Infer<typeof FrameMessage>;

/**
 * App -> frame: the session (launch token) and language; sent after the frame loads and whenever either changes.
 * `hold`: the app's own rule holds real-money bets (decision 033, from account info and the CMS's isRequiredForPlay):
 * `identify` or `pending`; the book takes no bet then, says why and asks for `sportsbook:open-verification`.
 */
export type SessionMessage = { type: 'sportsbook:session'; token: string; locale: 'uz' | 'ru'; hold: 'identify' | 'pending' | null };
/** App -> frame: step back inside the frame (Telegram's back button). */
export type BackMessage = { type: 'sportsbook:back' };

export interface IncomingMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/**
 * The frame's message, or undefined when it is not one: another window, another origin (`expectedOrigin` is the
 * frame's: `null` for a sandboxed frame on the app's own origin, src/lib/frame-sandbox.ts), or another shape.
 */
export function readFrameMessage(event: IncomingMessage, frameWindow: unknown, expectedOrigin: string): FrameMessage | undefined {
  if (frameWindow === null || frameWindow === undefined || event.source !== frameWindow) return undefined;
  if (event.origin !== expectedOrigin) return undefined;
  if (!is(event.data, FrameMessage)) return undefined;
  if (event.data.type === 'sportsbook:navigate' && !isSafeInternalPath(event.data.path)) return undefined;
  return event.data;
}
