/**
 * /support (SPEC §2): the live chat of the vendor the platform's support settings name, the contact
 * ways (Telegram, phone, e-mail) and the feedback form. Opening this page starts the chat for the tab (chat-launch.ts);
 * the chat button with its unread badge then follows the player on every page but betting and games.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { tabStorage } from '../../lib/device-storage.ts';
import { useT } from '../../i18n/index.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { chatState, openChat, startChat } from './chat/chat-store.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { Contacts } from './support-contacts.tsx';
import '../../i18n/texts/support.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../i18n/texts/auth.ts';
import './support.css';

function ChatCard() {
  const t = useT();
  const { status } = useSnapshot(chatState);
  const { info } = useSnapshot(sessionState);
  const uid = isAuthenticated(info) ? (info?.uid ?? 0) : 0;
  return (
    <section className="support__card" aria-labelledby="support-chat-title">
      <h2 id="support-chat-title" className="support__heading">
        {t('support.chat.title')}
      </h2>
      <p className="support__text">{t('support.chat.text')}</p>
      {status === 'off' ? (
        <p className="support__text">{t('support.chat.off')}</p>
      ) : status === 'failed' ? (
        <div role="alert">
          <p className="support__text">{t('support.chat.failed')}</p>
          <Button variant="secondary" onClick={() => void startChat(uid ? { id: String(uid), name: info?.fakename ?? null } : null)}>
            {t('support.chat.retry')}
          </Button>
        </div>
      ) : (
        <Button stretched loading={status !== 'ready'} onClick={openChat}>
          {status === 'ready' ? t('support.chat.open') : t('support.chat.loading')}
        </Button>
      )}
    </section>
  );
}

export default function SupportPage() {
  const t = useT();
  // The chat's host (app-wide, src/app/app.tsx) starts the vendor's widget once the tab wants it (chat-launch.ts).
  // Where storage is disabled (private mode) the chat runs on the support page only.
  useEffect(() => tabStorage.write('omad.chat-started', true), []);
  return (
    <main className="omad-page support">
      <h1 className="support__title">{t('support.title')}</h1>
      <p className="support__text">{t('support.intro')}</p>
      <ChatCard />
      <Contacts />
      <FeedbackForm />
    </main>
  );
}
