/**
 * Stand-in for LiveTex's client.js: reads `window.liveTexID`, offers `LiveTex.showWelcomeWindow()`,
 * `hideWelcomeWindow()`, `setName()`, `setConversationAttributes()`, `getUnreadCount()`, `on(event, fn)` for
 * `ready`, `message_received` and `unread_changed`, and `destroy()`; `window.LiveTex.onLiveTexReady` is called once
 * the widget is up, as the vendor's snippet expects.
 */
import { createSandboxChat } from './core.ts';

type Listener = (payload: unknown) => void;
const page = window as unknown as Record<string, unknown>;
const before = page.LiveTex as { onLiveTexReady?: () => void } | undefined;
const listeners = new Map<string, Set<Listener>>();
const emit = (name: string, payload: unknown) => {
  for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
};
if (typeof page.liveTexID !== 'string' && typeof page.liveTexID !== 'number') console.error('[sandbox LiveTex] liveTexID is not set');
const chat = createSandboxChat('live_tex');

page.LiveTex = {
  showWelcomeWindow: () => chat.open(),
  hideWelcomeWindow: () => chat.close(),
  setName: (name: string) => chat.setUser({ name }),
  setConversationAttributes: (attributes: Record<string, string>) => chat.setUser({ id: attributes.uid }),
  getUnreadCount: () => chat.unread(),
  on: (name: string, listener: Listener) => void (listeners.get(name) ?? listeners.set(name, new Set()).get(name))?.add(listener),
  destroy: () => {
    chat.destroy();
    delete page.LiveTex;
  },
};
chat.on('message', (message) => emit('message_received', { text: message.text }));
chat.on('unread', (count) => emit('unread_changed', { count }));
chat.on('ready', () => {
  emit('ready', undefined);
  before?.onLiveTexReady?.();
});
