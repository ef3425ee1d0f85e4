/**
 * Whether this tab runs the support chat (issue 18 part 5). The chat's code and its vendor's script load only once the
 * player asked for it (the support page, or a chat begun earlier in this tab), never in the first load of a page that
 * does not need it; the app mounts the chat host when `wanted` (src/app/app.tsx).
 */
import { proxy } from 'valtio';

const KEY = 'omad.chat-started';

function startedInThisTab(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export const chatLaunch = proxy({ wanted: startedInThisTab() });

export function wantChat(): void {
  chatLaunch.wanted = true;
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Private mode: the chat runs for this page only.
  }
}
