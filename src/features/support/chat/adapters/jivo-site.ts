/**
 * jivoSite (decision 021): `jivo_api.open / setContactInfo / setCustomData / getUnreadMessagesCount`, the page
 * callbacks `jivo_onLoadCallback`, `jivo_onMessageReceived`, `jivo_onOpen`, `jivo_onClose`, `jivo_onChangeState`, and
 * `jivo_destroy()`.
 */
import { asFn, base, invoke, scriptUrl, Unread, withTimeout, type ChatAdapter, type ChatEnv, type VendorConfig } from './chat-adapter.ts';

export function jivoSite(config: VendorConfig, env: ChatEnv): ChatAdapter {
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
