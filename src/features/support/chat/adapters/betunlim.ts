/**
 * betunlim: no public API found anywhere (decision 014); `BetunlimChat.init({ widgetId })`, `open()`, `setUser()`,
 * `getUnreadCount()`, `onUnreadChange()`, `destroy()` is this app's own contract for an operator-hosted script.
 */
import { base, configString, invoke, scriptUrl, Unread, withTimeout, type ChatAdapter, type ChatEnv, type VendorConfig } from './chat-adapter.ts';

export function betunlim(config: VendorConfig, env: ChatEnv): ChatAdapter {
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
