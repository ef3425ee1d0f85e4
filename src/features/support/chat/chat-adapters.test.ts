/**
 * Each adapter speaks its vendor's public API (adapters/): the tests install a fake of that API where the vendor's
 * script would, and check the calls the adapter makes to open the chat, set the user and read the unread count.
 */
import { describe, expect, it } from 'vitest';
import type { StoreChatEventParams } from '../../../api/fresh-chat.ts';
import type { ChatVendor } from '../../../api/support.ts';
import { ChatConfigError, scriptUrl, type ChatEnv, type VendorConfig } from './adapters/chat-adapter.ts';
import { freshChatEvent } from './adapters/fresh-chat.ts';
import { createChatAdapter } from './chat-adapters.ts';

type Page = Record<string, unknown>;
const ORIGIN = 'https://omad.test';
const user = { id: '1001', name: 'Omadli' };

function env(install: (page: Page) => void): { env: ChatEnv; page: Page; calls: unknown[][]; stored: StoreChatEventParams[]; scripts: string[] } {
  const page: Page = {};
  const calls: unknown[][] = [];
  const stored: StoreChatEventParams[] = [];
  const scripts: string[] = [];
  page.__calls = calls;
  return {
    page,
    calls,
    stored,
    scripts,
    env: {
      page,
      origin: ORIGIN,
      loadScript: (url) => {
        scripts.push(url);
        install(page);
        return Promise.resolve();
      },
      removeScript: (url) => void scripts.splice(scripts.indexOf(url), 1),
      storeEvent: (params) => void stored.push(params),
    },
  };
}

const record = (page: Page, ...call: unknown[]) => (page.__calls as unknown[][]).push(call);
const later = (fn: () => void) => void Promise.resolve().then(fn);

describe('script URLs', () => {
  it('this site or https only; a vendor without its settings is refused', () => {
    expect(scriptUrl({ script_url: '/chat/jivoSite.js' }, ORIGIN)).toBe('https://omad.test/chat/jivoSite.js');
    expect(scriptUrl({ script_url: 'https://code.jivosite.com/widget/abc' }, ORIGIN)).toBe('https://code.jivosite.com/widget/abc');
    expect(() => scriptUrl({ script_url: 'http://evil.test/x.js' }, ORIGIN)).toThrow(ChatConfigError);
    expect(() => scriptUrl({ script_url: 'javascript:alert(1)' }, ORIGIN)).toThrow(ChatConfigError);
    expect(() => scriptUrl({}, ORIGIN)).toThrow(ChatConfigError);
    const none = env(() => undefined);
    expect(() => createChatAdapter('liveChat', { script_url: '/x.js' }, none.env)).toThrow(/license/);
  });
});

describe('jivoSite', () => {
  it('waits for jivo_onLoadCallback, sets contact info and uid, opens, reads getUnreadMessagesCount on each message', async () => {
    let unreadCount = 0;
    const fake = env((page) => {
      page.jivo_api = {
        open: () => record(page, 'open'),
        setContactInfo: (info: unknown) => record(page, 'setContactInfo', info),
        setCustomData: (fields: unknown) => record(page, 'setCustomData', fields),
        getUnreadMessagesCount: () => unreadCount,
      };
      page.jivo_destroy = () => record(page, 'jivo_destroy');
      later(() => (page.jivo_onLoadCallback as () => void)());
    });
    const adapter = createChatAdapter('jivoSite', { script_url: '/j.js', widget_id: 'w' }, fake.env);
    const seen: number[] = [];
    adapter.onUnread((count) => seen.push(count));
    await adapter.start(user);
    adapter.open();
    unreadCount = 2;
    (fake.page.jivo_onMessageReceived as () => void)();
    expect(adapter.unread()).toBe(2);
    expect(seen).toEqual([2]);
    unreadCount = 0;
    (fake.page.jivo_onChangeState as (state: string) => void)('chat');
    expect(seen).toEqual([2, 0]);
    adapter.destroy();
    expect(fake.calls).toEqual([['setContactInfo', { name: 'Omadli' }], ['setCustomData', [{ title: 'uid', content: '1001' }]], ['open'], ['jivo_destroy']]);
    expect(fake.page.jivo_onMessageReceived).toBeUndefined();
    expect(fake.page.jivo_onChangeState).toBeUndefined();
    expect(fake.scripts).toEqual([]);
  });
});

