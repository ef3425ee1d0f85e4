/**
 * Support in the sandbox (decision 014): the chat vendor in use, the feedback the
 * players sent, the FreshChat message events stored, and the /hit beacons counted. Nothing here is about a
 * visitor beyond what the beacon's own query carries (referer and landing parameters, no cookie, no address).
 */
import { CHAT_VENDORS, type ChatVendor } from '../../src/api/support.ts';

export { CHAT_VENDORS, type ChatVendor };

export interface FeedbackRecord {
  readonly uid: number | null;
  readonly email: string | null;
  readonly subject: string | null;
  readonly text: string;
  readonly at: number;
}

export interface ChatEventRecord {
  readonly uid: number | null;
  readonly channel_id: string | null;
  readonly conversation_id: string | null;
  readonly text: string;
  readonly event: string;
}

/** The memory a public sandbox may spend on them: the oldest go first. */
export const MAX_KEPT = 200;

export function isChatVendor(value: unknown): value is ChatVendor {
  return typeof value === 'string' && (CHAT_VENDORS as readonly string[]).includes(value);
}

export class SupportState {
  /** The vendor support.getsettings names (test mode switches it: POST /__sandbox/config {"chat": …}). */
  chat: ChatVendor = 'jivoSite';
  readonly feedback: FeedbackRecord[] = [];
  readonly chatEvents: ChatEventRecord[] = [];
  /** /hit beacons: how many, and the last one's query parameters. */
  hits: { count: number; last: Record<string, string> | null } = { count: 0, last: null };

  addFeedback(record: FeedbackRecord): void {
    this.feedback.push(record);
    if (this.feedback.length > MAX_KEPT) this.feedback.shift();
  }

  addChatEvent(record: ChatEventRecord): void {
    this.chatEvents.push(record);
    if (this.chatEvents.length > MAX_KEPT) this.chatEvents.shift();
  }

  hit(params: Record<string, string>): void {
    this.hits = { count: this.hits.count + 1, last: params };
  }
}
