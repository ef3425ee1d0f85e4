/**
 * Stand-in for JivoChat's widget script: `jivo_api` (open, close, setContactInfo, setCustomData,
 * getUnreadMessagesCount), the page callbacks `jivo_onLoadCallback`, `jivo_onOpen`, `jivo_onClose`,
 * `jivo_onChangeState` ('chat' / 'label'), `jivo_onMessageReceived`, and `jivo_destroy`.
 */
import { createSandboxChat } from './core.ts';

type Callback = ((...args: unknown[]) => void) | undefined;
const page = window as unknown as Record<string, unknown>;
const chat = createSandboxChat('jivoSite');
const call = (name: string, ...args: unknown[]) => (page[name] as Callback)?.(...args);

page.jivo_api = {
  open: () => {
    chat.open();
    return { result: 'ok' };
  },
  close: () => {
    chat.close();
    return { result: 'ok' };
  },
  setContactInfo: (info: { name?: string; email?: string; phone?: string; description?: string }) => chat.setUser({ name: info.name, email: info.email }),
  setCustomData: (fields: { title?: string; content?: string }[]) => {
    const id = fields.find((field) => field.title === 'uid')?.content;
    if (id) chat.setUser({ id });
  },
  getUnreadMessagesCount: () => chat.unread(),
};
page.jivo_destroy = () => {
  chat.destroy();
  delete page.jivo_api;
  delete page.jivo_destroy;
};
chat.on('open', () => {
  call('jivo_onOpen');
  call('jivo_onChangeState', 'chat');
});
chat.on('close', () => {
  call('jivo_onClose');
  call('jivo_onChangeState', 'label');
});
chat.on('message', (message) => call('jivo_onMessageReceived', { message: message.text }));
chat.on('ready', () => call('jivo_onLoadCallback'));