describe('liveChat', () => {
  it('sets __lc.license and the snippet queue, names the customer, maximizes; counts agent messages while minimized', async () => {
    const fake = env((page) => {
      const listeners = new Map<string, (payload: unknown) => void>();
      const widget = {
        on: (name: string, fn: (payload: unknown) => void) => listeners.set(name, fn),
        once: (name: string, fn: (payload: unknown) => void) => listeners.set(name, fn),
        call: (...args: unknown[]) => record(page, 'call', ...args),
      };
      const queued = (page.LiveChatWidget as { _q: [keyof typeof widget, unknown[]][] })._q;
      page.LiveChatWidget = widget;
      for (const [kind, args] of queued) (widget[kind] as (...rest: unknown[]) => void)(...args);
      page.__emit = (name: string, payload: unknown) => listeners.get(name)?.(payload);
      later(() => listeners.get('ready')?.({}));
    });
    const adapter = createChatAdapter('liveChat', { script_url: '/l.js', license: 10000001 }, fake.env);
    await adapter.start(user);
    expect(fake.page.__lc).toEqual({ license: 10000001 });
    const emit = fake.page.__emit as (name: string, payload: unknown) => void;
    emit('new_event', { author: { type: 'agent' } });
    emit('new_event', { author: { type: 'customer' } });
    emit('new_event', { author: { type: 'agent' } });
    expect(adapter.unread()).toBe(2);
    adapter.open();
    emit('visibility_changed', { visibility: 'maximized' });
    expect(adapter.unread()).toBe(0);
    emit('new_event', { author: { type: 'agent' } });
    expect(adapter.unread()).toBe(0);
    adapter.destroy();
    expect(fake.calls).toEqual([
      ['call', 'set_customer_name', 'Omadli'],
      ['call', 'set_session_variables', { uid: '1001' }],
      ['call', 'maximize'],
      ['call', 'destroy'],
    ]);
    expect(fake.page.LiveChatWidget).toBeUndefined();
  });
});

describe('freshChat', () => {
  it('inits with token, host and the player, opens, follows unreadCount:notify and stores message events', async () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const fake = env((page) => {
      page.fcWidget = {
        on: (name: string, fn: (payload: unknown) => void) => listeners.set(name, fn),
        init: (config: unknown) => {
          record(page, 'init', config);
          later(() => listeners.get('widget:loaded')?.({}));
        },
        open: () => record(page, 'open'),
        destroy: () => record(page, 'destroy'),
      };
    });
    const adapter = createChatAdapter('freshChat', { script_url: '/f.js', token: 't', host: '/chat' }, fake.env);
    await adapter.start(user);
    adapter.open();
    listeners.get('unreadCount:notify')?.({ count: 3 });
    expect(adapter.unread()).toBe(3);
    listeners.get('message:received')?.({ data: { message: { channel_id: 'ch', conversation_id: 'cv', message_parts: [{ text: { content: 'Salom' } }] } } });
    expect(fake.stored).toEqual([{ event: 'message:received', channel_id: 'ch', conversation_id: 'cv', text: 'Salom' }]);
    adapter.destroy();
    expect(fake.calls).toEqual([['init', { token: 't', host: '/chat', externalId: '1001', firstName: 'Omadli' }], ['open'], ['destroy']]);
  });

  it('an odd event still gives the four fields', () => {
    expect(freshChatEvent('message:sent', { data: {} })).toEqual({ event: 'message:sent', channel_id: null, conversation_id: null, text: '' });
  });
});

describe('live_tex', () => {
  it('sets the snippet globals, waits for onLiveTexReady, sets conversation attributes, counts operator messages until shown', async () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const fake = env((page) => {
      const ready = (page.LiveTex as { onLiveTexReady: () => void }).onLiveTexReady;
      page.LiveTex = {
        Event: { EMPLOYEE_MESSAGE_SENT: 'EMPLOYEE_MESSAGE_SENT', WELCOME_WINDOW_SHOWN: 'WELCOME_WINDOW_SHOWN' },
        addEventListener: (name: string, fn: (event: unknown) => void) => listeners.set(name, fn),
        setConversationAttributes: (visible: unknown, hidden: unknown) => record(page, 'setConversationAttributes', visible, hidden),
        showWelcomeWindow: () => record(page, 'showWelcomeWindow'),
        reinit: () => record(page, 'reinit'),
      };
      later(ready);
    });
    const adapter = createChatAdapter('live_tex', { script_url: '/t.js', live_tex_id: '148' }, fake.env);
    await adapter.start(user);
    expect([fake.page.liveTex, fake.page.liveTexID, fake.page.liveTex_object]).toEqual([true, 148, true]);
    listeners.get('EMPLOYEE_MESSAGE_SENT')?.({ event: 'EMPLOYEE_MESSAGE_SENT' });
    listeners.get('EMPLOYEE_MESSAGE_SENT')?.({ event: 'EMPLOYEE_MESSAGE_SENT' });
    expect(adapter.unread()).toBe(2);
    adapter.open();
    expect(adapter.unread()).toBe(0);
    listeners.get('EMPLOYEE_MESSAGE_SENT')?.({ event: 'EMPLOYEE_MESSAGE_SENT' });
    expect(adapter.unread()).toBe(1);
    // The player opened it from the widget's own label.
    listeners.get('WELCOME_WINDOW_SHOWN')?.({ event: 'WELCOME_WINDOW_SHOWN' });
    expect(adapter.unread()).toBe(0);
    adapter.destroy();
    expect(fake.calls).toEqual([['setConversationAttributes', { name: 'Omadli' }, { uid: '1001' }], ['showWelcomeWindow'], ['reinit']]);
    expect([fake.page.LiveTex, fake.page.liveTexID]).toEqual([undefined, undefined]);
  });

  it('opens with showActiveWindow on a Widgets API 3.0 build', async () => {
    const fake = env((page) => {
      const ready = (page.LiveTex as { onLiveTexReady: () => void }).onLiveTexReady;
      page.LiveTex = { showActiveWindow: () => record(page, 'showActiveWindow'), addEventListener: () => 1 };
      later(ready);
    });
    const adapter = createChatAdapter('live_tex', { script_url: '/t.js', live_tex_id: 'abc' }, fake.env);
    await adapter.start(null);
    expect(fake.page.liveTexID).toBe('abc');
    adapter.open();
    expect(fake.calls).toEqual([['showActiveWindow']]);
  });
});

