/**
 * What every SPEC §9 chat vendor's adapter is (one file each beside this one): it loads its vendor's script lazily
 * from the URL the platform's support settings give, and speaks that vendor's public JavaScript API to open the chat,
 * set the user and read the unread count. Where each API is documented (or, for LiveTex and Verbox, shown by public
 * code) is in decisions 014 and 021. The sandbox serves a stand-in script for each that offers the same API
 * (mocks/chat/client/).
 */
import type { StoreChatEventParams } from '../../../../api/fresh-chat.ts';
import type { ChatVendor } from '../../../../api/support.ts';

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

export function configString(config: VendorConfig, key: string): string {
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
export const asFn = (value: unknown): Fn | undefined => (typeof value === 'function' ? (value as Fn) : undefined);
export const get = (object: unknown, key: string): unknown => (typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[key] : undefined);
/** Calls a vendor method; the vendor not being up (yet) is not an error of the app. */
export function invoke(object: unknown, method: string, ...args: unknown[]): unknown {
  const fn = asFn(get(object, method));
  return fn ? fn.apply(object, args) : undefined;
}

export function withTimeout<T>(promise: Promise<T>, vendor: string): Promise<T> {
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
export class Unread {
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

export function base(vendor: ChatVendor, unread: Unread): Pick<ChatAdapter, 'vendor' | 'unread' | 'onUnread'> {
  return { vendor, unread: () => unread.value, onUnread: (listener) => unread.on(listener) };
}
