/**
 * One adapter per SPEC §9 chat vendor (issue 18 part 5). Each loads its vendor's script lazily from the URL the
 * platform's support settings give, and speaks that vendor's public JavaScript API to open the chat, set the user and
 * read the unread count. Where each API is documented (or, for LiveTex and Verbox, shown by public code) is in
 * docs/decisions/014-hit-beacon-and-chat-vendors.md:
 * - jivoSite: `jivo_api.open / setContactInfo / setCustomData / getUnreadMessagesCount`, the page callbacks
 *   `jivo_onLoadCallback`, `jivo_onMessageReceived`, `jivo_onOpen`, `jivo_onClose`, `jivo_onChangeState`, and
 *   `jivo_destroy()`;
 * - liveChat: the `__lc.license` snippet and `LiveChatWidget.on('ready' | 'new_event' | 'visibility_changed')`,
 *   `call('maximize' | 'set_customer_name' | 'set_session_variables' | 'destroy')`; LiveChat gives no unread getter,
 *   so agent messages that arrive while the widget is not maximized are counted;
 * - freshChat: `fcWidget.init({ token, host, externalId, firstName })`, `open()`, `destroy()`, and the events
 *   `widget:loaded`, `unreadCount:notify`, `message:received` / `message:sent` (stored through FreshChat.storeChatEvent);
 * - live_tex: client.js with `liveTex`, `liveTexID`, `liveTex_object` and `window.LiveTex = { onLiveTexReady }`, then
 *   `LiveTex.showWelcomeWindow()` (or `showActiveWindow()`), `setConversationAttributes(visible, hidden)`,
 *   `addEventListener(LiveTex.Event.EMPLOYEE_MESSAGE_SENT | WELCOME_WINDOW_SHOWN, fn)` and `reinit()`;
 * - verbox: support.js?h=<id> with `window.supportAPIMethod = 'Verbox'`, `VerboxSetup` and the command function
 *   `Verbox('openSupport' | 'setClientInfo' | 'setCallback' | 'destroy', …)` with its pre-load queue `Verbox.q`;
 * - betunlim: no public API found anywhere (decision 014); `BetunlimChat.init({ widgetId })`, `open()`, `setUser()`,
 *   `getUnreadCount()`, `onUnreadChange()`, `destroy()` is this app's own contract for an operator-hosted script.
 * The sandbox serves a stand-in script for each that offers the same API (mocks/chat/client/).
 */
import type { StoreChatEventParams } from '../../../api/fresh-chat.ts';
import type { ChatVendor } from '../../../api/support.ts';

export interface ChatUser {
  /** The player's uid, as the support agent looks the player up. */
  id: string;
  /** The player's public name (fakename), when there is one. */
  name: string | null;
}

export interface ChatEnv {
  /** The page's global object (window), where vendor scripts put their APIs. */
  readonly page: Record<string, unknown>;
  loadScript(url: string): Promise<void>;
  removeScript(url: string): void;
  /** FreshChat message events go to the platform (SPEC §7 FreshChat.storeChatEvent). */
  storeEvent(params: StoreChatEventParams): void;
  /** The page's origin, to tell a same-site script URL from another site's. */
  readonly origin: string;
}

export interface ChatAdapter {
  readonly vendor: ChatVendor;
  /** Loads the script and waits until the vendor's API is up, with the user set (null: a guest). */
  start(user: ChatUser | null): Promise<void>;
  open(): void;
  unread(): number;
  onUnread(listener: (count: number) => void): () => void;
  /** Takes the widget off the page (before a reload after sign-in or sign-out). */
  destroy(): void;
}

export type VendorConfig = Readonly<Record<string, unknown>>;

/** How long a vendor script may take to come up before the chat counts as failed. */
export const READY_TIMEOUT_MS = 15_000;

export class ChatConfigError extends Error {}

function configString(config: VendorConfig, key: string): string {
  const value = config[key];
  if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  throw new ChatConfigError(`chat config: ${key} is missing`);
}

