/**
 * Stand-in for LiveTex's classic client.js (decision 014: the API as public integrations use it, LiveTex's own reference
 * is not public). The page's snippet sets `liveTex`, `liveTexID`, `liveTex_object` and `window.LiveTex =
 * { onLiveTexReady }`; this script replaces `window.LiveTex` with the API and calls `onLiveTexReady` once the widget is
 * up: `showWelcomeWindow()` (and the Widgets API 3.0 name `showActiveWindow()`), `setConversationAttributes(visible,
 * hidden)`, `setVisitorAttributes(onSuccess, onError, { name, contacts })`, `addEventListener(LiveTex.Event.X, fn)`
 * with the `LiveTex.Event` names, `LiveTex.ContactType`, `hideLabel()` and `reinit()`.
 */
import { createSandboxChat } from './core.ts';

type Listener = (event: { event: string; text?: string }) => void;
const page = window as unknown as Record<string, unknown>;
const before = page.LiveTex as { onLiveTexReady?: () => void } | undefined;
const id = page.liveTexID;

const EVENTS = [
  'CONVERSATION_STARTED',
  'OFFLINE_MESSAGE_SENT',
  'CALL_STARTED',
  'CALL_ESTABLISHED',
  'CALLBACK_SENT',
  'INVITATION_WINDOW_SHOWN',
  'INVITATION_WINDOW_CLOSE',
  'WELCOME_WINDOW_SHOWN',
  'X_WINDOW_SHOWN',
  'EMPLOYEE_MESSAGE_SENT',
] as const;
type EventName = (typeof EVENTS)[number];

if ((typeof id !== 'number' && typeof id !== 'string') || String(id).trim() === '') {
  // The real client.js cannot start without the account's id either.
  console.error('[sandbox LiveTex] window.liveTexID is not set');
} else {
  const chat = createSandboxChat('live_tex');
  const listeners = new Map<string, Set<Listener>>();
  let descriptors = 0;
  const emit = (name: EventName, text?: string) => {
    for (const listener of [...(listeners.get(name) ?? [])]) listener({ event: name, ...(text === undefined ? {} : { text }) });
  };
  const show = () => chat.open();

  page.LiveTex = {
    Event: Object.fromEntries(EVENTS.map((name) => [name, name])) as Record<EventName, EventName>,
    ContactType: { EMAIL: 'email', PHONE: 'phone' },
    showWelcomeWindow: show,
    showActiveWindow: show,
    hideLabel: () => undefined,
    setConversationAttributes: (visible: Record<string, string> = {}, hidden: Record<string, string> = {}) =>
      chat.setUser({ ...(visible.name ? { name: visible.name } : {}), ...(hidden.uid ? { id: hidden.uid } : {}) }),
    setVisitorAttributes: (onSuccess?: () => void, _onError?: (error: unknown) => void, attributes?: { name?: { name?: string } }) => {
      if (attributes?.name?.name) chat.setUser({ name: attributes.name.name });
      onSuccess?.();
    },
    addEventListener: (name: string, listener: Listener) => {
      (listeners.get(name) ?? listeners.set(name, new Set()).get(name))?.add(listener);
      return ++descriptors;
    },
    // Widgets API 3.0: forgets the visitor (the page then starts again as someone else).
    reinit: () => chat.setUser({ id: '', name: '' }),
  };

  let started = false;
  chat.on('open', () => emit('WELCOME_WINDOW_SHOWN'));
  chat.on('sent', () => {
    if (!started) emit('CONVERSATION_STARTED');
    started = true;
  });
  chat.on('message', (message) => emit('EMPLOYEE_MESSAGE_SENT', message.text));
  chat.on('ready', () => before?.onLiveTexReady?.());
}
