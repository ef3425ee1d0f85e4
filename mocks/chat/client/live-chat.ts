/**
 * Stand-in for LiveChat's tracking.js: `LiveChatWidget.on/once/off`, `get('state' | 'customer_data')` and
 * `call('maximize' | 'minimize' | 'hide' | 'destroy' | 'set_customer_name' | 'set_customer_email' |
 * 'set_session_variables')`, with the events `ready`, `visibility_changed` and `new_event`. It takes over the queue
 * the page's snippet (`window.LiveChatWidget._q`) collected before it loaded, as the real script does.
 */
import { createSandboxChat } from './core.ts';

type Listener = (payload: unknown) => void;
const page = window as unknown as Record<string, unknown>;
const chat = createSandboxChat('liveChat');
const listeners = new Map<string, Set<Listener>>();
let customer: { name?: string; email?: string; session_variables: Record<string, string> } = { session_variables: {} };
const emit = (name: string, payload: unknown) => {
  for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
};

const widget = {
  on: (name: string, listener: Listener) => void (listeners.get(name) ?? listeners.set(name, new Set()).get(name))?.add(listener),
  once: (name: string, listener: Listener) => {
    const wrapped: Listener = (payload) => {
      listeners.get(name)?.delete(wrapped);
      listener(payload);
    };
    widget.on(name, wrapped);
  },
  off: (name: string, listener: Listener) => void listeners.get(name)?.delete(listener),
  get: (name: string) => {
    if (name === 'state') return { availability: 'online', visibility: chat.isOpen() ? 'maximized' : 'minimized' };
    if (name === 'customer_data') return { ...customer };
    return undefined;
  },
  call: (method: string, ...args: unknown[]) => {
    switch (method) {
      case 'maximize':
        return chat.open();
      case 'minimize':
      case 'hide':
        return chat.close();
      case 'destroy':
        chat.destroy();
        delete page.LiveChatWidget;
        return undefined;
      case 'set_customer_name':
        customer = { ...customer, name: String(args[0]) };
        return chat.setUser({ name: String(args[0]) });
      case 'set_customer_email':
        customer = { ...customer, email: String(args[0]) };
        return chat.setUser({ email: String(args[0]) });
      case 'set_session_variables': {
        const variables = (args[0] ?? {}) as Record<string, string>;
        customer = { ...customer, session_variables: variables };
        return chat.setUser({ id: variables.uid });
      }
      default:
        console.warn(`[sandbox LiveChat] unknown method ${method}`);
        return undefined;
    }
  },
};

const queued = (page.LiveChatWidget as { _q?: [string, unknown[]][] } | undefined)?._q ?? [];
page.LiveChatWidget = widget;
for (const [kind, args] of queued) (widget[kind as 'call'] as (...rest: unknown[]) => unknown)(...args);

chat.on('open', () => emit('visibility_changed', { visibility: 'maximized' }));
chat.on('close', () => emit('visibility_changed', { visibility: 'minimized' }));
chat.on('message', (message) => emit('new_event', { type: 'message', id: message.id, text: message.text, author: { type: 'agent' } }));
chat.on('ready', () => emit('ready', { state: widget.get('state'), customerData: widget.get('customer_data') }));
