/**
 * One adapter per SPEC §9 chat vendor (issue 18 part 5). Each loads its vendor's script lazily from the URL the
 * platform's support settings give, and speaks that vendor's public JavaScript API to open the chat, set the user and
 * read the unread count:
 * - jivoSite: `jivo_api.open / setContactInfo / setCustomData / getUnreadMessagesCount`, the page callbacks
 *   `jivo_onLoadCallback`, `jivo_onMessageReceived`, `jivo_onOpen`, `jivo_onClose`, and `jivo_destroy()`;
 * - liveChat: the `__lc.license` snippet and `LiveChatWidget.on('ready' | 'new_event' | 'visibility_changed')`,
 *   `call('maximize' | 'set_customer_name' | 'set_session_variables' | 'destroy')`; LiveChat gives no unread getter,
 *   so agent messages that arrive while the widget is not maximized are counted;
 * - freshChat: `fcWidget.init({ token, host, externalId, firstName })`, `open()`, `destroy()`, and the events
 *   `widget:loaded`, `unreadCount:notify`, `message:received` / `message:sent` (stored through FreshChat.storeChatEvent);
 * - live_tex: `window.liveTexID`, `LiveTex.onLiveTexReady`, `showWelcomeWindow()`, `setName()`,
 *   `setConversationAttributes()`, `on('unread_changed')`, `destroy()`;
 * - verbox: the command function `Verbox('openWindow' | 'setClientInfo' | 'onUnreadChange' | 'destroy')` with its
 *   pre-load queue `Verbox.q` and `VerboxSetup.onReady`;
 * - betunlim: `BetunlimChat.init({ widgetId })`, `open()`, `setUser()`, `getUnreadCount()`, `onUnreadChange()`,
 *   `destroy()`.
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

function liveTex(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const id = configString(config, 'live_tex_id');
  const { page } = env;
  const unread = new Unread();
  const api = () => page.LiveTex;
  return {
    ...base('live_tex', unread),
    async start(user) {
      page.liveTexID = id;
      const ready = new Promise<void>((resolve) => {
        page.LiveTex = { onLiveTexReady: () => resolve() };
      });
      await env.loadScript(url);
      await withTimeout(ready, 'live_tex');
      invoke(api(), 'on', 'unread_changed', (event: unknown) => unread.set(Number(get(event, 'count') ?? 0)));
      if (user) {
        if (user.name) invoke(api(), 'setName', user.name);
        invoke(api(), 'setConversationAttributes', { uid: user.id });
      }
      unread.set(Number(invoke(api(), 'getUnreadCount') ?? 0));
    },
    open: () => void invoke(api(), 'showWelcomeWindow'),
    destroy() {
      invoke(api(), 'destroy');
      delete page.LiveTex;
      delete page.liveTexID;
      env.removeScript(url);
    },
  };
}

function verbox(config: VendorConfig, env: ChatEnv): ChatAdapter {
  const url = scriptUrl(config, env.origin);
  const siteId = configString(config, 'site_id');
  const { page } = env;
  const unread = new Unread();
  const command = (...args: unknown[]) => asFn(page.Verbox)?.(...args);
  return {
    ...base('verbox', unread),
    async start(user) {
      const ready = new Promise<void>((resolve) => {
        page.VerboxSetup = { siteId, onReady: () => resolve() };
      });
      // The vendor's snippet: commands wait in Verbox.q until the script runs them.
      const queue: unknown[][] = [];
      page.Verbox = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
      command('onUnreadChange', (count: unknown) => unread.set(Number(count)));
      if (user) command('setClientInfo', { name: user.name ?? undefined, client_id: user.id });
      await env.loadScript(url);
      await withTimeout(ready, 'verbox');
      unread.set(Number(command('getUnreadMessagesCount') ?? 0));
    },
    open: () => void command('openWindow'),
    destroy() {
      command('destroy');
      delete page.Verbox;
      delete page.VerboxSetup;
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
