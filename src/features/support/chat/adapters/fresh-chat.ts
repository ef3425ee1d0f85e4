/**
 * freshChat (decision 021): `fcWidget.init({ token, host, externalId, firstName })`, `open()`, `destroy()`, and the
 * events `widget:loaded`, `unreadCount:notify`, `message:received` / `message:sent` (stored through
 * FreshChat.storeChatEvent, SPEC §7).
 */
import type { StoreChatEventParams } from '../../../../api/fresh-chat.ts';
import { base, configString, get, invoke, scriptUrl, Unread, withTimeout, type ChatAdapter, type ChatEnv, type VendorConfig } from './chat-adapter.ts';

/** Freshchat's message event → FreshChat.storeChatEvent's fields (SPEC §7). */
export function freshChatEvent(event: string, payload: unknown): StoreChatEventParams {
  const message = get(get(payload, 'data'), 'message');
  const parts = get(message, 'message_parts');
  const first = Array.isArray(parts) ? (parts[0] as unknown) : undefined;
  const text = get(get(first, 'text'), 'content');
  const id = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
  return { event, channel_id: id(get(message, 'channel_id')), conversation_id: id(get(message, 'conversation_id')), text: typeof text === 'string' ? text : '' };
}

export function freshChat(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const token = configString(config, 'token');
  const host = configString(config, 'host');
  const { page } = env;
  const unread = new Unread();
  const widget = () => page.fcWidget;
  return {
    ...base('freshChat', unread),
    async start(user) {
      await env.loadScript(url);
      const loaded = new Promise<void>((resolve) => invoke(widget(), 'on', 'widget:loaded', () => resolve()));
      invoke(widget(), 'on', 'unreadCount:notify', (event: unknown) => unread.set(Number(get(event, 'count') ?? 0)));
      for (const name of ['message:received', 'message:sent']) {
        invoke(widget(), 'on', name, (payload: unknown) => env.storeEvent(freshChatEvent(name, payload)));
      }
      invoke(widget(), 'init', { token, host, ...(user ? { externalId: user.id, firstName: user.name ?? undefined } : {}) });
      await withTimeout(loaded, 'freshChat');
    },
    open: () => void invoke(widget(), 'open'),
    destroy() {
      invoke(widget(), 'destroy');
      delete page.fcWidget;
      env.removeScript(url);
    },
  };
}
