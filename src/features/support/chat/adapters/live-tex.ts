import { asFn, base, configString, get, invoke, scriptUrl, Unread, withTimeout, type ChatAdapter, type ChatEnv, type VendorConfig } from './chat-adapter.ts';

/** LiveTex's event names (`LiveTex.Event.*` in client.js); the adapter needs these two. */
const LIVETEX_EMPLOYEE_MESSAGE_SENT = 'EMPLOYEE_MESSAGE_SENT';
const LIVETEX_WELCOME_WINDOW_SHOWN = 'WELCOME_WINDOW_SHOWN';

/**
 * LiveTex's classic client.js (decision 014): the snippet sets `liveTex`, `liveTexID`, `liveTex_object` and
 * `window.LiveTex = { onLiveTexReady }`, which client.js calls once its API is up. LiveTex publishes no unread count
 * and no "window closed" event, so operator messages (`EMPLOYEE_MESSAGE_SENT`) are counted from the moment the player
 * last opened the chat (`showWelcomeWindow()` or `WELCOME_WINDOW_SHOWN`); opening it again reads them.
 */
export function liveTex(config: VendorConfig, env: ChatEnv): ChatAdapter {
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
