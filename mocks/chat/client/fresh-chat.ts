/**
 * Stand-in for Freshchat's widget.js: `fcWidget.init({ token, host, externalId, firstName })`, `open`, `close`,
 * `isOpen`, `isInitialized`, `destroy`, `setExternalId`, `user.setFirstName / setEmail / setProperties`, and
 * `on/off` for `widget:loaded`, `message:sent`, `message:received` and `unreadCount:notify`.
 */
import { createSandboxChat, type ChatMessage, type SandboxChat } from './core.ts';

type Listener = (payload: unknown) => void;
const page = window as unknown as Record<string, unknown>;
const listeners = new Map<string, Set<Listener>>();
let chat: SandboxChat | undefined;
const emit = (name: string, payload: unknown) => {
  for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
};
/** Freshchat's message event: `{ success, data: { message: { channel_id, conversation_id, message_parts } } }`. */
const messageEvent = (message: ChatMessage) => ({
  success: true,
  data: { message: { id: message.id, channel_id: message.channelId, conversation_id: message.conversationId, message_parts: [{ text: { content: message.text } }] } },
});

page.fcWidget = {
  init(config: { token?: string; host?: string; externalId?: string; firstName?: string }) {
    if (chat) return;
    if (!config?.token) {
      console.error('[sandbox Freshchat] init needs a token');
      return;
    }
    chat = createSandboxChat('freshChat');
    chat.setUser({ id: config.externalId, name: config.firstName });
    chat.on('sent', (message) => emit('message:sent', messageEvent(message)));
    chat.on('message', (message) => emit('message:received', messageEvent(message)));
    chat.on('unread', (count) => emit('unreadCount:notify', { count }));
    chat.on('ready', () => emit('widget:loaded', { success: true }));
  },
  isInitialized: () => chat !== undefined,
  open: () => chat?.open(),
  close: () => chat?.close(),
  isOpen: () => chat?.isOpen() ?? false,
  destroy: () => {
    chat?.destroy();
    chat = undefined;
    listeners.clear();
    emit('widget:destroyed', { success: true });
  },
  setExternalId: (id: string) => chat?.setUser({ id }),
  user: {
    setFirstName: (name: string) => chat?.setUser({ name }),
    setEmail: (email: string) => chat?.setUser({ email }),
    setProperties: (properties: { firstName?: string; email?: string; externalId?: string }) =>
      chat?.setUser({ name: properties.firstName, email: properties.email, id: properties.externalId }),
  },
  on: (name: string, listener: Listener) => void (listeners.get(name) ?? listeners.set(name, new Set()).get(name))?.add(listener),
  off: (name: string, listener: Listener) => void listeners.get(name)?.delete(listener),
};
