/**
 * The mark a web-view leaves in its tab when it goes to a social provider (social-login.ts), readable without the
 * sign-in code: the app checks it at start and loads the social return (social-return.tsx) only when it is there.
 */
import { type } from 'superstruct';
import { tabStorage } from '../../../lib/device-storage.ts';

/** True when this tab left for a social provider: a mark is there (its age and fields are checked by takeSocialPending). */
export function socialReturnPending(): boolean {
  return tabStorage.read('omad.social_pending', type({})) !== undefined;
}
