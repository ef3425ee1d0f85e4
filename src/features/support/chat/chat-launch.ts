/**
 * Whether this tab runs the support chat. The chat's code and its vendor's script load only once the player asked for
 * it (the support page sets the flag, then every page of that tab runs it: SPEC §4), never in the first load of a page
 * that does not need it (decision 030); the app mounts the chat host when `chatWanted` (src/app/app.tsx). A flag in the
 * tab's storage: the app reads it on every route change, so the first load carries no store for it, and only this
 * reading (the flag is set by the support page, which loads with its route).
 */
import { boolean } from 'superstruct';
import { tabStorage } from '../../../lib/device-storage.ts';

export function chatWanted(): boolean {
  return tabStorage.read('omad.chat-started', boolean()) === true;
}
