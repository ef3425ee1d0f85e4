/**
 * The sandbox chat window every vendor stand-in shares (decision 021): a small panel in the page,
 * as a vendor's widget is, where a message sent gets an automatic operator reply from the sandbox
 * (`POST /sandbox-chat/api/messages`). A reply that arrives while the panel is closed is unread. Each vendor's file
 * (jivoSite.ts, liveChat.ts, …) puts that vendor's public JavaScript API on top of it.
 */

export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly author: 'agent' | 'client';
  readonly conversationId: string;
  readonly channelId: string;
}

export interface ChatUser {
  id?: string;
  name?: string;
  email?: string;
}

type Events = {
  ready: undefined;
  open: undefined;
  close: undefined;
  message: ChatMessage;
  sent: ChatMessage;
  unread: number;
};

export interface SandboxChat {
  open(): void;
  close(): void;
  isOpen(): boolean;
  setUser(user: ChatUser): void;
  user(): ChatUser;
  unread(): number;
  on<K extends keyof Events>(event: K, listener: (value: Events[K]) => void): () => void;
  destroy(): void;
}

/** How long the sandbox operator "types" before the reply shows (long enough to close the panel and see it unread). */
export const REPLY_DELAY_MS = 1500;

const TEXTS = {
  uz: { title: 'Qo‘llab-quvvatlash chati', message: 'Xabar', send: 'Yuborish', close: 'Chatni yopish', failed: 'Xabar yuborilmadi. Qayta urinib ko‘ring.' },
  ru: { title: 'Чат поддержки', message: 'Сообщение', send: 'Отправить', close: 'Закрыть чат', failed: 'Сообщение не отправлено. Попробуйте ещё раз.' },
} as const;

function lang(): 'uz' | 'ru' {
  return document.documentElement.lang.startsWith('ru') ? 'ru' : 'uz';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.setAttribute('style', style);
  Object.assign(node, props);
  return node;
}

export function createSandboxChat(vendor: string): SandboxChat {
  const listeners = new Map<keyof Events, Set<(value: never) => void>>();
  const emit = <K extends keyof Events>(event: K, value: Events[K]) => {
    for (const listener of [...((listeners.get(event) ?? []) as Set<(value: Events[K]) => void>)]) {
      try {
        listener(value);
      } catch (error) {
        console.error(`[sandbox chat] ${event} listener failed`, error);
      }
    }
  };
  const conversationId = `sandbox-${vendor}-${Math.random().toString(36).slice(2, 10)}`;
  const channelId = `sandbox-${vendor}`;
  let open = false;
  let unread = 0;
  let current: ChatUser = {};
  let sequence = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const texts = TEXTS[lang()];

  // One widget per vendor on the page: a script loaded again (the chat restarted for another player) replaces it.
  for (const stale of document.querySelectorAll(`[data-sandbox-chat="${vendor}"]`)) stale.remove();
  const panel = element(
    'section',
    'position:fixed;z-index:2147483000;right:8px;bottom:8px;left:8px;max-width:360px;margin-left:auto;height:min(420px,70vh);display:none;flex-direction:column;background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.35);font:15px/1.4 system-ui,sans-serif',
  );
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', texts.title);
  panel.dataset.sandboxChat = vendor;
  // Who the widget talks for (the uid the app set; empty for a guest): tests read it after login and logout.
  panel.dataset.user = '';
  const header = element('header', 'display:flex;align-items:center;justify-content:space-between;padding:8px 12px;border-bottom:1px solid #ddd;font-weight:600');
  header.append(element('span', '', { textContent: `${texts.title} · ${vendor}` }));
  const closeButton = element('button', 'min-width:44px;min-height:44px;border:0;background:none;font-size:22px;cursor:pointer', { type: 'button', textContent: '×' });
  closeButton.setAttribute('aria-label', texts.close);
  header.append(closeButton);
  const log = element('div', 'flex:1;overflow:auto;padding:8px 12px;display:flex;flex-direction:column;gap:6px');
  log.setAttribute('role', 'log');
  const form = element('form', 'display:flex;gap:8px;padding:8px 12px;border-top:1px solid #ddd');
  const input = element('input', 'flex:1;min-height:44px;padding:0 10px;border:1px solid #999;border-radius:8px;font:inherit', { type: 'text', maxLength: 1000 });
  input.setAttribute('aria-label', texts.message);
  const sendButton = element('button', 'min-height:44px;padding:0 14px;border:0;border-radius:8px;background:#1d6fd6;color:#fff;font:inherit;cursor:pointer', { type: 'submit', textContent: texts.send });
  form.append(input, sendButton);
  panel.append(header, log, form);
  document.body.append(panel);

  const show = (message: ChatMessage) => {
    const bubble = element(
      'p',
      `margin:0;max-width:85%;padding:6px 10px;border-radius:10px;${message.author === 'client' ? 'align-self:flex-end;background:#dcebff' : 'align-self:flex-start;background:#f0f0f0'}`,
      { textContent: message.text },
    );
    bubble.dataset.author = message.author;
    log.append(bubble);
    log.scrollTop = log.scrollHeight;
  };

  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    panel.style.display = next ? 'flex' : 'none';
    if (next) {
      input.focus();
      if (unread > 0) {
        unread = 0;
        emit('unread', 0);
      }
    }
    emit(next ? 'open' : 'close', undefined);
  };

  const receive = (text: string) => {
    const message: ChatMessage = { id: `m${++sequence}`, text, author: 'agent', conversationId, channelId };
    show(message);
    if (!open) {
      unread += 1;
      emit('unread', unread);
    }
    emit('message', message);
  };

  closeButton.addEventListener('click', () => setOpen(false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const message: ChatMessage = { id: `m${++sequence}`, text, author: 'client', conversationId, channelId };
    show(message);
    emit('sent', message);
    input.value = '';
    fetch('/sandbox-chat/api/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ vendor, text, locale: lang(), name: current.name ?? '' }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { data: { reply: string } };
        const timer = setTimeout(() => {
          timers.delete(timer);
          receive(body.data.reply);
        }, REPLY_DELAY_MS);
        timers.add(timer);
      })
      .catch(() => {
        // What the player typed is kept: it goes back into the field with the error shown.
        input.value = text;
        show({ id: `m${++sequence}`, text: texts.failed, author: 'agent', conversationId, channelId });
      });
  });

  queueMicrotask(() => emit('ready', undefined));

  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    isOpen: () => open,
    setUser: (user) => {
      current = { ...current, ...user };
      panel.dataset.user = current.id ?? '';
    },
    user: () => ({ ...current }),
    unread: () => unread,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    destroy() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      panel.remove();
      listeners.clear();
    },
  };
}