describe('verbox', () => {
  it('puts the widget id in ?h=, queues commands in Verbox.q before load, counts operator messages while closed', async () => {
    const callbacks = new Map<string, (data?: unknown) => void>();
    const fake = env((page) => {
      const queued = (page.Verbox as { q: unknown[][] }).q;
      const verbox = (command: string, ...args: unknown[]) => {
        if (command === 'setCallback') callbacks.set(args[0] as string, args[1] as (data?: unknown) => void);
        else record(page, command, ...args);
      };
      page.Verbox = verbox;
      for (const [command, ...args] of queued) verbox(String(command), ...args);
    });
    const adapter = createChatAdapter('verbox', { script_url: '/v.js', site_id: 's1' }, fake.env);
    await adapter.start(user);
    expect(fake.scripts).toEqual(['https://omad.test/v.js?h=s1']);
    expect([fake.page.supportAPIMethod, fake.page.VerboxSetup]).toEqual(['Verbox', { clientId: '1001' }]);
    callbacks.get('operatorSendMessage')?.({ text: 'Salom' });
    expect(adapter.unread()).toBe(1);
    adapter.open();
    expect(adapter.unread()).toBe(0);
    callbacks.get('operatorSendMessage')?.({ text: 'Yana' });
    expect(adapter.unread()).toBe(0);
    callbacks.get('closeSupport')?.();
    callbacks.get('operatorSendMessage')?.({ text: 'Javob' });
    expect(adapter.unread()).toBe(1);
    adapter.destroy();
    expect(fake.calls).toEqual([['setClientInfo', { name: 'Omadli', custom: { uid: '1001' } }], ['openSupport'], ['destroy']]);
    expect([fake.page.Verbox, fake.page.VerboxSetup, fake.page.supportAPIMethod]).toEqual([undefined, undefined, undefined]);
    expect(fake.scripts).toEqual([]);
  });
});

describe('betunlim', () => {
  it('inits with the widget id, sets the user, opens, follows onUnreadChange', async () => {
    let unreadListener: ((count: number) => void) | undefined;
    const fake = env((page) => {
      page.BetunlimChat = {
        init: (config: unknown) => {
          record(page, 'init', config);
          return Promise.resolve();
        },
        setUser: (value: unknown) => record(page, 'setUser', value),
        onUnreadChange: (fn: (count: number) => void) => (unreadListener = fn),
        getUnreadCount: () => 0,
        open: () => record(page, 'open'),
        destroy: () => record(page, 'destroy'),
      };
    });
    const adapter = createChatAdapter('betunlim', { script_url: '/b.js', widget_id: 'w1' }, fake.env);
    await adapter.start(null);
    unreadListener?.(1);
    expect(adapter.unread()).toBe(1);
    adapter.open();
    adapter.destroy();
    expect(fake.calls).toEqual([['init', { widgetId: 'w1' }], ['open'], ['destroy']]);
  });
});

it('covers every SPEC §9 vendor', async () => {
  const { CHAT_VENDORS } = await import('../../../api/support.ts');
  const configs: Record<ChatVendor, VendorConfig> = {
    jivoSite: { widget_id: 'w' },
    liveChat: { license: 1 },
    freshChat: { token: 't', host: 'h' },
    live_tex: { live_tex_id: 'i' },
    verbox: { site_id: 's' },
    betunlim: { widget_id: 'w' },
  };
  for (const vendor of CHAT_VENDORS) {
    expect(createChatAdapter(vendor, { script_url: '/x.js', ...configs[vendor] }, env(() => undefined).env).vendor).toBe(vendor);
  }
});
