/**
 * Whether this tab runs the support chat (issue 18 part 5). The chat's code and its vendor's script load only once the
 * player asked for it (the support page, then every page of that tab), never in the first load of a page that does
 * not need it; the app mounts the chat host when `chatWanted` (src/app/app.tsx). A plain flag in the tab's storage:
 * the app reads it on every route change, so the first load carries no store for it.
 */
const KEY = 'omad.chat-started';

export function chatWanted(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function wantChat(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Private mode: the chat runs on the support page only.
  }
}
