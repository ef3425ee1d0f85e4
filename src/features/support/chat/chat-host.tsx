/**
 * The support chat on every page once the player started it (chat-launch.ts): it follows the player (SPEC §4: the
 * chat reloads after registration, login and logout) and shows the chat button with the unread badge, except on
 * betting and game pages (SPEC §4; the route table's meta says which).
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../i18n/index.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { chatState, openChat, startChat } from './chat-store.ts';
import '../../../i18n/texts/support.ts';
import './chat.css';

function ChatBubbleIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

export default function ChatHost({ hidden }: { hidden: boolean }) {
  const t = useT();
  const { info, loaded } = useSnapshot(sessionState);
  const uid = isAuthenticated(info) ? (info?.uid ?? 0) : 0;
  const name = uid ? (info?.fakename ?? null) : null;
  useEffect(() => {
    // Wait for the session: a signed-in player's chat starts as that player, not as a guest then again.
    if (!loaded) return;
    void startChat(uid ? { id: String(uid), name } : null);
  }, [loaded, uid, name]);
  const { status, unread } = useSnapshot(chatState);
  if (hidden || status !== 'ready') return null;
  const unreadLabel = t('support.chat.unread', { count: unread });
  return (
    <button type="button" className="chat-launcher" aria-label={unread > 0 ? `${t('support.chat.launcher')}, ${unreadLabel}` : t('support.chat.launcher')} onClick={openChat}>
      <ChatBubbleIcon />
      {unread > 0 ? (
        <span className="chat-launcher__badge" role="status" aria-label={unreadLabel} data-testid="chat-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
