/**
 * The address's part in popups (SPEC §2, §4): the query keys that open one (removed again on close), and `#real` on a
 * game page, which opens registration for a guest. The app loads popup-query.ts, which acts on them, only once an
 * address carries one of them or a popup is open.
 */
export const POPUP_QUERY_KEYS = ['show_popup_reg', 'show_popup_auth', 'prevent_close', 'popup', 'popup_preview'] as const;

/** `path` is without the locale prefix: a guest sent to the index with redirectUrl is asked to sign in (SPEC §2). */
export function addressNamesPopup(search: string, hash: string, path = ''): boolean {
  const query = new URLSearchParams(search);
  return hash === '#real' || POPUP_QUERY_KEYS.some((key) => query.has(key)) || (path === '/' && query.has('redirectUrl'));
}
