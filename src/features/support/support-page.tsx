/**
 * /support (SPEC §2): the live chat of the vendor the platform's support settings name, the contact
 * ways (Telegram, phone, e-mail) and the feedback form. Opening this page starts the chat for the tab (chat-launch.ts);
 * the chat button with its unread badge then follows the player on every page but betting and games.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { getSettings, type SupportSettings } from '../../api/support.ts';
import { tabStorage } from '../../lib/device-storage.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { ReadView } from '../../ui/read-view.tsx';
import { chatState, openChat, startChat } from './chat/chat-store.ts';
import { FeedbackForm } from './feedback-form.tsx';
import '../../i18n/texts/support.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../i18n/texts/auth.ts';
import './support.css';

/** A Telegram contact as a link: a t.me address as it is, `@name` as its t.me address. */
export function telegramLink(value: string): string | null {
  const trimmed = value.trim();
  if (/^https:\/\/t\.me\/[\w+/-]{1,64}$/.test(trimmed)) return trimmed;
  const name = /^@?([A-Za-z]\w{3,31})$/.exec(trimmed)?.[1];
  return name ? `https://t.me/${name}` : null;
}

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

function Contacts() {
  const t = useT();
  const read = useRead(getSettings, {}, { localised: false });
  return (
    <ReadView state={read} failedTitle={t('support.contacts.failed')} skeletons={1}>
      {(settings) => <ContactList settings={settings} />}
    </ReadView>
  );
}

function ContactList({ settings }: { settings: SupportSettings }) {
  const t = useT();
  const { telegram, phone, email } = settings;
  const telegramUrl = telegram ? telegramLink(telegram) : null;
  const phoneDigits = phone?.replace(/[^\d+]/g, '') ?? '';
  const emailOk = email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : null;
  if (!telegramUrl && !phoneDigits && !emailOk) return null;
  return (
    <section className="support__card" aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title" className="support__heading">
        {t('support.contacts.title')}
      </h2>
      <ul className="support__contacts">
        {telegramUrl ? (
          <li>
            <span className="support__contact-kind">{t('support.contacts.telegram')}</span>
            <a className="support__contact" href={telegramUrl} target="_blank" rel="noopener noreferrer">
              {telegramUrl.replace('https://t.me/', '@')}
            </a>
          </li>
        ) : null}
        {phoneDigits ? (
          <li>
            <span className="support__contact-kind">{t('support.contacts.phone')}</span>
            <a className="support__contact" href={`tel:${phoneDigits}`}>
              {phone}
            </a>
          </li>
        ) : null}
        {emailOk ? (
          <li>
            <span className="support__contact-kind">{t('support.contacts.email')}</span>
            <a className="support__contact" href={`mailto:${emailOk}`}>
              {emailOk}
            </a>
          </li>
        ) : null}
      </ul>
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
