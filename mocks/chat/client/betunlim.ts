/**
 * Stand-in for the Betunlim support widget: `BetunlimChat.init({ widgetId })`, `open()`, `close()`,
 * `setUser({ id, name })`, `getUnreadCount()`, `onUnreadChange(fn)` and `destroy()`.
 */
import { createSandboxChat, type SandboxChat } from './core.ts';

type Listener = (count: number) => void;
const page = window as unknown as Record<string, unknown>;
let chat: SandboxChat | undefined;
const listeners = new Set<Listener>();

page.BetunlimChat = {
  init(config: { widgetId?: string }) {
    if (chat) return Promise.resolve();
    if (!config?.widgetId) return Promise.reject(new Error('widgetId is required'));
    chat = createSandboxChat('betunlim');
    chat.on('unread', (count) => {
      for (const listener of [...listeners]) listener(count);
    });
    return Promise.resolve();
  },
  open: () => chat?.open(),
  close: () => chat?.close(),
  setUser: (user: { id?: string; name?: string }) => chat?.setUser(user),
  getUnreadCount: () => chat?.unread() ?? 0,
  onUnreadChange: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  destroy: () => {
    chat?.destroy();
    chat = undefined;
    listeners.clear();
  },
};