/** The script URL: this site's own path or an https address; anything else (javascript:, http:) is refused. */
export function scriptUrl(config: VendorConfig, origin: string): string {
  const raw = configString(config, 'script_url');
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    throw new ChatConfigError('chat config: script_url is not a URL');
  }
  if (url.origin === origin || url.protocol === 'https:') return url.href;
  throw new ChatConfigError(`chat config: script_url must be https or this site (${url.protocol})`);
}

type Fn = (...args: unknown[]) => unknown;
const asFn = (value: unknown): Fn | undefined => (typeof value === 'function' ? (value as Fn) : undefined);
const get = (object: unknown, key: string): unknown => (typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[key] : undefined);
/** Calls a vendor method; the vendor not being up (yet) is not an error of the app. */
function invoke(object: unknown, method: string, ...args: unknown[]): unknown {
  const fn = asFn(get(object, method));
  return fn ? fn.apply(object, args) : undefined;
}

function withTimeout<T>(promise: Promise<T>, vendor: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${vendor}: the widget did not come up`)), READY_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The unread count and its listeners, shared by every adapter. */
class Unread {
  private count = 0;
  private readonly listeners = new Set<(count: number) => void>();
  get value(): number {
    return this.count;
  }
  set(count: number): void {
    const next = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
    if (next === this.count) return;
    this.count = next;
    for (const listener of [...this.listeners]) listener(next);
  }
  on(listener: (count: number) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

function base(vendor: ChatVendor, unread: Unread): Pick<ChatAdapter, 'vendor' | 'unread' | 'onUnread'> {
  return { vendor, unread: () => unread.value, onUnread: (listener) => unread.on(listener) };
}

function jivoSite(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const { page } = env;
  const unread = new Unread();
  const api = () => page.jivo_api;
  const refresh = () => unread.set(Number(invoke(api(), 'getUnreadMessagesCount') ?? 0));
  return {
    ...base('jivoSite', unread),
    async start(user) {
      const loaded = new Promise<void>((resolve) => {
        page.jivo_onLoadCallback = () => resolve();
      });
      page.jivo_onMessageReceived = refresh;
      page.jivo_onOpen = refresh;
      page.jivo_onClose = refresh;
      // jivo_onMessageReceived fires only with a custom label (the vendor's docs); a state change also re-reads the count.
      page.jivo_onChangeState = refresh;
      await env.loadScript(url);
      await withTimeout(loaded, 'jivoSite');
      if (user) {
        invoke(api(), 'setContactInfo', { name: user.name ?? undefined });
        invoke(api(), 'setCustomData', [{ title: 'uid', content: user.id }]);
      }
      refresh();
    },
    open: () => void invoke(api(), 'open'),
    destroy() {
      asFn(page.jivo_destroy)?.();
      delete page.jivo_onLoadCallback;
      delete page.jivo_onMessageReceived;
      delete page.jivo_onOpen;
      delete page.jivo_onClose;
      delete page.jivo_onChangeState;
      env.removeScript(url);
    },
  };
}

function liveChat(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const license = configString(config, 'license');
  const { page } = env;
  const unread = new Unread();
  let maximized = false;
  const widget = () => page.LiveChatWidget;
  return {
    ...base('liveChat', unread),
    async start(user) {
      page.__lc = { ...(get(page, '__lc') as object | undefined), license: Number(license) };
      // The vendor's snippet: a queue the tracking script takes over when it loads.
      const queue: [string, unknown[]][] = [];
      const push = (kind: string) => (...args: unknown[]) => void queue.push([kind, args]);
      page.LiveChatWidget = { _q: queue, _h: null, _v: '2.0', on: push('on'), once: push('once'), off: push('off'), call: push('call'), get: () => undefined };
      const ready = new Promise<void>((resolve) => invoke(widget(), 'once', 'ready', () => resolve()));
      invoke(widget(), 'on', 'visibility_changed', (event: unknown) => {
        maximized = get(event, 'visibility') === 'maximized';
        if (maximized) unread.set(0);
      });
      invoke(widget(), 'on', 'new_event', (event: unknown) => {
        if (get(get(event, 'author'), 'type') === 'agent' && !maximized) unread.set(unread.value + 1);
      });
      if (user) {
        if (user.name) invoke(widget(), 'call', 'set_customer_name', user.name);
        invoke(widget(), 'call', 'set_session_variables', { uid: user.id });
      }
      await env.loadScript(url);
      await withTimeout(ready, 'liveChat');
    },
    open: () => void invoke(widget(), 'call', 'maximize'),
    destroy() {
      invoke(widget(), 'call', 'destroy');
      delete page.LiveChatWidget;
      delete page.__lc;
      env.removeScript(url);
    },
  };
}

/** Freshchat's message event → FreshChat.storeChatEvent's fields (SPEC §7). */
export function freshChatEvent(event: string, payload: unknown): StoreChatEventParams {
  const message = get(get(payload, 'data'), 'message');
  const parts = get(message, 'message_parts');
  const first = Array.isArray(parts) ? (parts[0] as unknown) : undefined;
  const text = get(get(first, 'text'), 'content');
  const id = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
  return { event, channel_id: id(get(message, 'channel_id')), conversation_id: id(get(message, 'conversation_id')), text: typeof text === 'string' ? text : '' };
}

function freshChat(config: VendorConfig, env: ChatEnv): ChatAdapter {
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

/** LiveTex's event names (`LiveTex.Event.*` in client.js); the adapter needs these two. */
const LIVETEX_EMPLOYEE_MESSAGE_SENT = 'EMPLOYEE_MESSAGE_SENT';
const LIVETEX_WELCOME_WINDOW_SHOWN = 'WELCOME_WINDOW_SHOWN';

/**
 * LiveTex's classic client.js (decision 014): the snippet sets `liveTex`, `liveTexID`, `liveTex_object` and
 * `window.LiveTex = { onLiveTexReady }`, which client.js calls once its API is up. LiveTex publishes no unread count
 * and no "window closed" event, so operator messages (`EMPLOYEE_MESSAGE_SENT`) are counted from the moment the player
 * last opened the chat (`showWelcomeWindow()` or `WELCOME_WINDOW_SHOWN`); opening it again reads them.
 */
function liveTex(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const id = configString(config, 'live_tex_id');
  const { page } = env;
  const unread = new Unread();
  const api = () => page.LiveTex;
  const event = (name: string) => get(get(api(), 'Event'), name) ?? name;
  const read = () => unread.set(0);
  return {
    ...base('live_tex', unread),
    async start(user) {
      page.liveTex = true;
      page.liveTexID = /^\d+$/.test(id) ? Number(id) : id;
      page.liveTex_object = true;
      const ready = new Promise<void>((resolve) => {
        page.LiveTex = { onLiveTexReady: () => resolve() };
      });
      await env.loadScript(url);
      await withTimeout(ready, 'live_tex');
      invoke(api(), 'addEventListener', event(LIVETEX_WELCOME_WINDOW_SHOWN), read);
      // Without a "closed" event, a message that comes while the window is open also counts until the next opening.
      invoke(api(), 'addEventListener', event(LIVETEX_EMPLOYEE_MESSAGE_SENT), () => unread.set(unread.value + 1));
      if (user) {
        // Visible attributes go to the operator's card, hidden ones travel with the conversation.
        invoke(api(), 'setConversationAttributes', user.name ? { name: user.name } : {}, { uid: user.id });
      }
    },
    open() {
      // client.js names it showWelcomeWindow; LiveTex's Widgets API 3.0 builds name it showActiveWindow.
      if (asFn(get(api(), 'showWelcomeWindow'))) invoke(api(), 'showWelcomeWindow');
      else invoke(api(), 'showActiveWindow');
      read();
    },
    destroy() {
      // LiveTex has no teardown call; reinit() (Widgets API 3.0) forgets the visitor before the next start.
      invoke(api(), 'reinit');
      for (const key of ['LiveTex', 'liveTex', 'liveTexID', 'liveTex_object']) Reflect.deleteProperty(page, key);
      env.removeScript(url);
    },
  };
}

/** Verbox's command name: the snippet sets `window.supportAPIMethod` to it and defines the pre-load queue under it. */
const VERBOX_METHOD = 'Verbox';

/**
 * Verbox's support.js (decision 014): one command function `Verbox(command, …args)` whose calls made before the script
 * ran wait in `Verbox.q`; `window.VerboxSetup` (language, clientId) is read when it loads; the widget id goes in the
 * script URL as `?h=`. Commands: openSupport, closeSupport, setClientInfo, destroy, and setCallback(event, fn) with the
 * events operatorSendMessage and closeSupport (the vendor's SDK names). Verbox gives no unread count the page can read,
 * so operator messages that arrive while the window is closed are counted; opening it reads them.
 */
function verbox(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const siteId = configString(config, 'site_id');
  const withId = new URL(scriptUrl(config, env.origin));
  withId.searchParams.set('h', siteId);
  const url = withId.href;
  const { page } = env;
  const unread = new Unread();
  let windowOpen = false;
  const command = (...args: unknown[]) => asFn(page[VERBOX_METHOD])?.(...args);
  return {
    ...base('verbox', unread),
    async start(user) {
      page.supportAPIMethod = VERBOX_METHOD;
      // clientId: Verbox keeps one visitor per id, so the player's history follows them across devices.
      page.VerboxSetup = user ? { clientId: user.id } : {};
      // The vendor's snippet: calls wait in Verbox.q (their `arguments`) until support.js runs them.
      const stub = function (...args: unknown[]) {
        (stub.q ??= []).push(args);
      } as ((...args: unknown[]) => void) & { q?: unknown[][] };
      page[VERBOX_METHOD] = stub;
      command('setCallback', 'operatorSendMessage', () => {
        if (!windowOpen) unread.set(unread.value + 1);
      });
      command('setCallback', 'closeSupport', () => {
        windowOpen = false;
      });
      if (user) command('setClientInfo', { ...(user.name ? { name: user.name } : {}), custom: { uid: user.id } });
      // The command queue makes every call safe before the widget is up: loaded is ready.
      await env.loadScript(url);
    },
    open() {
      windowOpen = true;
      unread.set(0);
      command('openSupport');
    },
    destroy() {
      command('destroy');
      Reflect.deleteProperty(page, VERBOX_METHOD);
      delete page.VerboxSetup;
      delete page.supportAPIMethod;
      env.removeScript(url);
    },
  };
}

function betunlim(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const widgetId = configString(config, 'widget_id');
  const { page } = env;
  const unread = new Unread();
  const api = () => page.BetunlimChat;
  return {
    ...base('betunlim', unread),
    async start(user) {
      await env.loadScript(url);
      await withTimeout(Promise.resolve(invoke(api(), 'init', { widgetId })), 'betunlim');
      invoke(api(), 'onUnreadChange', (count: unknown) => unread.set(Number(count)));
      if (user) invoke(api(), 'setUser', { id: user.id, name: user.name ?? undefined });
      unread.set(Number(invoke(api(), 'getUnreadCount') ?? 0));
    },
    open: () => void invoke(api(), 'open'),
    destroy() {
      invoke(api(), 'destroy');
      delete page.BetunlimChat;
      env.removeScript(url);
    },
  };
}

const FACTORIES: Record<ChatVendor, (config: VendorConfig, env: ChatEnv) => ChatAdapter> = {
  jivoSite,
  liveChat,
  freshChat,
  live_tex: liveTex,
  verbox,
  betunlim,
};

/** The adapter for a vendor and its config; a config without what the vendor needs throws ChatConfigError. */
export function createChatAdapter(vendor: ChatVendor, config: VendorConfig, env: ChatEnv): ChatAdapter {
  return FACTORIES[vendor](config, env);
}
