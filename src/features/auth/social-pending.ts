/**
 * The mark a web-view leaves in its tab when it goes to a social provider (social-login.ts), readable without the
 * sign-in code: the app checks it at start and loads the social return (social-return.tsx) only when it is there.
 */
export const SOCIAL_PENDING_KEY = 'omad.social_pending';

/** The tab's storage, or undefined where it is disabled or absent. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** True when this tab left for a social provider (the mark's age and shape are checked by takeSocialPending). */
export function socialReturnPending(): boolean {
  try {
    return tabStorage()?.getItem(SOCIAL_PENDING_KEY) != null;
  } catch {
    return false;
  }
}
