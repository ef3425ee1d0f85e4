import { asFn, base, configString, scriptUrl, Unread, type ChatAdapter, type ChatEnv, type VendorConfig } from './chat-adapter.ts';

/** Verbox's command name: the snippet sets `window.supportAPIMethod` to it and defines the pre-load queue under it. */
const VERBOX_METHOD = 'Verbox';

/**
 * Verbox's support.js (decision 014): one command function `Verbox(command, …args)` whose calls made before the script
 * ran wait in `Verbox.q`; `window.VerboxSetup` (language, clientId) is read when it loads; the widget id goes in the
 * script URL as `?h=`. Commands: openSupport, closeSupport, setClientInfo, destroy, and setCallback(event, fn) with the
 * events operatorSendMessage and closeSupport (the vendor's SDK names). Verbox gives no unread count the page can read,
 * so operator messages that arrive while the window is closed are counted; opening it reads them.
 */
export function verbox(config: VendorConfig, env: ChatEnv): ChatAdapter {
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
      const snippet = function (...args: unknown[]) {
        (snippet.q ??= []).push(args);
      } as ((...args: unknown[]) => void) & { q?: unknown[][] };
      page[VERBOX_METHOD] = snippet;
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
