/**
 * events.handle (SPEC §7 "Other"): tells the platform that something happened on the player's side
 * (a page opened, a game launched), which can trigger campaigns and loyalty quests. Neither params nor
 * answer are shown in SPEC: the event name plus an optional payload (sent as a JSON string, wire
 * contract), acknowledged with 1. The app does not act on the answer.
 */
import { type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { OneIsOk } from './common.ts';

export type EventsHandleParams = {
  event: string;
  payload?: Record<string, string | number | boolean | null>;
};

export const handle = defineOperation<EventsHandleParams, Infer<typeof OneIsOk>>({
  operation: 'events.handle',
  method: 'GET',
  schema: OneIsOk,
});
