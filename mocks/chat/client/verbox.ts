/**
 * Stand-in for Verbox's support.js (decision 014: the API as Verbox's own SDKs and public integrations use it). The
 * page's snippet sets `window.supportAPIMethod = 'Verbox'` and a `Verbox(…)` stub whose calls wait in `Verbox.q`
 * (their `arguments`); the widget id is the script URL's `h`, `window.VerboxSetup` (clientId, language) is read at
 * load. Commands: `openSupport`, `closeSupport`, `setClientInfo({ name, email, phone, custom })`,
 * `setCallback(event, fn)` for `operatorSendMessage`, `clientSendMessage`, `closeSupport` and `fullyLoaded`, and
 * `destroy`. Queued calls run once the script is up, as the real one does.
 */
import { createSandboxChat } from './core.ts';

type Callback = (data?: unknown) => void;
const page = window as unknown as Record<string, unknown>;
const method = typeof page.supportAPIMethod === 'string' && page.supportAPIMethod ? page.supportAPIMethod : 'Verbox';
const widgetId = (() => {
  try {
    return new URL((document.currentScript as HTMLScriptElement | null)?.src ?? '').searchParams.get('h') ?? '';
  } catch {
    return '';
  }
})();

if (!widgetId) {
  console.error('[sandbox Verbox] the script URL has no widget id (?h=)');
} else {
  const chat = createSandboxChat('verbox');
  const setup = (page.VerboxSetup ?? {}) as { clientId?: unknown };
  if (typeof setup.clientId === 'string' || typeof setup.clientId === 'number') chat.setUser({ id: String(setup.clientId) });
  const callbacks = new Map<string, Set<Callback>>();
  const call = (event: string, data?: unknown) => {
    for (const callback of [...(callbacks.get(event) ?? [])]) callback(data);
  };

  const Verbox = (command: string, ...args: unknown[]): unknown => {
    switch (command) {
      case 'openSupport':
        return chat.open();
      case 'closeSupport':
        return chat.close();
      case 'setClientInfo': {
        const info = (args[0] ?? {}) as { name?: string; email?: string; custom?: Record<string, unknown> };
        const uid = info.custom?.uid;
        return chat.setUser({ name: info.name, email: info.email, ...(typeof uid === 'string' ? { id: uid } : {}) });
      }
      case 'setCallback': {
        const [event, callback] = args as [string, Callback];
        if (typeof callback !== 'function') return undefined;
        (callbacks.get(event) ?? callbacks.set(event, new Set()).get(event))?.add(callback);
        return undefined;
      }
      case 'destroy':
        chat.destroy();
        callbacks.clear();
        Reflect.deleteProperty(page, method);
        return undefined;
      default:
        console.warn(`[sandbox Verbox] unknown command ${command}`);
        return undefined;
    }
  };

  const queued = (page[method] as { q?: ArrayLike<unknown>[] } | undefined)?.q ?? [];
  page[method] = Verbox;
  for (const entry of queued) {
    const [command, ...args] = Array.from(entry);
    Verbox(String(command), ...args);
  }
  chat.on('message', (message) => call('operatorSendMessage', { text: message.text }));
  chat.on('sent', (message) => call('clientSendMessage', { text: message.text }));
  chat.on('close', () => call('closeSupport'));
  chat.on('ready', () => call('fullyLoaded'));
}
