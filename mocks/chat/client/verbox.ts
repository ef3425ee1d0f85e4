/**
 * Stand-in for Verbox's widget script: one command function `Verbox(command, …args)` with `openWindow`,
 * `closeWindow`, `setClientInfo`, `getUnreadMessagesCount`, `onMessage`, `onUnreadChange` and `destroy`; commands
 * queued before it loaded (`Verbox.q`) run once it is up. `window.VerboxSetup.onReady` is called when ready.
 */
import { createSandboxChat } from './core.ts';

type Listener = (payload: unknown) => void;
const page = window as unknown as Record<string, unknown>;
const chat = createSandboxChat('verbox');
const listeners = new Map<string, Set<Listener>>();
const on = (name: string, listener: Listener) => void (listeners.get(name) ?? listeners.set(name, new Set()).get(name))?.add(listener);
const emit = (name: string, payload: unknown) => {
  for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
};

function Verbox(command: string, ...args: unknown[]): unknown {
  switch (command) {
    case 'openWindow':
      return chat.open();
    case 'closeWindow':
      return chat.close();
    case 'setClientInfo': {
      const info = (args[0] ?? {}) as { name?: string; email?: string; client_id?: string };
      return chat.setUser({ name: info.name, email: info.email, id: info.client_id });
    }
    case 'getUnreadMessagesCount':
      return chat.unread();
    case 'onMessage':
      return on('message', args[0] as Listener);
    case 'onUnreadChange':
      return on('unread', args[0] as Listener);
    case 'destroy':
      chat.destroy();
      delete page.Verbox;
      return undefined;
    default:
      console.warn(`[sandbox Verbox] unknown command ${command}`);
      return undefined;
  }
}

const queued = (page.Verbox as { q?: unknown[][] } | undefined)?.q ?? [];
page.Verbox = Verbox;
for (const [command, ...args] of queued) Verbox(String(command), ...args);
chat.on('message', (message) => emit('message', { text: message.text }));
chat.on('unread', (count) => emit('unread', count));
chat.on('ready', () => (page.VerboxSetup as { onReady?: () => void } | undefined)?.onReady?.());
