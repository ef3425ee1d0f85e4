/**
 * FreshChat.storeChatEvent (SPEC §7 "Other"): stores a chat message event of the freshChat vendor
 * (SPEC §9) with channel_id, conversation_id, text and event. The fields are declared so SPEC §3's
 * defaults apply: `text` defaults to '' and the others to null. 1 is ok.
 */
import { type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { OneIsOk } from './common.ts';

export type StoreChatEventParams = {
  channel_id?: string | null;
  conversation_id?: string | null;
  text?: string;
  /** e.g. message_create. */
  event: string;
};

export const storeChatEvent = defineOperation<StoreChatEventParams, Infer<typeof OneIsOk>>({
  operation: 'FreshChat.storeChatEvent',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['channel_id', 'conversation_id', 'text', 'event'],
});
