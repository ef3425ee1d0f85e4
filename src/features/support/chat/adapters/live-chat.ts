/**
 * liveChat (decision 021): the `__lc.license` snippet and `LiveChatWidget.on('ready' | 'new_event' |
 * 'visibility_changed')`, `call('maximize' | 'set_customer_name' | 'set_session_variables' | 'destroy')`. LiveChat gives
 * no unread getter, so agent messages that arrive while the widget is not maximized are counted.
 */
import { base, configString, get, invoke, scriptUrl, Unread, withTimeout, type ChatAdapter, type ChatEnv, type VendorConfig } from './chat-adapter.ts';

export function liveChat(config: VendorConfig, env: ChatEnv): ChatAdapter {
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
