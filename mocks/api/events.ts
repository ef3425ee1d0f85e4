/**
 * events.handle (SPEC §7 "Other"), answering src/api/events.ts: the app reports what happened on the player's side,
 * and the platform's loyalty quests (decision 018) pay for it, once per player and quest. The platform never takes the
 * app's word alone: each event is checked against the sandbox's own state before anything is paid.
 *
 * The events the sandbox defines (the names the platform documents for its clients):
 * - `game_played` with payload `{"sysname": "<game>"}`: the player played that game for real money (a real round
 *   exists); the quest "first game of its type" (casino, slot, live, fast) pays QUEST_POINTS once per type.
 * - `profile_completed`: the profile holds first name, last name and birth date; pays the profile points once
 *   (the same points a completed profile save pays, never twice).
 * - `sports_bet_placed`: the player has a real-money sports bet (main balance, mocks/sportsbook/bets.ts); the quest
 *   "first sports bet" pays QUEST_POINTS once.
 * An event that did not happen is refused with `event` `NOT_DONE`; an unknown one with `event` `UNKNOWN_EVENT`.
 */
import * as events from '../../src/api/requests/events.ts';
import { catalogue } from '../fixtures/games/catalogue.ts';
import { fail } from '../http/wire.ts';
import type { AccountRecord } from '../state/accounts.ts';
import type { SandboxState } from '../state/index.ts';
import { implement, type OperationHandler } from './registry.ts';

export const EVENT_NAMES = ['game_played', 'profile_completed', 'sports_bet_placed'] as const;
type EventName = (typeof EVENT_NAMES)[number];

function isEventName(value: string): value is EventName {
  return (EVENT_NAMES as readonly string[]).includes(value);
}

/** The payload, sent as a JSON string (wire contract: an object parameter travels as JSON). */
function payloadOf(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below as an invalid payload.
  }
  throw fail.invalidParameter({ payload: ['INVALID'] }, 'The payload is a JSON object');
}

const notDone = (message: string) => fail.invalidParameter({ event: ['NOT_DONE'] }, message);

function gamePlayed(state: SandboxState, me: AccountRecord, payload: Record<string, unknown>, now: number): void {
  const sysname = typeof payload.sysname === 'string' ? payload.sysname : '';
  const game = catalogue().bySysname.get(sysname);
  if (!game) throw fail.invalidParameter({ payload: ['UNKNOWN_GAME'] }, 'No such game');
  const played = state.games.historyOf(me.uid).some((round) => round.sysname === sysname && !round.freespin && round.betMinor > 0);
  if (!played) throw notDone('No real-money round of this game');
  state.loyalty.completeQuest(me.uid, `first_game:${game.type}`, now);
}

function profileCompleted(state: SandboxState, me: AccountRecord, now: number): void {
  const { first_name: first, last_name: last, birth_date: birth } = me.profile;
  if (first === null || last === null || birth === null) throw notDone('The profile is not complete');
  state.loyalty.credit(me.uid, 'profile', now);
}

function sportsBetPlaced(state: SandboxState, me: AccountRecord, now: number): void {
  if (!state.sportsbook.bets.some((bet) => bet.uid === me.uid && bet.source === 'main')) throw notDone('No real-money sports bet');
  state.loyalty.completeQuest(me.uid, 'first_sports_bet', now);
}

export const operations: readonly OperationHandler[] = [
  implement(events.handle, (context, { event, payload }) => {
    const me = context.requireAccount();
    if (!isEventName(event)) throw fail.invalidParameter({ event: ['UNKNOWN_EVENT'] }, `Unknown event ${event}`);
    const data = payloadOf(payload);
    if (event === 'game_played') gamePlayed(context.state, me, data, context.now());
    else if (event === 'sports_bet_placed') sportsBetPlaced(context.state, me, context.now());
    else profileCompleted(context.state, me, context.now());
    return 1;
  }),
];
