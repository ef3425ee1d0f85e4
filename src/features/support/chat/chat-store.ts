/**
 * The running support chat: support.getsettings picks the vendor and its config, the vendor's adapter
 * (chat-adapters.ts) loads its script and follows the unread count. SPEC §4: the chat reloads after registration, login
 * and logout: `startChat` with another player (or none) takes the widget off the page and starts it again.
 */
import { proxy } from 'valtio';
import { storeChatEvent } from '../../../api/fresh-chat.ts';
import { CHAT_VENDORS, getSettings, type ChatVendor } from '../../../api/support.ts';
import type { ChatAdapter, ChatEnv, ChatUser } from './adapters/chat-adapter.ts';
import { createChatAdapter } from './chat-adapters.ts';

export type ChatStatus = 'idle' | 'loading' | 'ready' | 'off' | 'failed';

export const chatState = proxy<{ status: ChatStatus; vendor: ChatVendor | null; unread: number }>({ status: 'idle', vendor: null, unread: 0 });

function browserEnv(): ChatEnv {
  return {
    page: window as unknown as Record<string, unknown>,
    origin: window.location.origin,
    loadScript: (url) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.dataset.omadChat = '';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`chat script did not load: ${url}`));
        document.head.append(script);
      }),
    removeScript: (url) => {
      for (const script of document.querySelectorAll<HTMLScriptElement>('script[data-omad-chat]')) if (script.src === url) script.remove();
    },
    storeEvent: (params) => {
      // The API client's onError logs a failure; the chat goes on (SPEC §8).
      storeChatEvent(params).catch(() => undefined);
    },
  };
}

let adapter: ChatAdapter | undefined;
let stopUnread: (() => void) | undefined;
/** Who the running (or starting) chat is for: a uid, or '' for a guest. */
let runningFor: string | undefined;
let generation = 0;
let openWhenReady = false;

function isVendor(value: unknown): value is ChatVendor {
  return typeof value === 'string' && (CHAT_VENDORS as readonly string[]).includes(value);
}

function stop(): void {
  stopUnread?.();
  stopUnread = undefined;
  try {
    adapter?.destroy();
  } catch (error) {
    console.warn('[omad] chat: the widget did not go cleanly', error);
  }
  adapter = undefined;
  chatState.unread = 0;
}

/** Starts the chat for this player (null: a guest); the same player again changes nothing. */
export async function startChat(user: ChatUser | null, env: ChatEnv = browserEnv()): Promise<void> {
  const key = user?.id ?? '';
  if (runningFor === key && chatState.status !== 'failed') return;
  runningFor = key;
  const mine = ++generation;
  stop();
  chatState.status = 'loading';
  try {
    const settings = await getSettings({});
    if (mine !== generation) return;
    const vendor = settings.chat_type;
    if (!isVendor(vendor)) {
      chatState.status = 'off';
      chatState.vendor = null;
      return;
    }
    const next = createChatAdapter(vendor, settings[vendor] ?? {}, env);
    adapter = next;
    chatState.vendor = vendor;
    await next.start(user);
    if (mine !== generation) return;
    stopUnread = next.onUnread((count) => {
      chatState.unread = count;
    });
    chatState.unread = next.unread();
    chatState.status = 'ready';
    if (openWhenReady) {
      openWhenReady = false;
      next.open();
    }
  } catch (error) {
    if (mine !== generation) return;
    // SPEC §8: a failed load is logged; the support page offers the other ways and a retry.
    console.warn('[omad] chat did not start', error);
    stop();
    chatState.status = 'failed';
  }
}

/** Opens the chat, or opens it as soon as it is up. */
export function openChat(): void {
  if (adapter && chatState.status === 'ready') adapter.open();
  else openWhenReady = true;
}

/** Tests: back to nothing running. */
export function resetChat(): void {
  generation++;
  stop();
  runningFor = undefined;
  openWhenReady = false;
  chatState.status = 'idle';
  chatState.vendor = null;
}
